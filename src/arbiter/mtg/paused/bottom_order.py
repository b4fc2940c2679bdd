"""Putting a group of permanents on the bottom of their owners' libraries: "Put all creatures on the
bottom of their owners' libraries." (Terminus, Hallowed Burial). The group is found as the
instruction is followed (608.2c); each owner arranges their own cards in any order (401.4), asked in
APNAP order (101.4) one card at a time — the first chosen ends up above the others; then all of
them leave the battlefield at once (603.10a), each going to its owner's library (108.3). A token's
place doesn't matter (it ceases to exist, 704.5d), so nobody orders tokens."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.group_moves import PutAllOnBottom
from arbiter.mtg.effects.selection import selected_permanents
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import leaving_together, move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class OrderingBottom:
    """The permanents found (``group``, each as (id, zcc)) and the cards their owners have put in
    order so far (``order``, first chosen first)."""

    group: tuple[tuple[int, int], ...]
    order: tuple[int, ...] = ()

    def answer(self, g: Game, at: At, card: int) -> Next:
        """The next card its owner puts on the bottom."""
        return _ask_or_move(g, at, replace(self, order=(*self.order, card)))


def _still_there(g: Game, group: tuple[tuple[int, int], ...]) -> list[GameObject]:
    """The permanents of the group still on the battlefield as the same objects (CR 400.7: a mana
    ability activated meanwhile may have sacrificed one)."""
    st = g.state
    out = []
    for oid, zcc in group:
        o = st.objects.get(oid)
        if o is not None and o.zcc == zcc and o.zone is Zone.BATTLEFIELD:
            out.append(o)
    return out


def _ask_or_move(g: Game, at: At, step: OrderingBottom) -> Next:
    """CR 401.4, 101.4: the next owner with two or more cards not yet ordered chooses the next one;
    once none is left to choose, all of them move."""
    st = g.state
    here = _still_there(g, step.group)
    for owner in (st.active, 1 - st.active):
        left = tuple(o.id for o in here if o.owner == owner and not o.is_token and o.id not in step.order)
        if len(left) > 1:
            prompt = msg(
                "the card to put on the bottom of your library next (the first one chosen ends up above the others)"
            )
            return pause(g, at, step, Choose(owner, Purpose.ORDER_BOTTOM, "401.4", left, prompt))
    chosen = {oid: i for i, oid in enumerate(step.order)}
    # tokens first (their place doesn't matter), then each owner's cards in the order chosen
    ordered = sorted(here, key=lambda o: (not o.is_token, chosen.get(o.id, len(chosen))))
    with leaving_together(g, ordered):  # CR 603.10a: each as it was before any of them left
        for o in ordered:
            if o.zone is Zone.BATTLEFIELD:
                move(g, o, Zone.LIBRARY, "401.4", "is put on the bottom of its owner's library:", bottom=True)
    return Next.GO_ON


def begin_put_all_on_bottom(g: Game, at: At, e: PutAllOnBottom) -> Next:
    """CR 608.2c: the group now, before any of it moves."""
    found = selected_permanents(g, at.object(g), e.to, list(at.legal))
    return _ask_or_move(g, at, OrderingBottom(tuple((o.id, o.zcc) for o in found)))


def register(askers: Askers) -> None:
    askers.add(PutAllOnBottom, begin_put_all_on_bottom)
