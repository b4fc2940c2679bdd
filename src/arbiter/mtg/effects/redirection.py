"""Redirection effects (CR 614.9): "The next 1 damage that would be dealt to ~ this turn is dealt
to target creature you control instead." (the en-Kor: a shield on the permanent that sends up to
N damage to another creature instead), "The next 2 damage that a source of your choice would deal
to you and/or permanents you control this turn is dealt to any target instead." (Harm's Way: a
resolved effect, 609.7a) and the statics "All damage that would be dealt to you is dealt to
enchanted creature instead." (Pariah, Palisade Giant). They apply before the damage is dealt, as
effects the affected player or the affected object's controller orders with the prevention
effects (616.1, :mod:`arbiter.mtg.effects.damage_replacement`); the damage redirected is dealt by
the same source, with the same properties, to the new recipient (614.9)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import resolve_ref
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.statics.redirection import RedirectDamage
from arbiter.mtg.layers import card_types, statics
from arbiter.mtg.replacement.framework import Replacement
from arbiter.mtg.replacement.prevention_rules import Origin, rule_applies
from arbiter.mtg.state import NO_OBJECT, ObjectRef, PlayerRef, TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.effects.prevention import DamageEvent
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject, TargetRef


@dataclass(frozen=True, slots=True)
class RedirectNext(Effect):
    """CR 614.9: "The next N damage that would be dealt to <from_> this turn is dealt to <to>
    instead." — a redirection shield until the turn ends (514.2) or it's used up. Each of
    ``from_`` and ``to`` is "~", the enchanted creature, "you" or a target."""

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
    """CR 614.9, 611.2c: the shield on the permanent or player found as it resolved, toward the
    other (608.2b: none if either target is illegal or gone)."""
    to = resolve_ref(g, o, e.from_, legal)
    new = resolve_ref(g, o, e.to, legal)
    if to is None or new is None or not _present(g, to) or not _present(g, new):
        return
    whose = o.source if o.source is not None else o.id  # (the en-Kor whose ability made it)
    on = (NO_OBJECT, 0) if isinstance(to, PlayerRef) else (to.id, to.zcc)
    shield = resolved.RedirectionShield(to, e.amount, new, whose)
    g.set(g.state, "effects", (*g.state.effects, TurnEffect(on[0], on[1], shield, g.next_timestamp())))
    what = msg("the next {amount} damage to it this turn will be dealt to {new}", amount=e.amount, new=_name(g, new))
    g.log(ev.EffectCreated("614.9", _name(g, to), what))


def _name(g: Game, ref: TargetRef) -> str:
    """A player's name, or a permanent's card name (for the log)."""
    return g.state.players[ref.index].name if isinstance(ref, PlayerRef) else CardName(g.state.objects[ref.id].label)


def _present(g: Game, ref: TargetRef) -> bool:
    """A player, or the same permanent still on the battlefield (CR 400.7)."""
    if isinstance(ref, PlayerRef):
        return True
    obj = g.state.objects.get(ref.id)
    return obj is not None and obj.zcc == ref.zcc and obj.zone is Zone.BATTLEFIELD


def redirection_effects(
    g: Game, to: TargetRef, e: DamageEvent, dealer: GameObject | None = None
) -> list[Replacement[DamageEvent]]:
    """CR 614.9: the redirection effects that would apply to ``e`` — the shields on ``to`` ("the
    next N damage … to ~"), the effects of resolved spells and abilities ("the next 2 damage that
    a source of your choice would deal to you …", 609.7a) and the static abilities of permanents
    ("All damage that would be dealt to you is dealt to enchanted creature instead."). One whose
    new recipient isn't there to be dealt damage any more does nothing (614.9), nor does one that
    would deal the damage to its own recipient; with no damage left there is no event to replace
    (614.7a)."""
    if e.amount <= 0:
        return []
    st = g.state
    who = -1  # (the affected player, found once an effect applies)
    found: list[Replacement[DamageEvent]] = []
    for x in st.effects:
        change = x.change
        if isinstance(change, resolved.RedirectionShield) and change.to == to:
            applies = True
        elif isinstance(change, resolved.RedirectDamageThisTurn) and dealer is not None:
            applies = rule_applies(g, change.rule, change.origin, to, dealer, e.combat)
        else:
            continue
        if applies and change.new != to and can_be_dealt_damage(g, change.new):
            who = _affected_player(g, to) if who < 0 else who
            key = f"redirect {x.timestamp}"
            found.append(Replacement(key, "damage", _redirect(key, change.new, change.amount), who,
                                     timestamp=x.timestamp, rule="614.9", source=change.source))  # fmt: skip
    if dealer is not None and st.grant_sources:
        found.extend(_static_redirections(g, to, e.combat, dealer))
    return found if found and can_be_dealt_damage(g, to) else []


def _static_redirections(g: Game, to: TargetRef, combat: bool, dealer: GameObject) -> list[Replacement[DamageEvent]]:
    """CR 614.9, 604.1: the redirection statics of permanents that apply to ``dealer``'s damage to
    ``to`` now (their words read as the damage would be dealt), each redirecting all of it."""
    st = g.state
    found: list[Replacement[DamageEvent]] = []
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is not Zone.BATTLEFIELD or not any(isinstance(s, RedirectDamage) for s in src.card.statics):
            continue  # (printed statics first: the layers only for a source that has one)
        host = src.attached_to if src.attached_to is not None else -1
        at = Origin(src.id, src.zcc, host, src.controller)
        for i, s in enumerate(statics(g, src)):
            if not isinstance(s, RedirectDamage) or not rule_applies(g, s.rule, at, to, dealer, combat):
                continue
            new = _static_new(g, src, s)
            if new is None or new == to or not can_be_dealt_damage(g, new):
                continue  # CR 614.9: the effect does nothing
            key = f"redirect static {src.id} {src.zcc} {i}"
            found.append(Replacement(key, "damage", _redirect(key, new, None), _affected_player(g, to),
                                     timestamp=src.timestamp, rule="614.9", source=src.id))  # fmt: skip
    return found


def _static_new(g: Game, src: GameObject, s: RedirectDamage) -> ObjectRef | None:
    """Where a static redirects damage: its own permanent ("~"), or the creature its Aura or
    Equipment is attached to (none when unattached)."""
    if s.new == "this":
        return ObjectRef(src.id, src.zcc)
    host = g.state.objects.get(src.attached_to) if src.attached_to is not None else None
    return ObjectRef(host.id, host.zcc) if host is not None else None


def _affected_player(g: Game, to: TargetRef) -> int:
    """The player dealt the damage, or the controller of the permanent (616.1)."""
    return to.index if isinstance(to, PlayerRef) else g.state.objects[to.id].controller


def _redirect(key: str, new: TargetRef, most: int | None) -> Callable[[DamageEvent], DamageEvent]:
    """Up to ``most`` of the damage left (all of it: None) is dealt to ``new`` instead (CR 614.9)."""

    def redirect(e: DamageEvent) -> DamageEvent:
        n = e.amount if most is None else min(most, e.amount)
        return replace(e, amount=e.amount - n, moved=(*e.moved, (key, new, n)))

    return redirect


def use_redirections(g: Game, moved: tuple[tuple[str, TargetRef, int], ...]) -> None:
    """CR 614.9: each redirection shield applied is reduced by what it redirected (used up at 0;
    "all damage …" effects aren't used up)."""
    spent: dict[str, int] = {}
    for key, _, n in moved:
        spent[key] = spent.get(key, 0) + n
    kept = []
    for x in g.state.effects:
        change = x.change
        n = spent.get(f"redirect {x.timestamp}", 0)
        if n and isinstance(change, resolved.RedirectDamageThisTurn) and change.rule.once:
            continue  # (the next time: all of one instance of damage, then used up, as 615.8)
        if n and isinstance(change, (resolved.RedirectionShield, resolved.RedirectDamageThisTurn)) and change.amount:
            if change.amount > n:
                kept.append(replace(x, change=replace(change, amount=change.amount - n)))
            continue
        kept.append(x)
    g.set(g.state, "effects", tuple(kept))


def can_be_dealt_damage(g: Game, ref: TargetRef) -> bool:
    """CR 614.9, 120.1: the same object (400.7) still on the battlefield and a battle, creature
    or planeswalker, or a player who hasn't left the game."""
    st = g.state
    if isinstance(ref, PlayerRef):
        return 0 <= ref.index < len(st.players) and not st.players[ref.index].lost
    o = st.objects.get(ref.id)
    if o is None or o.zcc != ref.zcc or o.zone is not Zone.BATTLEFIELD:
        return False
    return bool(card_types(g, o) & _DAMAGEABLE)


_DAMAGEABLE = frozenset({CardType.BATTLE, CardType.CREATURE, CardType.PLANESWALKER})
