"""Prevention effects (CR 615): "Prevent the next 3 damage that would be dealt to any target this
turn." (a shield, 615.7) and "Prevent all combat damage that would be dealt this turn." (615.1a),
and how they apply to damage about to be dealt."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import describe_target, resolve_ref
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.statics.rules import DamageCantBePrevented
from arbiter.mtg.objects.counters import remove_counters
from arbiter.mtg.replacement.framework import Replacement
from arbiter.mtg.replacement.prevention_rules import applicable
from arbiter.mtg.state import NO_OBJECT, PlayerRef, TurnEffect
from arbiter.mtg.targets import protected_from

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
    effect's key and the damage it prevented)."""

    amount: int
    combat: bool
    used: tuple[tuple[str, int], ...] = ()
    moved: tuple[tuple[str, TargetRef, int], ...] = ()  # redirected (614.9): key, new recipient, amount
    unpreventable: bool = False  # CR 615.12: prevention effects apply, but prevent nothing


PROTECTION = "protection"  # the key of protection's prevention effect (CR 702.16e)


def _prevent(key: str, most: int | None) -> Callable[[DamageEvent], DamageEvent]:
    """Prevents all of the damage left (``most`` None, 615.1a) or up to ``most`` of it (a
    shield's remainder, 615.7; "prevent N of that damage", 615.10)."""

    def prevent(e: DamageEvent) -> DamageEvent:
        n = 0 if e.unpreventable else e.amount if most is None else min(most, e.amount)
        return replace(e, amount=e.amount - n, used=(*e.used, (key, n)))

    return prevent


def prevention_effects(
    g: Game, to: TargetRef, e: DamageEvent, dealer: GameObject | None = None
) -> list[Replacement[DamageEvent]]:
    """CR 615: the prevention effects that would apply to ``e`` — "prevent all combat damage this
    turn" (615.1a), the shields on the recipient ("the next N damage", 615.7), and the static and
    resolved "prevent all …" effects whose words fit the recipient and ``dealer``."""
    if e.amount <= 0:
        return []
    st = g.state
    found: list[Replacement[DamageEvent]] = []
    who = to.index if isinstance(to, PlayerRef) else st.objects[to.id].controller
    if e.combat and any(isinstance(x.change, resolved.PreventCombatDamage) for x in st.effects):
        # (timestamp 0: the affected player applies it before any shield, which it keeps)
        found.append(Replacement("fog", "damage", _prevent("fog", None), who, rule="615.1a"))
    for x in st.effects:
        if isinstance(x.change, resolved.PreventionShield) and x.change.to == to:
            k = f"shield {x.timestamp}"
            found.append(Replacement(k, "damage", _prevent(k, x.change.amount), who,
                                     timestamp=x.timestamp, rule="615.7", source=x.change.source))  # fmt: skip
    if dealer is not None and not isinstance(to, PlayerRef):
        target = st.objects[to.id]
        if target.zone is Zone.BATTLEFIELD and protected_from(g, target, dealer):
            # CR 702.16e, 616.1: protection's prevention is one of the prevention effects the
            # controller chooses among — not applied only after the others (Phantom Centaur keeps
            # its counter, a Palisade Giant isn't dealt the damage). Unasked, it applies first:
            # it prevents all of that source's damage, the least damage and no shield used.
            found.append(
                Replacement(PROTECTION, "damage", _prevent(PROTECTION, None), who, timestamp=-1, rule="702.16e")
            )
    if dealer is not None:
        for a in applicable(g, to, dealer, e.combat):
            rule = "615.10" if a.rule.amount is not None else "615.1a"
            found.append(Replacement(a.key, "damage", _prevent(a.key, a.rule.amount), who,
                                     timestamp=a.timestamp, rule=rule, source=a.source_id))  # fmt: skip
    return found


# the Phantoms' counters already removed during the current simultaneous damage (CR 510.2)
_BATCH: ContextVar[set[tuple[int, int]] | None] = ContextVar("prevention_batch", default=None)


@contextmanager
def simultaneous_damage() -> Iterator[None]:
    """CR 510.2: the combat damage dealt inside is one event — a prevention effect's additional
    effect ("Remove a +1/+1 counter from ~.", 615.5) happens once, however many sources."""
    token = _BATCH.set(set())
    try:
        yield
    finally:
        _BATCH.reset(token)


