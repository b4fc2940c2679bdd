"""Paying the total cost (CR 601.2g–h, 602.2b) and becoming cast or activated (601.2i); special
actions whose cost is paid like a spell's (116.2b, 116.2f)."""

from __future__ import annotations

import re
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, NoReturn

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, join, msg
from arbiter.mtg import events as ev
from arbiter.mtg import targets as tg
from arbiter.mtg.actions import Choose, PayCostDecision
from arbiter.mtg.casting.assist import ask_assist
from arbiter.mtg.casting.progress import SPECIAL_KINDS, CastProgress, SpecialKind, evolve
from arbiter.mtg.casting.total_cost import _convoke_pays, convoke_options, cost_text, crew_cost
from arbiter.mtg.costs import paying as costs
from arbiter.mtg.costs.emerge import EMERGED
from arbiter.mtg.costs.ninjutsu import returned_attacker
from arbiter.mtg.costs.parts import CostPart, PayLife
from arbiter.mtg.costs.x_life import pays_x_life
from arbiter.mtg.costs.x_objects import pay_at_random, spell_parts
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.keywords.sunburst import record_colors_spent
from arbiter.mtg.layers import card_types, is_creature, power
from arbiter.mtg.lki import Convoked, Delved
from arbiter.mtg.mana.pool import ManaCost, parse_pool, pays_exactly, spend_exactly
from arbiter.mtg.mana.spend_only import can_spend, held_back, paying_for, spend, spendable
from arbiter.mtg.model import (
    ActivatedAbility,
)
from arbiter.mtg.state import GameObject
from arbiter.mtg.zones import leaving_together, move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def to_payment(g: Game, progress: CastProgress, o: GameObject) -> None:
    """CR 601.2f–h: ask for the objects the cost needs (sacrifices, crew), then for the mana."""
    st = g.state
    needed: list[CostPart] = []
    if isinstance(o.ability, ActivatedAbility) and o.source is not None:
        needed = costs.choices_needed(o.ability, costs.extra_sacrifices(g, o.ability.mana_cost, spells=False))
    elif progress.kind == "spell":
        needed = [
            *spell_parts(o.card, o.x),  # (X times for "discard X cards", 601.2h)
            *costs.extra_sacrifices(g, o.card.mana_cost, spells=True),
            *(p for p in progress.alternative if costs.chosen_by_player(p)),
        ]
    crew = crew_cost(o)
    if crew is not None and len(progress.choices) >= len(needed):
        # CR 702.122a: other untapped creatures, chosen until their total power is N or greater
        crewing = progress.choices[len(needed) :]
        total = sum(power(g, st.objects[c]) for c in crewing)
        if total < crew.power:
            crewers = tuple(
                oid for oid in st.battlefield
                if st.objects[oid].controller == progress.player and not st.objects[oid].tapped
                and oid != o.source and oid not in crewing and is_creature(g, st.objects[oid])
            )  # fmt: skip
            if not crewers:
                raise IllegalAction(
                    msg(
                        "the creatures that could crew have total power {total} < {power}",
                        total=total,
                        power=crew.power,
                    ),
                    "118.3",
                )
            progress = evolve(progress, stage="choices")
            g.set(st, "cast", progress)
            g.set(st, "pending", Choose(progress.player, "cost", "702.122a", crewers, crew.text()))
            return
    if needed and len(progress.choices) < len(needed):
        part = needed[len(progress.choices)]
        source_id = o.source if o.source is not None else o.id
        eligible = costs.options(g, part, progress.player, source_id, progress.choices)
        if not eligible:
            raise IllegalAction(msg('nothing can be chosen to pay "{text}"', text=part.text()), "118.3", "601.2h")
        if not costs.choosable(g, needed[len(progress.choices) :], progress.player, source_id, progress.choices):
            # CR 118.3, 601.2h: the cost can't be paid in full ("Tap five untapped Zombies you
            # control" with four): refused now, not after a question no answer can complete
            raise IllegalAction(msg("not enough different objects can be chosen to pay the cost"), "118.3", "601.2h")
        progress = evolve(progress, stage="choices")
        g.set(st, "cast", progress)
        g.set(st, "pending", Choose(progress.player, "cost", "601.2h", eligible, part.text()))
        return
    cost = progress.cost
    if cost is None or (cost.generic == 0 and not any(cost.colored) and not cost.other):  # ({S} left: 107.4h)
        progress = evolve(progress, stage="pay")
        pay_total_cost(g, progress)
        become_cast(g, progress)
        return
    if ask_assist(g, progress, o, cost):  # CR 702.132a: before mana abilities are activated
        return
    progress = evolve(progress, stage="pay")
    g.set(st, "cast", progress)
    g.set(st, "pending", PayCostDecision(progress.player, o.card.name, cost.text))


