"""The casts a card offers besides the plain one, for the legal actions (CR 601.2b: the player
announces the cost they'll pay): alternative costs and buyback (118.9, 702.27a), and a card's own
graveyard keyword next to its flashback (702.34a), a card cast transformed by disturb (702.146a) —
each listed when it could begin and be paid; and the ways to pay a spell with the pool's mana
when it matters which mana was spent (601.2h)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.mtg.actions import Action, Cast, Pay
from arbiter.mtg.casting import add_costs
from arbiter.mtg.casting.from_graveyard import graveyard_permission, parts_payable
from arbiter.mtg.casting.harmonize import best_reduction, reduced_by
from arbiter.mtg.casting.total_cost import with_affinity
from arbiter.mtg.casting.x_targets import some_x_gives_targets
from arbiter.mtg.condition_check import holds
from arbiter.mtg.costs import paying as costs
from arbiter.mtg.costs.changes import casting_from
from arbiter.mtg.costs.emerge import EmergeCost, best_case
from arbiter.mtg.ir.casting_keywords import AlternativeCost, Buyback
from arbiter.mtg.ir.spell_variants import SpellVariant
from arbiter.mtg.keywords.bestow import ENCHANT_CREATURE
from arbiter.mtg.keywords.sneak import SNEAK, sneak_of
from arbiter.mtg.legal_targets import targets_possible
from arbiter.mtg.mana.abilities import potential_mana
from arbiter.mtg.mana.affordable import affordable
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import CardDef
from arbiter.mtg.state import GameObject
from arbiter.mtg.without_paying import WITHOUT_PAYING, free_from_hand

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.graveyard_casts import GraveyardCast

_Potential = tuple[tuple[int, ...], int] | None


def cheapest(cost: ManaCost) -> ManaCost:
    """The mana to find for ``cost``: Phyrexian symbols paid with life (CR 107.4f), so none;
    hybrid symbols kept, to be read either way by :func:`~arbiter.mtg.mana.pool.could_pay`
    (107.4e: {R/G} needs red or green mana, not just any); {S} kept, paid only with snow mana
    (107.4h)."""
    if not cost.other or not any("P" in sym.split("/") for sym in cost.other):
        return cost
    kept = tuple(sym for sym in cost.other if "P" not in sym.split("/"))
    return ManaCost(cost.generic, cost.colored, cost.x, kept, cost.text)


def spell_cheapest(g: Game, player: int, cost: ManaCost) -> ManaCost:
    """The mana to find for a spell's mana cost: its Phyrexian symbols paid with life only as far
    as ``player``'s life total can pay them (CR 107.4f, 119.4: 2 life each, from a total at least
    that large), the rest with mana. When that leaves a choice of which symbols take mana (symbols
    of different colors, life for some of them), every symbol is read as paid with life: the
    listing may then list a cast that can't be paid, never leave out one that can."""
    if not cost.other or not any("P" in sym.split("/") for sym in cost.other):
        return cost
    from arbiter.mtg.mana.affordable import phyrexian_readings

    readings = phyrexian_readings(g, player, cost)
    return readings[0] if len(readings) == 1 else cheapest(cost)


def with_options(
    g: Game, card: CardDef, oid: int, player: int, cost: ManaCost, potential: tuple[tuple[int, ...], int]
) -> list[Action]:
    """Casts that pay an alternative cost (CR 118.9) and/or buyback (702.27a), when affordable."""
    out: list[Action] = []
    buyback = next((a for a in card.options if isinstance(a, Buyback)), None)
    alternatives: list[tuple[str, ManaCost]] = [("", cost)]
    for a in card.options:
        if not isinstance(a, AlternativeCost):
            continue
        if a.name == SNEAK:
            continue  # (listed by its own rule: its window, CR 702.190a)
        if a.name == "bestow" and not targets_possible(g, (ENCHANT_CREATURE,), player, oid, oid):
            continue  # CR 702.103b: cast bestowed, it's an Aura spell that needs a creature to target
        if a.parts and not costs.alternative_payable(g, a.parts, player, oid):
            continue  # CR 118.3: its other parts can't be paid now
        if (
            isinstance(a, SpellVariant)
            and a.spell is not None
            and not targets_possible(g, a.spell.targets, player, oid, oid)
        ):
            continue  # CR 702.113b: cast for awaken, its land target must be chosen too
        if isinstance(a, EmergeCost):
            best = best_case(g, a, player)  # CR 702.119a: a permanent to sacrifice, and its reduction
            if best is not None and affordable(g, player, potential, cheapest(best), g.state.objects[oid]):
                out.append(Cast(oid, alternative=a.name))
            continue
        if a.condition is None or holds(g, a.condition, player, g.state.objects[oid]):
            alternatives.append((a.name, cheapest(a.cost)))
    for name, base in alternatives:
        if (
            name
            and affordable(g, player, potential, base, g.state.objects[oid])
            and _x_targets_given(g, card, oid, player, base)
        ):
            out.append(Cast(oid, alternative=name))
        bought = buyback is not None and (not buyback.parts or costs.alternative_payable(g, buyback.parts, player, oid))
        if (
            buyback is not None
            and bought
            and affordable(g, player, potential, cheapest(add_costs(base, buyback.cost, 1)), g.state.objects[oid])
            and _x_targets_bought(g, card, oid, player, name, buyback)
        ):
            out.append(Cast(oid, alternative=name, buyback=True))
    return out