def _additional(g: Game, key: str, dealer: GameObject | None, to: TargetRef, combat: bool) -> None:
    """CR 615.5: what a static prevention effect does after it prevents damage (the Phantoms)."""
    if dealer is None or not key.startswith("static "):
        return
    for a in applicable(g, to, dealer, combat):
        if a.key != key or a.static is None or not a.static.counter:
            continue
        src = g.state.objects[a.source_id]
        batch = _BATCH.get()
        if batch is not None:
            if (src.id, src.zcc) in batch:
                return
            batch.add((src.id, src.zcc))
        remove_counters(g, src, a.static.counter, 1, "615.5")
        return


def use_prevention(
    g: Game, to: TargetRef, after: DamageEvent, applied: tuple[Replacement[DamageEvent], ...], dealer: GameObject | None
) -> None:
    """CR 615: what the prevention effects applied to a damage event did — each logged, each
    shield reduced by what it prevented (615.7; none reduced by damage that can't be prevented,
    615.12), "the next time …" used up (615.8), and the additional effects (615.5)."""
    st = g.state
    mine = [r for r in applied if not r.key.startswith(("redirect ", "increase "))]
    if not mine:
        return
    spent = dict(after.used)
    if not after.unpreventable:
        for r in mine:
            if r.key == PROTECTION and dealer is not None:
                what = msg("has protection: {amount} damage from {card} is prevented",
                           amount=spent[r.key], card=CardName(dealer.label))  # fmt: skip
                g.log(ev.EffectCreated("702.16e", describe_target(g, to), what))
            elif r.key == "fog":
                what = msg("has {spent} combat damage prevented", spent=spent[r.key])
                g.log(ev.EffectCreated("615.1a", describe_target(g, to), what))
            else:
                what = msg("has {spent} damage prevented", spent=spent[r.key])
                g.log(ev.EffectCreated(r.rule, describe_target(g, to), what))
        kept = []
        for x in st.effects:
            change = x.change
            once = isinstance(change, resolved.PreventDamageThisTurn) and change.rule.once
            if once and spent.get(f"prevent {x.timestamp}"):
                continue  # CR 615.8: "the next time …" prevents one instance of damage
            k = f"shield {x.timestamp}"
            if isinstance(change, resolved.PreventionShield) and spent.get(k):
                if change.amount > spent[k]:
                    kept.append(replace(x, change=replace(change, amount=change.amount - spent[k])))  # what's left
                continue
            kept.append(x)
        if len(kept) != len(st.effects) or any(a is not b for a, b in zip(kept, st.effects, strict=True)):
            g.set(st, "effects", tuple(kept))
    for r in mine:
        _additional(g, r.key, dealer, to, after.combat)


def unpreventable(g: Game) -> bool:
    """CR 615.12: a permanent says "Damage can't be prevented.", or a resolved spell said it for
    this turn (Skullcrack, 611.2a)."""
    st = g.state
    if not (st.grant_sources or st.effects):
        return False
    from arbiter.mtg.effects.player_rules_this_turn import rules_about_players

    return any(True for _ in rules_about_players(g, DamageCantBePrevented))


@handles(PreventNext)
def _prevent_next(g: Game, o: GameObject, e: PreventNext, legal: list[bool]) -> None:
    """CR 615.7: a shield on the target (a permanent as this object, or a player) until the turn ends."""
    to = resolve_ref(g, o, e.to, legal)
    if to is None:
        return
    on = (NO_OBJECT, 0) if isinstance(to, PlayerRef) else (to.id, to.zcc)
    whose = o.source if o.source is not None else o.id  # (the spell, or the source of the ability)
    shield = TurnEffect(on[0], on[1], resolved.PreventionShield(to, e.amount, whose), g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, shield))
    g.log(
        ev.EffectCreated(
            "615.7",
            describe_target(g, to),
            msg("will have the next {amount} damage dealt this turn prevented", amount=e.amount),
        )
    )


@handles(PreventAllCombatDamage)
def _prevent_combat(g: Game, o: GameObject, e: PreventAllCombatDamage, legal: list[bool]) -> None:
    """CR 615.1a: every combat damage event this turn is prevented."""
    fog = TurnEffect(NO_OBJECT, 0, resolved.PreventCombatDamage(), g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, fog))
    g.log(ev.EffectCreated("615.1a", "all combat damage", msg("will be prevented this turn")))
