"""A group's rule for the rest of the turn: "Creatures without flying can't block this turn.",
"Creatures your opponents control can't block this turn.", "Creatures you control can't be
blocked this turn." — made by a resolving spell or ability (CR 611.2a; it ends in the cleanup
step, 514.2). It changes the rules of combat, not characteristics, so the group is read whenever
the rule is (611.2c): a creature that enters or loses flying later this turn is in it too. The
group is read for the controller of the spell or ability ("your opponents")."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.this_turn import TurnRule, rules_this_turn
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.statics.group_rules import GroupRule
from arbiter.mtg.state import NO_OBJECT, TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Static
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class GroupRuleThisTurn(Effect):
    """ "<group> <rule> this turn." — ``rule`` (the group and the rule on each of its permanents)
    until the turn ends; ``text_`` the sentence."""

    rule: GroupRule
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(GroupRuleThisTurn)
def _group_rule(g: Game, o: GameObject, e: GroupRuleThisTurn, legal: list[bool]) -> None:
    """CR 611.2a: the rule is in force until the cleanup step (514.2)."""
    change = TurnRule(o.controller, e.rule)
    g.set(g.state, "effects", (*g.state.effects, TurnEffect(NO_OBJECT, 0, change, g.next_timestamp())))
    g.log(ev.EffectCreated("611.2a", f"{o.label}:", Quoted(e.text_.removesuffix(".").lower())))


def group_rules_on(g: Game, o: GameObject) -> Iterator[Static]:
    """The rules made this turn for a group ``o`` is in now (CR 611.2c: read as it is now)."""
    from arbiter.mtg.filtering import fits

    for r in rules_this_turn(g):
        if isinstance(r.rule, GroupRule) and fits(g, r.rule.what, o, r.controller):
            yield r.rule.rule
