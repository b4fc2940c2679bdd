"""Optional actions that pick one object of a described kind (CR 118.12, 608.2c), read with the
noun grammar: "You may sacrifice a Food.", "You may discard a creature card.", "You may return an
untapped Island you control to its owner's hand.", "You may tap another untapped creature you
control.", "You may exile a creature card from your graveyard.", "You may exile two cards from your
graveyard.", "You may blight 2." (701.68a) —
the first half of "… If you do, …" or "… When you do, …" — and "Sacrifice ~ unless you <the same action>." (118.12a)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.noun_phrase import WITHOUT_SOURCE, noun_phrase, reads_only
from arbiter.cards.oracle.nouns import TYPE_WORDS
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.effects.optional import MayCostThen, SacrificeThisUnlessPay
from arbiter.mtg.effects.optional_costs import EXILE_SEVERAL
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.mana.pool import ManaCost

# what a permanent's description may ask while the player picks among their own (no controller:
# they are theirs; "another": other than the source)
_PERMANENT_READS = (WITHOUT_SOURCE - {"controller"}) | {"other"}
# what a card's description may ask in a hand or graveyard (its printed characteristics)
_CARD_READS = frozenset({"types", "nontypes", "all_types", "either", "subtypes", "colors", "noncolors", "supertypes"})

_ACTIONS = (
    (re.compile(r"sacrifice ((?:another|a|an) .+)"), "sacrifice"),
    (re.compile(r"discard (?:a|an) ((?:.+? )?)card"), "discard"),
    (re.compile(r"return ((?:another|a|an) .+) you control to its owner's hand"), "return"),
    (re.compile(r"tap ((?:another|an) untapped .+) you control"), "tap"),
    (re.compile(r"exile (?:a|an) ((?:.+? )?)card from your graveyard"), "exile from graveyard"),
    (re.compile(r"exile (?:a|an) ((?:.+? )?)card from your hand"), "exile from hand"),
)


def picked_action(words: str) -> MayCostThen | None:
    """The action ``words`` ("sacrifice a Food") as an optional action on one object, or None."""
    blight = re.fullmatch(r"blight (one|two|three|four|five|\d+)", words)
    if blight is not None:  # CR 701.68a: N -1/-1 counters on a creature you control (one chosen)
        n = int(blight.group(1)) if blight.group(1).isdigit() else NUMBERS[blight.group(1)]
        return MayCostThen("blight", words=words, what=noun_phrase("creature"), amount=n)
    several = re.fullmatch(
        r"exile (two|three|four|five|six|seven|eight|nine|ten) ((?:.+? )?)cards from your graveyard", words
    )
    if several is not None:  # CR 118.12, 406.2: that many cards of the player's graveyard, chosen
        what = _card(several.group(2))
        return (
            None
            if what is None
            else MayCostThen(EXILE_SEVERAL, words=words, what=what, amount=NUMBERS[several.group(1)])
        )
    for pattern, kind in _ACTIONS:
        m = pattern.fullmatch(words)
        if m is None:
            continue
        cards = kind in ("discard", "exile from graveyard", "exile from hand")
        what = _card(m.group(1)) if cards else _permanent(m.group(1), kind)
        return None if what is None else MayCostThen(kind, words=words, what=what)
    return None


def _permanent(noun: str, kind: str) -> Filter | None:
    """ "a Food", "another creature or artifact", "an untapped Island" — one of the player's own."""
    other = noun.startswith("another ")
    noun = re.sub(r"^(?:another|a|an) ", "", noun)
    if kind == "tap":
        noun = noun.removeprefix("untapped ")  # (only an untapped one can be tapped: 701.26a)
    f = noun_phrase(f"another {noun}" if other else noun)
    return f if f is not None and reads_only(f, _PERMANENT_READS) else None


