"""A rule about players for the rest of the turn, made by a resolving spell or ability (CR 611.2a;
it ends in the cleanup step, 514.2): "You can't lose the game this turn and your opponents can't
win the game this turn." (Angel's Grace), "Players can't gain life this turn." and "Damage can't be
prevented this turn." (Skullcrack), "Until end of turn, damage that would reduce your life total to
less than 1 reduces it to 1 instead." — each the static a permanent would have (Platinum Angel,
Erebos, Leyline of Punishment, Ali from Cairo), read by the same code, with "you" the controller
of the spell or ability (:func:`rules_about_players`)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.this_turn import TurnRule, TurnRuleStatic, rules_this_turn
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import NO_OBJECT, TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Static
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PlayerRuleThisTurn(Effect):
    """``rules`` (statics about players) in force until the turn ends; ``text_`` the sentence."""

    rules: tuple[TurnRuleStatic, ...]
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(PlayerRuleThisTurn)
def _player_rule(g: Game, o: GameObject, e: PlayerRuleThisTurn, legal: list[bool]) -> None:
    """CR 611.2a: the rules are in force until the cleanup step (514.2)."""
    made = tuple(TurnEffect(NO_OBJECT, 0, TurnRule(o.controller, r, o.label), g.next_timestamp()) for r in e.rules)
    g.set(g.state, "effects", (*g.state.effects, *made))
    g.log(ev.EffectCreated("611.2a", f"{o.label}:", Quoted(e.text_.removesuffix(".").lower())))


def rules_about_players(g: Game, kind: type | tuple[type, ...]) -> Iterator[tuple[str, int, Static]]:
    """The statics of ``kind`` in force now: each with the name of its source (a permanent, or the
    spell or ability that made it a rule this turn) and its controller, whom "you" means (CR
    611.2a; 613.1f: an ability a permanent has now)."""
    from arbiter.mtg.ir.statics.conditional import RulesWhile
    from arbiter.mtg.layers import current_statics
    from arbiter.mtg.layers.queries import rules_apply

    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        for s in current_statics(g, src):
            if isinstance(s, kind):
                yield src.label, src.controller, s
            elif isinstance(s, RulesWhile) and any(isinstance(r, kind) for r in s.rules) and rules_apply(g, s, src):
                # CR 611.3a: "As long as you control twelve or more Birds, you can't lose the game …"
                yield from ((src.label, src.controller, r) for r in s.rules if isinstance(r, kind))
    if st.effects:
        for r in rules_this_turn(g):
            if isinstance(r.rule, kind):
                yield r.source or r.rule.text(), r.controller, r.rule
