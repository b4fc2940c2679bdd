"""Format 1.1 ``revealed: {bob: [ID]}``: the cards a step revealed to a player (CR 701.20a) —
cards the player could not identify as the step began (in a hidden zone, or face down, 400.2,
708.9) that the step's events reveal: a hand revealed (701.20a), the top card of a library
revealed (701.20a), a card found by a search and revealed (701.23a), a card revealed from a hand as
it is chosen (amplify 702.38a, "you may reveal a … card from your hand", splice 702.47a, a cost
601.2h), a face-down permanent or spell revealed as it leaves (708.9). An event that reveals cards
names them (``EffectCreated.shown``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.view import identifies

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class Before:
    """The game as a step began: what each player could not identify, and the hidden zones."""

    unseen: tuple[frozenset[int], ...]
    hands: dict[str, tuple[int, ...]]
    libraries: dict[str, tuple[int, ...]]
    face_down: frozenset[int] = frozenset()  # face-down permanents and spells (708.9)


def before(g: Game) -> Before:
    st = g.state
    # CR 708.2a: a face-down permanent or spell can be referred to but not identified
    unseen = tuple(
        frozenset(i for i, o in st.objects.items() if o.ability is None and not identifies(g, p.index, o))
        for p in st.players
    )
    face_down = frozenset(i for i, o in st.objects.items() if o.face_down is not None)
    return Before(unseen, {p.name: p.hand for p in st.players}, {p.name: p.library for p in st.players}, face_down)


def revealed(g: Game, start: Before, events: list[Event]) -> list[set[int]]:
    """Per player, the objects this step's events revealed to them."""
    shown: set[int] = set()
    for e in events:
        if isinstance(e, ev.ZoneChanged) and "revealed" in e.verb:  # 701.23a
            shown.add(e.obj)
        elif isinstance(e, ev.ZoneChanged) and e.obj in start.face_down and e.dest is not Zone.BATTLEFIELD:
            # CR 708.9: a face-down permanent or spell that moves to any zone other than the
            # battlefield is revealed to all players as it moves
            shown.add(e.obj)
        elif isinstance(e, ev.EffectCreated) and e.shown:
            shown.update(e.shown)  # CR 701.20a: the cards the event names as revealed
        elif isinstance(e, ev.EffectCreated) and e.rule.startswith("701.20"):
            shown.update(_named(g, start, e))
    return [{i for i in shown if i in start.unseen[p.index]} for p in g.state.players]


def _named(g: Game, start: Before, e: ev.EffectCreated) -> set[int]:
    """The cards a "reveals …" event names: the player's whole hand, or the top of their library."""
    st = g.state
    if e.what.startswith("reveals their hand"):
        return set(start.hands.get(e.name, ()))
    if e.what.endswith("from the top of their library"):
        name = e.what.removeprefix("reveals ").removesuffix(" from the top of their library")
        top = start.libraries.get(e.name, ())[:1]
        return {i for i in top if i in st.objects and st.objects[i].card.name == name}
    return set()
