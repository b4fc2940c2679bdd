"""Instructions delayed to a moment the text names (CR 603.7): "At the beginning of your next main
phase, add an amount of {C} equal to that spell's mana value." (Mana Drain) — resolving the
instruction creates a delayed triggered ability (603.7a) that triggers once (603.7b), the next time
that moment comes: the first main phase of the controller's to begin after it was created (505.1:
this turn's second main phase, if it's their turn and that phase is still to come), or the upkeep
of the next turn (503.1).

What the delayed instruction says about the creating spell's target — "that spell's mana value",
"its controller" — is found as the creating spell resolves, as the target is or last existed
(608.2h), and kept for the delayed ability: by then the countered spell is a card in a graveyard,
with X 0 (107.3f)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from arbiter.mtg.effects.end_of_combat import NEXT_MAIN_PHASE, NEXT_TURNS_UPKEEP, YOUR_NEXT_UPKEEP, create_delayed
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.amounts import Count
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.lki import TargetController, TargetManaValue

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.lki import Lki
    from arbiter.mtg.state import GameObject

MOMENTS = (NEXT_MAIN_PHASE, NEXT_TURNS_UPKEEP, YOUR_NEXT_UPKEEP)


@dataclass(frozen=True, slots=True)
class AtBeginningOfNext(Effect):
    """ "At the beginning of <moment>, <instruction>." (``prefix``) or "<instruction> at the
    beginning of <moment>." — the instruction, performed by a delayed triggered ability."""

    moment: str
    effect: Effect
    prefix: bool = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        if self.prefix:
            return f"At the beginning of {self.moment}, {inner[0].lower()}{inner[1:]}"
        return f"{inner.removesuffix('.')} at the beginning of {self.moment}."


@handles(AtBeginningOfNext)
def _at_beginning_of_next(g: Game, o: GameObject, e: AtBeginningOfNext, legal: list[bool]) -> None:
    """CR 603.7a, 603.7d–e: create the delayed triggered ability (its source: the creating spell,
    or the creating ability's source; its controller: theirs as it resolved)."""
    st = g.state
    turn = st.turn + 1 if e.moment == NEXT_TURNS_UPKEEP else st.turn
    ability = TriggeredAbility("delayed", (e.effect,), trigger_text=f"At the beginning of {e.moment}")
    create_delayed(g, o, ability, e.moment, turn, e.text(()), kept=_kept(g, o, e.effect))


def _kept(g: Game, o: GameObject, effect: Effect) -> tuple[Lki, ...]:
    """CR 608.2h: what the delayed instruction reads of the creating object's targets, found now."""
    from arbiter.mtg.amounts import count_now

    kept: list[Lki] = [x for x in o.lki if isinstance(x, TargetController)]
    for count in _target_counts(effect):
        assert count.target is not None
        kept.append(TargetManaValue(count.target, count_now(g, o, count)))
    return tuple(kept)


@lru_cache(maxsize=512)
def _target_counts(x: object) -> tuple[Count, ...]:
    """The counts of a target's mana value in these instructions, at any depth."""
    if isinstance(x, Count):
        return (x,) if x.target is not None and x.stat == "mana value" else ()
    if isinstance(x, tuple):
        return tuple(c for y in x for c in _target_counts(y))
    fields = getattr(x, "__dataclass_fields__", None)
    return tuple(c for f in fields for c in _target_counts(getattr(x, f))) if fields else ()


def reads_target_mana_value(o: GameObject, index: int) -> bool:
    """Whether the resolving object's instructions read the mana value of its ``index``-th target
    (so that target's value on the stack is kept as it is countered, 608.2h)."""
    ability = o.ability if o.ability is not None else o.card.spell
    return ability is not None and any(c.target == index for c in _target_counts(ability))
