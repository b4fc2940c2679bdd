"""Paying costs other than mana (CR 118, 601.2h, 602.2b, 606.4) and the effects that forbid it.

A cost that can't be paid fully makes the action illegal (CR 118.3): a player with too little
life can't pay life (119.4); Angel of Jubilation forbids paying life and sacrificing creatures;
Melira forbids putting -1/-1 counters on your creatures. Choices inside a cost ("sacrifice a
creature") are made as the cost is paid (601.2h); the engine asks for them before paying.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.mtg import events as ev
from arbiter.mtg.characteristics import colors, has_keyword, is_creature, statics
from arbiter.mtg.cost_parts import (
    CostPart,
    DiscardCards,
    DiscardThis,
    ExileFromGraveyard,
    ExileThis,
    ExileThisFromGraveyard,
    Loyalty,
    PayLife,
    PermanentChoice,
    PutCounters,
    RemoveCounters,
    RemoveCountersAndSacrifice,
    ReturnOne,
    SacrificeOne,
    SacrificeThis,
    TapThis,
    TapUntapped,
    UntapThis,
)
from arbiter.mtg.counters import add_counters, remove_counters
from arbiter.mtg.enums import Zone
from arbiter.mtg.mana import ManaCost
from arbiter.mtg.model import (
    ActivatedAbility,
    NoLifeOrCreatureSacrificeCosts,
    NoMinusCounters,
    SacrificeSwampPerBlack,
    Static,
)
from arbiter.mtg.state import GameObject
from arbiter.mtg.zones import discard, move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def _in_play(g: Game, kind: type[Static]) -> list[GameObject]:
    st = g.state
    return [st.objects[i] for i in st.grant_sources if any(isinstance(s, kind) for s in statics(g, st.objects[i]))]


SWAMP = SacrificeOne(PermanentChoice("a Swamp", subtypes=frozenset({"Swamp"})))


def extra_sacrifices(g: Game, cost: ManaCost | None, spells: bool) -> list[CostPart]:
    """CR 601.2f: additional costs from effects such as Drought's "Sacrifice a Swamp" per {B}."""
    st = g.state
    if not st.grant_sources or cost is None:
        return []
    black = cost.colored[2] + sum(1 for o in cost.other if "B" in o.split("/"))
    if not black:
        return []
    out: list[CostPart] = []
    for sid in st.grant_sources:
        for s in statics(g, st.objects[sid]):
            if isinstance(s, SacrificeSwampPerBlack) and s.spells == spells:
                out.extend([SWAMP] * black)
    return out


def choices_needed(ability: ActivatedAbility, extra: list[CostPart] | None = None) -> list[CostPart]:
    """One entry per object the player must choose to pay the costs, in cost order."""
    out: list[CostPart] = []
    for c in (*ability.costs, *(extra or ())):
        if isinstance(c, SacrificeOne | ReturnOne):
            out.append(c)
        elif isinstance(c, TapUntapped | ExileFromGraveyard) or (isinstance(c, DiscardCards) and c.chosen):
            out.extend([c] * (c.count or 0))
    return out


def _matches(o: GameObject, what: PermanentChoice, source: int) -> bool:
    if what.other and o.id == source:
        return False
    if what.types and not (o.card.types & what.types):
        return False
    return not (what.subtypes and not (set(o.card.subtypes) & what.subtypes))


def options(g: Game, part: CostPart, player: int, source: int, chosen: tuple[int, ...]) -> tuple[int, ...]:
    st = g.state
    if isinstance(part, DiscardCards):
        hand = st.players[player].hand
        return tuple(i for i in hand if i not in chosen and (not part.types or st.objects[i].card.types & part.types))
    if isinstance(part, ExileFromGraveyard):
        return tuple(
            i
            for i in st.players[player].graveyard
            if i not in chosen and (not part.types or st.objects[i].card.types & part.types)
        )
    assert isinstance(part, SacrificeOne | ReturnOne | TapUntapped)
    out = []
    no_creatures = isinstance(part, SacrificeOne) and bool(_in_play(g, NoLifeOrCreatureSacrificeCosts))
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller != player or oid in chosen or not _matches(o, part.what, source):
            continue
        if isinstance(part, TapUntapped) and o.tapped:
            continue  # CR 302.6: summoning sickness doesn't matter for this cost
        if no_creatures and is_creature(g, o):
            continue
        out.append(oid)
    return tuple(out)


