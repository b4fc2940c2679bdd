""" "This turn, <rule>." — a resolving spell or ability that makes a rule of the game for the rest of
the turn (CR 611.2a: the duration is as stated; 514.2: "this turn" effects end in the cleanup step).

The rule is an ordinary static ability node (:mod:`arbiter.mtg.ir.statics`), read by the same code
that reads it on a permanent: War Tax's "This turn, creatures can't attack unless their controller
pays {X} for each attacking creature they control." is an :class:`AttackTax` for the turn, like
Propaganda's on the battlefield (costs to attack and block, CR 508.1h, 509.1d). It changes the rules
rather than characteristics, so it applies to creatures that weren't there when it began (611.2c);
X is fixed as the ability resolves (611.2d)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import amount_of
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.statics.combat import AttackTax, BlockTax
from arbiter.mtg.ir.statics.game_outcome import CantLoseOrWin
from arbiter.mtg.ir.statics.group_rules import GroupRule
from arbiter.mtg.ir.statics.library_search import CantSearchLibraries
from arbiter.mtg.ir.statics.life_floor import LifeFloor
from arbiter.mtg.ir.statics.replacement import CantGainLife
from arbiter.mtg.ir.statics.rules import DamageCantBePrevented
from arbiter.mtg.state import NO_OBJECT, TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

# the static abilities the engine reads as a rule for a turn as well as on a permanent ("This
# turn, …"); a group's rule ("Creatures without flying can't block this turn.") is one too
TaxStatic = AttackTax | BlockTax
TurnRuleStatic = (
    AttackTax
    | BlockTax
    | GroupRule
    | CantSearchLibraries
    | CantLoseOrWin
    | CantGainLife
    | DamageCantBePrevented
    | LifeFloor
)
TURN_RULES: tuple[type[AttackTax], type[BlockTax]] = (AttackTax, BlockTax)


@dataclass(frozen=True, slots=True)
class ThisTurnRule(Effect):
    """ "This turn, <rule>." — ``rule`` applies until the turn ends (CR 611.2a, 514.2)."""

    rule: TaxStatic

    @property
    def amount(self) -> int | str:
        """The rule's number ("X": the value announced for the ability, CR 107.3a)."""
        return self.rule.amount

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        words = self.rule.text()
        return f"This turn, {words[0].lower()}{words[1:]}"


@dataclass(frozen=True, slots=True)
class TurnRule:
    """A rule in force this turn and the player whose spell or ability made it ("you" in it)."""

    controller: int
    rule: TurnRuleStatic
    source: str = ""  # the name of the spell or ability's source that made it, for the log


def rules_this_turn(g: Game) -> Iterator[TurnRule]:
    """The rules made by resolved "This turn, …" instructions, in timestamp order."""
    for e in g.state.effects:
        if isinstance(e.change, TurnRule):
            yield e.change


@handles(ThisTurnRule)
def _this_turn(g: Game, o: GameObject, e: ThisTurnRule, legal: list[bool]) -> None:
    """CR 611.2a, 611.2d: the rule, with X fixed now, is in force until the cleanup step."""
    rule = replace(e.rule, amount=amount_of(o, e.rule.amount))
    g.set(g.state, "effects", (*g.state.effects, TurnEffect(NO_OBJECT, 0, TurnRule(o.controller, rule),
                                                              g.next_timestamp())))  # fmt: skip
    g.log(ev.EffectCreated("611.2a", f"{o.label}:", Quoted(ThisTurnRule(rule).text(()).removesuffix(".").lower())))
