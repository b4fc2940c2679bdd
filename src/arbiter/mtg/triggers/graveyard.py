"""Triggered abilities that function in a graveyard (CR 113.6m): "Whenever you cast a
multicolored spell, you may return ~ from your graveyard to your hand." is looked for on the cards
in graveyards, and only there; the card's other triggered abilities aren't (113.6)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import TriggeredAbility
    from arbiter.mtg.state import GameObject


def graveyard_holders(g: Game, events: list[object]) -> list[GameObject]:
    """The cards in graveyards with a triggered ability that functions there (CR 113.6m) — those
    that were already there before this look's events (a card put there by one of them is looked
    at from the next look on: the events it saw happen were before it was there, 603.10)."""
    objects = g.state.objects
    yards = tuple(p.graveyard for p in g.state.players)
    found = g.journal.by_content(_IN_GRAVEYARDS, yards, partial(_working_in_graveyards, g))
    if not found:
        return []
    moved = {x.obj for x in events if isinstance(x, ev.ZoneChanged)}
    return [objects[cid] for cid in found if cid not in moved]


_IN_GRAVEYARDS = "graveyard triggers"  # (the key of their list among the values remembered per board count)


def _working_in_graveyards(g: Game) -> tuple[int, ...]:
    """The cards in graveyards, player by player, with a triggered ability that functions there
    (CR 113.6m) — read from the graveyards and the cards only, so remembered for the graveyards'
    content (``Journal.by_content``)."""
    st = g.state
    objects = st.objects
    return tuple(
        cid
        for p in st.players
        for cid in p.graveyard
        if (triggered := objects[cid].card.triggered) and any(t.in_graveyard for t in triggered)
    )


def live(ability: TriggeredAbility, o: GameObject, yard: frozenset[int]) -> bool:
    """Whether ``ability`` of ``o`` can trigger where ``o`` is looked at (CR 113.6): one that
    functions in the graveyard only on a card there (``yard``: the cards looked at there), the
    others only where they were looked for before (the battlefield, 113.6; or looking back, 603.10a)."""
    if ability.in_graveyard:
        return o.id in yard and o.zone is Zone.GRAVEYARD
    return o.id not in yard