def _at_random(g: Game, player: int, count: int) -> list[int]:
    """CR 701.9b: the game picks the discarded cards at random; a cost needs them all (118.3)."""
    from arbiter.core.rng import below

    st = g.state
    hand = list(st.players[player].hand)
    if len(hand) < count:
        raise IllegalAction(f"you have {len(hand)} card(s) in hand: can't discard {count} at random", "118.3", "701.9b")
    picked: list[int] = []
    for _ in range(count):
        rng, k = below(st.rng, len(hand))
        g.set(st, "rng", rng)
        picked.append(hand.pop(k))
    return picked


def _lki(g: Game, o: GameObject) -> tuple[frozenset[object], int]:
    """What a sacrificed permanent was as it last existed (CR 608.2h): colors, mana value."""
    cost = o.card.mana_cost
    return frozenset(colors(g, o)), cost.mana_value if cost is not None else 0


def pay_life(g: Game, player: int, amount: int) -> None:
    """CR 119.4 / 118.3: pay life — only with enough life, and not where it is forbidden."""
    p = g.state.players[player]
    if _in_play(g, NoLifeOrCreatureSacrificeCosts):
        raise IllegalAction(
            "players can't pay life to cast spells or activate abilities (Angel of Jubilation)", "118.3", "601.2h"
        )
    if p.life < amount:
        raise IllegalAction(f"you can't pay {amount} life with {p.life} life", "119.4", "118.3")
    g.log(ev.LifeChanged("119.4", p.name, p.life, p.life - amount))
    g.set(p, "life", p.life - amount)


def _check_not_sick(g: Game, source: GameObject, rule: str) -> None:
    """CR 302.6: a creature's {T} or {Q} cost needs it under its controller's control
    continuously since their most recent turn began (or haste, 702.10b)."""
    if source.sick and is_creature(g, source) and not has_keyword(g, source, "haste"):
        raise IllegalAction(
            f"{source.card.name} has summoning sickness: it hasn't been under your control since your turn began",
            "302.6",
            rule,
        )


CHOSEN_PARTS = (SacrificeOne, DiscardCards)  # a spell's own additional costs the engine can ask for


