"""The replacement and prevention effects that apply to damage about to be dealt to one recipient
(CR 614.9 redirection, 615 prevention), applied one at a time in the order the affected player
chooses (616.1: the player dealt the damage, or the controller of the permanent). While a spell or
ability resolves, the order chosen for the instruction (:mod:`arbiter.mtg.paused.replacement_order`)
applies; otherwise, and among effects whose order can't change the result, the engine's order:
redirection first, then prevention in the order the effects were created (the fog first)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from arbiter.mtg.effects.prevention import DamageEvent, prevention_effects, unpreventable, use_prevention
from arbiter.mtg.effects.redirection import redirection_effects, use_redirections
from arbiter.mtg.replacement.framework import Chooser, Replacement, apply_in_order
from arbiter.mtg.replacement.order import chosen_for, order_matters
from arbiter.mtg.state import PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject, TargetRef

Moved = tuple[tuple[str, "TargetRef", int], ...]


def event_key(to: TargetRef) -> str:
    """The name of the event "damage is dealt to ``to``" for the chosen order (616.1)."""
    return f"damage player {to.index}" if isinstance(to, PlayerRef) else f"damage {to.id}"


def damage_replacements(
    g: Game, to: TargetRef, e: DamageEvent, dealer: GameObject | None
) -> list[Replacement[DamageEvent]]:
    """CR 614.9, 615: every redirection and prevention effect that would apply to ``e``."""
    return [*redirection_effects(g, to, e), *prevention_effects(g, to, e, dealer)]


def _engine_order(candidates: list[Replacement[DamageEvent]]) -> Replacement[DamageEvent]:
    """The effect the engine applies next when the player isn't asked: a redirection, then the
    prevention effect created first."""
    return min(candidates, key=lambda r: (not r.key.startswith("redirect "), r.timestamp))


def _following(order: tuple[str, ...]) -> Chooser[DamageEvent]:
    """A chooser that applies the effects in ``order`` first (those that still apply), then the
    engine's order."""

    def choose(candidates: list[Replacement[DamageEvent]]) -> Replacement[DamageEvent]:
        by_key = {r.key: r for r in candidates}
        return next((by_key[k] for k in order if k in by_key), None) or _engine_order(candidates)

    return choose


def _start(g: Game, amount: int, combat: bool) -> DamageEvent:
    return DamageEvent(amount, combat, unpreventable=unpreventable(g))


def replace_damage(g: Game, source: GameObject, to: TargetRef, amount: int, combat: bool) -> tuple[int, Moved]:
    """CR 616.1: the damage ``source`` deals to ``to`` after the effects that apply to it — what
    is left, and what was redirected to whom (614.9); shields are used up as they apply."""
    st = g.state
    if not (st.effects or st.grant_sources):
        return amount, ()
    choose = _following(chosen_for(event_key(to)))
    after, applied = apply_in_order(
        _start(g, amount, combat), lambda e: damage_replacements(g, to, e, source), choose
    )
    if not applied:
        return amount, ()
    if after.moved:
        use_redirections(g, after.moved)
    use_prevention(g, to, after, applied, source)
    return after.amount, after.moved


def order_question(
    g: Game, source: GameObject, to: TargetRef, amount: int, combat: bool, first: tuple[str, ...]
) -> list[Replacement[DamageEvent]]:
    """CR 616.1e: the effects the affected player chooses among next for ``amount`` damage
    ``source`` would deal to ``to`` (after ``first``), when the order changes what is dealt,
    redirected or left of a shield; else none (also when an effect has no source to name it by)."""
    st = g.state
    if amount <= 0 or not (st.effects or st.grant_sources):
        return []
    start = _start(g, amount, combat)
    candidates = damage_replacements(g, to, start, source)
    if len(candidates) < 2 or any(r.source < 0 for r in candidates):
        return []

    def outcome(order: tuple[str, ...]) -> Hashable:
        after, _ = apply_in_order(start, lambda e: damage_replacements(g, to, e, source), _following(order))
        return after.amount, tuple(sorted(after.used)), tuple(sorted((k, n) for k, _, n in after.moved))

    if not order_matters([r.key for r in candidates], outcome, first):
        return []
    return [r for r in candidates if r.key not in first]
