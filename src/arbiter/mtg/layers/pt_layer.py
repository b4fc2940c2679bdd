"""Layer 7 (CR 613.4): power and toughness — 7a characteristic-defining abilities, 7b effects
that set base power and toughness, 7c effects that modify them (counters included, 122.1a) and
7d switching."""

from __future__ import annotations

from functools import lru_cache, partial
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import resolved
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.statics.attached_characteristics import AttachedCharacteristics
from arbiter.mtg.ir.statics.conditional import RulesWhile
from arbiter.mtg.ir.statics.grants import AttachedGrant, GrantToControlled, flat_grants
from arbiter.mtg.ir.statics.layers import GroupLosesAllAbilities, TypeChange
from arbiter.mtg.layers.ability_layer import active_band, condition_true, granted_to
from arbiter.mtg.layers.defined_pt import defined_value
from arbiter.mtg.layers.order import Layered, apply_in_order
from arbiter.mtg.layers.runs import Runs
from arbiter.mtg.layers.sources import each_source, early_abilities, late_abilities
from arbiter.mtg.layers.work import count_of, from_effects
from arbiter.mtg.objects.counters import pt_from_counters

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.layers.work import Work
    from arbiter.mtg.state import GameObject, TurnEffect


def _always(w: Work) -> bool:
    return True


def _setting(ts: int, source: str, p: int, t: int, rule: str = "613.4b") -> Layered:
    base = _set_base(p, t, rule)
    return Layered(ts, source, rule, base.what, _always, base.apply, idempotent=True)


@lru_cache(maxsize=1024)
def _set_base(p: int, t: int, rule: str = "613.4b") -> Layered:
    """CR 613.4b: base power and toughness set to ``p``/``t`` — one function for each value, so
    the same setting made again (Chimeric Idol's "becomes a 3/3 …", activated again and again) is
    seen as the same effect; setting twice does what setting once does (idempotent)."""

    def apply(w: Work) -> None:
        w.power, w.toughness = p, t

    return Layered(0, "", rule, msg("has base power and toughness {p}/{t}", p=p, t=t), _always, apply, idempotent=True)


def layer7a(g: Game, w: Work) -> None:
    """CR 604.3, 613.4a: a characteristic-defining ability ("~'s power is equal to …"), as long
    as the object still has it (an object that lost it has 0 for its "*", 208.2a)."""
    o = w.o
    card = o.card
    if w.power is None and card.pt_definition is None:
        return
    starred = w.power is None, w.toughness is None
    w.power, w.toughness = w.power or 0, w.toughness or 0
    cda = card.pt_definition
    if cda is None:
        return
    if not any(a is cda for a in w.abilities):
        # CR 208.2a, 604.3: without the ability its "*" is 0 — a printed "1+*" is 1 (Tarmogoyf 0/1)
        w.power += cda.power.plus if starred[0] else 0
        w.toughness += cda.toughness.plus if starred[1] and cda.toughness is not None else 0
        return
    p = defined_value(g, cda.power, o)
    t = defined_value(g, cda.toughness, o) if cda.toughness is not None else w.toughness
    w.power, w.toughness = p, t
    w.note(card.name, o.timestamp, "613.4a", cda.text().replace("~", card.name))


def _started_settings(g: Game, w: Work) -> list[Layered]:
    """7b parts of effects that began in an earlier layer (CR 613.6): Opalescence, Humility,
    Nature's Revolt."""
    out: list[Layered] = []
    o = w.o
    for source in each_source(g):
        for ab in early_abilities(g, source):
            if (source.id, id(ab)) not in w.started:
                continue
            name = source.card.name
            if isinstance(ab, GroupLosesAllAbilities) and ab.base is not None:
                out.append(_setting(source.timestamp, name, ab.base[0], ab.base[1]))
            elif isinstance(ab, TypeChange) and ab.base_is_mana_value:
                mv = o.card.mana_cost.mana_value if o.card.mana_cost is not None else 0  # CR 202.3
                out.append(_setting(source.timestamp, name, mv, mv))
            elif isinstance(ab, TypeChange) and ab.base is not None:  # CR 613.4b: "2/2 creatures"
                out.append(_setting(source.timestamp, name, ab.base[0], ab.base[1]))
    return out


def layer7b(g: Game, w: Work) -> None:
    """CR 613.4b: effects that set base power and toughness, in timestamp order."""
    o = w.o
    st = g.state
    effects: list[Layered] = []
    if o.card.levels and o.zone is Zone.BATTLEFIELD:
        band = active_band(o)
        if band is not None:  # CR 711.2: base P/T, with its own timestamp
            effects.append(_setting(o.timestamp, o.card.name, band.power, band.toughness, "711.2"))
    if o.card.stations:
        from arbiter.mtg.objects.stations import creature_symbol  # (it registers an effect handler)

        symbol = creature_symbol(o)
        if symbol is not None:  # CR 721.2b: base P/T, with the permanent's timestamp
            effects.append(_setting(o.timestamp, o.card.name, symbol.power, symbol.toughness, "721.2b"))
    effects.extend(from_effects(g, o, "layer 7b", _resolved_settings))
    if w.started:
        effects.extend(_started_settings(g, w))
    if st.grant_sources and o.zone is Zone.BATTLEFIELD:
        for source in each_source(g):  # CR 613.4b: "Enchanted creature has base power and toughness 0/2."
            for ab in late_abilities(g, source):
                if isinstance(ab, AttachedCharacteristics) and source.attached_to == o.id:
                    a = ab.animation
                    if a.power is not None:
                        effects.append(_setting(source.timestamp, source.card.name, a.power, a.toughness or 0))
    apply_in_order(w, effects)