def pay_extra(g: Game, extra: list[CostPart], chosen: tuple[int, ...]) -> None:
    """Pay additional costs (Drought's sacrifices, a spell's "sacrifice a creature" or "discard a
    card") with the chosen objects (CR 601.2h); refuse if one is no longer there (118.3)."""
    st = g.state
    for part, oid in zip(extra, chosen, strict=False):
        o = st.objects[oid]
        if isinstance(part, DiscardCards):
            if o.zone is not Zone.HAND:
                raise IllegalAction(f"{o.card.name} is no longer in your hand to discard", "118.3", "601.2h")
            discard(g, o)
            continue
        if o.zone is not Zone.BATTLEFIELD:
            raise IllegalAction(f"{o.card.name} is no longer on the battlefield to sacrifice", "118.3", "601.2h")
        if isinstance(part, SacrificeOne) and is_creature(g, o) and _in_play(g, NoLifeOrCreatureSacrificeCosts):
            raise IllegalAction("creatures can't be sacrificed to cast spells (Angel of Jubilation)", "118.3", "601.2h")
        move(g, o, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")


def pay(
    g: Game, source: GameObject, ability: ActivatedAbility, player: int, chosen: tuple[int, ...]
) -> list[tuple[frozenset[object], int]]:
    """Pay every non-mana part of the cost (601.2h), or refuse the whole action (118.3).
    Returns the colors of the creatures sacrificed, as they last existed (608.2h)."""
    st = g.state
    picks = list(chosen)
    name = source.card.name
    sacrificed: list[tuple[frozenset[object], int]] = []
    for c in ability.costs:
        if isinstance(c, TapThis):
            if source.tapped:
                raise IllegalAction(f"{name} is already tapped", "118.3", "602.2b")
            _check_not_sick(g, source, "602.5a")
            g.set(source, "tapped", True)
            g.log(ev.Tapped("602.2b", source.id, name))
        elif isinstance(c, UntapThis):
            # CR 107.6: {Q} untaps the permanent; CR 302.6 applies to {Q} as to {T}
            if not source.tapped:
                raise IllegalAction(f"{name} is already untapped", "118.3", "107.6")
            _check_not_sick(g, source, "107.6")
            g.set(source, "tapped", False)
            g.log(ev.BecameUntapped("107.6", source.id, name))
        elif isinstance(c, TapUntapped):
            for _ in range(c.count):
                o = st.objects[picks.pop(0)]
                if o.tapped or o.zone is not Zone.BATTLEFIELD:
                    raise IllegalAction(f"{o.card.name} is no longer an untapped permanent to tap", "118.3", "601.2h")
                g.set(o, "tapped", True)
                g.log(ev.Tapped("601.2h", o.id, o.label))
        elif isinstance(c, ExileFromGraveyard):
            for _ in range(c.count):
                o = st.objects[picks.pop(0)]
                if o.zone is not Zone.GRAVEYARD:
                    raise IllegalAction(f"{o.card.name} is no longer in your graveyard", "118.3", "601.2h")
                move(g, o, Zone.EXILE, "601.2h", "is exiled as a cost and put")
        elif isinstance(c, ExileThisFromGraveyard):
            if source.zone is not Zone.GRAVEYARD:
                raise IllegalAction(f"{name} is no longer in your graveyard to be exiled", "118.3", "113.6m")
            move(g, source, Zone.EXILE, "602.2b", "is exiled from the graveyard as a cost and put")
        elif isinstance(c, ExileThis):
            if source.zone is not Zone.BATTLEFIELD:
                raise IllegalAction(f"{name} is no longer on the battlefield to be exiled", "118.3", "602.2b")
            move(g, source, Zone.EXILE, "602.2b", "is exiled as a cost and put")
        elif isinstance(c, DiscardThis):
            if source.zone is not Zone.HAND:
                raise IllegalAction(f"{name} is not in your hand to be discarded", "118.3", "602.2b")
            discard(g, source)
        elif isinstance(c, SacrificeThis):
            sacrificed.append(_lki(g, source))
            if source.zone is not Zone.BATTLEFIELD:
                raise IllegalAction(f"{name} is no longer on the battlefield to be sacrificed", "118.3", "701.21a")
            if is_creature(g, source) and _in_play(g, NoLifeOrCreatureSacrificeCosts):
                raise IllegalAction(
                    "players can't sacrifice creatures to activate abilities (Angel of Jubilation)", "118.3", "601.2h"
                )
            move(g, source, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
        elif isinstance(c, SacrificeOne | ReturnOne):
            oid = picks.pop(0)
            o = st.objects[oid]
            if isinstance(c, SacrificeOne):
                sacrificed.append(_lki(g, o))  # last known information (608.2h)
                move(g, o, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
            else:
                move(g, o, Zone.HAND, "601.2h", "is returned")
        elif isinstance(c, DiscardCards):
            hand = st.players[player].hand
            if c.at_random:
                cards = _at_random(g, player, c.count or 0)
            else:
                cards = list(hand) if c.count is None else [picks.pop(0) for _ in range(c.count)]
            for oid in cards:
                discard(g, st.objects[oid])
        elif isinstance(c, PayLife):
            pay_life(g, player, c.amount)
        elif isinstance(c, RemoveCountersAndSacrifice):
            if source.counter(c.kind) < c.count:
                raise IllegalAction(f"{name} doesn't have {c.count} {c.kind} counter(s) to remove", "118.3", "602.2b")
            remove_counters(g, source, c.kind, c.count, "602.2b")
            sacrificed.append(_lki(g, source))
            move(g, source, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
        elif isinstance(c, RemoveCounters):
            if source.counter(c.kind) < c.count:
                raise IllegalAction(f"{name} doesn't have {c.count} {c.kind} counter(s) to remove", "118.3", "602.2b")
            remove_counters(g, source, c.kind, c.count, "602.2b")
        elif isinstance(c, PutCounters):
            if (
                c.kind == "-1/-1"
                and is_creature(g, source)
                and any(m.controller == source.controller for m in _in_play(g, NoMinusCounters))
            ):
                raise IllegalAction(
                    f"-1/-1 counters can't be put on {name}, so the cost can't be paid", "118.3", "602.2b"
                )
            add_counters(g, source, c.kind, c.count, "602.2b")
        elif isinstance(c, Loyalty):
            # CR 606.4: put on or remove loyalty counters; can't remove more than it has (118.3)
            if c.amount >= 0:
                add_counters(g, source, "loyalty", c.amount, "606.4")
            else:
                if source.counter("loyalty") < -c.amount:
                    raise IllegalAction(
                        f"{name} has only {source.counter('loyalty')} loyalty: the cost can't be paid", "606.4", "118.3"
                    )
                remove_counters(g, source, "loyalty", -c.amount, "606.4")
    return sacrificed
