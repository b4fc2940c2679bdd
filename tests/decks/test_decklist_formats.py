"""Decklist formats: plain text, MTGA export, MTGO .txt and .dek; split and double-faced cards;
errors that name the file and line; limits."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from arbiter.cards.deck_formats import MAX_PER_DECK, MAX_PER_LINE, read_deck_text
from arbiter.cards.decklist import DecklistError, load_decklist, parse_decklist
from arbiter.cards.registry import BUILTIN, LayeredPool
from arbiter.mtg.model import CardDef


def names(cards: tuple[CardDef, ...]) -> Counter[str]:
    return Counter(c.name for c in cards)


def test_plain_text_counts_with_and_without_x() -> None:
    deck = parse_decklist("4 Lightning Bolt\n4x Shock\n12X Mountain\n", BUILTIN)
    assert names(deck.main) == {"Lightning Bolt": 4, "Shock": 4, "Mountain": 12}


def test_mtga_export_with_about_sections_and_printings(pool: LayeredPool) -> None:
    text = (
        "\ufeffAbout\r\nName Red Deck Wins\r\n\r\nCommander\r\n1 Monastery Swiftspear (KTK) 118\r\n\r\n"
        "Companion\r\n1 Shock (M21) 159\r\n\r\nDeck\r\n4 Lightning Bolt (M10) 146\r\n"
        "2 Fire // Ice (MH2) 290\r\n20 Mountain (2XM) 380a\r\n1 Mountain (PLST) GR8\r\n\r\n"
        "Sideboard\r\n2 Shock (M21) 159\r\n"
    )
    deck = parse_decklist(text, pool, "rdw.txt")
    assert deck.name == "Red Deck Wins"
    assert names(deck.main) == {"Lightning Bolt": 4, "Fire // Ice": 2, "Mountain": 21}
    assert names(deck.sideboard) == {"Shock": 2}
    assert names(deck.commander) == {"Monastery Swiftspear": 1}
    assert names(deck.companion) == {"Shock": 1}


def test_mtgo_txt_blank_line_before_the_sideboard() -> None:
    deck = parse_decklist("20 Mountain\n4 Lightning Bolt\n\n3 Shock\n", BUILTIN, "mtgo.txt")
    assert names(deck.main) == {"Mountain": 20, "Lightning Bolt": 4} and names(deck.sideboard) == {"Shock": 3}


def test_blank_lines_between_groups_of_a_plain_list_stay_in_the_main_deck() -> None:
    # three groups, or a second group larger than a sideboard (CR 100.4a): not the MTGO form
    assert not parse_decklist("4 Shock\n\n4 Lightning Bolt\n\n20 Mountain\n", BUILTIN).sideboard
    assert not parse_decklist("4 Shock\n\n20 Mountain\n", BUILTIN).sideboard


def test_sb_lines_and_sideboard_header() -> None:
    deck = parse_decklist("20 Mountain\nSB: 2 Shock\nSB:1 Lightning Bolt\n", BUILTIN)
    assert names(deck.sideboard) == {"Shock": 2, "Lightning Bolt": 1}
    deck = parse_decklist("Deck\n20 Mountain\nSideboard:\n2 Shock\n", BUILTIN)
    assert names(deck.sideboard) == {"Shock": 2}


def test_mtgo_dek_xml() -> None:
    text = """<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0" />
  <Cards CatID="2" Quantity="20" Sideboard="false" Name="Mountain" Annotation="0" />
  <Cards CatID="3" Quantity="2" Sideboard="true" Name="Shock" Annotation="0" />
