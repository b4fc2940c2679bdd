"""A delayed triggered ability on a cast (CR 603.7): "When you next cast an instant or sorcery spell
this turn, copy that spell. You may choose new targets for the copy." (Doublecast) — resolving
the instruction creates the delayed triggered ability (603.7a); it triggers only once, the next
time its controller casts an instant or sorcery spell this turn (603.7c), and "that spell" is the
spell whose casting triggered it (603.2); the copy is put on the stack and its controller may
choose new targets for it (707.10, 707.10c). Unused, it ends with the turn."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.mtg.effects.end_of_combat import create_delayed
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import WaitingTrigger

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

NEXT_CAST = "next cast instant or sorcery"  # the moment of the delayed trigger (``DelayedReturnTrigger.at``)
_KINDS = frozenset({CardType.INSTANT, CardType.SORCERY})


@dataclass(frozen=True, slots=True)
class WhenYouNextCast(Effect):
    """ "When you next cast an instant or sorcery spell this turn, <instruction>." — the
    instruction ("copy that spell") performed by a delayed triggered ability (CR 603.7a)."""

    effect: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        return f"When you next cast an instant or sorcery spell this turn, {inner[0].lower()}{inner[1:]}"


@handles(WhenYouNextCast)
def _when_you_next_cast(g: Game, o: GameObject, e: WhenYouNextCast, legal: list[bool]) -> None:
    """CR 603.7a, 603.7d–e: create the delayed triggered ability (its source: the creating spell,
    or the creating ability's source; its controller: theirs as it resolved)."""
    when = "When you next cast an instant or sorcery spell this turn"
    ability = TriggeredAbility("delayed", (e.effect,), trigger_text=when)
    create_delayed(g, o, ability, NEXT_CAST, g.state.turn, e.text(()))


def next_cast_triggers(g: Game, spell: GameObject) -> list[WaitingTrigger]:
    """CR 603.7c, 603.2: the delayed "when you next cast …" triggers of the spell's controller that
    trigger on this cast — each once, this turn; the spell is what "that spell" names."""
    from arbiter.mtg.triggers.builtin import DELAYED

    st = g.state
    if not st.delayed or not spell.card.types & _KINDS:
        return []
    found: list[WaitingTrigger] = []
    entries = list(st.delayed)
    for n, d in enumerate(entries):
        if d.at == NEXT_CAST and not d.fired and d.turn == st.turn and d.controller == spell.controller:
            found.append(WaitingTrigger(d.object, DELAYED, d.controller, (spell.id, spell.zcc)))
            entries[n] = replace(d, fired=True, subject=(spell.id, spell.zcc))
    if found:
        g.set(st, "delayed", tuple(entries))
    return found
