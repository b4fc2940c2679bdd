"""Prevention effects (CR 615): "Prevent the next 3 damage that would be dealt to any target this
turn." (a shield, 615.7) and "Prevent all combat damage that would be dealt this turn." (615.1a),
and how they apply to damage about to be dealt."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import describe_target, resolve_ref
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.replacement.framework import Replacement, apply_in_order
from arbiter.mtg.state import NO_OBJECT, PlayerRef, TurnEffect

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


@dataclass(frozen=True, slots=True)
class DamageEvent:
    """Damage about to be dealt to one recipient (CR 615.1): how much is left, whether it is
    combat damage, and what each prevention effect applied so far prevented (``used``: the
    shield's timestamp and the damage it prevented; -1 for "prevent all combat damage")."""

    amount: int
    combat: bool
    used: tuple[tuple[int, int], ...] = ()


def _fog(e: DamageEvent) -> DamageEvent:
    return replace(e, amount=0, used=(*e.used, (-1, e.amount)))


def _shield(timestamp: int, left: int) -> Callable[[DamageEvent], DamageEvent]:
    def prevent(e: DamageEvent) -> DamageEvent:
        n = min(left, e.amount)
        return replace(e, amount=e.amount - n, used=(*e.used, (timestamp, n)))

    return prevent


def prevention_effects(g: Game, to: TargetRef, e: DamageEvent) -> list[Replacement[DamageEvent]]:
    """CR 615: the prevention effects that would apply to ``e`` — "prevent all combat damage this
    turn" (615.1a) and the shields on the recipient ("the next N damage", 615.7)."""
    if e.amount <= 0:
        return []
    st = g.state
    found: list[Replacement[DamageEvent]] = []
    who = to.index if isinstance(to, PlayerRef) else st.objects[to.id].controller
    if e.combat and any(isinstance(x.change, resolved.PreventCombatDamage) for x in st.effects):
        # (timestamp 0: the affected player applies it before any shield, which it keeps)
        found.append(Replacement("fog", "damage", _fog, who, rule="615.1a"))
    for x in st.effects:
        if isinstance(x.change, resolved.PreventionShield) and x.change.to == to:
            shield = _shield(x.timestamp, x.change.amount)
            found.append(Replacement(f"shield {x.timestamp}", "damage", shield, who,
                                     timestamp=x.timestamp, rule="615.7"))  # fmt: skip
    return found


def prevented(g: Game, to: TargetRef, amount: int, combat: bool) -> int:
    """CR 615: what prevention effects leave of ``amount`` damage about to be dealt to ``to``,
    applied through the replacement framework (616.1: the affected player orders them; here the
    fog first, then the shields in the order they were created, each used up as it prevents)."""
    st = g.state
    after, applied = apply_in_order(DamageEvent(amount, combat), lambda e: prevention_effects(g, to, e))
    if not applied:
        return amount
    spent = dict(after.used)
    for r in applied:
        if r.key == "fog":
            g.log(ev.EffectCreated("615.1a", describe_target(g, to), msg(
                "{spent} combat damage is prevented", spent=spent[-1]
            )))
        else:
            g.log(ev.EffectCreated("615.7", describe_target(g, to), msg(
                "{spent} damage is prevented", spent=spent[r.timestamp]
            )))
    kept = []
    for x in st.effects:
        if isinstance(x.change, resolved.PreventionShield) and x.timestamp in spent:
            left = x.change.amount - spent[x.timestamp]
            if left > 0:
                kept.append(replace(x, change=replace(x.change, amount=left)))  # what the shield has left
            continue
        kept.append(x)
    if len(kept) != len(st.effects) or any(a is not b for a, b in zip(kept, st.effects, strict=True)):
        g.set(st, "effects", tuple(kept))
    return after.amount


@handles(PreventNext)
def _prevent_next(g: Game, o: GameObject, e: PreventNext, legal: list[bool]) -> None:
    """CR 615.7: a shield on the target (a permanent as this object, or a player) until the turn ends."""
    to = resolve_ref(g, o, e.to, legal)
    if to is None:
        return
    on = (NO_OBJECT, 0) if isinstance(to, PlayerRef) else (to.id, to.zcc)
    shield = TurnEffect(on[0], on[1], resolved.PreventionShield(to, e.amount), g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, shield))
    g.log(
        ev.EffectCreated(
            "615.7", describe_target(g, to), msg(
                "the next {amount} damage to it this turn will be prevented", amount=e.amount
            )
        )
    )


@handles(PreventAllCombatDamage)
def _prevent_combat(g: Game, o: GameObject, e: PreventAllCombatDamage, legal: list[bool]) -> None:
    """CR 615.1a: every combat damage event this turn is prevented."""
    fog = TurnEffect(NO_OBJECT, 0, resolved.PreventCombatDamage(), g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, fog))
    g.log(ev.EffectCreated("615.1a", "all combat damage", msg("will be prevented this turn")))
