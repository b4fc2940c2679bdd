"""Choosing a card name and finding cards by name (CR 201.4, 201.2).

"Choose a card name" — as a permanent enters (614.12) or as a spell or ability resolves (608.2d) —
may name any card of the Oracle card reference (:mod:`arbiter.mtg.oracle_reference`), with the
characteristics the words ask for (201.4a: "a nonland card name", "a creature card name", "a card
name other than a basic land card name"). The question offers the names its chooser may know (the
cards in public zones, their own cards, a hand they are looking at: never another player's hidden
card, 402.3) and accepts any other card's name too.

A card "with that name" in a zone other than the stack has the name of its front face (712.8a), of
its adventurer (715.4) or unflipped half (710.1a) — and a split card has both halves' names (709.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from arbiter.mtg.oracle_reference import card_name, examples, name_faces, type_words

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef

_WORDS = frozenset({"artifact", "battle", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery",
                    "kindred", "basic", "legendary", "snow", "world"})  # fmt: skip
_NOT_BASIC_LAND = " other than a basic land card name"


@dataclass(frozen=True, slots=True)
class NameQuality:
    """CR 201.4a: what a chosen card name's card must be — type words it must have (``required``)
    and may not have (``forbidden``), and "other than a basic land card name"."""

    required: frozenset[str] = frozenset()
    forbidden: frozenset[str] = frozenset()
    not_basic_land: bool = False

    def fits(self, types: frozenset[str]) -> bool:
        if self.not_basic_land and {"Basic", "Land"} <= types:
            return False
        return self.required <= types and not (self.forbidden & types)


@lru_cache(maxsize=64)
def name_quality(words: str) -> NameQuality | None:
    """The quality "choose <words>" asks for: "a card name", "any card name", "a nonland card
    name", "an artifact card name", "a nonartifact, nonland card name", "a nonbasic land card name",
    "a card name other than a basic land card name" (None: words that aren't a card name's)."""
    if words == "a card name" + _NOT_BASIC_LAND:
        return NameQuality(not_basic_land=True)
    for article in ("a ", "an ", "any "):
        if words.startswith(article) and words.endswith("card name"):
            rest = words[len(article) :].removesuffix("card name")
            break
    else:
        return None
    required: set[str] = set()
    forbidden: set[str] = set()
    for word in rest.replace(",", " ").split():
        bare = word.removeprefix("non")
        if bare not in _WORDS:
            return None
        (forbidden if bare != word else required).add(bare.title())
    return NameQuality(frozenset(required), frozenset(forbidden))


def names_of(card: CardDef) -> list[tuple[str, frozenset[str]]]:
    """CR 201.4b–f: the names a card can be named by — a split card's halves (never both together),
    a flip card's alternative name, a back face, an Adventure — each with that name's type words."""
    return [(c.name, type_words(c)) for c in name_faces(card)]


def names_now(card: CardDef) -> tuple[str, ...]:
    """The names an object has (CR 201.2): a split card both halves' (709.4; a fused split spell,
    built without its faces, too: 702.102b); any other card the name of its face up, its front
    (712.8a)."""
    if card.layout in ("split", "aftermath"):
        return tuple(f.name for f in card.faces) or tuple(card.name.split(" // "))
    return (card.name,)


def has_name(card: CardDef, name: str) -> bool:
    """Whether a card in a zone other than the stack has ``name`` (CR 201.2, 709.4)."""
    return name in names_now(card)


def offered_names(g: Game, player: int, looked: tuple[int, ...], words: str) -> tuple[str, ...]:
    """CR 201.4, 402.3: the card names offered to ``player`` — those of the cards they may know:
    in public zones (not a face-down card they may not look at), their own cards (they know their
    deck's list), and the cards ``looked`` at — never another player's hidden card."""
    from arbiter.mtg.view import identifies

    quality = name_quality(words) or NameQuality()
    names: set[str] = set()
    for o in g.state.objects.values():
        if o.ability is not None or o.is_token:
            continue  # CR 201.4: not a token's name (unless a card has it too)
        if o.owner != player and o.id not in looked and not identifies(g, player, o):
            continue  # CR 402.3: another player's hidden card
        card = o.printed or o.face_down or o.front or o.card
        names.update(n for n, types in names_of(card) if quality.fits(types))
    if not names:
        # no card the chooser knows of fits: a few names of the card reference that do, so that the
        # question lists an answer (names are public knowledge, 201.4)
        names.update(examples(quality.fits, 5))
    return tuple(sorted(names))


def named(g: Game, words: str, value: object) -> str | None:
    """CR 201.4, 201.4a: ``value`` as an answer to "choose <words>" — the name as the Oracle card
    reference spells it (or as a card in this game has it: a card defined for the game is a card
    too); None when no card has that name or its card isn't of the quality asked for."""
    if not isinstance(value, str):
        return None
    quality = name_quality(words) or NameQuality()
    found = card_name(value)
    if found is not None:
        return found.name if quality.fits(found.types) else None
    folded = value.casefold()
    for o in g.state.objects.values():
        if o.is_token or o.ability is not None:
            continue
        for n, types in names_of(o.printed or o.face_down or o.front or o.card):
            if n.casefold() == folded:
                return n if quality.fits(types) else None
    return None


def refusal(words: str, value: object) -> tuple[str, str]:
    """The message and rule refusing ``value`` as "<words>" (CR 201.4; 201.4a for a quality)."""
    from arbiter.i18n import Quoted, Term, msg

    said = Quoted(str(value))  # (the player's own words, quoted as they are)
    if words in ("a card name", "any card name"):
        return msg("{said} is not the name of a card: choose a card name", said=said), "201.4"
    return msg("{said} is not {what}", said=said, what=Term(words)), "201.4a"


def names_a_card(g: Game) -> bool:
    """Whether the pending question is a card name's (CR 201.4) — as a permanent enters or as a
    spell or ability resolves: its options are only the names the chooser may know of, and the name
    of any other card is accepted too (so it is never "the only answer")."""
    from arbiter.mtg.objects import as_enters
    from arbiter.mtg.paused import resolution_choice

    return as_enters.names_a_card(g) or resolution_choice.names_a_card(g)