def _card(kind: str) -> Filter | None:
    """ "" (any card), "creature", "nonland", "instant or sorcery", "creature or enchantment" — a
    card's printed kind."""
    kind = kind.strip()
    if not kind:
        return Filter("card")
    if kind.startswith("non") and kind[3:] in TYPE_WORDS:
        return Filter(kind, nontypes=frozenset({TYPE_WORDS[kind[3:]]}))  # CR 205.4b: "noncreature"
    either = re.fullmatch(r"(\w+) or (\w+)", kind)
    if either is not None and all(w in TYPE_WORDS for w in either.groups()):
        return Filter(kind, types=frozenset(TYPE_WORDS[w] for w in either.groups()))  # CR 205.2a: one of them
    f = noun_phrase(kind)
    return f if f is not None and not f.other and reads_only(f, _CARD_READS) else None


def may_pick(m: re.Match[str], ctx: Ctx) -> Result:
    """ "You may <action>." (CR 608.2c): the first half of "If you do" / "When you do"."""
    return picked_action(m.group(1)) or PASS


def sacrifice_unless(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Sacrifice ~ unless you <action>." (CR 118.12a: "You may <action>. If you don't, sacrifice
    ~."); "it" is the source only where the ability says so (an enters or upkeep trigger)."""
    verb, noun, words = m.group("verb"), m.group(2), m.group(3)
    if noun == "it" and ctx.it != "self":
        return PASS
    cost = re.fullmatch(r"pay ((?:\{[WUBRGC0-9]\})+)", words)
    if cost is not None:
        mana = ManaCost.parse(cost.group(1))
        ok = mana is not None and noun == "it" and verb == "Sacrifice"
        return SacrificeThisUnlessPay(mana, noun=noun) if ok and mana is not None else PASS
    paid = _paid_unless(words, noun)
    if paid is not None:
        return replace(paid, unless_verb=verb)
    action = picked_action(words)
    if action is None:
        return PASS
    return MayCostThen(
        action.kind, words=action.words, what=action.what, amount=action.amount, unless=noun, unless_verb=verb
    )


def _paid_unless(words: str, noun: str) -> MayCostThen | None:
    """ "… unless you pay 2 life" (CR 119.4), "… unless you pay {E}{E}" (107.14), "… unless you mill
    two cards" (701.17b: not with fewer cards in the library): an action with an amount, no object."""
    if words == "discard a card at random":  # CR 701.9b: the game picks the card
        return MayCostThen("discard at random", amount=1, words=words, unless=noun)
    several = _sacrifice_several(words, noun)
    if several is not None:
        return several
    m = re.fullmatch(r"pay (\d+) life|pay ((?:\{E\})+)|mill (a|one|two|three|four|five|\d+) cards?", words)
    if m is None:
        return None
    if m.group(1):
        return MayCostThen("pay life", amount=int(m.group(1)), words=words, unless=noun)
    if m.group(2):
        return MayCostThen("pay energy", amount=m.group(2).count("{E}"), words=words, unless=noun)
    n = NUMBERS.get(m.group(3)) if not m.group(3).isdigit() else int(m.group(3))
    return MayCostThen("mill", amount=n, words=words, unless=noun) if n else None


# declared before the conditional "<instruction> unless <condition>." (which refuses a condition it can't read)
# CR 118.12a, 701.26a: "Tap ~ unless you pay 1 life." (Carnophage) reads the same way
PRODUCTIONS: tuple[Production, ...] = (rule(r"(?P<verb>Sacrifice|Tap) (~|it) unless you (.+)\.", sacrifice_unless),)


def _sacrifice_several(words: str, noun: str) -> MayCostThen | None:
    """ "… unless you sacrifice two Swamps / three Forests" (CR 118.12a, 701.21a): done only by a
    player who controls that many of them (609.3 doesn't make a partial sacrifice count)."""
    m = re.fullmatch(r"sacrifice (two|three|four|five) ([A-Za-z]+)s", words)
    if m is None:
        return None
    what = _permanent(f"a {m.group(2)}", "sacrifice")
    if what is None or what.other:
        return None
    return MayCostThen("sacrifice several", amount=NUMBERS[m.group(1)], what=what, words=words, unless=noun)
