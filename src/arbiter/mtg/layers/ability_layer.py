"""Layer 6 (CR 613.1f): ability-adding and ability-removing effects — level bands (711.2),
"gains <keyword> until end of turn", "loses all abilities", unearth's haste, grants of
"Creatures you control have …", of Auras and Equipment ("Equipped creature has …", "… and loses
flying"), "Creatures your opponents control lose …" and Humility's "All creatures lose all
abilities" — in timestamp order (613.7) and dependency order (613.8)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, and_list, msg
from arbiter.mtg import resolved
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import Keyword
from arbiter.mtg.ir.permanent_keywords import PairedGrant
from arbiter.mtg.ir.statics.attached_characteristics import AttachedCharacteristics
from arbiter.mtg.ir.statics.conditional import RulesWhile
from arbiter.mtg.ir.statics.grants import AttachedGrant, GrantToControlled, GroupLosesKeywords, LevelBand, flat_grants
from arbiter.mtg.ir.statics.layers import GroupLosesAllAbilities
from arbiter.mtg.layers.order import Layered, apply_in_order
from arbiter.mtg.layers.sources import abilities_taken, each_source, early_abilities, late_abilities
from arbiter.mtg.layers.work import fits, from_effects
from arbiter.mtg.objects.counters import keyword_counters
from arbiter.mtg.objects.protection_sparing import sparing_keywords

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.layers.work import Work
    from arbiter.mtg.state import GameObject, TurnEffect


_Check = Callable[["Work"], bool]


def _always(w: Work) -> bool:
    return True


def _gain(ts: int, source: str, abilities: tuple[Ability, ...], what: str, rule: str = "613.1f") -> Layered:
    def apply(w: Work) -> None:
        w.abilities.extend(abilities)

    return Layered(ts, source, rule, what, _always, apply)


def _gain_keywords(ts: int, source: str, keywords: tuple[str, ...], rule: str = "613.1f") -> Layered:
    return _gain(
        ts,
        source,
        tuple(Keyword(k) for k in keywords),
        msg("gains {keywords}", keywords=and_list(Quoted(k) for k in keywords)),
        rule,
    )


def _lose_all(w: Work) -> None:
    w.abilities = []


def _lose_keywords(ts: int, source: str, keywords: tuple[str, ...]) -> Layered:
    def apply(w: Work) -> None:
        w.abilities = [a for a in w.abilities if not (isinstance(a, Keyword) and a.name in keywords)]

    what = msg("loses {keywords}", keywords=and_list(Quoted(k) for k in keywords))
    return Layered(ts, source, "613.1f", what, _always, apply)


def _lose_one(ts: int, ability: Ability) -> Layered:
    """ "~ loses this ability" (CR 613.1f): the one ability, gone; the others stay."""

    def apply(w: Work) -> None:
        w.abilities = [a for a in w.abilities if a != ability]

    return Layered(ts, "a resolved effect", "613.1f", msg("loses this ability"), _always, apply)


def active_band(o: GameObject) -> LevelBand | None:
    """CR 711.2, 711.5: the level symbol whose range holds its level counters, if any."""
    level = o.counter("level")
    return next((b for b in o.card.levels if b.active(level)), None)


def _resolved(g: Game, o: GameObject) -> list[Layered]:
    """Effects of resolved spells and abilities on the object (CR 611.2), and its own marks."""
    out: list[Layered] = list(from_effects(g, o, "layer 6", _resolved_records))
    st = g.state
    if "haste" in o.marks:  # "It gains haste." for as long as it stays (unearth)
        out.append(_gain_keywords(o.timestamp, o.card.name, ("haste",), "702.84a"))
    for e in st.lasting:
        if e.object_id != o.id or e.zcc != o.zcc:
            continue
        if isinstance(e.change, resolved.HasteWhileControlled) and o.controller == e.change.player:
            out.append(_gain_keywords(e.timestamp, "suspend", ("haste",), "702.62a"))
        elif isinstance(e.change, resolved.GainKeyword):  # "for as long as ~ remains tapped"
            out.append(_gain_keywords(e.timestamp, "a resolved effect", (e.change.keyword,), "611.2b"))
    return out


def _resolved_records(found: tuple[TurnEffect, ...]) -> tuple[Layered, ...]:
    """CR 613.1f, 611.2a: the ability-changing effects of resolved spells and abilities on one object."""
    out: list[Layered] = []
    for e in found:  # (lasting too: "becomes" with no end — awaken, 702.113a)
        change = e.change
        if isinstance(change, resolved.LoseAbilities):
            out.append(
                Layered(e.timestamp, "a resolved effect", "613.1f", msg("loses all abilities"), _always, _lose_all)
            )
        elif isinstance(change, resolved.LoseAbility):
            out.append(_lose_one(e.timestamp, change.ability))
        elif isinstance(change, resolved.GainKeyword):
            out.append(_gain_keywords(e.timestamp, "a resolved effect", (change.keyword,)))
        elif isinstance(change, resolved.GainAbility):  # gains a printed ability (702.165a)
            what = msg('gains "{text}"', text=change.ability.text())
            out.append(_gain(e.timestamp, "a resolved effect", (change.ability,), what))
        elif isinstance(change, resolved.LoseKeywords):
            out.append(_lose_keywords(e.timestamp, "a resolved effect", change.keywords))
        elif isinstance(change, resolved.Becomes) and change.animation.keywords:
            out.append(_gain_keywords(e.timestamp, "a resolved effect", change.animation.keywords))
    return tuple(out)


def _from_sources(g: Game, w: Work) -> list[Layered]:
    """Effects of other permanents' static abilities on the object."""
    out: list[Layered] = []
    o = w.o
    for source in each_source(g):
        name, ts = source.card.name, source.timestamp
        losses = [ab for ab in early_abilities(g, source) if isinstance(ab, GroupLosesAllAbilities)]
        if losses and not abilities_taken(g, source):  # CR 613.8a: its ability taken first (Humble)
            out.extend(_group_loses(g, ab, source) for ab in losses)
        for found in flat_grants(late_abilities(g, source)):  # ("… Otherwise, it has reach.": both grants)
            # CR 611.3a: the keywords of "As long as …, ~ has flying and can't block." (RulesWhile)
            ab = found.grant if isinstance(found, RulesWhile) and found.grant is not None else found
            if isinstance(ab, GrantToControlled) and (ab.keywords or ab.granted):
                if ab.granted:  # CR 613.1f: "Creatures you control have "{T}: Add one mana of any color.""
                    gained = (*(Keyword(k) for k in ab.keywords), *ab.granted)
                    grant = _gain(ts, name, gained, ab.text().replace("~", name))
                else:
                    grant = _gain_keywords(ts, name, ab.keywords)
                out.append(Layered(ts, name, grant.rule, grant.what, _grant_check(g, ab, source), grant.apply))
            elif isinstance(ab, AttachedGrant) and source.attached_to == o.id and condition_true(g, ab, source):
                # CR 613.1f: "Enchanted creature has flying" / has "{2}, Sacrifice ~: …" / "loses flying"
                if ab.keywords or ab.granted:
                    kws = sparing_keywords(ab, source) if ab.spares else tuple(Keyword(k) for k in ab.keywords)
                    gained = (*kws, *ab.granted)
                    out.append(_gain(ts, name, gained, ab.text().replace("~", name)))
                if ab.loses:
                    out.append(_lose_keywords(ts, name, ab.loses))
            elif isinstance(ab, AttachedCharacteristics) and source.attached_to == o.id:
                # CR 613.1f: "Enchanted creature loses all abilities and …" / "… and has trample"
                if ab.lose_all:
                    out.append(Layered(ts, name, "613.1f", msg("loses all abilities"), _always, _lose_all))
                if ab.animation.keywords:
                    out.append(_gain_keywords(ts, name, ab.animation.keywords))
                if ab.granted:  # 'is a colorless land with "{T}: Add {C}"' (after the loss: 613.6)
                    quoted = and_list(Quoted(a.text().replace("~", name)) for a in ab.granted)
                    out.append(_gain(ts, name, ab.granted, msg("gains {keywords}", keywords=quoted)))
            elif isinstance(ab, GroupLosesKeywords):  # CR 613.1f: "Creatures your opponents control lose infect."
                lose = _lose_keywords(ts, name, ab.keywords)
                out.append(Layered(ts, name, lose.rule, lose.what, _in_group(g, ab, source), lose.apply))
    return out