def begin_special(g: Game, kind: SpecialKind, obj: GameObject, player: int, cost: ManaCost) -> None:
    """A special action whose cost is paid like a spell's (mana abilities first, 601.2g–h); any
    failure reverses it (CR 733), and it doesn't use the stack (116.1)."""
    progress = CastProgress(kind, obj.id, player, g.journal.mark(), "pay", (), (), cost)
    g.set(g.state, "pending", None)
    if not cost.total:
        become_cast(g, progress)
        return
    g.set(g.state, "cast", progress)
    g.set(g.state, "pending", PayCostDecision(player, obj.label, cost.text))


def convoke(g: Game, progress: CastProgress, helper: object) -> None:
    """Pay one mana of the spell's total cost (after it is determined: 702.51b, 702.126b,
    702.66b) by tapping an untapped creature (convoke: a mana of its color or {1}), tapping an
    untapped artifact (improvise: {1}) or exiling a card from the graveyard (delve: {1})."""
    st = g.state
    if helper not in convoke_options(g, progress):
        _refuse_helper(g, progress, helper)
    assert isinstance(helper, int) and progress.cost is not None
    thing = st.objects[helper]
    cost = progress.cost
    kws = st.objects[progress.obj].card.keywords
    colored = list(cost.colored)
    generic = cost.generic
    if thing.zone is Zone.GRAVEYARD:
        generic -= 1
        move(g, thing, Zone.EXILE, "702.66a", "is exiled")  # delve
        spell = st.objects[progress.obj]
        g.set(spell, "lki", (*spell.lki, Delved(thing.id, thing.zcc)))  # "exiled with it"
    else:
        part = _convoke_pays(g, cost, thing) if "convoke" in kws and is_creature(g, thing) else -1
        assert part is not None
        if part >= 0:
            colored[part] -= 1
        else:
            generic -= 1
        g.set(thing, "tapped", True)
        convoked = "convoke" in kws and is_creature(g, thing)
        g.log(ev.Tapped("702.51a" if convoked else "702.126a", thing.id, thing.label))
        if convoked:  # CR 702.51c: it "convoked" the spell ("Each creature that convoked ~ connives.")
            spell = st.objects[progress.obj]
            g.set(spell, "lki", (*spell.lki, Convoked(thing.id, thing.zcc)))
    reduced = ManaCost(generic, tuple(colored), cost.x, cost.other, cost_text(generic, tuple(colored), cost))
    progress = evolve(progress, cost=reduced)
    if reduced.total == 0:
        pay_total_cost(g, progress)
        become_cast(g, progress)
        return
    g.set(st, "cast", progress)
    g.set(st, "pending", PayCostDecision(progress.player, st.objects[progress.obj].card.name, reduced.text))


