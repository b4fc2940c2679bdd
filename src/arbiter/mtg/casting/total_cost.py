"""The total cost (CR 601.2f): reductions, additional costs, affinity (702.41a), offering
(702.48), and what convoke, improvise and delve may pay with (702.51a, 702.126a, 702.66a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.casting.progress import CastProgress
from arbiter.mtg.costs.changes import with_cost_changes
from arbiter.mtg.costs.parts import CrewTap
from arbiter.mtg.enums import CardType
from arbiter.mtg.layers import card_types, current_statics, has_subtype, is_creature
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import (
    ActivatedAbility,
    CardDef,
    CreatureAbilitiesCostLess,
)
from arbiter.mtg.state import GameObject

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def with_affinity(g: Game, card: CardDef, player: int, cost: ManaCost) -> ManaCost:
    """CR 702.41a: "Affinity for [artifacts]" — "This spell costs {1} less to cast for each
    [artifact] you control." (a reduction of the total cost's generic part, 601.2f) — after the
    other cost increases and reductions that apply to the spell (601.2f)."""
    cost = with_cost_changes(g, card, player, cost)
    affinity = next((kw for kw in card.keywords if kw.startswith("affinity for ")), None) if card.keywords else None
    if affinity is None or not cost.generic:
        return cost
    generic = max(cost.generic - _affinity_count(g, player, affinity.removeprefix("affinity for ")), 0)
    return ManaCost(generic, cost.colored, cost.x, cost.other, cost_text(generic, cost.colored, cost))


_PAD = 1 << 20  # more generic mana than any reduction could take away


def x_credit(g: Game, card: CardDef, player: int, cost: ManaCost) -> int:
    """CR 601.2f, 107.3: the total cost is determined once X is announced (601.2b), so a generic
    reduction also reduces the generic mana X stands for — Blaze for X=3 under Helm of Awakening
    costs {2}{R}. ``cost`` is the cost before the increases and reductions, with X still a symbol;
    this is the part of the net reduction its generic part can't absorb (0 for a cost without X).
    Only X spells pay for the second look at the reductions."""
    if not cost.x:
        return 0
    padded = ManaCost(cost.generic + _PAD, cost.colored, cost.x, cost.other, cost.text)
    return max(_PAD - with_affinity(g, card, player, padded).generic - cost.generic, 0)


def _affinity_count(g: Game, player: int, plural: str) -> int:
    """How many permanents ``player`` controls that are "artifacts" / "Equipment" / "Plains"…"""
    from arbiter.mtg.layers import card_types

    st = g.state
    kind = {"artifacts": CardType.ARTIFACT, "creatures": CardType.CREATURE, "enchantments": CardType.ENCHANTMENT,
            "lands": CardType.LAND}.get(plural)  # fmt: skip
    n = 0
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller != player:
            continue
        if kind is not None:
            n += kind in card_types(g, o)
        else:
            # CR 702.41a, 205.3: "affinity for Cats" — a changeling is a Cat too (702.73a)
            n += has_subtype(g, o, plural) or has_subtype(g, o, plural.removesuffix("s"))
    return n


def offering_fodder(g: Game, card: CardDef, player: int) -> tuple[int, ...]:
    """The permanents ``player`` could sacrifice for ``card``'s offering (CR 702.48a)."""
    if card.offering is None:
        return ()
    st = g.state
    return tuple(
        oid for oid in st.battlefield
        # CR 702.48a: "Fox offering" — a changeling is a Fox (702.73a)
        if st.objects[oid].controller == player and has_subtype(g, st.objects[oid], card.offering)
    )  # fmt: skip


def offering_reduced(cost: ManaCost, sacrificed: ManaCost | None) -> ManaCost:
    """CR 702.48c: generic reduces generic; each colored or colorless symbol reduces the same
    symbol, the excess reduces generic mana (118.7)."""
    if sacrificed is None:
        return cost
    colored = list(cost.colored)
    excess = 0
    for i, n in enumerate(sacrificed.colored):
        used = min(colored[i], n)
        colored[i] -= used
        excess += n - used
    generic = max(cost.generic - sacrificed.generic - excess, 0)
    return ManaCost(generic, tuple(colored), cost.x, cost.other, cost_text(generic, tuple(colored), cost))