def _group_loses(g: Game, ab: GroupLosesAllAbilities, source: GameObject) -> Layered:
    def applies(w: Work) -> bool:
        return fits(g, ab.what, w.o, source.controller, source.id)

    what = ab.text().replace("~", source.card.name)
    name = source.card.name
    return Layered(source.timestamp, name, "613.1f", what, applies, _lose_all, True, (source.id, id(ab)))


def _grant_check(g: Game, ab: GrantToControlled, source: GameObject) -> _Check:
    return lambda w: granted_to(g, ab, source, w.o)


def _in_group(g: Game, ab: GroupLosesKeywords, source: GameObject) -> _Check:
    return lambda w: fits(g, ab.what, w.o, source.controller, source.id)


def layer6(g: Game, w: Work) -> None:
    """CR 613.1f: every ability-adding and ability-removing effect on the object."""
    o = w.o
    effects: list[Layered] = []
    if o.card.levels and o.zone is Zone.BATTLEFIELD:
        band = active_band(o)
        if band is not None:  # CR 711.2: the abilities of the level symbol it is at
            effects.append(_gain(o.timestamp, o.card.name, band.abilities, msg("level {low}", low=band.low), "711.2"))
    if o.card.stations:
        from arbiter.mtg.objects.stations import reached  # (it registers an effect handler)

        for symbol in reached(o):  # CR 721.2a: each symbol whose number of charge counters it has
            what = msg("{low}+ charge counters", low=symbol.low)
            effects.append(_gain(o.timestamp, o.card.name, symbol.abilities, what, "721.2a"))
    effects.extend(_resolved(g, o))
    for kind, ts in keyword_counters(o):  # CR 122.1b, 613.1f: by the counter's timestamp (613.7c)
        effects.append(_gain_keywords(ts, "a keyword counter", (kind,), "122.1b"))
    if o.zone is Zone.BATTLEFIELD and g.state.grant_sources:
        effects.extend(_from_sources(g, w))
    if g.state.encoded and o.zone is Zone.BATTLEFIELD:  # CR 702.99a: "that creature has …" (cipher)
        from arbiter.mtg.keywords.cipher import grants

        for ts, name, grant in grants(g, o):
            effects.append(_gain(ts, name, (grant,), msg('gains "{text}"', text=grant.text())))
    apply_in_order(w, effects)


