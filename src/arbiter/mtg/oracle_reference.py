"""The Oracle card reference a player chooses a card name from (CR 201.4, 108.1).

"Choose a card name" (Pithing Needle, Meddling Mage, Sorcerous Spyglass) may name any card in the
Oracle card reference, not only the cards in the game (201.4) — so the names a game accepts come
from the card data the process reads, not from its objects. The card layer registers its lookup
here with :func:`use` (the built-in cards at first, then each card data source a run opens); the
rules only ask :func:`card_name`, which finds a name any of them knows.

A name is looked up as a player says it: the name of a card, of one half of a split card (201.4b,
never both halves together), a flip card's alternative name (201.4c), a back face (201.4d, 201.4e)
or an adventurer card's alternative name (201.4f) — each with the characteristics of that name,
which decide "a nonland card name" (201.4a). A token's name isn't a card name unless a card has it
too (201.4).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from arbiter.mtg.ir.card import CardDef


@dataclass(frozen=True, slots=True)
class NamedCard:
    """A card name found in the reference: as the reference spells it, and the card types and
    supertypes of the card (or face) of that name (CR 201.4a–f: that name's own characteristics),
    as words of its type line ("Basic", "Land")."""

    name: str
    types: frozenset[str]

    @property
    def land(self) -> bool:
        return "Land" in self.types


def type_words(card: CardDef) -> frozenset[str]:
    """A card's card types and supertypes as words of its type line (CR 205.2a, 205.4a)."""
    return frozenset((*(t.value for t in card.types), *card.supertypes))


class NameReference(Protocol):
    """Where card names are looked up: :meth:`named` returns None for a name no card has;
    :meth:`examples` gives up to ``limit`` names whose type words ``fits`` accepts."""

    def named(self, name: str) -> NamedCard | None: ...

    def examples(self, fits: Callable[[frozenset[str]], bool], limit: int) -> list[str]: ...


def name_faces(card: CardDef) -> list[CardDef]:
    """CR 201.4b–f: the parts of a card that each have a name a player may choose — its faces (a
    split card's halves, never the two together; a back face; an Adventure), a flip card's
    alternative characteristics, a prepare spell (722.5), and the card itself unless it is split."""
    faces = [*card.faces, *(f for f in (card.flip_face, card.prepare_spell) if f is not None)]
    if card.layout not in ("split", "aftermath"):
        faces.append(card)
    return [f for f in faces if f.name]


def examples_in(cards: list[CardDef], fits: Callable[[frozenset[str]], bool], limit: int) -> list[str]:
    """Up to ``limit`` names of ``cards`` (faces' names too, CR 201.4b–f) whose type words fit."""
    found: list[str] = []
    for card in cards:
        found += [f.name for f in name_faces(card) if _example(f.name) and f.name not in found and fits(type_words(f))]
        if len(found) >= limit:
            break
    return found[:limit]


def _example(name: str) -> bool:
    """A name worth offering as an example: not an Alchemy rebalance ("A-…", a digital card)."""
    return bool(name) and not name.startswith("A-")


def named_in(cards: list[CardDef], name: str) -> NamedCard | None:
    """``name`` among the names of ``cards`` (CR 201.4b–f: a face's name with that face's
    characteristics; a split card's halves, never the two together)."""
    folded = name.casefold()
    for card in cards:
        for face in name_faces(card):
            if face.name and face.name.casefold() == folded:
                return NamedCard(face.name, type_words(face))
    return None


_REFERENCE: list[NameReference] = []


def use(reference: NameReference) -> None:
    """Card names are also those ``reference`` knows (a card data source a run opened); the eight
    most recent are kept (a bound: a process opening sources again and again)."""
    if reference not in _REFERENCE:
        _REFERENCE.insert(0, reference)
        del _REFERENCE[8:]


def examples(fits: Callable[[frozenset[str]], bool], limit: int) -> list[str]:
    """Up to ``limit`` card names of the reference whose type words ``fits`` accepts (names are
    public knowledge: offering them tells no player anything hidden)."""
    found: list[str] = []
    for reference in _REFERENCE:
        found += [n for n in reference.examples(fits, limit - len(found)) if n not in found]
        if len(found) >= limit:
            break
    return found[:limit]


def card_name(name: str) -> NamedCard | None:
    """CR 201.4: ``name`` as a card name of the Oracle card reference (None: no card it knows has
    it — then only the names of the cards in a game are accepted)."""
    for reference in _REFERENCE:
        found = reference.named(name)
        if found is not None:
            return found
    return None