def _refuse_helper(g: Game, progress: CastProgress, helper: object) -> NoReturn:
    """Why ``helper`` can't pay part of the cost. CR 702.66a, 702.126a: a card exiled for delve or an
    artifact tapped for improvise pays only {1} of the generic part — with none of it left, the
    refusal says so rather than what the keywords allow in general."""
    st = g.state
    cost = progress.cost
    thing = st.objects.get(helper) if isinstance(helper, int) and not isinstance(helper, bool) else None
    kws = st.objects[progress.obj].card.keywords
    if thing is not None and "delve" in kws and thing.zone is Zone.GRAVEYARD and thing.owner != progress.player:
        raise IllegalAction(msg("delve exiles cards only from your own graveyard"), "702.66a")
    if thing is not None and cost is not None and not cost.generic and thing.controller == progress.player:
        if "delve" in kws and thing.zone is Zone.GRAVEYARD:
            raise IllegalAction(
                msg("delve pays only generic mana, and {cost} has none left", cost=cost.text), "702.66a"
            )
        artifact = thing.zone is Zone.BATTLEFIELD and CardType.ARTIFACT in card_types(g, thing)
        if "improvise" in kws and artifact and not thing.tapped and "convoke" not in kws:
            raise IllegalAction(
                msg("improvise pays only generic mana, and {cost} has none left", cost=cost.text), "702.126a"
            )
    raise IllegalAction(
        msg(
            "convoke taps an untapped creature you control, improvise an untapped artifact you control, and "
            "delve exiles a card from your graveyard — each for a spell with that keyword",
        ),
        "702.51a", "702.126a", "702.66a",
    )  # fmt: skip


def spend_chosen(g: Game, player: int, cost: ManaCost, chosen: str) -> None:
    """CR 601.2h: the player pays with the mana of the pool they chose — exactly the cost, no
    more (nor any mana a restriction keeps apart, 106.6)."""
    p = g.state.players[player]
    if not re.fullmatch(r"(?:\{[WUBRGC]\})+", chosen):
        raise IllegalAction(msg("name the mana to spend as mana symbols, such as {{W}}{{W}}{{G}}"), "601.2h", "106.1")
    amounts = parse_pool(chosen)
    if any(want > have for want, have in zip(amounts, p.pool, strict=True)):
        raise IllegalAction(msg("your mana pool doesn't hold {mana}", mana=chosen), "601.2h", "106.4")
    if not pays_exactly(amounts, cost):
        raise IllegalAction(msg("{mana} doesn't pay {cost} exactly", mana=chosen, cost=cost.text), "601.2h")
    g.set(p, "pool", spend_exactly(p.pool, amounts))


def pay_total_cost(g: Game, progress: CastProgress, chosen: str = "") -> None:
    """CR 601.2h / 602.2b: pay the total cost — mana from the pool and every other part.
    ``chosen``: the mana of the pool the player chose to spend ("" — the engine chooses)."""
    st = g.state
    p = st.players[progress.player]
    cost = progress.cost
    obj = st.objects[progress.obj]
    if chosen and not (cost is not None and cost.total):
        raise IllegalAction(msg("no mana is to be paid: {mana} can't be spent", mana=chosen), "601.2h")
    if cost is not None and cost.total:
        paying, kind = paying_for(g, progress)  # CR 106.6: the restricted mana allowed for it too
        if not can_spend(g, progress.player, cost, paying, kind):
            # CR 106.6: cited too when only mana restricted to other uses is missing
            rules = ("601.2h", "106.6") if held_back(g, progress.player, cost, paying, kind) else ("601.2h",)
            raise IllegalAction(msg("the mana in your pool can't pay {cost}", cost=cost.text), *rules)
        before = spendable(g, progress.player, paying, kind)
        if chosen:
            spend_chosen(g, progress.player, cost, chosen)
        else:
            spend(g, progress.player, cost, paying, kind)
        g.log(ev.ManaPaid("601.2h", p.name, cost.text, obj.label))
        if progress.kind == "spell":
            after = spendable(g, progress.player, paying, kind)
            record_colors_spent(g, obj, before, after)  # CR 702.44a: the colors spent to cast it
    if progress.life:
        costs.pay_life(g, progress.player, progress.life)  # CR 107.4f: Phyrexian mana paid with life
    if progress.kind == "spell" and obj.x and pays_x_life(obj.card):  # (119.4b: 0 life can always be paid)
        costs.pay_life(g, progress.player, obj.x)  # CR 601.2h, 119.4: the additional cost "pay X life"
    if progress.harmonized is not None:
        from arbiter.mtg.casting.harmonize import tap_harmonized

        tap_harmonized(g, progress)  # CR 702.180b
    with costs_leaving_together(g, progress):  # CR 601.2h, 603.10a, 608.2h: one payment
        _pay_parts(g, progress, obj)
    if progress.kind == "spell" and obj.x:
        pay_at_random(g, obj.card, progress.player, obj.x)  # CR 601.2h: the random part paid last (701.9b)


