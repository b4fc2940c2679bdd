"""A delayed triggered ability for a creature's death this turn (CR 603.7a, 603.7c): "Target
creature gets +2/+2 until end of turn. When that creature dies this turn, create a 1/1 white Spirit
creature token with flying." (Blessed Defiance). The resolving instruction creates the ability; it
triggers once, this turn only, when that permanent is put into a graveyard from the battlefield as
a creature (700.4) — the object the target was as the instruction was followed (400.7: a new object
isn't watched). Its controller is the controller of the spell or ability that created it (603.7d).

Its source is the spell, or the source of the ability, that created it (603.7d–e); the
instruction names nothing of the creature (no "its controller"), so what it does doesn't depend
on last known information."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.end_of_combat import create_delayed
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject

DIES = "dies"  # the ``at`` of a waiting entry that triggers when its object dies this turn


@dataclass(frozen=True, slots=True)
class WhenDiesThisTurn(Effect):
    """ "When <that creature> dies this turn, <effect>" — ``about`` the target the words name."""

    about: Ref
    effect: Effect
    words: str  # "that creature", "it"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        return f"When {self.words} dies this turn, {inner[0].lower()}{inner[1:]}"


@handles(WhenDiesThisTurn)
def _when_dies(g: Game, o: GameObject, e: WhenDiesThisTurn, legal: list[bool]) -> None:
    """CR 603.7a: the delayed triggered ability is created (for the permanent as it is now)."""
    t = permanent_of(g, o, e.about, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return
    ability = TriggeredAbility("delayed", (e.effect,), trigger_text=f"When {e.words} dies this turn")
    # ``subject`` is the creature it watches
    create_delayed(g, o, ability, DIES, g.state.turn, e.text(()), subject=(t.id, t.zcc))