</Deck>
"""
    deck = parse_decklist(text, BUILTIN, "burn.dek")
    assert names(deck.main) == {"Lightning Bolt": 4, "Mountain": 20} and names(deck.sideboard) == {"Shock": 2}


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('<!DOCTYPE d [<!ENTITY a "aaaa">]><Deck><Cards Quantity="1" Name="&a;"/></Deck>', "DOCTYPE"),
        (
            '<?xml version="1.0"?>\n<Deck>\n<Cards Quantity="lots" Name="Mountain"/></Deck>',
            "3: <Cards> needs a Quantity",
        ),
        ('<Deck>\n<Cards Quantity="1" Name="Mountain">', "2: not a valid .dek file"),
        ('<Deck><Cards Quantity="1"/></Deck>', "needs a Name"),
        ("<Other/>", "expected a <Deck>"),
        ('<Deck><Cards Quantity="1" Sideboard="maybe" Name="Mountain"/></Deck>', "Sideboard must be"),
    ],
)
def test_bad_dek_files_are_refused_clearly(text: str, words: str) -> None:
    with pytest.raises(DecklistError, match=r"^d\.dek:") as err:
        parse_decklist(text, BUILTIN, "d.dek")
    assert words in str(err.value)


def test_split_and_double_faced_cards_by_full_and_front_face_name(pool: LayeredPool) -> None:
    deck = parse_decklist("2 Fire // Ice\n2 Ice\n1 Fire/Ice\n1 Erase (Not the Urza's Legacy One)\n", pool)
    assert names(deck.main) == {"Fire // Ice": 5, "Erase (Not the Urza's Legacy One)": 1}
    with pytest.raises(DecklistError, match="d:1: 'Fire' is a face of 'Fire // Ice' and 'Start // Fire'"):
        parse_decklist("2 Fire\n", pool, "d")
    for name in ("Delver of Secrets // Insectile Aberration", "Delver of Secrets"):
        # a transforming double-faced card: the front face is the card, with its back face (CR 712.8a)
        (delver,) = set(parse_decklist(f"4 {name}\n", pool).main)
        assert delver.name == "Delver of Secrets" and delver.back_face is not None
        assert delver.back_face.name == "Insectile Aberration"


def test_unsupported_card_is_named_with_the_words_it_cannot_run(pool: LayeredPool) -> None:
    with pytest.raises(DecklistError) as err:
        parse_decklist("4 Monastery Swiftspear\n4 Chaos Orb\n", pool, "orb.txt")
    message = str(err.value)
    assert message.startswith("orb.txt:2: Chaos Orb is not supported yet: the engine cannot run")
    assert "unknown" not in message and "flip" in message


def test_unknown_card_gets_suggestions(pool: LayeredPool) -> None:
    with pytest.raises(
        DecklistError, match=r"d:1: unknown card 'Monastary Swiftspear'; did you mean 'Monastery Swiftspear'"
    ):
        parse_decklist("4 Monastary Swiftspear\n", pool, "d")
    with pytest.raises(DecklistError, match=r"did you mean 'Fire // Ice'"):
        parse_decklist("4 Fire // Ise\n", pool, "d")
    with pytest.raises(DecklistError, match=r"unknown card 'Zzzzqqq'$"):
        parse_decklist("4 Zzzzqqq\n", pool, "d")


def test_comments() -> None:
    text = "# a comment\n// another\n   # indented\n20 Mountain  # mountains\n4 Shock // an older comment\n"
    assert names(parse_decklist(text, BUILTIN).main) == {"Mountain": 20, "Shock": 4}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("20 Mountain\nMountain\n", "d:2: expected 'COUNT CARD NAME', got 'Mountain'"),
        ("0 Mountain\n", "d:1: the count must be positive"),
        (f"{MAX_PER_LINE + 1} Mountain\n", f"d:1: a count of at most {MAX_PER_LINE} a line"),
        ("9" * 500 + " Mountain\n", f"d:1: a count of at most {MAX_PER_LINE} a line, got 999999999999…"),
        (f"{MAX_PER_LINE} Mountain\n" * 11, f"d: {11 * MAX_PER_LINE} cards; a deck may have at most {MAX_PER_DECK}"),
        ("4 " + "x" * 300 + "\n", "d:1: a card name of 300 characters"),
        ("Sideboard\n2 Shock\n", "d: the deck has no cards"),
        ("1 Mountain\n" + "a" * 2000, "d:2: a line of 2000 characters"),
    ],
)
def test_errors_name_file_and_line(text: str, message: str) -> None:
    with pytest.raises(DecklistError) as err:
        parse_decklist(text, BUILTIN, "d")
    assert str(err.value).startswith(message)


def test_files_too_large_or_not_utf8(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    big.write_bytes(b"1 Mountain\n" * 500_000)
    with pytest.raises(DecklistError, match="larger than 4 MiB"):
        load_decklist(big, BUILTIN)
    latin = tmp_path / "latin.txt"
    latin.write_bytes("4 Lim-D\xfbl's Vault\n".encode("latin-1"))
    with pytest.raises(DecklistError, match="not UTF-8"):
        load_decklist(latin, BUILTIN)
    with pytest.raises(DecklistError, match="cannot read"):
        load_decklist(tmp_path / "missing.txt", BUILTIN)


def test_read_deck_text_keeps_lines_and_sections() -> None:
    deck = read_deck_text("Deck\n4 Lightning Bolt (M10) 146\nSideboard\n2 Shock\n", "d")
    assert [(e.count, e.name, e.section, e.line) for e in deck.lines] == [
        (4, "Lightning Bolt", "main", 2),
        (2, "Shock", "sideboard", 4),
    ]