def _x_targets_bought(g: Game, card: CardDef, oid: int, player: int, name: str, buyback: Buyback) -> bool:
    """CR 601.2c with 702.27a: with buyback paid too, some X the player could still pay gives the
    targets of a spell whose targets read X (Spell Burst)."""
    chosen = (a.cost for a in card.options if isinstance(a, AlternativeCost) and a.name == name)
    base = card.mana_cost if not name else next(chosen, None)
    return base is None or _x_targets_given(g, card, oid, player, add_costs(base, buyback.cost, 1))


def _x_targets_given(g: Game, card: CardDef, oid: int, player: int, cost: ManaCost) -> bool:
    """CR 601.2c: some X the player could pay for ``cost`` gives the targets of a spell whose
    targets read X (an alternative cost with no X: X is 0, 107.3b)."""
    spell = card.spell
    return spell is None or bool(spell.modes) or some_x_gives_targets(g, spell.targets, cost, player, oid)


def graveyard_keyword_cost(
    g: Game, o: GameObject, gc: GraveyardCast, cost: ManaCost | None, player: int, cast: CardDef | None = None
) -> ManaCost | None:
    """CR 702.81a, 702.133a, 702.138a: the mana to find to cast ``o`` from its owner's graveyard by
    its own keyword (retrace, jump-start, escape …) — the keyword's cost or the mana cost ``cost``
    — when that could begin now and the parts to choose are there (118.3); else None. The
    keyword's cost gets the increases and reductions of the spell cast (601.2f: ``cast``, the face
    cast, else the card)."""
    if cost is None or graveyard_permission(g, o, player, named=True) is None:
        return None  # CR 702.187b: mayhem, only if it was discarded this turn
    if gc.cost is not None:
        with casting_from(o.zone):  # CR 601.2f: "Spells you cast from your graveyard cost {1} less"
            cost = with_affinity(g, cast or o.card, player, cheapest(gc.cost))  # CR 601.2f (Thalia's {1} more)
        if gc.name == "harmonize":
            cost = reduced_by(cost, best_reduction(g, player))  # CR 702.180a
    return cost if parts_payable(g, gc, player, o.id) else None


def named_graveyard_cast(
    g: Game, o: GameObject, gc: GraveyardCast, cost: ManaCost, player: int, potential: _Potential, out: list[Action]
) -> _Potential:
    """CR 601.2b, 702.34a: a card with flashback (its own or given) and another graveyard keyword
    may be cast by either; the other one is listed by its name when it could begin now."""
    keyword_cost = graveyard_keyword_cost(g, o, gc, cost, player)
    if keyword_cost is None:
        return potential
    if potential is None:
        potential = potential_mana(g, player)
    if affordable(g, player, potential, keyword_cost, o):
        out.append(Cast(o.id, alternative=gc.name))
    return potential


_DISTURBED: dict[int, tuple[CardDef, CardDef]] = {}  # id(card) → (card, its back face priced at its disturb cost)


def disturb_cast(
    g: Game, o: GameObject, player: int, castable: Callable[[CardDef], ManaCost | None], potential: _Potential,
    out: list[Action],
) -> _Potential:  # fmt: skip
    """CR 702.146a, 712.11c–d: a card with disturb in its owner's graveyard, cast transformed for its
    disturb cost — listed when its back face could be cast now (its timing, targets and
    restrictions, judged by ``castable``) and the cost paid; returns the potential mana."""
    card = o.card
    gc, back = card.graveyard_cast, card.back_face
    if gc is None or gc.cost is None or back is None:
        return potential
    hit = _DISTURBED.get(id(card))
    if hit is None or hit[0] is not card:
        hit = _DISTURBED[id(card)] = (card, replace(back, mana_cost=gc.cost))
    cost = graveyard_keyword_cost(g, o, gc, castable(hit[1]), player, back)  # (601.2f: the back face's types)
    if cost is None:
        return potential
    if potential is None:
        potential = potential_mana(g, player)
    if affordable(g, player, potential, cost, o):
        out.append(Cast(o.id))
    return potential


