"""Soulbond (CR 702.95): pairing two creatures. A pairing is kept as two lasting effects, one on
each creature (``GameState.lasting``, kind "paired"), naming the other. It holds "for as long as
both remain creatures on the battlefield under your control" (702.95a, 702.95e): :func:`partner`
reads a pairing as broken the moment either creature leaves, stops being a creature or changes
control, and :func:`unpair_broken` removes a broken pairing for good (so a creature that becomes a
creature again, or comes back under its controller's control, stays unpaired)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.layers import is_creature
from arbiter.mtg.state import TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PairedWith:
    """The other creature of a pairing, and the player who controlled both as they were paired."""

    id: int
    zcc: int
    controller: int


"""The kind of the lasting effect that pairs a creature with another (CR 702.95b)."""

# CR 702.95a: the two intervening "if" clauses of soulbond's triggered abilities
PAIR_THIS_IF = "you control both ~ and another creature and both are unpaired"
PAIR_THAT_IF = "you control both that creature and ~ and both are unpaired"


def _pairings(g: Game, o: GameObject) -> list[TurnEffect]:
    return [e for e in g.state.lasting if isinstance(e.change, PairedWith) and e.object_id == o.id and e.zcc == o.zcc]


def _holds(g: Game, a: GameObject, b: GameObject) -> bool:
    """CR 702.95e: both still creatures on the battlefield under one player's control."""
    return (
        a.zone is Zone.BATTLEFIELD and b.zone is Zone.BATTLEFIELD and a.controller == b.controller
        and is_creature(g, a) and is_creature(g, b)
    )  # fmt: skip


def partner(g: Game, o: GameObject) -> GameObject | None:
    """The creature ``o`` is paired with (CR 702.95b), or None if it is unpaired."""
    if not g.state.lasting:
        return None
    for e in _pairings(g, o):
        v = e.change
        if not isinstance(v, PairedWith):
            continue
        other = g.state.objects.get(v.id)
        if other is not None and other.zcc == v.zcc and o.controller == v.controller and _holds(g, o, other):
            return other
    return None


def unpaired(g: Game, o: GameObject) -> bool:
    return partner(g, o) is None


def can_pair(g: Game, a: GameObject, b: GameObject, controller: int) -> bool:
    """CR 702.95c–d: two different unpaired creatures on the battlefield, both under the control
    of the player who controls the soulbond ability."""
    return (
        a.id != b.id and a.controller == controller and _holds(g, a, b) and unpaired(g, a) and unpaired(g, b)
    )  # fmt: skip


def pair(g: Game, a: GameObject, b: GameObject) -> None:
    """CR 702.95a: ``a`` and ``b`` become paired with each other."""
    st = g.state
    ts = g.next_timestamp()
    made = (
        TurnEffect(a.id, a.zcc, PairedWith(b.id, b.zcc, a.controller), ts),
        TurnEffect(b.id, b.zcc, PairedWith(a.id, a.zcc, b.controller), ts),
    )
    g.set(st, "lasting", (*st.lasting, *made))
    g.log(ev.EffectCreated("702.95a", a.label, msg("is paired with {card}", card=CardName(b.label))))


def unpair_broken(g: Game) -> None:
    """CR 702.95e: a pairing that no longer holds ends, for good."""
    st = g.state
    if not any(isinstance(e.change, PairedWith) for e in st.lasting):
        return
    keep = []
    for e in st.lasting:
        if isinstance(e.change, PairedWith):
            o = st.objects.get(e.object_id)
            if o is None or o.zcc != e.zcc or partner(g, o) is None:
                continue
        keep.append(e)
    if len(keep) != len(st.lasting):
        g.set(st, "lasting", tuple(keep))


def soulbond_condition(g: Game, source: GameObject, condition: str, subject: GameObject | None) -> bool:
    """CR 702.95a: the intervening "if" of either soulbond trigger (603.4)."""
    controller = source.controller
    if condition == PAIR_THAT_IF:
        return subject is not None and can_pair(g, subject, source, controller)
    st = g.state
    return any(
        can_pair(g, source, st.objects[i], controller) for i in st.battlefield if st.objects[i].controller == controller
    )