def _resolved_settings(found: tuple[TurnEffect, ...]) -> tuple[Layered, ...]:
    """CR 613.4b, 611.2a: the base P/T settings of resolved spells and abilities on one object (the
    same setting again and again: one record per run, 613.7)."""
    runs = Runs([])
    for e in found:  # (lasting too: "becomes" with no end — awaken, 702.113a)
        if isinstance(e.change, resolved.BasePT):
            runs.add(e.change, e.timestamp, "a resolved effect", partial(_set_base, e.change.power, e.change.toughness))
        elif isinstance(e.change, resolved.Becomes) and e.change.animation.power is not None:
            power, toughness = e.change.animation.power, e.change.animation.toughness or 0
            runs.add(e.change, e.timestamp, "a resolved effect", partial(_set_base, power, toughness))
    runs.flush()
    return tuple(runs.effects)


def _modify(ts: int, source: str, p: int, t: int, rule: str, what: str = "") -> Layered:
    def apply(w: Work) -> None:
        w.power = (w.power or 0) + p
        w.toughness = (w.toughness or 0) + t

    shown = what or msg("gets {p:+d}/{t:+d}", p=p, t=t)
    return Layered(ts, source, rule, shown, _always, apply)


def layer7c(g: Game, w: Work) -> None:
    """CR 613.4c: counters (122.1a), resolved "+N/+N" effects and statics — "+N/+N for each …"
    counted now (608.2h). All are additions, so their order changes nothing; it is kept anyway."""
    o = w.o
    st = g.state
    effects: list[Layered] = []
    if o.counters:
        dp, dt = pt_from_counters(o.counters)  # every +X/+Y and -X/-Y counter
        if dp or dt:
            effects.append(
                _modify(o.timestamp, "counters", dp, dt, "613.4c", msg("counters: {dp:+d}/{dt:+d}", dp=dp, dt=dt))
            )
    for b in st.boosts:
        if b.object_id == o.id and b.zcc == o.zcc:
            effects.append(_modify(b.timestamp, "a resolved effect", b.power, b.toughness, "611.2a"))
    for e in st.lasting:  # "gets +N/+N for as long as ~ remains tapped" (611.2b)
        if isinstance(e.change, resolved.ModifyPT) and e.object_id == o.id and e.zcc == o.zcc:
            effects.append(_modify(e.timestamp, "a resolved effect", e.change.power, e.change.toughness, "611.2b"))
    if st.grant_sources and o.zone is Zone.BATTLEFIELD:
        for source in each_source(g):
            effects.extend(_static_boosts(g, source, o))
    apply_in_order(w, effects)


def _static_boosts(g: Game, source: GameObject, o: GameObject) -> list[Layered]:
    out: list[Layered] = []
    name = source.card.name
    for found in flat_grants(late_abilities(g, source)):  # ("… Otherwise, it gets -2/-2.": both grants)
        ab = found.grant if isinstance(found, RulesWhile) and found.grant is not None else found
        if isinstance(ab, GrantToControlled):
            applies = bool(ab.power or ab.toughness) and granted_to(g, ab, source, o)
        elif isinstance(ab, AttachedGrant):
            # CR 611.3a: "Enchanted creature gets +2/+2 as long as …" — checked whenever P/T is
            applies = bool(ab.power or ab.toughness) and source.attached_to == o.id and condition_true(g, ab, source)
        elif isinstance(ab, AttachedCharacteristics) and (ab.power_bonus or ab.toughness_bonus):
            if source.attached_to == o.id:  # CR 613.4c: "… gets +1/+0 and is a Monk in addition to its other types."
                what = ab.text().replace("~", name)
                out.append(_modify(source.timestamp, name, ab.power_bonus, ab.toughness_bonus, "613.4c", what))
            continue
        else:
            continue
        if applies:
            # (read for the source: "for each other Goblin you control" doesn't count the source;
            # "Enchanted creature gets +1/+1 for each other creature you control": not the enchanted one)
            other = o.id if isinstance(ab, AttachedGrant) and ab.other_than_attached else source.id
            times = count_of(g, ab.per, source.controller, other) if ab.per else 1
            what = ab.text().replace("~", name)
            out.append(_modify(source.timestamp, name, ab.power * times, ab.toughness * times, "613.4c", what))
    return out


def layer7d(g: Game, w: Work) -> None:
    """CR 613.4d: switches last; two cancel out."""
    o = w.o
    switches = from_effects(g, o, "layer 7d", _switches, lasting=False)
    for e in switches:
        w.power, w.toughness = w.toughness, w.power
        w.note("a resolved effect", e.timestamp, "613.4d", "power and toughness switched")


def _switches(found: tuple[TurnEffect, ...]) -> tuple[TurnEffect, ...]:
    """CR 613.4d: the resolved effects switching the object's power and toughness."""
    return tuple(e for e in found if isinstance(e.change, resolved.SwitchPT))
