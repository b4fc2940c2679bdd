"""Fuzzing the decklist reader: every input, of every format and mutated, gives a deck or a
:class:`DecklistError` naming the file, never another exception."""

from __future__ import annotations

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from arbiter.cards.decklist import Decklist, DecklistError, parse_decklist
from arbiter.cards.registry import BUILTIN
from tests.decks.fuzzing import LONG, QUICK, skip_unless_slow_selected

NAMES = ["Mountain", "Lightning Bolt", "Shock", "Forest", "Fire // Ice", "Mountin", "Erase (Not One)", "x", ""]
ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef0123456789"

counts = st.one_of(st.integers(-3, 20_000).map(str), st.text("0123456789", max_size=14), st.just("4x"), st.just("2X"))
printings = st.one_of(
    st.just(""),
    st.builds(lambda s, n: f" ({s}) {n}", st.text(ALNUM, max_size=9), st.text(ALNUM + "★-*", max_size=6)),
)
card_lines = st.builds(lambda c, n, p: f"{c} {n}{p}", counts, st.sampled_from(NAMES) | st.text(max_size=20), printings)
fixed_lines = st.sampled_from(
    ["Deck", "Sideboard", "Sideboard:", "Commander", "Companion", "About", "Name My Deck", "SB: 2 Shock", "SB:",
     "// comment", "# comment", "20 Mountain # inline", "4 Shock // burn", "", "   ", "\t"]
)  # fmt: skip
lines = st.one_of(card_lines, fixed_lines, st.text(max_size=30))
endings = st.sampled_from(["\n", "\r\n", "\r"])
text_decks = st.builds(
    lambda bom, ls, end: ("\ufeff" if bom else "") + end.join(ls), st.booleans(), st.lists(lines, max_size=25), endings
)

attr_values = st.one_of(st.sampled_from(["4", "0", "-1", "true", "false", "Mountain", "Shock"]), st.text(max_size=8))
attrs = st.dictionaries(st.sampled_from(["Quantity", "Sideboard", "Name", "CatID", "Annotation"]), attr_values)
cards_elements = st.builds(
    lambda a: "<Cards " + " ".join(f'{k}="{v.replace("&", "&amp;").replace("<", "&lt;").replace(chr(34), "&quot;")}"'
                                   for k, v in a.items()) + "/>",
    attrs,
)  # fmt: skip
dek_decks = st.builds(
    lambda head, root, cs, tail: head + f"<{root}>\n" + "\n".join(cs) + f"\n</{root}>" + tail,
    st.sampled_from(['<?xml version="1.0" encoding="utf-8"?>\n', "", '<!DOCTYPE Deck [<!ENTITY a "b">]>', "<?xml?>"]),
    st.sampled_from(["Deck", "Deck", "Other"]),
    st.lists(cards_elements | st.sampled_from(["<NetDeckID>0</NetDeckID>", "&a;", "<Cards>", "text"]), max_size=8),
    st.sampled_from(["", "\n", "<", "&", "]]>"]),
)

SAMPLES = [
    "About\nName Burn\n\nDeck\n4 Lightning Bolt (M10) 146\n20 Mountain (2XM) 380a\n\nSideboard\n2 Shock (M21) 159\n",
    "20 Mountain\n4 Lightning Bolt\n\n2 Shock\n",
    '<?xml version="1.0"?>\n<Deck>\n<Cards Quantity="20" Sideboard="false" Name="Mountain"/>\n'
    '<Cards Quantity="2" Sideboard="true" Name="Shock"/>\n</Deck>\n',
]


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A sample decklist with a few random deletions, insertions and replacements."""
    text = draw(st.sampled_from(SAMPLES))
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(i, min(len(text), i + 10)))
        text = text[:i] + draw(st.text(max_size=6)) + text[j:]
    return text


decks = st.one_of(text_decks, dek_decks, mutated())


def check(text: str) -> None:
    try:
        deck = parse_decklist(text, BUILTIN, "fuzz.txt")
    except DecklistError as exc:
        assert str(exc).startswith("fuzz.txt"), exc
        event("refused")
    else:
        assert isinstance(deck, Decklist) and deck.main
        event("read")


@QUICK
@given(decks)
def test_decklist_reader_never_fails_internally(text: str) -> None:
    check(text)


@pytest.mark.slow
@LONG
@given(decks)
def test_decklist_reader_never_fails_internally_10000(text: str) -> None:
    check(text)


@pytest.fixture(autouse=True)
def _slow_only_when_selected(request: pytest.FixtureRequest) -> None:
    if request.node.get_closest_marker("slow"):
        skip_unless_slow_selected(request.config)
