"""Putting several target cards from a graveyard into their owner's library at once: "Put any
number of target creature cards from your graveyard on top of your library." (Bone Harvest,
Footbottom Feast). CR 401.4: the owner arranges the cards put in one position at the same time in
any order — asked one card at a time, each chosen card going in before the next (the first one
chosen ends up under the others on top, above the others on the bottom). Targets that are gone or
illegal as it resolves stay out (608.2b)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import N_, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.resolution import group_indices, resolve_ref
from arbiter.mtg.effects.zones import PutTargetsIntoLibrary
from arbiter.mtg.enums import Zone
from arbiter.mtg.model import Ref
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.state import ObjectRef
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class OrderingIntoLibrary:
    """The target cards found (``cards``, each as (id, zcc)) and those their owner has placed so far
    (``order``, first chosen first)."""

    effect: PutTargetsIntoLibrary
    cards: tuple[tuple[int, int], ...]
    order: tuple[int, ...] = ()

    def answer(self, g: Game, at: At, card: int) -> Next:
        """The next card its owner puts into the library."""
        return _ask_or_move(g, at, replace(self, order=(*self.order, card)))


def _still_there(g: Game, cards: tuple[tuple[int, int], ...]) -> list[GameObject]:
    """The cards still in a graveyard as the same objects (CR 400.7)."""
    st = g.state
    out = []
    for oid, zcc in cards:
        o = st.objects.get(oid)
        if o is not None and o.zcc == zcc and o.zone is Zone.GRAVEYARD:
            out.append(o)
    return out


def _ask_or_move(g: Game, at: At, step: OrderingIntoLibrary) -> Next:
    """CR 401.4: while an owner has two or more cards not yet placed, they choose the next one; then
    every card moves, in the order chosen."""
    here = _still_there(g, step.cards)
    for owner in sorted({o.owner for o in here}):
        left = tuple(o.id for o in here if o.owner == owner and o.id not in step.order)
        if len(left) > 1:
            prompt = (
                msg(
                    "the card to put on the bottom of your library next (the first one chosen ends up above the others)"
                )
                if step.effect.bottom
                else msg("the card to put on top next (the first one chosen ends up under the others)")
            )
            purpose = Purpose.ORDER_BOTTOM if step.effect.bottom else Purpose.ORDER_TOP
            return pause(g, at, step, Choose(owner, purpose, "401.4", left, prompt))
    chosen = {oid: i for i, oid in enumerate(step.order)}
    verb = (
        N_("is put on the bottom of its owner's library:")
        if step.effect.bottom
        else N_("is put on top of its owner's library:")
    )
    for o in sorted(here, key=lambda o: chosen.get(o.id, len(chosen))):
        move(g, o, Zone.LIBRARY, "401.4", verb, bottom=step.effect.bottom)
    return Next.GO_ON


def begin_put_targets(g: Game, at: At, e: PutTargetsIntoLibrary) -> Next:
    """CR 608.2b: the targets still legal as it resolves, found before any of them moves."""
    o = at.object(g)
    legal = list(at.legal)
    found: list[tuple[int, int]] = []
    for i in group_indices(o, e.to.index):
        to = resolve_ref(g, o, Ref("target", i), legal)
        if isinstance(to, ObjectRef):
            found.append((to.id, to.zcc))
    return _ask_or_move(g, at, OrderingIntoLibrary(e, tuple(found)))


def register(askers: Askers) -> None:
    askers.add(PutTargetsIntoLibrary, begin_put_targets)