def chosen_payments(g: Game, player: int, spell: int, cost: ManaCost) -> list[Action]:
    """CR 601.2h: which mana of the pool pays is the player's choice — listed, each way by its
    mana, when the spell asks what was spent to cast it (adamant, "if {R} was spent", converge)
    and the pool could pay it in more than one way."""
    from arbiter.mtg.keywords.sunburst import asks_mana_spent
    from arbiter.mtg.mana.pool import exact_payments, pool_text

    pool = g.state.players[player].pool
    if sum(pool) <= cost.total or not asks_mana_spent(g.state.objects[spell]):
        return []
    ways = exact_payments(tuple(pool), cost)
    return [Pay(pool_text(w)) for w in ways] if len(ways) > 1 else []


Castable = Callable[["Game", CardDef, int, int, bool], ManaCost | None]


def life_casts(
    g: Game, o: GameObject, player: int, main: bool, castable: Castable, potential: _Potential
) -> list[Action]:
    """CR 118.9b, 601.3: the top card of the library cast for the life a permission requires
    (Bolas's Citadel) — when it could begin (``castable``: timing, targets, 601.3; a card with no
    mana cost too, since this cost is an alternative one, 118.6a), the life could be paid (119.4)
    and the mana cost increases add (118.9d) could be."""
    from arbiter.mtg.casting.from_library_top import LIFE, life_alternative

    life = life_alternative(g, o, o.card, player)
    if life is None:
        return []
    card = o.card if o.card.mana_cost is not None else replace(o.card, mana_cost=ManaCost())
    if castable(g, card, o.id, player, main) is None or not costs.alternative_payable(g, life.parts, player, o.id):
        return []
    cost = cheapest(with_affinity(g, card, player, ManaCost(0, text="")))
    if cost.total and not affordable(g, player, potential or potential_mana(g, player), cost, o):
        return []
    return [Cast(o.id, alternative=LIFE)]


def free_with_no_mana_cost(g: Game, o: GameObject, player: int, main: bool, castable: Castable) -> list[Action]:
    """CR 118.6a: a card with no mana cost (an unpayable cost) may still be cast from the hand
    "without paying its mana cost" (Omniscience) — when it could be cast as a {0} card could."""
    if not free_from_hand(g, o, player):
        return []
    free = replace(o.card, mana_cost=ManaCost())
    return [Cast(o.id, alternative=WITHOUT_PAYING)] if castable(g, free, o.id, player, main) is not None else []


def sneak_cast(g: Game, card: CardDef, oid: int, player: int, castable: Castable) -> list[Action]:
    """CR 702.190a: cast for its sneak cost — in its caster's declare blockers step, at instant
    timing — if it could be cast otherwise (601.3, targets, 118.3) and the cost paid."""
    sneak = sneak_of(card)
    if sneak is None or castable(g, card, oid, player, True) is None:
        return []
    if not costs.alternative_payable(g, sneak.parts, player, oid):
        return []
    sneak_cost = cheapest(with_affinity(g, card, player, sneak.cost))
    if not affordable(g, player, potential_mana(g, player), sneak_cost, g.state.objects[oid]):
        return []
    return [Cast(oid, alternative=SNEAK)]


def face_down_cast_allowed(g: Game, card: CardDef, player: int) -> bool:
    """CR 601.3, 708.4: the prohibitions on casting read the face-down spell's characteristics
    ("can't cast more than one spell each turn", "can't cast creature spells this turn")."""
    from arbiter.mtg.keywords.disguise import face_down_card

    hidden = face_down_card(card)
    if g.state.grant_sources:
        from arbiter.mtg.casting.cast_limits import cast_limit_error

        if cast_limit_error(g, hidden, player) is not None:
            return False
    if g.state.effects or g.state.lasting:
        from arbiter.mtg.effects.cast_prohibitions import prohibited_cast_error

        if prohibited_cast_error(g, hidden, player) is not None:
            return False
    return True
