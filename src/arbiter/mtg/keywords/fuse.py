"""Fuse (CR 702.102): a split card with fuse cast from its owner's hand may be cast with both
halves (702.102a) — a fused split spell with the combined characteristics of its halves (702.102b,
709.4), a total cost including the mana cost of each half (702.102c), whose controller follows
the left half's instructions and then the right half's (702.102d).

The fused spell is the card with one spell ability: the left half's targets and instructions,
then the right half's, its references to its own targets renumbered after the left half's."""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace
from typing import TYPE_CHECKING, TypeVar

from arbiter.mtg.ir.abilities import Ability, SpellAbility
from arbiter.mtg.ir.refs import Ref, TargetSpec

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

    from arbiter.mtg.ir.card import CardDef

FUSED = "fused"  # ``Cast.face`` for both halves (702.102a)
# a Ref's index names a target
_ABOUT_A_TARGET = frozenset(
    {
        "target",
        "targets",
        "it",
        "that",
        "its controller",
        "that's controller",
        "that player or controller",
        "its owner",
        "that player, its owner",
    }
)

D = TypeVar("D", bound="DataclassInstance")


@dataclass(frozen=True, slots=True)
class Fuse(Ability):
    """ "Fuse" (CR 702.102a), printed on each half."""

    def text(self) -> str:
        return "Fuse"


def has_fuse(card: CardDef) -> bool:
    return card.layout == "split" and len(card.faces) == 2 and any(isinstance(a, Fuse) for a in card.faces[0].abilities)


def fused(card: CardDef) -> CardDef | None:
    """CR 702.102b–d: the fused split spell ``card`` becomes (None if a half has no plain spell
    ability: a modal half isn't fused by the engine)."""
    left, right = card.faces[0].spell, card.faces[1].spell
    if left is None or right is None or left.modes or right.modes:
        return None
    shift = len(left.targets)
    groups = max((s.group for s in left.targets), default=0)
    specs = tuple(replace(s, group=s.group + groups) if s.group else s for s in right.targets)
    effects = tuple(_renumbered(e, shift) for e in right.effects)
    spell = SpellAbility((*left.effects, *effects), (*left.targets, *specs))
    return replace(card, abilities=(spell,), faces=())


def _renumbered(value: D, shift: int) -> D:
    """``value`` with every reference to a target moved ``shift`` places on (the right half's
    targets follow the left half's)."""
    if isinstance(value, Ref):
        if value.kind in _ABOUT_A_TARGET:
            return replace(value, index=value.index + shift)
        return value
    changes: dict[str, object] = {}
    for f in fields(value):
        if not f.init:
            continue
        old = getattr(value, f.name)
        new = _renumbered_any(old, shift)
        if new is not old:
            changes[f.name] = new
    return replace(value, **changes) if changes else value


def _renumbered_any(old: object, shift: int) -> object:
    if isinstance(old, tuple):
        items = tuple(_renumbered_any(x, shift) for x in old)
        return items if any(a is not b for a, b in zip(items, old, strict=True)) else old
    if is_dataclass(old) and not isinstance(old, type) and not isinstance(old, TargetSpec):
        return _renumbered(old, shift)
    return old