def crew_cost(o: GameObject) -> CrewTap | None:
    ability = o.ability
    if not isinstance(ability, ActivatedAbility):
        return None
    return next((c for c in ability.costs if isinstance(c, CrewTap)), None)


def reduced_cost(g: Game, source: GameObject, player: int, cost: ManaCost | None) -> ManaCost | None:
    """CR 601.2f: apply cost reductions ("cost {2} less … not less than one mana")."""
    st = g.state
    if cost is None or not st.grant_sources or not is_creature(g, source):
        return cost
    generic = cost.generic
    for sid in st.grant_sources:
        reducer = st.objects[sid]
        if reducer.controller != player or source.controller != player:
            continue
        for s in current_statics(g, reducer):  # CR 613.1f: an ability the permanent has now
            if isinstance(s, CreatureAbilitiesCostLess):
                floor = 1 - (sum(cost.colored) + len(cost.other)) if cost.total else 0
                generic = max(generic - s.amount, max(floor, 0))
    if generic == cost.generic:
        return cost
    return ManaCost(generic, cost.colored, cost.x, cost.other, cost_text(generic, cost.colored, cost))


def cost_text(generic: int, colored: tuple[int, ...], cost: ManaCost) -> str:
    """The text of ``cost`` with its generic and colored amounts replaced."""
    return (
        "{X}" * cost.x
        + (f"{{{generic}}}" if generic else "")
        + "".join(f"{{{c}}}" * n for c, n in zip("WUBRGC", colored, strict=True))
        + "".join(f"{{{o}}}" for o in cost.other)
    )


def add_costs(base: ManaCost, extra: ManaCost, times: int) -> ManaCost:
    """CR 601.2f: the total cost — ``base`` plus ``times`` times ``extra``, written as one cost
    ({1}{G} kicked for {2}{G} is {3}{G}{G})."""
    colored = tuple(a + b * times for a, b in zip(base.colored, extra.colored, strict=True))
    generic, other = base.generic + extra.generic * times, base.other + extra.other * times
    total = ManaCost(generic, colored, base.x, other)
    text = base.text + extra.text * times if extra.x else cost_text(generic, colored, total)
    return ManaCost(generic, colored, base.x, other, text)


def convoke_options(g: Game, progress: CastProgress) -> tuple[int, ...]:
    """What the caster could use now to pay part of a spell's total cost instead of mana:
    untapped creatures for convoke (CR 702.51a), untapped artifacts for improvise (702.126a),
    cards in their graveyard for delve (702.66a)."""
    st = g.state
    o = st.objects[progress.obj]
    cost = progress.cost
    kws = o.card.keywords
    if progress.kind != "spell" or cost is None or not cost.total or not kws & _HELPERS:
        return ()
    out: list[int] = []
    if "convoke" in kws or ("improvise" in kws and cost.generic):
        for oid in st.battlefield:
            x = st.objects[oid]
            if x.controller != progress.player or x.tapped:
                continue
            if ("convoke" in kws and is_creature(g, x) and _convoke_pays(g, cost, x) is not None) or (
                "improvise" in kws and cost.generic and CardType.ARTIFACT in card_types(g, x)
            ):
                out.append(oid)
    if "delve" in kws and cost.generic:
        out.extend(c for c in st.players[progress.player].graveyard if c != o.id)
    return tuple(out)


_HELPERS = frozenset({"convoke", "improvise", "delve"})


def _convoke_pays(g: Game, cost: ManaCost, creature: GameObject) -> int | None:
    """Which part of ``cost`` tapping ``creature`` pays: a colored symbol of one of its colors
    (index in WUBRGC), else generic (-1); None if neither remains."""
    from arbiter.mtg.layers import colors

    for c in colors(g, creature):
        i = "WUBRG".index(c.value)
        if cost.colored[i]:
            return i
    return -1 if cost.generic else None