def costs_leaving_together(g: Game, progress: CastProgress) -> AbstractContextManager[None]:
    """CR 601.2h, 603.10a, 608.2h: the permanents a cost sacrifices (or returns) leave as one
    payment, even when they are separate parts of it ("Sacrifice a creature" and Drought's
    "Sacrifice a Swamp"; an offering) — each as it last existed before any of them left: a
    creature's "Whenever another creature dies" sees the others, a Goblin keeps the King's +1/+1."""
    st = g.state
    ids = [*progress.choices, *((progress.offering,) if progress.offering is not None else ())]
    obj = st.objects[progress.obj]
    if progress.kind == "ability" and obj.source is not None:
        ids.append(obj.source)  # ("Sacrifice ~" beside another sacrifice)
    group = [st.objects[i] for i in dict.fromkeys(ids) if i in st.objects]
    return leaving_together(g, [o for o in group if o.zone is Zone.BATTLEFIELD])


def _pay_parts(g: Game, progress: CastProgress, obj: GameObject) -> None:
    """The parts of the cost other than mana and life: an offering or emerge's sacrifice, an
    ability's own parts and Drought's, a spell's additional and alternative parts (601.2h)."""
    st = g.state
    if progress.offering is not None:
        victim = st.objects[progress.offering]
        if victim.zone is not Zone.BATTLEFIELD or victim.controller != progress.player:
            if EMERGED in obj.marks:
                raise IllegalAction(
                    msg("{card} can no longer be sacrificed for the emerge cost", card=CardName(victim.label)),
                    "118.3",
                    "601.2h",
                )
            raise IllegalAction(
                msg("{card} can no longer be sacrificed for the offering", card=CardName(victim.label)),
                "118.3",
                "601.2h",
            )
        rule = "702.119c" if EMERGED in obj.marks else "702.48b"  # emerge's sacrifice, or the offering's
        move(g, victim, Zone.GRAVEYARD, rule, "is sacrificed and put")  # CR 601.2h
    if progress.kind == "ability" and isinstance(obj.ability, ActivatedAbility) and obj.source is not None:
        own = len(costs.choices_needed(obj.ability))
        sacrificed = costs.pay(g, st.objects[obj.source], obj.ability, progress.player, progress.choices[:own])
        extra = costs.extra_sacrifices(g, obj.ability.mana_cost, spells=False)
        costs.pay_extra(g, extra, progress.choices[own : own + len(extra)])
        for cid in progress.choices[own + len(extra) :]:  # the creatures that crew (702.122b)
            c = st.objects[cid]
            refusal = msg("{card} can no longer be tapped to crew", card=CardName(c.label))
            costs.tap_for_cost(g, c, "702.122b", refusal)
        if sacrificed:
            # CR 608.2h: added to what the ability already knows of its source (which object it was,
            # what it was attached to), not in its place: "{3}{W}{W}, Sacrifice this Aura: Exile
            # enchanted creature" exiles the creature the Aura enchanted as it was sacrificed
            g.set(obj, "lki", (*obj.lki, *sacrificed))
    elif progress.kind == "spell" and (progress.choices or progress.alternative):
        parts: list[CostPart] = spell_parts(obj.card, obj.x)
        spent = costs.pay_extra(g, parts, progress.choices[: len(parts)])  # the spell's own additional costs
        if spent:
            g.set(obj, "lki", (*obj.lki, *spent))  # CR 608.2h: "the sacrificed creature's power"
        drought = costs.extra_sacrifices(g, obj.card.mana_cost, spells=True)
        costs.pay_extra(g, drought, progress.choices[len(parts) : len(parts) + len(drought)])
        pay_alternative_parts(g, progress, progress.choices[len(parts) + len(drought) :])


