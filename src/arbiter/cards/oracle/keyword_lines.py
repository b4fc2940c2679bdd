"""Keyword abilities printed as a line of their own, with a cost or a number (CR 702): "Equip
{2}", "Cycling {2}", "Swampcycling {2}", "Echo {3}{R}", "Crew 3", "Bushido 1", "Flashback {2}{R}",
"Kicker {1}{G}", "Persist", "Soulshift 4", … — each compiled into the ability it stands for;
and two lines of their own shape: exert (701.43d) and boast (702.142a).

A production answers the abilities of the line, or None: the next production is tried (a cost
the engine can't pay yet, say), and at the end the line is read as an activated ability."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from arbiter.cards.oracle.activated import activated_ability
from arbiter.cards.oracle.effects import parse_effects
from arbiter.cards.oracle.exile_cast_lines import EXILE_CAST_LINE, exile_cast_line
from arbiter.cards.oracle.gift_lines import gift_line
from arbiter.cards.oracle.graveyard_cast_lines import GRAVEYARD_LINE, graveyard_cast_line
from arbiter.cards.oracle.paid_keyword_lines import exiled_for_less, paid_keyword_line
from arbiter.cards.oracle.stations import station_keyword
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.costs.ninjutsu import NINJUTSU_RETURN
from arbiter.mtg.costs.parts import CrewTap, DiscardThis, PayMana, TapThis
from arbiter.mtg.effects.keywords import TransmuteSearch
from arbiter.mtg.effects.library import BASIC_LAND
from arbiter.mtg.effects.optional import RECOVER, MayPayThen
from arbiter.mtg.effects.zones import ExileIt
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.casting_keywords import AlternativeCost, Splice
from arbiter.mtg.ir.conditions import SourceIs
from arbiter.mtg.ir.deck_construction import deck_rule_line
from arbiter.mtg.ir.dredge import Dredge
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.prototype import Prototype
from arbiter.mtg.ir.refs import objects
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import (
    Ability,
    ActivatedAbility,
    AsTurnedFaceUp,
    AttachThis,
    BecomeArtifactCreature,
    Draw,
    Effect,
    Entwine,
    ExertAsItAttacks,
    Flashback,
    Kicker,
    MayDo,
    ModifyPT,
    Morph,
    Offering,
    PutCounters,
    RampageBonus,
    Ref,
    ReturnFromGraveyard,
    ReturnWithCounter,
    SacrificeThisUnlessPay,
    SearchLibrary,
    Suspend,
    TargetSpec,
    TriggeredAbility,
    Unsupported,
)
from arbiter.mtg.objects.creature_types import CREATURE_TYPES

_COST = r"((?:\{[^}]+\})+)"
_SNEAK_RETURN = (NINJUTSU_RETURN,)  # CR 702.190a: "returning an unblocked creature you control to its owner's hand"


@dataclass(frozen=True, slots=True)
class LineProduction:
    """A whole line matching ``pattern`` → its abilities, or None (not this keyword after all)."""

    pattern: re.Pattern[str]
    build: Callable[[re.Match[str]], list[Ability] | None]


def _line(pattern: str, build: Callable[[re.Match[str]], list[Ability] | None]) -> LineProduction:
    return LineProduction(re.compile(pattern), build)


def _plain_cost(text: str) -> ManaCost | None:
    """A keyword's mana cost, if the engine can pay it (no X, no unusual symbols)."""
    cost = ManaCost.parse(text)
    return cost if cost is not None and not cost.other and not cost.x else None


def persist_or_undying(line: str) -> list[Ability] | None:
    """CR 702.79a / 702.93a: "When this permanent is put into a graveyard from the battlefield, if
    it had no -1/-1 (+1/+1) counters on it, return it … with a -1/-1 (+1/+1) counter on it."."""
    if line not in ("Persist", "Undying"):
        return None
    kind = "-1/-1" if line == "Persist" else "+1/+1"
    back = (ReturnWithCounter(kind),)
    condition = f"it had no {kind} counters on it"
    return [TriggeredAbility("to graveyard from battlefield", back, (), condition, keyword_text=line)]


def _exert(m: re.Match[str]) -> list[Ability] | None:
    """CR 701.43d: an optional cost to attack, and the "when you do" ability linked to it ("If ~
    hasn't been exerted this turn, …": not offered again in a later combat of the turn)."""
    exert = ExertAsItAttacks(unless_exerted=m.group(1) is not None)
    if m.group(2) is None:
        return [exert]
    body = m.group(2)
    parsed = parse_effects(body[0].upper() + body[1:], it="self")
    if parsed is None:
        return None
    linked = TriggeredAbility("exerted", tuple(parsed[0]), tuple(parsed[1]), None, "When you do", joined=True)
    return [exert, linked]


