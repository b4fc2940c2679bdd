"""Who may attack despite defender (CR 702.3b): "~ can attack as though it didn't have defender"
— as a static ability (with a condition, 611.3a) or for a turn (611.2a). Neither is an ability
the creature gains: it changes the rule that stops a creature with defender attacking."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.mtg.conditions import Condition
from arbiter.mtg.model import Effect, Ref, Static, TargetSpec

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class AttacksDespiteDefender(Static):
    """ "[As long as <condition>,] ~ can attack as though it didn't have defender." ``text_``: as printed."""

    condition: Condition | None
    text_: str

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class AttackDespiteDefenderThisTurn(Effect):
    """ "<ref> can attack this turn as though it didn't have defender." """

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        who = self.to.text(specs)
        return f"{who[0].upper()}{who[1:]} can attack this turn as though it didn't have defender."


def may_attack_despite_defender(g: Game, o: GameObject) -> bool:
    """CR 702.3b as modified for ``o`` now: an effect for this turn, or a static whose condition holds."""
    from arbiter.mtg.characteristics import statics
    from arbiter.mtg.condition_check import holds

    if any(e.object_id == o.id and e.zcc == o.zcc and e.kind == "attack despite defender" for e in g.state.effects):
        return True
    return any(
        isinstance(s, AttacksDespiteDefender) and (s.condition is None or holds(g, s.condition, o.controller, o))
        for s in statics(g, o)
    )


def _this_turn(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    from arbiter.mtg.effects import permanent_of
    from arbiter.mtg.enums import Zone
    from arbiter.mtg.events import EffectCreated
    from arbiter.mtg.state import TurnEffect

    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        g.set(g.state, "effects", (*g.state.effects, TurnEffect(t.id, t.zcc, "attack despite defender", None,
                                                                 g.next_timestamp())))  # fmt: skip
        g.log(EffectCreated("611.2a", t.label, "can attack this turn as though it didn't have defender"))


HANDLERS: dict[type, Callable[[Game, GameObject, Any, list[bool]], None]] = {
    AttackDespiteDefenderThisTurn: _this_turn,
}
