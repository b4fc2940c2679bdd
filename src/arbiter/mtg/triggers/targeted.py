"""Abilities that trigger when a permanent becomes the target of a spell or ability (CR 603.2,
115.1): "Whenever ~ becomes the target of a spell or ability [an opponent controls / you control]",
"… of a spell", as a spell or ability gets its targets, or as one of its targets is changed to the
permanent (115.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.state import ObjectRef
from arbiter.mtg.triggers import builtin
from arbiter.mtg.triggers.granted import has_triggers
from arbiter.mtg.triggers.matching import Waiting, matching

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject
    from arbiter.mtg.triggers.look import Look


def targeted(g: Game, stack_id: int, only: int | None = None) -> list[Waiting]:
    """ "Whenever ~ becomes the target of a spell or ability [an opponent controls / you control]"
    / "… of a spell": once per spell or ability, however many of its targets it is (CR 115.1,
    601.2i, 602.2b, 603.3d); ``only``: the one permanent a target was just changed to (115.7)."""
    st = g.state
    obj = st.objects.get(stack_id)
    if obj is None or obj.zone is not Zone.STACK:
        return []
    found: list[Waiting] = []
    seen: set[int] = set()
    that = (obj.id, obj.zcc)  # "that spell or ability": the trigger's subject (CR 603.2)
    for t in obj.targets:
        if not isinstance(t, ObjectRef) or t.id in seen or only not in (None, t.id):
            continue
        seen.add(t.id)
        perm = st.objects.get(t.id)
        if perm is None or perm.zone is not Zone.BATTLEFIELD:
            continue
        first = _first_time_this_turn(g, perm)
        mine = perm.controller == obj.controller
        first_yours = mine and _first_time_this_turn(g, perm, TARGETED_BY_YOURS)
        if not has_triggers(g, perm):
            continue
        found += matching(g, perm, "targeted", that)
        if first:
            found += matching(g, perm, "targeted first each turn", that)
        if first_yours:  # valiant (207.2c): the first time each turn by a spell or ability you control
            found += matching(g, perm, "targeted by yours first each turn", that)
        found += matching(g, perm, "targeted by yours" if mine else "targeted by opponent", that)
        if obj.ability is None:
            found += matching(g, perm, "targeted by spell", that)
            if mine:
                found += matching(g, perm, "targeted by your spell", that)
    return found


TARGETED = -90
"""The mark in ``GameObject.used`` of a turn in which the permanent became a target (with the turn)."""
TARGETED_BY_YOURS = -91
"""… a target of a spell or ability its controller controlled."""


def _first_time_this_turn(g: Game, perm: GameObject, kind: int = TARGETED) -> bool:
    """CR 603.2: "becomes the target of a spell or ability [you control] for the first time each
    turn" — counted on the permanent whether or not it has such an ability then; a new object after
    a zone change (400.7: ``used`` is cleared as it moves)."""
    mark = (kind, g.state.turn)
    if mark in perm.used:
        return False
    g.set(perm, "used", (*perm.used, mark))
    return True


def target_changed(look: Look, e: object) -> None:
    """CR 115.7, 702.21a, 603.2: the permanent a spell's or ability's target was changed to becomes
    its target — its ward and "becomes the target" abilities trigger (the others' don't again)."""
    assert isinstance(e, ev.TargetChanged)
    look.found += builtin.ward(look.g, e.obj, e.new)
    look.found += targeted(look.g, e.obj, e.new)
