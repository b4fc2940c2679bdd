"""Prevention effects (CR 615): "Prevent the next 3 damage that would be dealt to any target this
turn." (a shield, 615.7) and "Prevent all combat damage that would be dealt this turn." (615.1a),
and how they apply to damage about to be dealt."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import describe_target, resolve_ref
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import PlayerRef, TurnEffect

if TYPE_CHECKING:

    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject, TargetRef


@dataclass(frozen=True, slots=True)
class PreventNext(Effect):
    """CR 615.7: "Prevent the next N damage that would be dealt to <ref> this turn." — a shield
    that prevents up to N damage, then is used up (or ends at the cleanup step, 514.2)."""

    amount: int
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Prevent the next {self.amount} damage that would be dealt to {self.to.text(specs)} this turn."


@dataclass(frozen=True, slots=True)
class PreventAllCombatDamage(Effect):
    """CR 615.1a: "Prevent all combat damage that would be dealt this turn." (a fog)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Prevent all combat damage that would be dealt this turn."


def prevented(g: Game, to: TargetRef, amount: int, combat: bool) -> int:
    """CR 615: what prevention effects leave of ``amount`` damage about to be dealt to ``to`` —
    "prevent all combat damage this turn", then shields ("the next N damage", 615.7) in the
    order they were created, each used up as it prevents."""
    st = g.state
    if combat and any(e.kind == "prevent combat" for e in st.effects):
        g.log(ev.EffectCreated("615.1a", describe_target(g, to), f"{amount} combat damage is prevented"))
        return 0
    key = (-1 - to.index, 0) if isinstance(to, PlayerRef) else (to.id, to.zcc)
    if not any(e.kind == "prevent" and (e.object_id, e.zcc) == key for e in st.effects):
        return amount
    kept = []
    for e in st.effects:
        if e.kind == "prevent" and (e.object_id, e.zcc) == key and amount > 0:
            shield = e.value
            assert isinstance(shield, int)  # (a shield's value is the damage it has left to prevent)
            used = min(shield, amount)
            amount -= used
            g.log(ev.EffectCreated("615.7", describe_target(g, to), f"{used} damage is prevented"))
            if shield > used:
                kept.append(replace(e, value=shield - used))
            continue
        kept.append(e)
    g.set(st, "effects", tuple(kept))
    return amount


@handles(PreventNext)
def _prevent_next(g: Game, o: GameObject, e: PreventNext, legal: list[bool]) -> None:
    """CR 615.7: a shield on the target (a permanent as this object, or a player) until the turn ends."""
    to = resolve_ref(g, o, e.to, legal)
    if to is None:
        return
    key = (-1 - to.index, 0) if isinstance(to, PlayerRef) else (to.id, to.zcc)
    shield = TurnEffect(key[0], key[1], "prevent", e.amount, g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, shield))
    g.log(
        ev.EffectCreated(
            "615.7", describe_target(g, to), f"the next {e.amount} damage to it this turn will be prevented"
        )
    )


@handles(PreventAllCombatDamage)
def _prevent_combat(g: Game, o: GameObject, e: PreventAllCombatDamage, legal: list[bool]) -> None:
    """CR 615.1a: every combat damage event this turn is prevented."""
    fog = TurnEffect(-100, 0, "prevent combat", None, g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, fog))
    g.log(ev.EffectCreated("615.1a", "all combat damage", "will be prevented this turn"))