def granted_to(g: Game, ab: GrantToControlled, source: GameObject, o: GameObject) -> bool:
    """Whether a "… you control have/get …" static applies to ``o`` now."""
    if isinstance(ab, PairedGrant):
        from arbiter.mtg.keywords.soulbond import partner  # (it reads types through the layers)

        paired = partner(g, source)  # CR 702.95b: the soulbond creature and the one it's paired with
        return paired is not None and o.id in (source.id, paired.id)
    if ab.self_only:
        return o.id == source.id and condition_true(g, ab, source)
    if not fits(g, ab.what, o, source.controller, source.attached_to if ab.other_than_attached else source.id):
        return False
    return ab.condition is None or condition_true(g, ab, source)


_CHECKING: set[tuple[int, int]] = set()


def condition_true(g: Game, ab: GrantToControlled | AttachedGrant, source: GameObject) -> bool:
    """CR 611.3a: "as long as …" is checked whenever the characteristics are looked at. A
    condition that looks at what it changes (a creature's power while working out powers) is
    taken as false while it is being checked — the engine's stand-in for dependency, CR 613.8."""
    if ab.condition is None:
        return True
    key = (source.id, id(ab))
    if key in _CHECKING:
        return False
    from arbiter.mtg.condition_check import holds  # (it reads characteristics itself)

    _CHECKING.add(key)
    try:
        return holds(g, ab.condition, source.controller, source)
    finally:
        _CHECKING.discard(key)
