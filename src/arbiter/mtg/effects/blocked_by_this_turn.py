"""Can't be blocked by <creatures> this turn (CR 509.1b, 611.2a): "~ can't be blocked by creatures
with power 2 or less this turn." (Cavern Stomper), "Target creature you control can't be blocked by
…" (Ghirapur Guide), and the second verb of "Creatures you control gain first strike and trample
until end of turn and can't be blocked by creature tokens this turn." (Legion Loyalist) — a rule
modification for the turn that applies to the objects the selector means as it resolves (611.2c)
and keeps working if they lose all abilities (it is not an ability)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import turn_effect
from arbiter.mtg.effects.selection import select
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref, subject_text
from arbiter.mtg.state import ObjectRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Selector
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class CantBeBlockedByThisTurn(Effect):
    """ "<selector> can't be blocked by <creatures> this turn." — ``by`` describes the creatures
    that can't block each object ``to`` means this turn (CR 509.1b). A reference prints itself as
    the subject; a group prints none (it is the second verb of a sentence whose subject the verb
    before it printed, joined by :class:`~arbiter.mtg.ir.effect.And`)."""

    to: Selector
    by: Filter

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        rest = f"can't be blocked by {self.by.text} this turn."
        return f"{subject_text(self.to, specs)} {rest}" if isinstance(self.to, Ref) else rest


@handles(CantBeBlockedByThisTurn)
def _cant_be_blocked_by(g: Game, o: GameObject, e: CantBeBlockedByThisTurn, legal: list[bool]) -> None:
    """The restriction on each permanent the selector means now (CR 611.2c; 400.7: a permanent
    that left and came back is a new object)."""
    for to in select(g, o, e.to, legal):
        if not isinstance(to, ObjectRef):
            continue
        t = g.state.objects.get(to.id)
        if t is not None and t.zone is Zone.BATTLEFIELD and t.zcc == to.zcc:
            turn_effect(
                g,
                t,
                resolved.CantBeBlockedBy(e.by),
                "611.2a",
                msg("can't be blocked by {by} this turn", by=Quoted(e.by.text)),
            )


def blocked_by_this_turn(g: Game, a: GameObject) -> list[Filter]:
    """The creatures that can't block ``a`` this turn by resolved effects (CR 509.1b)."""
    return [
        x.change.blockers
        for x in g.state.effects
        if isinstance(x.change, resolved.CantBeBlockedBy) and x.object_id == a.id and x.zcc == a.zcc
    ]
