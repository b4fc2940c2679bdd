"""CR 510.1a: "~ assigns no combat damage this turn." — the ability's own creature, as the object
it was when the ability was put on the stack (400.7), assigns no combat damage for the rest of
the turn (as if its power were 0 for 510.1a only; its power is unchanged). Kept as a mark on the
permanent with the turn's number; a new object after a zone change has no marks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import SourceSeen

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


def no_damage_mark(turn: int) -> str:
    """The mark of a creature that assigns no combat damage in turn ``turn``."""
    return f"assigns no combat damage {turn}"


@dataclass(frozen=True, slots=True)
class AssignsNoCombatDamage(Effect):
    """ "~ assigns no combat damage this turn." (CR 510.1a); ``word``: "~" or "It"."""

    word: str = "~"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{self.word} assigns no combat damage this turn."


@handles(AssignsNoCombatDamage)
def _assigns_none(g: Game, o: GameObject, e: AssignsNoCombatDamage, legal: list[bool]) -> None:
    src = g.state.objects.get(o.source) if o.source is not None else None
    seen = next((x for x in o.lki if isinstance(x, SourceSeen)), None)
    if src is None or src.zone is not Zone.BATTLEFIELD or (seen is not None and seen.zcc != src.zcc):
        return  # CR 400.7: it left the battlefield; a new object is another creature
    g.set(src, "marks", src.marks | {no_damage_mark(g.state.turn)})
    g.log(ev.EffectCreated("510.1a", src.label, msg("assigns no combat damage this turn")))
