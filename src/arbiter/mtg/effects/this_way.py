"""Instructions about the creatures "dealt damage this way" by the instruction before (CR 608.2c):
"A creature dealt damage this way can't be regenerated this turn." (Incinerate, 701.19c) and "If a
creature dealt damage this way would die this turn, exile it instead." (Anger of the Gods, a
replacement effect, 614.1a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import turn_effect
from arbiter.mtg.effects.this_resolution import this_resolution
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.layers import is_creature

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

# what happens to each creature dealt damage this way: (the change, rule, log phrase)
_KINDS: dict[str, tuple[resolved.CantBeRegenerated | resolved.ExileIfItWouldDie, str, str]] = {
    "can't be regenerated": (resolved.CantBeRegenerated(), "701.19c", msg("can't be regenerated this turn")),
    "exile if it dies": (
        resolved.ExileIfItWouldDie(),
        "614.1a",
        msg("will be exiled instead if it would die this turn"),
    ),
}


@dataclass(frozen=True, slots=True)
class DamagedThisWay(Effect):
    """ "A creature dealt damage this way can't be regenerated this turn." / "If a creature dealt
    damage this way would die this turn, exile it instead." — an effect until end of turn (514.2)
    on each creature the resolving object dealt damage to (``kind``: a key of the table above)."""

    kind: str
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


def dealt_damage_this_way(g: Game, o: GameObject) -> list[GameObject]:
    """The permanents the resolving ``o`` has dealt damage to so far as it resolves (read back
    from the log to the moment it began to resolve, CR 608.2)."""
    source = o.source if o.source is not None and o.ability is not None else o.id
    found = [
        event.target
        for event in this_resolution(g, o)
        if isinstance(event, ev.DamageDealt) and event.source == source and event.target is not None
    ]
    st = g.state
    return [st.objects[i] for i in dict.fromkeys(reversed(found)) if i in st.objects]


@handles(DamagedThisWay)
def _damaged_this_way(g: Game, o: GameObject, e: DamagedThisWay, legal: list[bool]) -> None:
    change, rule, what = _KINDS[e.kind]
    for t in dealt_damage_this_way(g, o):
        if t.zone is Zone.BATTLEFIELD and is_creature(g, t):
            turn_effect(g, t, change, rule, what)
