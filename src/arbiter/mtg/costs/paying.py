"""Paying costs other than mana (CR 118, 601.2h, 602.2b, 606.4) and the effects that forbid it.

A cost that can't be paid fully makes the action illegal (CR 118.3): a player with too little
life can't pay life (119.4); Angel of Jubilation forbids paying life and sacrificing creatures;
Melira forbids putting -1/-1 counters on your creatures. Choices inside a cost ("sacrifice a
creature") are made as the cost is paid (601.2h); the engine asks for them before paying.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, Term, Text, msg
from arbiter.mtg import events as ev
from arbiter.mtg.costs.conspire import TapSharingColor, shares_color
from arbiter.mtg.costs.ninjutsu import returned_attacker
from arbiter.mtg.costs.parts import (
    BlightChosen,
    CostPart,
    CrewTap,
    DiscardCards,
    DiscardThis,
    ExertThis,
    ExileFromGraveyard,
    ExileFromHand,
    ExileThis,
    ExileThisFromGraveyard,
    ExileThisFromHand,
    ExileTopOfLibrary,
    Loyalty,
    MillCards,
    PayLife,
    PayMana,
    PutCounters,
    RemoveCounterFromChosen,
    RemoveCounters,
    RemoveCountersAndSacrifice,
    ReturnOne,
    ReturnSeveral,
    ReturnThis,
    RevealThisFromHand,
    SacrificeOne,
    SacrificeOneOf,
    SacrificeSeveral,
    SacrificeThis,
    TapThis,
    TapUntapped,
    UntapThis,
)
from arbiter.mtg.energy import PayEnergy, can_pay_energy, pay_energy
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.station import StationTap
from arbiter.mtg.layers import colors, has_keyword, is_creature, power, statics, supertypes, toughness
from arbiter.mtg.lki import TappedToStation
from arbiter.mtg.mana.pool import ManaCost, Potential, could_pay
from arbiter.mtg.model import (
    ActivatedAbility,
    AdditionalCostPerSymbol,
    CantPayCosts,
    Static,
)
from arbiter.mtg.objects.counters import add_counters, counters_forbidden, remove_counters
from arbiter.mtg.player_qualities import life_cant_change
from arbiter.mtg.state import GameObject, Lki, SacrificedObject
from arbiter.mtg.zones import discard, leaving_together, move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter


def _in_play(g: Game, kind: type[Static]) -> list[GameObject]:
    st = g.state
    return [st.objects[i] for i in st.grant_sources if any(isinstance(s, kind) for s in statics(g, st.objects[i]))]


def _forbidden_sacrifices(g: Game) -> tuple[Filter, ...]:
    """CR 118.3: the permanents that effects say can't be sacrificed to cast spells or activate
    abilities (Angel of Jubilation: creatures)."""
    found = _in_play(g, CantPayCosts)
    return tuple(s.sacrifice for o in found for s in statics(g, o) if isinstance(s, CantPayCosts)) if found else ()


def _cant_sacrifice(g: Game, o: GameObject) -> bool:
    return any(fits(g, f, o, o.controller) for f in _forbidden_sacrifices(g))


def extra_sacrifices(g: Game, cost: ManaCost | None, spells: bool) -> list[CostPart]:
    """CR 601.2f: additional costs per mana symbol of a color, from effects such as Drought's
    "Sacrifice a Swamp" for each {B} (hybrid symbols count, 107.4e)."""
    st = g.state
    if not st.grant_sources or cost is None:
        return []
    out: list[CostPart] = []
    for sid in st.grant_sources:
        for s in statics(g, st.objects[sid]):
            if isinstance(s, AdditionalCostPerSymbol) and s.spells == spells:
                symbol = s.color.value
                n = cost.colored["WUBRG".index(symbol)] + sum(1 for o in cost.other if symbol in o.split("/"))
                out.extend([s.part] * n)
    return out


def choices_needed(ability: ActivatedAbility, extra: list[CostPart] | None = None) -> list[CostPart]:
    """One entry per object the player must choose to pay the costs, in cost order."""
    out: list[CostPart] = []
    for c in (*ability.costs, *(extra or ())):
        if isinstance(c, SacrificeOne | ReturnOne | FromChosen):
            out.append(c)
        elif isinstance(c, TapUntapped | ExileFromGraveyard | Several) or (isinstance(c, DiscardCards) and c.chosen):
            out.extend([c] * (c.count or 0))
    return out


def exiled_value(g: Game, part: ExileFromHand, spell: int) -> int | None:
    """CR 107.3a, 202.3: the mana value the card exiled for "a red card with mana value X" must
    have — the X announced for the spell once it is on the stack; None: any (no X in the part, or
    the spell not yet cast: what could be chosen for some X)."""
    o = g.state.objects.get(spell)
    if not part.value_x or o is None or o.zone is not Zone.STACK:
        return None
    return o.x


def options(g: Game, part: CostPart, player: int, source: int, chosen: tuple[int, ...]) -> tuple[int, ...]:
    st = g.state
    if isinstance(part, DiscardCards):
        hand = st.players[player].hand
        return tuple(i for i in hand if i not in chosen and fits(g, part.what, st.objects[i], player))
    if isinstance(part, ExileFromGraveyard):
        graveyard = st.players[player].graveyard
        return tuple(i for i in graveyard if i not in chosen and fits(g, part.what, st.objects[i], player))
    if isinstance(part, ExileFromHand):
        from arbiter.mtg.objects.transform import mana_value

        hand = st.players[player].hand
        x = exiled_value(g, part, source)
        return tuple(
            i for i in hand
            if i not in chosen and i != source and fits(g, part.what, st.objects[i], player)
            and (x is None or mana_value(st.objects[i]) == x)
        )  # fmt: skip
    assert isinstance(part, SacrificeOne | ReturnOne | TapUntapped | Several | FromChosen)
    out = []
    forbidden = _forbidden_sacrifices(g) if isinstance(part, SacrificeOne | SacrificeSeveral) else ()
    for oid in st.battlefield:
        o = st.objects[oid]
        if oid in chosen or not (
            fits(g, part.what, o, player, source)
            or (isinstance(part, SacrificeOneOf) and any(fits(g, f, o, player, source) for f in part.also))
        ):
            continue  # CR 601.2h; for "tap an untapped …" summoning sickness doesn't matter (302.6)
        if forbidden and any(fits(g, f, o, player) for f in forbidden):
            continue
        if isinstance(part, TapSharingColor) and not shares_color(g, o, source):
            continue  # CR 702.78a: conspire taps creatures that share a color with the spell
        out.append(oid)
    return tuple(out)


def _at_random(g: Game, player: int, count: int) -> list[int]:
    """CR 701.9b: the game picks the discarded cards at random; a cost needs them all (118.3)."""
    from arbiter.core.rng import below

    st = g.state
    hand = list(st.players[player].hand)
    if len(hand) < count:
        raise IllegalAction(
            msg(
                "you have {hand_count} card(s) in hand: can't discard {count} at random",
                hand_count=len(hand),
                count=count,
            ),
            "118.3",
            "701.9b",
        )
    picked: list[int] = []
    for _ in range(count):
        rng, k = below(st.rng, len(hand))
        g.set(st, "rng", rng)
        picked.append(hand.pop(k))
    return picked


def _lki(g: Game, o: GameObject) -> SacrificedObject:
    """What a sacrificed permanent was as it last existed (CR 608.2h): colors, mana value (712.8e:
    a transformed permanent's is its front face's), power and toughness (those of a creature; 0
    otherwise)."""
    from arbiter.mtg.objects.transform import mana_value
    from arbiter.mtg.zones import known_together

    value = mana_value(o)
    known = known_together(g, o)  # CR 603.10a: leaving with others, as it was before any of them left
    if known is not None and known.look is not None:
        return SacrificedObject(known.look.colors, value, *(known.pt or (0, 0)), known.look.supertypes)
    kinds = supertypes(g, o)  # CR 205.4, 707.2: a copy of a legendary creature is legendary
    if not is_creature(g, o):
        return SacrificedObject(frozenset(colors(g, o)), value, supertypes=kinds)
    return SacrificedObject(frozenset(colors(g, o)), value, power(g, o), toughness(g, o), kinds)


def _sacrifice_together(g: Game, objs: list[GameObject], sacrificed: list[Lki]) -> None:
    """CR 701.21a, 603.10a, 608.2h: the permanents one cost part sacrifices ("Sacrifice two
    creatures") leave at once, each as it last existed before any of them left — read for the
    cost's own "the sacrificed creatures" and for their leaves-the-battlefield abilities."""
    sacrificed.extend(_lki(g, o) for o in objs)
    with leaving_together(g, objs):
        for o in objs:
            move(g, o, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")


def pay_life(g: Game, player: int, amount: int) -> None:
    """CR 119.4 / 118.3: pay life — only with enough life, and not where it is forbidden."""
    error = life_error(g, player, amount)
    if error is not None:
        raise error
    p = g.state.players[player]
    g.log(ev.LifeChanged("119.4", p.name, p.life, p.life - amount))
    g.set(p, "life", p.life - amount)


Several = SacrificeSeveral | ReturnSeveral  # "Sacrifice two artifacts": that many chosen (CR 601.2h)
# (a counter from, or -1/-1 counters on, a chosen permanent: one choice, 601.2h; blight: 701.68a)
FromChosen = RemoveCounterFromChosen | BlightChosen
CHOSEN_PARTS = (SacrificeOne, DiscardCards, ExileFromGraveyard)  # a spell's own additional costs the engine can ask for


def chosen_by_player(part: CostPart) -> bool:
    """Whether the player chooses an object to pay ``part`` of a spell's cost (CR 601.2h) — not
    life (119.4) nor cards discarded at random (the game picks them, 701.9b)."""
    return not isinstance(part, PayLife) and not (isinstance(part, DiscardCards) and part.at_random)


def discard_at_random(g: Game, player: int, part: CostPart) -> None:
    """CR 701.9b, 118.3: "discard N cards at random" as a cost: all of them, or the cost can't be paid."""
    assert isinstance(part, DiscardCards) and part.at_random
    st = g.state
    for oid in _at_random(g, player, part.count or 0):
        discard(g, st.objects[oid], "701.9b")  # (the game picked it, as a discard at random does)


def pay_extra(g: Game, extra: list[CostPart], chosen: tuple[int, ...]) -> list[SacrificedObject]:
    """Pay additional costs (Drought's sacrifices, a spell's "sacrifice a creature" or "discard a
    card") with the chosen objects (CR 601.2h); refuse if one is no longer there (118.3). Answers
    what the sacrificed permanents were as they last existed (608.2h)."""
    st = g.state
    sacrificed: list[SacrificedObject] = []
    for part, oid in zip(extra, chosen, strict=False):
        o = st.objects[oid]
        if isinstance(part, DiscardCards):
            if o.zone is not Zone.HAND:
                raise IllegalAction(
                    msg("{card} is no longer in your hand to discard", card=CardName(o.label)), "118.3", "601.2h"
                )
            discard(g, o)
            continue
        if isinstance(part, ExileFromGraveyard):
            if o.zone is not Zone.GRAVEYARD:  # (escape's "exile N other cards", 702.138a: one part per card)
                raise IllegalAction(
                    msg("{card} is no longer in your graveyard to exile", card=CardName(o.label)), "118.3", "601.2h"
                )
            move(g, o, Zone.EXILE, "601.2h", "is exiled to pay a cost and put")
            continue
        if isinstance(part, ExileFromHand):
            if o.zone is not Zone.HAND:
                raise IllegalAction(
                    msg("{card} is no longer in your hand to exile", card=CardName(o.label)), "118.3", "601.2h"
                )
            move(g, o, Zone.EXILE, "601.2h", "is exiled to pay a cost and put")
            continue
        if isinstance(part, TapUntapped):  # (conspire's creatures, 702.78a: one part per creature)
            tap_for_cost(g, o)
            continue
        if isinstance(part, ReturnOne):
            if o.zone is not Zone.BATTLEFIELD:
                raise IllegalAction(
                    msg("{card} is no longer on the battlefield to return", card=CardName(o.label)),
                    "118.3",
                    "601.2h",
                )
            move(g, o, Zone.HAND, "601.2h", "is returned to pay a cost and put")
            continue
        if o.zone is not Zone.BATTLEFIELD:
            raise IllegalAction(
                msg("{card} is no longer on the battlefield to sacrifice", card=CardName(o.label)),
                "118.3",
                "601.2h",
            )
        if isinstance(part, SacrificeOne) and _cant_sacrifice(g, o):
            raise IllegalAction(
                msg("creatures can't be sacrificed to cast spells (Angel of Jubilation)"), "118.3", "601.2h"
            )
        sacrificed.append(_lki(g, o))  # CR 608.2h: as it last existed
        move(g, o, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
    return sacrificed


def alternative_payable(g: Game, parts: tuple[CostPart, ...], player: int, spell: int) -> bool:
    """CR 118.3, 118.9: can ``player`` pay these parts of an alternative cost now — enough life
    (119.4), and enough objects to choose for each part (601.2h)? The spell itself is never one
    of them: it is on the stack by the time they are chosen (601.2a) — a card alone in its hand
    can't pay "discard a card"."""
    life = sum(p.amount for p in parts if isinstance(p, PayLife))
    if life and life_error(g, player, life) is not None:
        return False
    chosen = [p for p in parts if not isinstance(p, PayLife)]
    return all(len(options(g, p, player, spell, (spell,))) >= chosen.count(p) for p in set(chosen))


def part_error(
    g: Game, source: GameObject, part: CostPart, player: int, potential: Potential | None = None,
    *, mana_first: bool = False,
) -> IllegalAction | None:  # fmt: skip
    """CR 118.3: why one part of a cost can't be paid now (None: it can). Parts paid with chosen
    objects need enough of them to choose from (601.2h); a mana part is checked against
    ``potential`` — the pool and the mana the player could still make (601.2g) — when given.
    ``mana_first``: the cost is judged before its payment, and mana abilities may still be
    activated first (601.2g) — {Q} of an untapped permanent a mana ability could tap is payable."""
    name = source.card.name
    if isinstance(part, PayMana):
        if potential is None or could_pay(potential[0], potential[1], part.cost):
            return None
        return IllegalAction(
            msg("not enough mana, even with your mana abilities, to pay {cost}", cost=part.cost.text), "118.3"
        )
    if isinstance(part, TapThis):
        if source.tapped:
            return IllegalAction(msg("{name} is already tapped", name=CardName(name)), "118.3", "602.2b")
        return _sick_error(g, source, "602.5a")
    if isinstance(part, UntapThis):
        # CR 107.6: {Q} untaps the permanent; CR 302.6 applies to {Q} as to {T}
        if not source.tapped and not (mana_first and _tapped_for_mana_first(g, source, player)):
            return IllegalAction(msg("{name} is already untapped", name=CardName(name)), "118.3", "107.6")
        return _sick_error(g, source, "107.6")
    if isinstance(part, SacrificeOne | ReturnOne | TapUntapped | ExileFromGraveyard | Several | FromChosen) or (
        isinstance(part, DiscardCards) and part.chosen
    ):
        need = part.count if isinstance(part, TapUntapped | ExileFromGraveyard | DiscardCards | Several) else 1
        if len(options(g, part, player, source.id, ())) < (need or 0):
            return IllegalAction(msg('nothing can be chosen to pay "{text}"', text=part.text()), "118.3", "601.2h")
        return None
    if isinstance(part, DiscardCards) and part.at_random:
        n, held = part.count or 0, len(g.state.players[player].hand)
        if held < n:
            return IllegalAction(
                msg("you have {held} card(s) in hand: can't discard {n} at random", held=held, n=n), "118.3", "701.9b"
            )
        return None
    return _own_part_error(g, source, part, player)


def _own_part_error(g: Game, source: GameObject, part: CostPart, player: int) -> IllegalAction | None:
    """CR 118.3: the parts of a cost that act on the source itself, on counters or on life."""
    name = source.card.name
    if isinstance(part, ExileThisFromGraveyard) and source.zone is not Zone.GRAVEYARD:
        return IllegalAction(
            msg("{name} is no longer in your graveyard to be exiled", name=CardName(name)), "118.3", "113.6m"
        )
    if isinstance(part, ExileThis) and source.zone is not Zone.BATTLEFIELD:
        return IllegalAction(
            msg("{name} is no longer on the battlefield to be exiled", name=CardName(name)), "118.3", "602.2b"
        )
    if isinstance(part, ExileThisFromHand) and source.zone is not Zone.HAND:
        return IllegalAction(msg("{name} is not in your hand to be exiled", name=CardName(name)), "118.3", "602.2b")
    if isinstance(part, RevealThisFromHand) and source.zone is not Zone.HAND:
        return IllegalAction(msg("{name} is not in your hand to be revealed", name=CardName(name)), "118.3", "702.57b")
    if isinstance(part, DiscardThis) and source.zone is not Zone.HAND:
        return IllegalAction(msg("{name} is not in your hand to be discarded", name=CardName(name)), "118.3", "602.2b")
    if isinstance(part, SacrificeThis | RemoveCountersAndSacrifice) and source.zone is not Zone.BATTLEFIELD:
        return IllegalAction(
            msg("{name} is no longer on the battlefield to be sacrificed", name=CardName(name)), "118.3", "701.21a"
        )
    if isinstance(part, ReturnThis | ExertThis) and source.zone is not Zone.BATTLEFIELD:
        return IllegalAction(msg("{name} is no longer on the battlefield", name=CardName(name)), "118.3", "602.2b")
    if isinstance(part, MillCards | ExileTopOfLibrary) and len(g.state.players[player].library) < part.count:
        return IllegalAction(
            msg("your library has fewer than {n} card(s): the cost can't be paid", n=part.count),
            "118.3",
            "701.17b" if isinstance(part, MillCards) else "602.2b",
        )
    if isinstance(part, SacrificeThis) and _cant_sacrifice(g, source):
        return IllegalAction(
            msg("players can't sacrifice creatures to activate abilities (Angel of Jubilation)"), "118.3", "601.2h"
        )
    if isinstance(part, RemoveCounters | RemoveCountersAndSacrifice) and source.counter(part.kind) < part.count:
        return IllegalAction(
            msg(
                "{name} doesn't have {count} {kind} counter(s) to remove",
                name=CardName(name),
                count=part.count,
                kind=Term(part.kind),
            ),
            "118.3",
            "602.2b",
        )
    if (
        isinstance(part, PutCounters) and g.state.grant_sources and counters_forbidden(g, source, part.kind)
    ):  # CR 614.17b: a cost that includes an event that can't happen (a counter that can't be put) can't be paid
        return IllegalAction(
            msg(
                "{kind} counters can't be put on {name}, so the cost can't be paid", kind=part.kind, name=CardName(name)
            ),
            "614.17b",
            "118.3",
            "602.2b",
        )
    if isinstance(part, Loyalty) and part.amount < 0 and source.counter("loyalty") < -part.amount:
        # CR 606.6: a negative loyalty cost needs at least that many loyalty counters (606.4, 118.3)
        have = source.counter("loyalty")
        return IllegalAction(
            msg("{name} has only {have} loyalty: the cost can't be paid", name=CardName(name), have=have),
            "606.6",
            "606.4",
            "118.3",
        )
    if isinstance(part, PayLife):
        return life_error(g, player, part.amount)
    if isinstance(part, PayEnergy) and not can_pay_energy(g, player, part.amount):
        have = g.state.players[player].energy
        return IllegalAction(msg("you have only {have} energy: the cost can't be paid", have=have), "107.14", "118.3")
    if isinstance(part, CrewTap):
        total = crew_power(g, source, player)
        if total < part.power:
            return IllegalAction(
                msg("the creatures that could crew have total power {total} < {power}", total=total, power=part.power),
                "118.3",
            )
    return None


def crew_power(g: Game, source: GameObject, player: int) -> int:
    """CR 702.122a: the total power of the other untapped creatures that could crew ``source``
    (a creature with negative power adds nothing: it simply isn't tapped)."""
    st = g.state
    return sum(
        max(power(g, o), 0)
        for o in (st.objects[i] for i in st.battlefield)
        if o.controller == player and not o.tapped and o.id != source.id and is_creature(g, o)
    )


def cost_error(
    g: Game, source: GameObject, ability: ActivatedAbility, player: int, potential: Potential | None = None
) -> IllegalAction | None:
    """The one ruling on "can this activation cost be paid now?" (CR 118.3, 602.2b) — for
    activating, for mana abilities (605.3a) and for listing legal actions: the refusal for the
    first part that can't be, or None. The mana part is checked only with ``potential``. Parts
    paid with chosen objects need different objects (601.2h: "Sacrifice a creature, tap an
    untapped Elf" can't use one creature twice; nor the source, if its {T} is part of the cost)."""
    # CR 601.2g: "if the total cost includes a mana payment", mana abilities come before paying
    cost = ability.mana_cost
    mana_first = cost is not None and bool(cost.total or cost.x)
    for part in ability.costs:
        error = part_error(g, source, part, player, potential, mana_first=mana_first)
        if error is not None:
            return error
    if ability.needs_choices:
        # the source can't also pay a part its own {T} or discard uses up: "tap an untapped
        # creature" once it is tapped, "discard a card" once it is discarded — but it may be the
        # artifact returned for Master Transmuter's "{U}, {T}, Return an artifact you control"
        own: tuple[type[CostPart], ...] = ((TapUntapped,) if ability.taps else ()) + (
            (DiscardCards, ExileFromHand) if ability.from_hand else ()
        )
        if not choosable(g, choices_needed(ability), player, source.id, (), own):
            return IllegalAction(msg("not enough different objects can be chosen to pay the cost"), "118.3", "601.2h")
    return None


def _tapped_for_mana_first(g: Game, source: GameObject, player: int) -> bool:
    """CR 107.6, 601.2g–h, 605.3a: whether a mana ability ``player`` may activate while paying
    could tap the untapped ``source`` before its {Q} is paid — mana abilities are activated before
    the costs are paid, so {Q} may then untap it (:func:`~arbiter.mtg.mana.abilities.could_tap_for_mana`)."""
    from arbiter.mtg.mana.abilities import could_tap_for_mana

    return could_tap_for_mana(g, source, player)


def choosable(
    g: Game, parts: list[CostPart], player: int, source: int, chosen: tuple[int, ...],
    own: tuple[type[CostPart], ...] = (),
) -> bool:  # fmt: skip
    """Whether each part can get a different object, none of ``chosen``, nor the source for the
    parts of the kinds ``own`` (a small search: costs have few parts, and a part's first
    ``len(parts) + 1`` options are enough to try)."""
    if not parts:
        return True
    excluded = (*chosen, source) if own and isinstance(parts[0], own) else chosen
    return any(
        choosable(g, parts[1:], player, source, (*chosen, oid), own)
        for oid in options(g, parts[0], player, source, excluded)[: len(parts) + 1]
    )


def summoning_sick_error(g: Game, source: GameObject, ability: ActivatedAbility) -> IllegalAction | None:
    """CR 602.5a, 302.6: a creature's ability with {T} or {Q} in its cost can't be activated while
    the creature is summoning sick — a restriction on activating, so it's asked as the ability is
    announced (602.2a), before its targets are chosen, not only when the cost is paid (602.2b)."""
    if not source.sick:
        return None
    for part in ability.costs:
        if isinstance(part, TapThis | UntapThis):
            return _sick_error(g, source, "602.5a" if isinstance(part, TapThis) else "107.6")
    return None


def _sick_error(g: Game, source: GameObject, rule: str) -> IllegalAction | None:
    """CR 302.6: a creature's {T} or {Q} cost needs it under its controller's control
    continuously since their most recent turn began (or haste, 702.10b)."""
    if source.sick and is_creature(g, source) and not has_keyword(g, source, "haste"):
        return IllegalAction(
            msg(
                "{card} has summoning sickness: it hasn't been under your control since your turn began",
                card=CardName(source.label),
            ),
            "302.6",
            rule,
        )
    return None


def life_error(g: Game, player: int, amount: int) -> IllegalAction | None:
    """CR 119.4 / 118.3: life is paid only with enough life, and not where it is forbidden."""
    p = g.state.players[player]
    if any(s.life for o in _in_play(g, CantPayCosts) for s in statics(g, o) if isinstance(s, CantPayCosts)):
        return IllegalAction(
            msg("players can't pay life to cast spells or activate abilities (Angel of Jubilation)"), "118.3", "601.2h"
        )
    if p.life < amount:
        return IllegalAction(
            msg("you can't pay {amount} life with {life} life", amount=amount, life=p.life), "119.4", "118.3"
        )
    if amount > 0 and g.state.lasting and life_cant_change(g, player):
        return IllegalAction(msg("you can't pay life: your life total can't change"), "119.8", "118.3")
    return None


def pay(g: Game, source: GameObject, ability: ActivatedAbility, player: int, chosen: tuple[int, ...]) -> list[Lki]:
    """Pay every non-mana part of the cost (601.2h), or refuse the whole action (118.3): each part
    is judged by :func:`part_error` (chosen objects: each must still be there). Returns the colors
    of the creatures sacrificed, as they last existed (608.2h)."""
    picks = list(chosen)
    sacrificed: list[Lki] = []
    for c in ability.costs:
        if isinstance(c, RemoveCounterFromChosen):
            _remove_chosen_counter(g, c, picks.pop(0))
            continue
        if isinstance(c, BlightChosen):
            _blight(g, c, picks.pop(0))
            continue
        if isinstance(c, SacrificeOne | ReturnOne | TapUntapped | ExileFromGraveyard | DiscardCards | Several):
            seen = returned_attacker(g, source, c, picks[0]) if picks else None
            if seen is not None:
                sacrificed.append(seen)  # CR 702.49c, 608.2h: what the returned creature attacked
            _pay_chosen(g, c, player, picks, sacrificed)
            continue
        if isinstance(c, PayMana | CrewTap):
            continue  # mana is paid from the pool, crew by the creatures chosen (601.2h)
        error = part_error(g, source, c, player)
        if error is not None:
            raise error
        _pay_own(g, source, c, player, sacrificed)
    return sacrificed


def _pay_own(g: Game, source: GameObject, c: CostPart, player: int, sacrificed: list[Lki]) -> None:
    """Pay one part that acts on the source itself, counters or life (already judged payable)."""
    name = source.card.name
    if isinstance(c, TapThis):
        g.set(source, "tapped", True)
        g.log(ev.Tapped("602.2b", source.id, name))
    elif isinstance(c, UntapThis):
        g.set(source, "tapped", False)
        g.log(ev.BecameUntapped("107.6", source.id, name))
    elif isinstance(c, ExileThisFromGraveyard):
        move(g, source, Zone.EXILE, "602.2b", "is exiled from the graveyard as a cost and put")
    elif isinstance(c, ExileThis):
        move(g, source, Zone.EXILE, "602.2b", "is exiled as a cost and put")
    elif isinstance(c, ExileThisFromHand):
        move(g, source, Zone.EXILE, "602.2b", "is exiled from the hand as a cost and put")
    elif isinstance(c, DiscardThis):
        discard(g, source)
    elif isinstance(c, RevealThisFromHand):  # CR 702.57b: shown to all; it stays in the hand
        g.log(
            ev.EffectCreated(
                "702.57b", source.label, msg("is revealed from its owner's hand to pay a cost"), (source.id,)
            )
        )
    elif isinstance(c, SacrificeThis):
        sacrificed.append(_lki(g, source))
        move(g, source, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
    elif isinstance(c, PayLife):
        pay_life(g, player, c.amount)
    elif isinstance(c, ReturnThis):
        move(g, source, Zone.HAND, "602.2b", "is returned as a cost")
    elif isinstance(c, ExertThis):
        g.set(source, "skip_untaps", max(source.skip_untaps, 1))  # CR 701.43a–b
        g.log(ev.Exerted("701.43a", source.id, source.label))
    elif isinstance(c, MillCards | ExileTopOfLibrary):
        _from_library(g, player, c)
    elif isinstance(c, PayEnergy):
        pay_energy(g, player, c.amount)  # CR 107.14
    elif isinstance(c, RemoveCountersAndSacrifice):
        remove_counters(g, source, c.kind, c.count, "602.2b")
        sacrificed.append(_lki(g, source))
        move(g, source, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
    elif isinstance(c, RemoveCounters):
        remove_counters(g, source, c.kind, c.count, "602.2b")
    elif isinstance(c, PutCounters):
        add_counters(g, source, c.kind, c.count, "602.2b", by_effect=False)
    elif isinstance(c, Loyalty):
        # CR 606.4: put on or remove loyalty counters
        if c.amount >= 0:
            add_counters(g, source, "loyalty", c.amount, "606.4", by_effect=False)
        else:
            remove_counters(g, source, "loyalty", -c.amount, "606.4")


def _pay_chosen(
    g: Game,
    c: SacrificeOne | ReturnOne | TapUntapped | ExileFromGraveyard | DiscardCards | Several,
    player: int,
    picks: list[int],
    sacrificed: list[Lki],
) -> None:
    """Pay one part with the objects chosen for it (601.2h); each must still be there (118.3)."""
    st = g.state
    if isinstance(c, TapUntapped):
        for _ in range(c.count):
            tapped = st.objects[picks.pop(0)]
            tap_for_cost(g, tapped)
            if isinstance(c, StationTap):  # CR 702.184a: "the tapped creature's power"
                sacrificed.append(TappedToStation(tapped.id, tapped.zcc, power(g, tapped)))
    elif isinstance(c, ExileFromGraveyard):
        for _ in range(c.count):
            o = st.objects[picks.pop(0)]
            if o.zone is not Zone.GRAVEYARD:
                raise IllegalAction(
                    msg("{card} is no longer in your graveyard", card=CardName(o.label)), "118.3", "601.2h"
                )
            move(g, o, Zone.EXILE, "601.2h", "is exiled as a cost and put")
    elif isinstance(c, SacrificeOne | ReturnOne | Several):
        objs = [st.objects[picks.pop(0)] for _ in range(c.count if isinstance(c, Several) else 1)]
        for o in objs:
            if o.zone is not Zone.BATTLEFIELD:
                raise IllegalAction(
                    msg("{card} is no longer on the battlefield", card=CardName(o.label)), "118.3", "601.2h"
                )
        if isinstance(c, SacrificeOne | SacrificeSeveral):
            _sacrifice_together(g, objs, sacrificed)
        else:
            for o in objs:
                move(g, o, Zone.HAND, "601.2h", "is returned")
    else:
        hand = st.players[player].hand
        if c.at_random:
            cards = _at_random(g, player, c.count or 0)
        else:
            cards = list(hand) if c.count is None else [picks.pop(0) for _ in range(c.count)]
        for oid in cards:
            discard(g, st.objects[oid], "701.9b" if c.at_random else "701.9a")  # (at random: the game picked it)


def _from_library(g: Game, player: int, c: MillCards | ExileTopOfLibrary) -> None:
    """CR 701.17a (mill) / 602.2b: the top cards of the player's library, one at a time — those on
    top as the cost is paid (a milled card shuffled back in, 614.1a, changes none of the others)."""
    st = g.state
    for oid in st.players[player].library[: c.count]:
        if isinstance(c, MillCards):
            move(g, st.objects[oid], Zone.GRAVEYARD, "701.17a", "is milled as a cost and put")
        else:
            move(g, st.objects[oid], Zone.EXILE, "602.2b", "is exiled as a cost and put")


def _blight(g: Game, c: BlightChosen, oid: int) -> None:
    """CR 701.68a, 601.2h, 118.3: N -1/-1 counters on the chosen creature — it must still be there."""
    from arbiter.mtg.objects.counters import add_counters

    o = g.state.objects[oid]
    if o.zone is not Zone.BATTLEFIELD:
        raise IllegalAction(msg('nothing can be chosen to pay "{text}"', text=c.text()), "118.3", "701.68b")
    add_counters(g, o, "-1/-1", c.count, "701.68a", by_effect=False)


def _remove_chosen_counter(g: Game, c: RemoveCounterFromChosen, oid: int) -> None:
    """CR 601.2h, 118.3: remove a counter from the chosen permanent — it must still have one."""
    o = g.state.objects[oid]
    if o.zone is not Zone.BATTLEFIELD or o.counter(c.kind) < 1:
        raise IllegalAction(
            msg("{card} no longer has a {kind} counter to remove", card=CardName(o.label), kind=Term(c.kind)),
            "118.3",
            "601.2h",
        )
    remove_counters(g, o, c.kind, 1, "602.2b")


def tap_for_cost(g: Game, o: GameObject, rule: str = "601.2h", refusal: Text | None = None) -> None:
    """CR 601.2h, 118.3: tap a chosen untapped permanent to pay a cost — it must still be one.
    ``rule``: the rule the tapping follows (crew: 702.122b); ``refusal``: what to say when it can't."""
    if o.tapped or o.zone is not Zone.BATTLEFIELD:
        said = refusal or msg("{card} is no longer an untapped permanent to tap", card=CardName(o.label))
        raise IllegalAction(said, "118.3", "601.2h")
    g.set(o, "tapped", True)
    g.log(ev.Tapped(rule, o.id, o.label))
