"""Requirements for a turn from a resolved effect (CR 611.2a): "Target creature must be blocked
this turn if able." (509.1c), "Target creature attacks this turn if able." (508.1d), "Target
creature blocks this turn if able." (509.1c). Each binds the object it was put on (the same
object, 400.7) in every combat of the turn (500.8 adds combats, the requirement stays), and they
aren't abilities: losing all abilities doesn't end them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of, turn_effect
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject

MUST_BE_BLOCKED = "must_be_blocked"  # TurnEffect kinds read by the blocking and attacking rules
MUST_ATTACK = "must_attack"
MUST_BLOCK_ANY = "must_block_any"


@dataclass(frozen=True, slots=True)
class MustBeBlockedThisTurn(Effect):
    """ "<ref> must be blocked this turn if able." (a blocking requirement, CR 509.1c)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{subject_text(self.to, specs)} must be blocked this turn if able."


@dataclass(frozen=True, slots=True)
class CombatThisTurnIfAble(Effect):
    """ "<ref> attacks this turn if able." (508.1d) / "<ref> blocks this turn if able." (509.1c)."""

    to: Ref
    block: bool

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{subject_text(self.to, specs)} {'blocks' if self.block else 'attacks'} this turn if able."


@handles(MustBeBlockedThisTurn)
def _must_be_blocked(g: Game, o: GameObject, e: MustBeBlockedThisTurn, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        turn_effect(g, t, MUST_BE_BLOCKED, None, "611.2a", msg("must be blocked this turn if able"))


@handles(CombatThisTurnIfAble)
def _combat_if_able(g: Game, o: GameObject, e: CombatThisTurnIfAble, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        if e.block:
            turn_effect(g, t, MUST_BLOCK_ANY, None, "611.2a", msg("blocks this turn if able"))
        else:
            turn_effect(g, t, MUST_ATTACK, None, "611.2a", msg("attacks this turn if able"))


def has_turn_effect(g: Game, o: GameObject, kind: str) -> bool:
    """Whether a requirement of this kind from a resolved effect binds ``o`` this turn."""
    return any(e.kind == kind and e.object_id == o.id and e.zcc == o.zcc for e in g.state.effects)
