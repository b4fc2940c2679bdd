"""" … gain first strike and trample until end of turn and can't be blocked by creature tokens this
turn." (Legion Loyalist): keywords until end of turn and a blocking restriction (CR 509.1b) on
the same group, both from one resolved effect — rule modifications that last the turn (611.2a)
and apply to the objects in the group as it resolves (611.2c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.continuous import ModifyPT
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform, turn_effect
from arbiter.mtg.effects.selection import select
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import ObjectRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

CANT_BE_BLOCKED_BY = "cant_be_blocked_by"


@dataclass(frozen=True, slots=True)
class CantBeBlockedByThisTurn(Effect):
    """ "<group> gain(s) <keywords> until end of turn and can't be blocked by <creatures> this
    turn." — ``first`` is the keyword grant; ``by`` the creatures that can't block the group's
    members this turn (CR 509.1b). ``text_`` is the Oracle sentence."""

    first: ModifyPT
    by: Filter
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(CantBeBlockedByThisTurn)
def _cant_be_blocked_by(g: Game, o: GameObject, e: CantBeBlockedByThisTurn, legal: list[bool]) -> None:
    """The grant, then the restriction on each object of the same group (CR 611.2c: the group
    is the permanents it means as the effect begins)."""
    found = select(g, o, e.first.to, legal)
    perform(g, o, (e.first,), legal)
    for to in found:
        if not isinstance(to, ObjectRef):
            continue
        t = g.state.objects.get(to.id)
        if t is not None and t.zone is Zone.BATTLEFIELD and t.zcc == to.zcc:  # CR 400.7
            turn_effect(g, t, CANT_BE_BLOCKED_BY, e.by, "611.2a", f"can't be blocked by {e.by.text} this turn")


def blocked_by_this_turn(g: Game, a: GameObject) -> list[Filter]:
    """The creatures that can't block ``a`` this turn by resolved effects (CR 509.1b)."""
    from arbiter.mtg.ir.filters import Filter

    return [
        x.value
        for x in g.state.effects
        if x.kind == CANT_BE_BLOCKED_BY and x.object_id == a.id and x.zcc == a.zcc and isinstance(x.value, Filter)
    ]