def _boast(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.142a: "[Cost]: [Effect]. Activate only if this creature attacked this turn and only
    once each turn."."""
    base = activated_ability(m.group(1), m.group(2))
    if base is None or base.once_each_turn or base.only_if is not None or base.modes or base.is_mana:
        return [Unsupported(m.string)]
    if base.instructions:
        return [Unsupported(m.string)]
    attacked = SourceIs("this creature attacked this turn", "attacked this turn")
    return [replace(base, once_each_turn=True, only_if=attacked, boast=True)]


def _power_up(m: re.Match[str]) -> list[Ability] | None:
    """ "Power-up — [Cost]: [Effect]" (its reminder text: "Activate each power-up ability only once.
    Reduce the cost by its mana cost if it entered this turn." — CR 602.5b, 601.2f, 118.7a–c)."""
    base = activated_ability(m.group(1), m.group(2))
    plain = base is not None and not (base.once_each_turn or base.only_if or base.modes or base.is_mana)
    if base is None or not plain or base.sorcery_speed or base.per_turn or base.from_hand or base.instructions:
        return [Unsupported(m.string)]
    return [replace(base, power_up=True)]


def _exhaust(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.177a: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once."."""
    base = activated_ability(m.group(1), m.group(2))
    if base is None or base.once or base.modes or base.power_up:
        return [Unsupported(m.string)]
    return [replace(base, exhaust=True, once=True)]


def _forecast(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.57a–b: "Forecast — [Activated ability]", activated only from the hand, only during its
    owner's upkeep and only once each turn; the card is revealed as the ability is activated."""
    base = activated_ability(m.group(1), m.group(2))
    if base is None or base.once_each_turn or base.instructions or base.modes or base.is_mana or base.your_turn:
        return [Unsupported(m.string)]
    upkeep = replace(base, from_hand=True, window="during your upkeep", once_each_turn=True, forecast=True)
    return [upkeep]


def _equip(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."."""
    cost = _plain_cost(m.group(1))
    if cost is None:
        return None
    spec = TargetSpec("creature you control", objects("creature you control", frozenset({CardType.CREATURE}), "you"))
    attach = (AttachThis(Ref("target", 0)),)
    return [ActivatedAbility((PayMana(cost),), attach, (spec,), sorcery_speed=True, keyword_text=m.string)]


def _equip_quality(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.6c: "Equip [quality] [creature] [cost]" may target only a creature the activating
    player controls that has the quality (a creature type, "legendary", "creature token"); what
    it may be attached to isn't restricted."""
    cost = _plain_cost(m.group(2))
    if cost is None:
        return None
    quality = m.group(1)
    what = Filter(quality, frozenset({CardType.CREATURE}), controller="you")
    if quality == "legendary creature":
        what = replace(what, supertypes=frozenset({"Legendary"}))
    elif quality == "creature token":
        what = replace(what, token=True)
    elif quality in CREATURE_TYPES:
        what = replace(what, subtypes=frozenset({quality}))
    else:
        return None  # "Equip commander": no commander in the games the engine plays
    spec = TargetSpec(f"{quality} you control", what)
    attach = (AttachThis(Ref("target", 0)),)
    return [ActivatedAbility((PayMana(cost),), attach, (spec,), sorcery_speed=True, keyword_text=m.string)]


def _outlast(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature.
    Activate only as a sorcery."."""
    cost = _plain_cost(m.group(1))
    if cost is None:
        return None
    grow = (PutCounters("+1/+1", 1, Ref("this")),)
    return [ActivatedAbility((PayMana(cost), TapThis()), grow, sorcery_speed=True, keyword_text=m.string)]


def _reinforce(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on
    target creature." — activated from the hand (702.77b)."""
    cost = _plain_cost(m.group(2))
    if cost is None:
        return None
    creature = TargetSpec("creature", objects("creature", frozenset({CardType.CREATURE})))
    grow = (PutCounters("+1/+1", int(m.group(1)), Ref("target", 0)),)
    costs = (PayMana(cost), DiscardThis())
    return [ActivatedAbility(costs, grow, (creature,), keyword_text=m.string, from_hand=True)]


def _recover(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.59a: "When a creature is put into your graveyard from the battlefield, you may pay
    [cost]. If you do, return this card from your graveyard to your hand. Otherwise, exile this
    card." — it triggers only while the card is in its owner's graveyard."""
    cost = _plain_cost(m.group(1))
    if cost is None:
        return None
    card = Ref("subject")  # the recover card, as the object it was when the ability triggered (400.7)
    pay = MayPayThen(cost, ReturnFromGraveyard(card), otherwise=ExileIt(card))
    when = "When a creature is put into your graveyard from the battlefield"
    return [TriggeredAbility(RECOVER, (pay,), trigger_text=when, keyword_text=m.string)]


def _level_up(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.87a: "[Cost]: Put a level counter on this permanent. Activate only as a sorcery."."""
    cost = _plain_cost(m.group(1))
    if cost is None:
        return None
    level = (PutCounters("level", 1, Ref("this")),)
    return [ActivatedAbility((PayMana(cost),), level, sorcery_speed=True, keyword_text=m.string)]


def _cycling(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.29a: "[Cost], Discard this card: Draw a card." — from the hand."""
    cost = _plain_cost(m.group(1))
    if cost is None:
        return None
    draw = (Draw(1, Ref("you")),)
    return [ActivatedAbility((PayMana(cost), DiscardThis()), draw, keyword_text=m.string, from_hand=True)]


def _typecycling(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library
    for a [type] card, reveal it, put it into your hand, then shuffle."."""
    cost = _plain_cost(m.group(2))
    if cost is None:
        return None
    kind = m.group(1)
    if kind == "Basic land":
        search = SearchLibrary(1, False, BASIC_LAND, reveal="reveal it, ")
    else:
        what = Filter(kind, subtypes=frozenset({kind}), zone=Zone.LIBRARY)
        search = SearchLibrary(1, False, what, reveal="reveal it, ")
    return [ActivatedAbility((PayMana(cost), DiscardThis()), (search,), keyword_text=m.string, from_hand=True)]


def _transmute(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.53a: "[Cost], Discard this card: Search your library for a card with the same mana
    value as the discarded card, reveal that card, and put it into your hand. Then shuffle your
    library. Activate only as a sorcery." — from the hand."""
    cost = _plain_cost(m.group(1))
    if cost is None:
        return None
    costs = (PayMana(cost), DiscardThis())
    search = (TransmuteSearch(),)
    return [ActivatedAbility(costs, search, sorcery_speed=True, keyword_text=m.string, from_hand=True)]


def _soulshift(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.46a: "When this permanent is put into a graveyard from the battlefield, you may
    return target Spirit card with mana value N or less from your graveyard to your hand."."""
    n = int(m.group(1))
    noun = f"Spirit card with mana value {n} or less from your graveyard"
    spirit = Filter(noun, subtypes=frozenset({"Spirit"}), controller="you", zone=Zone.GRAVEYARD, max_value=n)
    spec = TargetSpec(noun, spirit)
    shift: tuple[Effect, ...] = (MayDo(ReturnFromGraveyard(Ref("target", 0))),)
    return [TriggeredAbility("to graveyard from battlefield", shift, (spec,), keyword_text=m.string)]


def _echo(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.30a: "At the beginning of your upkeep, if this permanent came under your control
    since the beginning of your last upkeep, sacrifice it unless you pay [cost]."."""
    cost = _plain_cost(m.group(1))
    if cost is None:
        return None
    pay = (SacrificeThisUnlessPay(cost, "this permanent"),)
    return [TriggeredAbility("upkeep", pay, (), "echo", keyword_text=m.string)]


def _crew(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.122a: "Tap any number of other untapped creatures you control with total power N
    or greater: This permanent becomes an artifact creature until end of turn."."""
    return [ActivatedAbility((CrewTap(int(m.group(1))),), (BecomeArtifactCreature(),), keyword_text=m.string)]


def _bushido_rampage(m: re.Match[str]) -> list[Ability] | None:
    n = int(m.group(2))
    if m.group(1) == "Bushido":
        # CR 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
        pump = (ModifyPT(n, n, Ref("this")),)
        return [
            TriggeredAbility("blocks", pump, keyword_text=m.string),
            TriggeredAbility("becomes blocked", pump, keyword_text=""),
        ]
    # CR 702.23a: "… it gets +N/+N until end of turn for each creature blocking it beyond the first."
    return [TriggeredAbility("becomes blocked", (RampageBonus(n),), keyword_text=m.string)]


def _prototype(m: re.Match[str]) -> list[Ability] | None:
    """CR 702.160a, 718.2: "Prototype [mana cost] — [power]/[toughness]"."""
    cost = _plain_cost(m.group(1))
    return [Prototype(cost, int(m.group(2)), int(m.group(3)))] if cost is not None else None


def _deck_rule(m: re.Match[str]) -> list[Ability] | None:
    """CR 113.6n: a rule for building decks, which does nothing in the game (903.3a, 100.2a)."""
    rule = deck_rule_line(m.string)
    return [rule] if rule is not None else None


def _costed(
    make: Callable[[re.Match[str], ManaCost], Ability], at: int = 1
) -> Callable[[re.Match[str]], list[Ability] | None]:
    """A keyword whose only parameter is a mana cost (group ``at``)."""

    def build(m: re.Match[str]) -> list[Ability] | None:
        cost = _plain_cost(m.group(at))
        return [make(m, cost)] if cost is not None else None

    return build


KEYWORD_LINES: tuple[LineProduction, ...] = (
    _line(
        r"(?:You may exert ~|(If ~ hasn't been exerted this turn), you may exert it) as it attacks\."
        r"(?: When you do, (.+))?",
        _exert,
    ),
    _line(r"Boast — ([^:]+): (.+)", _boast),
    _line(r"Station", lambda m: station_keyword()),  # CR 702.184a
    _line(rf"Prototype {_COST} — (\d+)/(\d+)", _prototype),  # CR 702.160a
    _line(r"Power-up — ([^:]+): (.+)", _power_up),
    _line(r"Exhaust — ([^:]+): (.+)", _exhaust),
    _line(r"Forecast — ([^:]+, Reveal ~ from your hand): (.+)", _forecast),
    _line(rf"Equip {_COST}", _equip),
    _line(rf"Equip (legendary creature|creature token|[A-Z][a-z]+) {_COST}", _equip_quality),
    _line(rf"Outlast {_COST}", _outlast),
    _line(rf"Recover {_COST}", _recover),
    _line(rf"Reinforce (\d+)\u2014{_COST}", _reinforce),
    _line(rf"Level up {_COST}", _level_up),
    _line(rf"Cycling {_COST}", _cycling),
    _line(rf"(Basic land|Plains|Island|Swamp|Mountain|Forest|Desert)cycling {_COST}", _typecycling),
    _line(r"Soulshift (\d+)", _soulshift),
    _line(rf"Transmute {_COST}", _transmute),
    _line(rf"Echo {_COST}", _echo),
    _line(r"Crew (\d+)", _crew),
    _line(r"(Bushido|Rampage) (\d+)", _bushido_rampage),
    _line(r"Dredge (\d+)", lambda m: [Dredge(int(m.group(1)))]),  # CR 702.52a
    _line(rf"Flashback {_COST}", _costed(lambda m, cost: Flashback(cost))),  # CR 702.34a
    _line(rf"(Morph|Megamorph) {_COST}", _costed(lambda m, cost: Morph(cost, m.group(1) == "Megamorph"), 2)),
    _line(rf"Suspend (\d+)\u2014{_COST}", _costed(lambda m, cost: Suspend(int(m.group(1)), cost), 2)),  # 702.62a
    _line(
        r"As ~ is turned face up, put (a|two|three|four|five|six) (\+1/\+1) counters? on it\.",
        lambda m: [AsTurnedFaceUp(m.group(2), NUMBERS[m.group(1)])],
    ),  # CR 708.11
    _line(rf"Entwine {_COST}", _costed(lambda m, cost: Entwine(cost))),  # CR 702.42a
    _line(
        rf"Sneak {_COST}", _costed(lambda m, cost: AlternativeCost("sneak", cost, m.string, parts=(NINJUTSU_RETURN,)))
    ),
    _line(rf"Splice onto (Arcane|instant or sorcery) {_COST}", _costed(lambda m, cost: Splice(m.group(1), cost), 2)),
    _line(r"([A-Z][a-z]+) offering", lambda m: [Offering(m.group(1))]),  # CR 702.48a
    _line(r"~ can be your commander\.|A deck can have any number of cards named ~\.", _deck_rule),  # CR 113.6n
    _line(rf"(Kicker|Multikicker) {_COST}", _costed(lambda m, cost: Kicker(cost, m.group(1) == "Multikicker"), 2)),
    _line(GRAVEYARD_LINE, lambda m: graveyard_cast_line(m.string)),  # CR 702.81a, 702.133a, 702.138a, 702.141a
    _line(r"(?:Offspring|Squad|Replicate|Casualty) .+|Bargain", lambda m: paid_keyword_line(m.string)),  # 702.175a…
    _line(
        r"As an additional cost to cast ~, you may exile any number of .+ exiled this way\.",
        lambda m: exiled_for_less(m.string),
    ),  # CR 601.2b, 601.2f: the Marches
    _line(EXILE_CAST_LINE, lambda m: exile_cast_line(m.string)),  # CR 702.143a, 702.170a, 702.185a
    _line(r"Gift an? [A-Za-z ]+", lambda m: gift_line(m.string)),  # CR 702.174a
)


def keyword_line_ability(line: str) -> list[Ability] | None:
    """The abilities of a keyword line of :data:`KEYWORD_LINES`, or None."""
    for production in KEYWORD_LINES:
        m = production.pattern.fullmatch(line)
        if m is not None:
            abilities = production.build(m)
            if abilities is not None:
                return abilities
    return None
