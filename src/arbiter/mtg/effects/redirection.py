"""Redirection effects (CR 614.9): "The next 1 damage that would be dealt to ~ this turn is dealt
to target creature you control instead." (the en-Kor) — a shield on the permanent that sends up to
N damage to another creature instead, applied before the damage is dealt, as one of the effects
the affected object's controller orders with the prevention effects (616.1,
:mod:`arbiter.mtg.effects.damage_replacement`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.layers import card_types
from arbiter.mtg.replacement.framework import Replacement
from arbiter.mtg.state import ObjectRef, TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.effects.prevention import DamageEvent
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject, TargetRef


@dataclass(frozen=True, slots=True)
class RedirectNext(Effect):
    """CR 614.9: "The next N damage that would be dealt to <from_> this turn is dealt to <to>
    instead." — a redirection shield until the turn ends (514.2) or it's used up."""

    amount: int
    from_: Ref
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            f"The next {self.amount} damage that would be dealt to {self.from_.text(specs)} this turn "
            f"is dealt to {self.to.text(specs)} instead."
        )


@handles(RedirectNext)
def _redirect_next(g: Game, o: GameObject, e: RedirectNext, legal: list[bool]) -> None:
    """CR 614.9, 611.2c: the shield on the permanent found as it resolved, toward the target."""
    source = permanent_of(g, o, e.from_, legal)
    new = permanent_of(g, o, e.to, legal)
    if source is None or new is None or source.zone is not Zone.BATTLEFIELD or new.zone is not Zone.BATTLEFIELD:
        return
    whose = o.source if o.source is not None else o.id  # (the en-Kor whose ability made it)
    shield = resolved.RedirectionShield(ObjectRef(source.id, source.zcc), e.amount, ObjectRef(new.id, new.zcc), whose)
    g.set(g.state, "effects", (*g.state.effects, TurnEffect(source.id, source.zcc, shield, g.next_timestamp())))
    what = msg(
        "the next {amount} damage to it this turn will be dealt to {new}", amount=e.amount, new=CardName(new.label)
    )
    g.log(ev.EffectCreated("614.9", source.label, what))


def redirection_effects(g: Game, to: TargetRef, e: DamageEvent) -> list[Replacement[DamageEvent]]:
    """CR 614.9: the redirection shields on ``to`` that would apply to ``e`` — each sends up to
    what is left of it to another creature instead; one whose permanents aren't both creatures on
    the battlefield any more does nothing (614.9), and with no damage left there is no event to
    replace (614.7a)."""
    if e.amount <= 0 or not isinstance(to, ObjectRef):
        return []
    st = g.state
    found: list[Replacement[DamageEvent]] = []
    for x in st.effects:
        change = x.change
        if isinstance(change, resolved.RedirectionShield) and change.to == to and _fits(g, change):
            key = f"redirect {x.timestamp}"
            who = st.objects[to.id].controller
            found.append(Replacement(key, "damage", _redirect(key, change.new, change.amount), who,
                                     timestamp=x.timestamp, rule="614.9", source=change.source))  # fmt: skip
    return found


def _redirect(key: str, new: TargetRef, most: int) -> Callable[[DamageEvent], DamageEvent]:
    """Up to ``most`` of the damage left is dealt to ``new`` instead (CR 614.9)."""

    def redirect(e: DamageEvent) -> DamageEvent:
        n = min(most, e.amount)
        return replace(e, amount=e.amount - n, moved=(*e.moved, (key, new, n)))

    return redirect


def use_redirections(g: Game, moved: tuple[tuple[str, TargetRef, int], ...]) -> None:
    """CR 614.9: each redirection shield applied is reduced by what it redirected (used up at 0)."""
    spent = {key: n for key, _, n in moved}
    kept = []
    for x in g.state.effects:
        change = x.change
        n = spent.get(f"redirect {x.timestamp}", 0)
        if isinstance(change, resolved.RedirectionShield) and n:
            if change.amount > n:
                kept.append(replace(x, change=replace(change, amount=change.amount - n)))
            continue
        kept.append(x)
    g.set(g.state, "effects", tuple(kept))


def _fits(g: Game, change: resolved.RedirectionShield) -> bool:
    """CR 614.9: both are still creatures on the battlefield (the same objects, 400.7)."""
    for ref in (change.to, change.new):
        if not isinstance(ref, ObjectRef):
            return False
        o = g.state.objects.get(ref.id)
        if o is None or o.zcc != ref.zcc or o.zone is not Zone.BATTLEFIELD or CardType.CREATURE not in card_types(g, o):
            return False
    return True
