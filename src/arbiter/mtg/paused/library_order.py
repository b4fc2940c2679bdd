"""Putting several cards into their owners' libraries at once, each owner ordering their own (CR
401.4): "Put any number of target creature cards from your graveyard on top of your library." (Bone
Harvest, Footbottom Feast) and "Put all creatures on the bottom of their owners' libraries."
(Terminus, Hallowed Burial); "Put the revealed cards on the bottom of your library in any order."
(Erratic Explosion: the cards revealed earlier in the resolution, still in the library).

The cards are found before any of them moves — the targets still legal as it resolves (608.2b), or
the group as the instruction is followed (608.2c). Each owner arranges their own cards in any order
(401.4), asked in APNAP order (101.4) one card at a time, each chosen card going in before the next
(the first one chosen ends up under the others on top, above the others on the bottom); then all
of them move at once (603.10a), each to its owner's library (108.3). A token's place doesn't matter
(it ceases to exist, 704.5d), so nobody orders tokens."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import N_, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.group_moves import PutAllOnBottom
from arbiter.mtg.effects.resolution import group_indices, resolve_ref
from arbiter.mtg.effects.reveal_until import put_rest
from arbiter.mtg.effects.reveal_until_nonland import PutRevealedOnBottom, revealed_group
from arbiter.mtg.effects.selection import selected_permanents
from arbiter.mtg.effects.zones import PutTargetsIntoLibrary
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.model import Ref
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.state import ObjectRef
from arbiter.mtg.zones import leaving_together, move, still_there

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class OrderingIntoLibrary:
    """The cards found in ``source`` (``found``, each as (id, zcc)), going on the bottom or on top,
    and those their owners have placed so far (``order``, first chosen first)."""

    found: tuple[tuple[int, int], ...]
    source: Zone
    bottom: bool
    order: tuple[int, ...] = ()

    def answer(self, g: Game, at: At, card: int) -> Next:
        """The next card its owner puts into the library."""
        return ask_or_move(g, at, replace(self, order=(*self.order, card)))


def ask_or_move(g: Game, at: At, step: OrderingIntoLibrary) -> Next:
    """CR 401.4, 101.4: the next owner with two or more cards not yet placed chooses the next one;
    once none is left to choose, every card still there moves, in the order chosen."""
    st = g.state
    here = still_there(g, step.found, step.source)
    for owner in (st.active, 1 - st.active):
        left = tuple(o.id for o in here if o.owner == owner and not o.is_token and o.id not in step.order)
        if len(left) > 1:
            prompt = (
                msg(
                    "the card to put on the bottom of your library next (the first one chosen ends up above the others)"
                )
                if step.bottom
                else msg("the card to put on top next (the first one chosen ends up under the others)")
            )
            purpose = Purpose.ORDER_BOTTOM if step.bottom else Purpose.ORDER_TOP
            return pause(g, at, step, Choose(owner, purpose, "401.4", left, prompt))
    chosen = {oid: i for i, oid in enumerate(step.order)}
    verb = (
        N_("is put on the bottom of its owner's library:")
        if step.bottom
        else N_("is put on top of its owner's library:")
    )
    # tokens first (their place doesn't matter), then each owner's cards in the order chosen
    ordered = sorted(here, key=lambda o: (not o.is_token, chosen.get(o.id, len(chosen))))
    with leaving_together(g, ordered):  # CR 603.10a: each permanent as it was before any of them left
        for o in ordered:
            if o.zone is step.source:
                move(g, o, Zone.LIBRARY, "401.4", verb, bottom=step.bottom)
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
    return ask_or_move(g, at, OrderingIntoLibrary(tuple(found), Zone.GRAVEYARD, e.bottom))


def begin_put_all_on_bottom(g: Game, at: At, e: PutAllOnBottom) -> Next:
    """CR 608.2c: the group now, before any of it moves."""
    found = selected_permanents(g, at.object(g), e.to, list(at.legal))
    return ask_or_move(g, at, OrderingIntoLibrary(tuple((o.id, o.zcc) for o in found), Zone.BATTLEFIELD, True))


def begin_put_revealed(g: Game, at: At, e: PutRevealedOnBottom) -> Next:
    """CR 608.2c, 401.4: the cards revealed earlier in this resolution still in the library — the
    nonland card first into the hand if the text says so — then the rest on the bottom, in an
    order their owner chooses or in a random order."""
    o = at.object(g)
    group = revealed_group(o)
    if group is None:
        return Next.GO_ON
    here = still_there(g, group.cards, Zone.LIBRARY)
    if e.nonland_to_hand and here and CardType.LAND not in here[-1].card.types and here[-1].id == group.cards[-1][0]:
        move(g, here[-1], Zone.HAND, "608.2c", "is put")
        here = here[:-1]
    if e.random:
        put_rest(g, [c.id for c in here], "bottom random")
        return Next.GO_ON
    return ask_or_move(g, at, OrderingIntoLibrary(tuple((c.id, c.zcc) for c in here), Zone.LIBRARY, True))


def register(askers: Askers) -> None:
    askers.add(PutTargetsIntoLibrary, begin_put_targets)
    askers.add(PutAllOnBottom, begin_put_all_on_bottom)
    askers.add(PutRevealedOnBottom, begin_put_revealed)
