"""Requirements for a turn from a resolved effect (CR 611.2a): "Target creature must be blocked
this turn if able." (509.1c), "All creatures able to block target creature this turn do so."
(509.1c), "Target creature attacks this turn if able." (508.1d), "Target creature blocks this turn
if able." (509.1c). Each binds the object it was put on (the same object, 400.7) in every combat
of the turn (500.8 adds combats, the requirement stays), and they aren't abilities: losing all
abilities doesn't end them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of, turn_effect
from arbiter.mtg.effects.selection import selected_permanents
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref, subject_text

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Selector
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class MustBeBlockedThisTurn(Effect):
    """ "<ref> must be blocked [each combat] this turn if able." (a blocking requirement, CR 509.1c;
    one for the turn holds in each of its combats, 500.8)."""

    to: Ref
    each_combat: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        each = " each combat" if self.each_combat else ""
        return f"{subject_text(self.to, specs)} must be blocked{each} this turn if able."


@dataclass(frozen=True, slots=True)
class CombatThisTurnIfAble(Effect):
    """ "<ref> attacks this turn if able." (508.1d) / "<ref> blocks this turn if able." (509.1c);
    ``to`` may be a group ("each creature you don't control", an overloaded spell, 702.96a)."""

    to: Selector
    block: bool

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        who = subject_text(self.to, specs) if isinstance(self.to, Ref) else f"Each {getattr(self.to, 'noun', '')}"
        return f"{who} {'blocks' if self.block else 'attacks'} this turn if able."


@dataclass(frozen=True, slots=True)
class AllBlockThisTurn(Effect):
    """ "All creatures able to block <ref> this turn do so." (Alluring Scent): a blocking
    requirement on every creature that could block it (CR 509.1c), for the turn (611.2a)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"All creatures able to block {subject_text(self.to, specs).lower()} this turn do so."


@handles(AllBlockThisTurn)
def _all_block(g: Game, o: GameObject, e: AllBlockThisTurn, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        turn_effect(g, t, resolved.AllMustBlockIt(), "611.2a", msg("all creatures able to block it this turn do so"))


@handles(MustBeBlockedThisTurn)
def _must_be_blocked(g: Game, o: GameObject, e: MustBeBlockedThisTurn, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        turn_effect(g, t, resolved.MustBeBlocked(), "611.2a", msg("must be blocked this turn if able"))


@handles(CombatThisTurnIfAble)
def _combat_if_able(g: Game, o: GameObject, e: CombatThisTurnIfAble, legal: list[bool]) -> None:
    # CR 611.2c: a group is the permanents it finds as the effect begins
    for t in selected_permanents(g, o, e.to, legal):
        if e.block:
            turn_effect(g, t, resolved.BlocksIfAble(), "611.2a", msg("blocks this turn if able"))
        else:
            turn_effect(g, t, resolved.AttacksIfAble(None), "611.2a", msg("attacks this turn if able"))


Requirement = type[resolved.MustBeBlocked | resolved.AllMustBlockIt | resolved.BlocksIfAble | resolved.AttacksIfAble]


def has_turn_effect(g: Game, o: GameObject, kind: Requirement) -> bool:
    """Whether a requirement of this kind from a resolved effect binds ``o`` this turn."""
    return any(isinstance(e.change, kind) and e.object_id == o.id and e.zcc == o.zcc for e in g.state.effects)
