"""CR 608.2c, 115.1: after "choose target creature …", "If it's tapped, …" asks about that target
(Shackle Slinger), never about the source of the ability."""

from __future__ import annotations

from arbiter.cards.oracle.trigger_grammar import triggered
from arbiter.mtg.effects.otherwise import IfOtherwise
from arbiter.mtg.ir.object_conditions import ObjectIs, Which

SLINGER = (
    "Whenever you cast your second spell each turn, choose target creature an opponent controls. "
    "If it's tapped, put a stun counter on it. Otherwise, tap it."
)


def test_its_tapped_after_choose_target_is_about_the_target() -> None:
    ability = triggered(SLINGER)
    assert ability is not None
    chosen = ability.effects[-1]
    assert isinstance(chosen, IfOtherwise)
    condition = chosen.first.condition
    assert isinstance(condition, ObjectIs)
    assert condition.of is Which.TARGET
    assert condition.what.tapped is True
