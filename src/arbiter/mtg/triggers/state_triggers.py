"""State triggers (CR 603.8): "When you control no Islands, sacrifice ~." triggers as soon as the
game state matches its condition — not on an event — and doesn't trigger again while it waits
to be put on the stack or is on the stack; once it has left the stack, it triggers again if the
state still matches. Checked with the state-based actions, whenever a player would receive
priority (the state can only have changed where a rule judges it, 704.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.state import WaitingTrigger

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

CONTROL_NONE = "state: control none"
"""The event of "When you control no <permanents>": its ``watch`` filter names the permanents."""
STATE_HOLDS = "state: condition"
"""The event of "When ~ has twenty or more charge counters on it" / "When you control no permanents
other than ~ and have no cards in hand": its ``test`` is the state (checked for its controller)."""
_STATE_EVENTS = (CONTROL_NONE, STATE_HOLDS)


def _state_holds(g: Game, o: GameObject, ability: TriggeredAbility) -> bool:
    """Whether the trigger condition of ``o``'s state trigger is true now: its ``test`` holds, or its
    controller controls no permanent that fits the watch filter (other than ``o``, if the filter
    says "other")."""
    if ability.event == STATE_HOLDS:
        from arbiter.mtg.condition_check import holds

        return ability.test is not None and holds(g, ability.test, o.controller, o)
    watch = ability.watch
    if watch is None:
        return False
    st = g.state
    you = o.controller
    for i in st.battlefield:
        x = st.objects[i]
        if x.controller == you and fits(g, watch, x, you, o.id):
            return False
    return True


def _already_triggered(g: Game, o: GameObject, index: int, ability: TriggeredAbility) -> bool:
    """CR 603.8: the ability waits to be put on the stack, or is on the stack."""
    st = g.state
    if any(w.source == o.id and w.ability == index for w in st.waiting):
        return True
    return any((s := st.objects[i]).source == o.id and s.ability is ability for i in st.stack)


_HAS_STATE_TRIGGER: dict[int, tuple[tuple[TriggeredAbility, ...], bool]] = {}
"""Whether a tuple of triggered abilities holds a state trigger, by the tuple's identity (the
tuple is kept with the answer, so its id can't be reused while the entry lives)."""


def has_state_trigger(abilities: tuple[TriggeredAbility, ...]) -> bool:
    """Checked for every permanent at every check of the state-based actions: remembered."""
    entry = _HAS_STATE_TRIGGER.get(id(abilities))
    if entry is not None and entry[0] is abilities:
        return entry[1]
    if len(_HAS_STATE_TRIGGER) > 4096:
        _HAS_STATE_TRIGGER.clear()
    answer = any(a.event in _STATE_EVENTS for a in abilities)
    _HAS_STATE_TRIGGER[id(abilities)] = (abilities, answer)
    return answer


def state_triggers(g: Game) -> None:
    """CR 603.8: add a waiting trigger for each state trigger of a permanent whose condition is
    true now and that hasn't triggered already."""
    st = g.state
    found: list[WaitingTrigger] = []
    for oid in st.battlefield:
        o = st.objects[oid]
        triggered = o.card.triggered
        if not triggered or not has_state_trigger(triggered):
            continue
        for index, ability in enumerate(triggered):
            if ability.event not in _STATE_EVENTS or o.zone is not Zone.BATTLEFIELD:
                continue
            if _state_holds(g, o, ability) and not _already_triggered(g, o, index, ability):
                found.append(WaitingTrigger(o.id, index, o.controller, None))
    if found:
        g.set(st, "waiting", (*st.waiting, *found))
