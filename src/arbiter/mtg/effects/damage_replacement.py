"""The replacement and prevention effects that apply to damage about to be dealt to one recipient
(CR 614.9 redirection, 614.1a "double that damage", 615 prevention), applied one at a time in
the order the affected player chooses (616.1: the player dealt the damage, or the controller of
the permanent). While a spell or ability resolves, the order chosen for the instruction
(:mod:`arbiter.mtg.paused.replacement_order`) applies; otherwise, and among effects whose order
can't change the result, the engine's order: protection's prevention first (702.16e), then
redirection, then prevention in the order the effects were created (the fog first), then the
effects that change the amount."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.prevention import PROTECTION, DamageEvent, prevention_effects, unpreventable, use_prevention
from arbiter.mtg.effects.redirection import redirection_effects, use_redirections
from arbiter.mtg.enums import Color, Zone
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.statics.damage_replacement import DamageChanged, DamageToCountersInstead
from arbiter.mtg.ir.statics.grants import GrantToControlled
from arbiter.mtg.layers import colors, statics
from arbiter.mtg.objects.counters import add_counters
from arbiter.mtg.replacement.framework import Chooser, Replacement, apply_in_order
from arbiter.mtg.replacement.order import chosen_for, order_matters
from arbiter.mtg.state import ObjectRef, PlayerRef

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
    """CR 614.9, 614.1a, 615: every redirection, damage-changing and prevention effect that would
    apply to ``e``."""
    return [
        *redirection_effects(g, to, e, dealer),
        *changing_effects(g, to, e, dealer),
        *prevention_effects(g, to, e, dealer),
    ]


def changing_effects(
    g: Game, to: TargetRef, e: DamageEvent, dealer: GameObject | None
) -> list[Replacement[DamageEvent]]:
    """CR 614.1a: the statics that change how much damage ``dealer`` deals to ``to`` ("double that
    damage", "that much damage plus 2"), as their sources have them now (613.1f); none when no
    damage is left to deal (614.7a)."""
    st = g.state
    if e.amount <= 0 or dealer is None or not st.grant_sources:
        return []
    found: list[Replacement[DamageEvent]] = []
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is not Zone.BATTLEFIELD or not any(_may_change(s) for s in src.card.statics):
            continue  # (printed statics first: the layers only for a source that has or may grant itself one)
        for i, s in enumerate(statics(g, src)):
            if isinstance(s, DamageToCountersInstead) and not isinstance(to, PlayerRef) and to.id == src.id:
                key = f"counters {src.id}/{i}"  # CR 614.1a: the damage to it replaced by counters
                found.append(Replacement(key, "damage", _to_counters(key), src.controller,
                                         timestamp=src.timestamp, source=src.id))  # fmt: skip
            if isinstance(s, DamageChanged) and _changes(g, s, src, dealer, to):
                key = f"increase {src.id}/{i}"
                found.append(Replacement(key, "damage", _change(key, s), _affected_player(g, to),
                                         timestamp=src.timestamp, source=src.id))  # fmt: skip
    return found


_CHANGING = (DamageChanged, DamageToCountersInstead)


def _may_change(s: Static) -> bool:
    """A printed static that is a damage-changing one, or a permanent's grant of one to itself
    (CR 702.178a: "Max speed — If a source you control would deal damage …", layer 6, 613.1f)."""
    if isinstance(s, _CHANGING):
        return True
    return isinstance(s, GrantToControlled) and s.self_only and any(isinstance(x, _CHANGING) for x in s.granted)


def _to_counters(key: str) -> Callable[[DamageEvent], DamageEvent]:
    """CR 614.1a: none of the damage is dealt; the amount is recorded under ``key`` for the counters
    put instead (not prevention: 615.12's "can't be prevented" doesn't stop it)."""

    def instead(e: DamageEvent) -> DamageEvent:
        return replace(e, amount=0, used=(*e.used, (key, e.amount)))

    return instead


def _changes(g: Game, s: DamageChanged, src: GameObject, dealer: GameObject, to: TargetRef) -> bool:
    """Whether ``s`` (of ``src``) applies to damage ``dealer`` would deal to ``to``."""
    if s.another and dealer.id == src.id:
        return False
    if s.yours and dealer.controller != src.controller:
        return False
    if s.color and Color.RED not in colors(g, dealer):  # (the one color read: "a red source")
        return False
    if s.to == "opponents":
        return _affected_player(g, to) != src.controller  # (an opponent, or a permanent one controls)
    return True


def _affected_player(g: Game, to: TargetRef) -> int:
    """The player dealt the damage, or the controller of the permanent (616.1)."""
    return to.index if isinstance(to, PlayerRef) else g.state.objects[to.id].controller


def _change(key: str, s: DamageChanged) -> Callable[[DamageEvent], DamageEvent]:
    """The damage dealt instead (its increase recorded under ``key``)."""

    def change(e: DamageEvent) -> DamageEvent:
        n = s.changed(e.amount)
        return replace(e, amount=n, used=(*e.used, (key, n - e.amount)))

    return change


def _engine_order(candidates: list[Replacement[DamageEvent]]) -> Replacement[DamageEvent]:
    """The effect the engine applies next when the player isn't asked: a redirection, then the
    prevention effect created first, then the effects that change the amount (the order that
    leaves the affected player the least damage in the usual case: a shield before a doubling)."""
    return min(candidates, key=lambda r: (_rank(r.key), r.timestamp))


def _rank(key: str) -> int:
    if key == PROTECTION:
        return -1  # CR 702.16e: all of the source's damage prevented, before any redirection
    if key.startswith("counters "):
        return 3  # CR 614.1a, 616.1: counters instead, after any increase (its controller's usual choice)
    return 0 if key.startswith("redirect ") else 2 if key.startswith("increase ") else 1


def _following(order: tuple[str, ...]) -> Chooser[DamageEvent]:
    """A chooser that applies the effects in ``order`` first (those that still apply), then the
    engine's order."""

    def choose(candidates: list[Replacement[DamageEvent]]) -> Replacement[DamageEvent]:
        by_key = {r.key: r for r in candidates}
        return next((by_key[k] for k in order if k in by_key), None) or _engine_order(candidates)

    return choose


def _start(
    g: Game, to: TargetRef, amount: int, combat: bool, source: GameObject, done: frozenset[str] = frozenset()
) -> tuple[DamageEvent, list[Replacement[DamageEvent]]] | None:
    """The damage event before any effect applies and the effects that would apply to it, or
    None when none would (615.12's "can't be prevented" looked for only then: it reads every
    static in play; it changes what a prevention effect does, not whether it applies). ``done``:
    the effects already applied to the event before it was redirected here (614.5)."""
    first = DamageEvent(amount, combat)
    found = [r for r in damage_replacements(g, to, first, source) if r.key not in done]
    if not found:
        return None
    return replace(first, unpreventable=unpreventable(g)), found


def replace_damage(
    g: Game, source: GameObject, to: TargetRef, amount: int, combat: bool, done: frozenset[str] = frozenset()
) -> tuple[int, Moved, frozenset[str]]:
    """CR 616.1: the damage ``source`` deals to ``to`` after the effects that apply to it — what
    is left, what was redirected to whom (614.9), and every effect applied to the event so far
    (614.5: none of them applies again to the damage redirected); shields are used up as they
    apply. ``done``: the effects applied before the event was redirected to ``to``."""
    st = g.state
    if not (st.effects or st.grant_sources or st.lasting):  # (CR 611.2a: "until your next turn" too)
        return amount, (), done
    begun = _start(g, to, amount, combat, source, done)
    if begun is None:
        return amount, (), done
    start, found = begun
    choose = _following(chosen_for(event_key(to)))

    def find(e: DamageEvent) -> list[Replacement[DamageEvent]]:
        return [r for r in damage_replacements(g, to, e, source) if r.key not in done]

    after, applied = apply_in_order(start, find, choose, found)
    if not applied:
        return amount, (), done
    if after.moved:
        use_redirections(g, after.moved)
    spent = dict(after.used)
    for r in applied:
        if r.key.startswith("increase "):
            what = msg("{n} more damage is dealt instead", n=spent[r.key])
            # "Torbran, Thane of Red Fell: 2 more damage is dealt instead." (the effect's source, then what it did)
            g.log(ev.EffectCreated("614.1a", f"{g.state.objects[r.source].label}:", what))
    for r in applied:
        if r.key.startswith("counters ") and spent[r.key] > 0 and not isinstance(to, PlayerRef):
            _put_counters_instead(g, to, r, spent[r.key])
    prevented = tuple(r for r in applied if not r.key.startswith(("increase ", "counters ")))
    use_prevention(g, to, after, prevented, source)
    return after.amount, after.moved, done | {r.key for r in applied}


def _put_counters_instead(g: Game, to: ObjectRef, r: Replacement[DamageEvent], n: int) -> None:
    """CR 614.1a, 122.6: the counters the damage was replaced by, on the permanent it would have
    been dealt to (the kind its static names)."""
    target = g.state.objects[to.id]
    kinds = [s.counter for s in statics(g, target) if isinstance(s, DamageToCountersInstead)]
    if kinds and target.zone is Zone.BATTLEFIELD:
        add_counters(g, target, kinds[0], n, "614.1a")


def order_question(
    g: Game, source: GameObject, to: TargetRef, amount: int, combat: bool, first: tuple[str, ...]
) -> list[Replacement[DamageEvent]]:
    """CR 616.1e: the effects the affected player chooses among next for ``amount`` damage
    ``source`` would deal to ``to`` (after ``first``), when the order changes what is dealt,
    redirected, or left of the shields; else none (also when an effect has no source to name it
    by)."""
    st = g.state
    if amount <= 0 or not (st.effects or st.grant_sources or st.lasting):
        return []
    begun = _start(g, to, amount, combat, source)
    if begun is None:
        return []
    start, candidates = begun
    if len(candidates) < 2 or any(r.source < 0 for r in candidates):
        return []
    if len({r.source for r in candidates}) < 2:
        return []  # effects of one source (a Circle activated twice): the player can't tell them apart

    shields = _shields(g)

    def outcome(order: tuple[str, ...]) -> Hashable:
        after, applied = apply_in_order(
            start, lambda e: damage_replacements(g, to, e, source), _following(order), candidates
        )
        followed = _followed(g, source, after, frozenset(r.key for r in applied))
        return after.amount, _left(shields, after, followed)

    if not order_matters([r.key for r in candidates], outcome, first):
        return []
    return [r for r in candidates if r.key not in first]


def _shields(g: Game) -> dict[str, tuple[str, int]]:
    """The shields by key: what each redirects to ("" for a prevention shield) and how much is
    left of it (CR 615.7, 614.9)."""
    out: dict[str, tuple[str, int]] = {}
    for x in g.state.effects:
        change = x.change
        if isinstance(change, resolved.PreventionShield):
            out[f"shield {x.timestamp}"] = ("", change.amount)
        elif isinstance(change, (resolved.RedirectionShield, resolved.RedirectDamageThisTurn)) and change.amount:
            out[f"redirect {x.timestamp}"] = (repr(change.new), change.amount)  # ("all damage …": what it moves)
    return out


def _followed(
    g: Game, source: GameObject, after: DamageEvent, done: frozenset[str]
) -> tuple[tuple[str, DamageEvent], ...]:
    """CR 614.9, 614.5: what becomes of the damage an order redirected — each new recipient's
    event after the effects that apply to it there (none of ``done`` again), in the engine's order
    — so that a redirection whose damage is then prevented (Palisade Giant's, under Burrenton
    Forge-Tender's "prevent all damage that source would deal") compares as nothing dealt."""
    out: list[tuple[str, DamageEvent]] = []
    for _, new, n in after.moved:
        start = DamageEvent(n, after.combat, unpreventable=after.unpreventable)

        def find(e: DamageEvent, new: TargetRef = new) -> list[Replacement[DamageEvent]]:
            return [r for r in damage_replacements(g, new, e, source) if r.key not in done]

        there, applied = apply_in_order(start, find, _engine_order)
        out.append((repr(new), there))
        out.extend(_followed(g, source, there, done | {r.key for r in applied}))  # moved on again
    return tuple(out)


def _left(
    shields: dict[str, tuple[str, int]], after: DamageEvent, followed: tuple[tuple[str, DamageEvent], ...] = ()
) -> Hashable:
    """What an order leaves, compared without the effects' identities: the damage finally dealt
    to each creature the damage was redirected to (after what applies there, ``followed``), what
    is left of the shields (two alike shields are interchangeable: using one or the other is the
    same result), and which other prevention effects were used."""
    used: dict[str, int] = {}
    for e in (after, *(there for _, there in followed)):
        for k, n in e.used:
            used[k] = used.get(k, 0) + n
    dealt = sorted((new, there.amount) for new, there in followed if there.amount)
    moved = {k: n for k, _, n in after.moved}  # (a redirection's own use: its shield, or nothing)
    left = sorted((new, amount - used.get(k, 0) - moved.get(k, 0)) for k, (new, amount) in shields.items())
    others = sorted((k, n) for k, n in used.items() if k not in shields and not k.startswith("increase ") and n)
    return tuple(dealt), tuple(left), tuple(others)