def pay_alternative_parts(g: Game, progress: CastProgress, chosen: tuple[int, ...]) -> None:
    """CR 118.9, 601.2h: the parts of an alternative cost other than mana — life (119.4) and the
    objects chosen for the rest, in the order printed."""
    chosen_parts: list[CostPart] = []
    for part in progress.alternative:
        if isinstance(part, PayLife):
            costs.pay_life(g, progress.player, part.amount)
        elif not costs.chosen_by_player(part):
            costs.discard_at_random(g, progress.player, part)  # CR 701.9b: the game picks the cards
        else:
            chosen_parts.append(part)
    if len(chosen) < len(chosen_parts):
        raise IllegalAction(msg("not every part of the alternative cost was chosen"), "118.3", "601.2h")
    obj = g.state.objects[progress.obj]
    for part, picked in zip(chosen_parts, chosen, strict=False):
        seen = returned_attacker(g, obj, part, picked)  # CR 702.190b: read before it leaves combat
        if seen is not None:
            g.set(obj, "lki", (*obj.lki, seen))
    costs.pay_extra(g, chosen_parts, chosen)


def become_cast(g: Game, progress: CastProgress) -> None:
    """CR 601.2i (and 602.2b for abilities): the spell becomes cast (the ability becomes activated); the player
    receives priority again (117.3c)."""
    st = g.state
    o = st.objects[progress.obj]
    p = st.players[progress.player]
    g.set(st, "cast", None)
    if progress.kind in ("trigger", "copy"):
        g.set(st, "pending", None)  # CR 603.3d: targets chosen; priority is given as before
        if any(t is not None for t in progress.targets):
            targets = join(tg.describe(g, t) for t in progress.targets if t is not None)
            if progress.kind == "trigger":
                g.log(ev.TargetsChosen("603.3d", o.id, o.label, targets))
            else:
                g.log(ev.TargetsChosen("707.10c", o.id, o.label, targets, "copy"))
        if progress.kind == "copy" and st.resolving is not None:
            from arbiter.mtg.turn.priority import after_cast_during_resolution

            after_cast_during_resolution(g)  # the next copy, or the rest of the resolution
        return
    if progress.kind in SPECIAL_KINDS:
        from arbiter.mtg.abilities.special_actions import finish

        finish(g, progress.kind, o, progress.player)  # CR 116.3: then the player receives priority
    elif progress.kind == "spell":
        g.set(p, "spells_cast", p.spells_cast + 1)
        targets = join(tg.describe(g, t) for t in progress.targets if t is not None)
        g.log(ev.SpellCast("601.2i", o.id, o.label, p.name, targets, p.spells_cast, o.card.types))
        if st.prepared:
            from arbiter.mtg.objects.preparation import unprepare_cast

            unprepare_cast(g, o)  # CR 722.3c: its prepared permanent loses the designation
    else:
        assert o.ability is not None
        g.log(ev.AbilityActivated("602.2b", o.id, o.label, p.name, o.ability.text()))
    if st.resolving is not None:
        # cast while another object resolves (608.2g): the resolution goes on
        from arbiter.mtg.turn.priority import after_cast_during_resolution

        after_cast_during_resolution(g)
        return
    g.set(st, "priority", progress.player)
    g.set(st, "passes", 0)
    g.set(st, "pending", None)
