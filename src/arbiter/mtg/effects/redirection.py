"""Redirection effects (CR 614.9): "The next 1 damage that would be dealt to ~ this turn is dealt
to target creature you control instead." (the en-Kor) — a shield on the permanent that sends up to
N damage to another creature instead, applied before the damage is dealt (and before prevention:
the affected object's controller orders them, 616.1; here redirection first)."""

from __future__ import annotations

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
from arbiter.mtg.state import ObjectRef, TurnEffect

if TYPE_CHECKING:
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
    shield = resolved.RedirectionShield(ObjectRef(source.id, source.zcc), e.amount, ObjectRef(new.id, new.zcc))
    g.set(g.state, "effects", (*g.state.effects, TurnEffect(source.id, source.zcc, shield, g.next_timestamp())))
    what = msg(
        "the next {amount} damage to it this turn will be dealt to {new}", amount=e.amount, new=CardName(new.label)
    )
    g.log(ev.EffectCreated("614.9", source.label, what))


def redirected(g: Game, to: TargetRef, amount: int) -> tuple[int, list[tuple[TargetRef, int]]]:
    """CR 614.9: what is left of ``amount`` damage about to be dealt to ``to`` after its redirection
    shields (used up as they redirect), and where the rest goes instead. A shield whose permanents
    aren't both creatures on the battlefield any more does nothing."""
    st = g.state
    moved: list[tuple[TargetRef, int]] = []
    kept = []
    for x in st.effects:
        change = x.change
        if not isinstance(change, resolved.RedirectionShield) or change.to != to or amount <= 0 or not _fits(g, change):
            kept.append(x)
            continue
        n = min(amount, change.amount)
        amount -= n
        moved.append((change.new, n))
        if change.amount > n:
            kept.append(replace(x, change=replace(change, amount=change.amount - n)))
    if moved:
        g.set(st, "effects", tuple(kept))
    return amount, moved


def _fits(g: Game, change: resolved.RedirectionShield) -> bool:
    """CR 614.9: both are still creatures on the battlefield (the same objects, 400.7)."""
    for ref in (change.to, change.new):
        if not isinstance(ref, ObjectRef):
            return False
        o = g.state.objects.get(ref.id)
        if o is None or o.zcc != ref.zcc or o.zone is not Zone.BATTLEFIELD or CardType.CREATURE not in card_types(g, o):
            return False
    return True
