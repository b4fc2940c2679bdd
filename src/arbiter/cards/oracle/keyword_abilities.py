"""Keyword abilities that stand for triggered abilities and replacement effects (CR 702): the
keyword line compiles into the abilities the rules say it means; the first renders the keyword
and the others render nothing (``keyword_text=""``), so the card's text round-trips."""

from __future__ import annotations

import re

from arbiter.cards.oracle.alternative_costs import alternative_cost
from arbiter.cards.oracle.backup import backup_ability
from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.cost_keywords import cost_keyword
from arbiter.cards.oracle.costs import alternative_parts
from arbiter.cards.oracle.counter_choice import counter_choice_keyword
from arbiter.cards.oracle.exile_cast_lines import hybrid_only
from arbiter.cards.oracle.late_keywords import late_keyword
from arbiter.cards.oracle.nouns import grouped
from arbiter.cards.oracle.permanent_keywords import permanent_keyword
from arbiter.mtg.condition_check import ASSASSIN_COMBAT_DAMAGE
from arbiter.mtg.costs.parts import ExileThisFromGraveyard, PayMana
from arbiter.mtg.effects.attack_keywords import EnlistBonus, IngestExile, MobilizeTokens, MyriadCopies
from arbiter.mtg.effects.copies import DemonstrateCopies, GravestormCopies, StormCopies
from arbiter.mtg.effects.keywords import (
    Cascade,
    CumulativeUpkeep,
    Designate,
    ForMirrodin,
    JobSelect,
    LivingWeapon,
    MoveCountersFromSource,
    RemoveCounterOrSacrifice,
    Ripple,
    ScavengeCounters,
    TokenCopyOfExiledCard,
    Unearth,
)
from arbiter.mtg.effects.life import LifeChange
from arbiter.mtg.effects.melee import MeleeBonus
from arbiter.mtg.enums import CardType, Color, Zone
from arbiter.mtg.ir.casting_keywords import AlternativeCost, Buyback, Madness, Miracle
from arbiter.mtg.ir.conditions import SourceIs, ThisTurn
from arbiter.mtg.ir.impending import IMPENDING, IMPENDING_IF, IMPENDING_PAID, NotCreatureWhileImpending
from arbiter.mtg.ir.refs import TARGET_CREATURE
from arbiter.mtg.ir.selectors import Chosen, Each
from arbiter.mtg.keywords.increment import INCREMENT_IF
from arbiter.mtg.keywords.triggers import DETHRONE_EVENT, TRAINING_EVENT
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import (
    Ability,
    ActivatedAbility,
    CreateToken,
    Draw,
    EntersWithCounters,
    Filter,
    Keyword,
    MayCostThen,
    MayDo,
    ModifyPT,
    PutCounters,
    Ref,
    RemoveCountersFrom,
    Sacrifice,
    SacrificeIt,
    TargetSpec,
    TriggeredAbility,
)

_PERMANENT_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER}
)
_ARTIFACT_CREATURE = TargetSpec(
    "artifact creature",
    Filter("artifact creature", frozenset({CardType.CREATURE}), frozenset({CardType.ARTIFACT}), zone=Zone.BATTLEFIELD),
)
_UPKEEP = "At the beginning of your upkeep"


NUMBERED = r"(Bloodthirst|Fading|Vanishing|Modular|Renown|Fabricate|Afterlife|Annihilator|Afflict|Ripple) (\d+)"


def keyword_abilities(line: str) -> list[Ability] | None:
    """The abilities a keyword line with a number stands for, or None if it isn't one of them."""
    m = re.fullmatch(NUMBERED, line)
    if m is not None:
        return _numbered(m.group(1), int(m.group(2)), line)
    backup = backup_ability(line)
    if backup is not None:
        return backup  # CR 702.165a
    counter_choice = counter_choice_keyword(line)
    if counter_choice is not None:
        return counter_choice  # CR 702.98a unleash, 702.136a riot
    m = re.fullmatch(r"Mobilize (\d+)", line)
    if m is not None:
        # CR 702.181a: "Whenever this creature attacks, create N 1/1 red Warrior creature tokens. Those
        # tokens enter tapped and attacking. Sacrifice them at the beginning of the next end step."
        mobilize = (MobilizeTokens(int(m.group(1))),)
        return [TriggeredAbility("attacks", mobilize, trigger_text="Whenever ~ attacks", keyword_text=line)]
    m = re.fullmatch(r"(Embalm|Eternalize|Scavenge) ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(2))
        if cost is None or cost.other or cost.x:
            return None
        exile = (PayMana(cost), ExileThisFromGraveyard())
        if m.group(1) == "Scavenge":
            # CR 702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1
            # counters equal to the power of the card you exiled on target creature. Activate only
            # as a sorcery."
            spec = TARGET_CREATURE
            scavenge = (ScavengeCounters(Ref("target", 0)),)
            return [
                ActivatedAbility(exile, scavenge, (spec,), sorcery_speed=True, from_graveyard=True, keyword_text=line)
            ]
        # CR 702.128a / 702.129a: "[Cost], Exile this card from your graveyard: Create a token that's
        # a copy of this card, except … Activate only as a sorcery."
        copy = (TokenCopyOfExiledCard(m.group(1).lower()),)
        return [ActivatedAbility(exile, copy, sorcery_speed=True, from_graveyard=True, keyword_text=line)]
    m = re.fullmatch(r"Unearth ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(1))
        if cost is None or cost.other or cost.x:
            return None
        # CR 702.84a: "[Cost]: Return this card from your graveyard to the battlefield. It gains
        # haste. Exile it at the beginning of the next end step. If it would leave the
        # battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery."
        return [
            ActivatedAbility((PayMana(cost),), (Unearth(),), sorcery_speed=True, from_graveyard=True, keyword_text=line)
        ]
    if line == "Increment" or line.startswith("Impending "):
        return _increment_or_impending(line)
    m = re.fullmatch(r"(Evoke|Dash|Spectacle|Surge|Buyback|Blitz|Freerunning|Web-slinging) ((?:\{[^}]+\})+)", line)
    if m:
        return _casting_option(m.group(1), m.group(2), line)
    alternative = alternative_cost(line)  # CR 118.9: an alternative cost that isn't only mana
    if alternative is not None:
        return alternative
    m = re.fullmatch(r"(?:If (.+), you|You) may (?:pay ((?:\{[^}]+\})+) rather than pay ~'s mana cost|"
                     r"cast ~ without paying its mana cost)\.", line)  # fmt: skip
    if m:
        # CR 118.9: an alternative cost, which may have a condition
        condition = parse_condition(m.group(1)) if m.group(1) else None
        cost = ManaCost.parse(m.group(2)) if m.group(2) else ManaCost(0, text="")
        if cost is None or cost.x or cost.other or (m.group(1) and condition is None):
            return None
        return [AlternativeCost("alternative", cost, line, condition)]
    m = re.fullmatch(r"(Madness|Miracle) ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(2))
        if cost is None or cost.other:
            return None
        return [Madness(cost) if m.group(1) == "Madness" else Miracle(cost)]  # CR 702.35a, 702.94a
    cost_kw = cost_keyword(line)  # CR 702.49 ninjutsu, …
    if cost_kw is not None:
        return cost_kw
    late = late_keyword(line) or permanent_keyword(line)  # CR 702.44 sunburst, 702.82 devour, 702.156 …
    if late is not None:
        return late
    return _bare_keyword(line)


def _combat_keyword(line: str) -> list[Ability] | None:
    """Dethrone, training and ingest: keywords that stand for a combat triggered ability."""
    grow = (PutCounters("+1/+1", 1, Ref("this")),)
    if line == "Dethrone":
        # CR 702.105a: "Whenever this creature attacks the player with the most life or tied for
        # most life, put a +1/+1 counter on this creature."
        return [TriggeredAbility(DETHRONE_EVENT, grow, trigger_text="Whenever ~ attacks", keyword_text=line)]
    if line == "Training":
        # CR 702.149a: "Whenever this creature and at least one other creature with power greater
        # than this creature's power attack, put a +1/+1 counter on this creature."
        return [TriggeredAbility(TRAINING_EVENT, grow, trigger_text="Whenever ~ attacks", keyword_text=line)]
    if line == "Enlist":
        # CR 702.154a: an optional cost to attack (the keyword; asked as attackers are declared)
        # and "When you do, this creature gets +X/+0 until end of turn, where X is the tapped
        # creature's power."
        bonus = TriggeredAbility("enlisted", (EnlistBonus(),), trigger_text="When you do", keyword_text="")
        return [Keyword("enlist"), bonus]
    if line == "Melee":
        # CR 702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for each
        # opponent you attacked with a creature this combat."
        return [TriggeredAbility("attacks", (MeleeBonus(),), trigger_text="Whenever ~ attacks", keyword_text=line)]
    if line == "Ingest":
        # CR 702.115a: "Whenever this creature deals combat damage to a player, that player exiles
        # the top card of their library."
        text = "Whenever ~ deals combat damage to a player"
        return [TriggeredAbility("combat damage to player", (IngestExile(),), trigger_text=text, keyword_text=line)]
    return None


def _bare_keyword(line: str) -> list[Ability] | None:
    """A keyword with neither a number nor a cost that stands for a triggered ability."""
    combat = _combat_keyword(line)
    if combat is not None:
        return combat
    if line == "Storm":
        # CR 702.40a: "When you cast this spell, copy it for each other spell that was cast before
        # it this turn. If the spell has any targets, you may choose new targets for any of the copies."
        return [TriggeredAbility("cast this", (StormCopies(),), trigger_text="When you cast ~", keyword_text=line)]
    if line == "Demonstrate":
        # CR 702.144a: "When you cast this spell, you may copy it. If you do, choose an opponent to
        # also copy it. Players may choose new targets for their copies."
        may_copy = (MayDo(DemonstrateCopies()),)
        return [TriggeredAbility("cast this", may_copy, trigger_text="When you cast ~", keyword_text=line)]
    if line == "Gravestorm":
        # CR 702.69a: "When you cast this spell, copy it for each permanent that was put into a
        # graveyard from the battlefield this turn. If the spell has any targets, you may choose
        # new targets for any of the copies."
        copies = (GravestormCopies(),)
        return [TriggeredAbility("cast this", copies, trigger_text="When you cast ~", keyword_text=line)]
    if line == "Cascade":
        # CR 702.85a: "When you cast this spell, exile cards from the top of your library …"
        return [TriggeredAbility("cast this", (Cascade(),), trigger_text="When you cast ~", keyword_text=line)]
    m = re.fullmatch(r"Cumulative upkeep \{([WUBRG])\} or \{([WUBRG])\}", line)
    if m and m.group(1) != m.group(2):
        # CR 702.24a: "{G} or {W}" for each age counter, each chosen separately — a {G/W} for each
        hybrid = ManaCost(other=(f"{m.group(1)}/{m.group(2)}",), text=f"{{{m.group(1)}/{m.group(2)}}}")
        upkeep = CumulativeUpkeep(hybrid, line.removeprefix("Cumulative upkeep "))
        return [TriggeredAbility("upkeep", (upkeep,), trigger_text=_UPKEEP, keyword_text=line)]
    m = re.fullmatch(r"Cumulative upkeep ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(1))
        if cost is None or cost.other or cost.x:
            return None
        # CR 702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield, put
        # an age counter on this permanent. Then you may pay [cost] for each age counter on it. If
        # you don't, sacrifice it."
        return [TriggeredAbility("upkeep", (CumulativeUpkeep(cost),), trigger_text=_UPKEEP, keyword_text=line)]
    if line == "Mentor":
        # CR 702.134a: "Whenever this creature attacks, put a +1/+1 counter on target attacking
        # creature with lesser power."
        noun = "attacking creature with lesser power"
        creature = Filter(noun, frozenset({CardType.CREATURE}), zone=Zone.BATTLEFIELD, lesser_power=True)
        lesser = TargetSpec(noun, creature, combat="attacking")
        grow = (PutCounters("+1/+1", 1, Ref("target", 0)),)
        return [TriggeredAbility("attacks", grow, (lesser,), trigger_text="Whenever ~ attacks", keyword_text=line)]
    if line == "Exploit":
        # CR 702.110a: "When this creature enters, you may sacrifice a creature."
        exploit = MayCostThen("sacrifice", None, "a creature", frozenset({CardType.CREATURE}))
        return [TriggeredAbility("enters", (exploit,), trigger_text="When ~ enters", keyword_text=line)]
    if line == "Evolve":
        # CR 702.100a: "Whenever a creature you control enters, if that creature's power is greater
        # than this creature's power and/or that creature's toughness is greater than this
        # creature's toughness, put a +1/+1 counter on this creature."
        yours = Filter("creature", frozenset({CardType.CREATURE}), controller="you")
        grow = (PutCounters("+1/+1", 1, Ref("this")),)
        text = "Whenever a creature you control enters"
        return [TriggeredAbility("watched enters", grow, (), "evolve", text, keyword_text=line, watch=yours)]
    if line == "Living weapon":
        # CR 702.92a: "When this Equipment enters, create a 0/0 black Phyrexian Germ creature
        # token, then attach this Equipment to it."
        return [TriggeredAbility("enters", (LivingWeapon(),), trigger_text="When ~ enters", keyword_text=line)]
    if line == "Myriad":
        # CR 702.116a: "Whenever this creature attacks, for each opponent other than defending
        # player, you may create a token that's a copy of this creature …"
        return [TriggeredAbility("attacks", (MyriadCopies(),), trigger_text="Whenever ~ attacks", keyword_text=line)]
    if line in ("For Mirrodin!", "Job select"):
        # CR 702.163a / 702.182a: "When this Equipment enters, create a 2/2 red Rebel (1/1
        # colorless Hero) creature token, then attach this Equipment to it."
        token = ForMirrodin() if line == "For Mirrodin!" else JobSelect()
        return [TriggeredAbility("enters", (token,), trigger_text="When ~ enters", keyword_text=line)]
    if line == "Battle cry":
        # CR 702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0
        # until end of turn."
        creatures = Filter("creatures", types=frozenset({CardType.CREATURE}))
        text = "Each other attacking creature gets +1/+0 until end of turn."
        pump = ModifyPT(1, 0, Each((grouped(creatures, others=True, creature=True),), combat="attacking"), text_=text)
        return [TriggeredAbility("attacks", (pump,), trigger_text="Whenever ~ attacks", keyword_text=line)]
    return None


def _numbered(name: str, n: int, line: str) -> list[Ability]:
    if name == "Bloodthirst":
        # CR 702.54a: "If an opponent was dealt damage this turn, this permanent enters with N
        # +1/+1 counters on it."
        bled = ThisTurn("an opponent was dealt damage this turn", "opponent dealt damage")
        return [EntersWithCounters("+1/+1", n, condition=bled, keyword_text=line)]
    if name == "Fading":
        # CR 702.32a: enters with N fade counters; "At the beginning of your upkeep, remove a fade
        # counter from this permanent. If you can't, sacrifice the permanent."
        upkeep = TriggeredAbility("upkeep", (RemoveCounterOrSacrifice("fade"),), trigger_text=_UPKEEP, keyword_text="")
        return [EntersWithCounters("fade", n, keyword_text=line), upkeep]
    if name == "Vanishing":
        # CR 702.63a: enters with N time counters; "At the beginning of your upkeep, if this
        # permanent has a time counter on it, remove a time counter from it." and "When the last
        # time counter is removed from this permanent, sacrifice it."
        upkeep = TriggeredAbility(
            "upkeep", (RemoveCountersFrom("time", 1, Ref("this")),), (), "there are one or more time counters on ~",
            _UPKEEP, keyword_text="",
        )  # fmt: skip
        last = TriggeredAbility("last time counter", (SacrificeIt(Ref("this")),), keyword_text="")
        return [EntersWithCounters("time", n, keyword_text=line), upkeep, last]
    if name == "Modular":
        # CR 702.43a: enters with N +1/+1 counters; "When this permanent is put into a graveyard
        # from the battlefield, you may put a +1/+1 counter on target artifact creature for each
        # +1/+1 counter on this permanent."
        move = MayDo(MoveCountersFromSource("+1/+1", Ref("target", 0)))
        dies = TriggeredAbility("to graveyard from battlefield", (move,), (_ARTIFACT_CREATURE,), keyword_text="")
        return [EntersWithCounters("+1/+1", n, keyword_text=line), dies]
    if name == "Renown":
        # CR 702.112a: "When this creature deals combat damage to a player, if it isn't renowned,
        # put N +1/+1 counters on it and it becomes renowned."
        effects = (PutCounters("+1/+1", n, Ref("this")), Designate("renowned"))
        trigger = "Whenever ~ deals combat damage to a player"
        unknown = SourceIs("it isn't renowned", "not renowned")
        return [
            TriggeredAbility(
                "combat damage to player", effects, (), unknown.text, trigger, keyword_text=line, test=unknown
            )
        ]
    if name == "Fabricate":
        # CR 702.123a: "When this permanent enters, you may put N +1/+1 counters on it. If you
        # don't, create N 1/1 colorless Servo artifact creature tokens."
        servos = CreateToken(n, 1, 1, (), ("Servo",), artifact=True)
        choice = MayDo(PutCounters("+1/+1", n, Ref("this")), otherwise=servos)
        return [TriggeredAbility("enters", (choice,), trigger_text="When ~ enters", keyword_text=line)]
    if name == "Afterlife":
        # CR 702.135a: "When this permanent is put into a graveyard from the battlefield, create
        # N 1/1 white and black Spirit creature tokens with flying."
        spirits = CreateToken(n, 1, 1, (Color.WHITE, Color.BLACK), ("Spirit",), ("flying",))
        return [TriggeredAbility("to graveyard from battlefield", (spirits,), keyword_text=line)]
    if name == "Ripple":
        # CR 702.60a: "When you cast this spell, you may reveal the top N cards of your library …
        # you may cast any of those cards with the same name as this spell without paying their
        # mana costs, then put all revealed cards not cast this way on the bottom of your library
        # in any order."
        return [TriggeredAbility("cast this", (Ripple(n),), trigger_text="When you cast ~", keyword_text=line)]
    if name == "Afflict":
        # CR 702.130a: "Whenever this creature becomes blocked, defending player loses N life."
        lose = (LifeChange(n, Ref("defending player"), lose=True),)
        return [TriggeredAbility("becomes blocked", lose, trigger_text="Whenever ~ becomes blocked", keyword_text=line)]
    # CR 702.86a (annihilator): "Whenever this creature attacks, defending player sacrifices N
    # permanents of their choice."
    sac = Sacrifice(Ref("defending player"), Chosen(n, Filter("permanent", _PERMANENT_TYPES), of_choice=True))
    return [TriggeredAbility("attacks", (sac,), trigger_text="Whenever ~ attacks", keyword_text=line)]


def _increment_or_impending(line: str) -> list[Ability] | None:
    if line == "Increment":
        # CR 702.191a: "Whenever you cast a spell, if this permanent is a creature and the amount of
        # mana spent to cast that spell is greater than this creature's power or this creature's
        # toughness, put a +1/+1 counter on this creature."
        counter = (PutCounters("+1/+1", 1, Ref("this")),)
        cast = "Whenever you cast a spell"
        return [TriggeredAbility("cast:spell", counter, (), INCREMENT_IF, cast, keyword_text=line)]
    m = re.fullmatch(r"Impending (\d+)—((?:\{[^}]+\})+)", line)
    return _impending(int(m.group(1)), m.group(2), line) if m else None


def _impending(n: int, cost_text: str, line: str) -> list[Ability] | None:
    """CR 702.176a: "Impending N—[cost]" — the alternative cost, N time counters as it enters if it
    was paid, not a creature while it was paid and a time counter is on it, and a time counter
    removed at the beginning of its controller's end step while both hold."""
    cost = ManaCost.parse(cost_text)
    if cost is None or cost.x or not hybrid_only(cost):
        return None
    paid = SourceIs(f"it was {IMPENDING_PAID}", IMPENDING_PAID)
    end_step = TriggeredAbility(
        "end step", (RemoveCountersFrom("time", 1, Ref("this")),), (), IMPENDING_IF,
        "At the beginning of your end step", keyword_text="",
    )  # fmt: skip
    return [
        AlternativeCost(IMPENDING, cost, line),
        EntersWithCounters("time", n, condition=paid, keyword_text=""),
        NotCreatureWhileImpending(),
        end_step,
    ]


def _casting_option(name: str, cost_text: str, line: str) -> list[Ability] | None:
    cost = ManaCost.parse(cost_text)
    # (two-color hybrid symbols are announced as the spell is cast, CR 601.2b, 107.4e: "Evoke {U/B}{U/B}")
    if cost is None or cost.x or not hybrid_only(cost):
        return None
    if name == "Buyback":
        return [Buyback(cost)]  # CR 702.27a
    if name == "Spectacle":
        # CR 702.137a: "You may cast this spell for [cost] rather than its mana cost if an opponent
        # lost life this turn."
        lost = ThisTurn("an opponent lost life this turn", "opponent lost life")
        return [AlternativeCost("spectacle", cost, line, lost)]
    if name == "Freerunning":
        # CR 702.173a: "You may pay [cost] rather than pay this spell's mana cost if a player was
        # dealt combat damage this turn by a creature that, at the time it dealt that damage, was an
        # Assassin creature or a commander under your control." (no commanders in these games)
        text = "an Assassin you controlled dealt combat damage to a player this turn"
        return [AlternativeCost("freerunning", cost, line, ThisTurn(text, ASSASSIN_COMBAT_DAMAGE))]
    if name == "Web-slinging":
        # CR 702.188a: "You may cast this spell by paying [cost] and returning a tapped creature you
        # control to its owner's hand rather than paying its mana cost." (the return paid with the
        # mana, 601.2h)
        parts = alternative_parts("return a tapped creature you control to its owner's hand")
        return [AlternativeCost("web-slinging", cost, line, None, parts)] if parts is not None else None
    if name == "Surge":
        # CR 702.117a: "… if you or a teammate has cast another spell this turn."
        another = ThisTurn("you've cast another spell this turn", "you cast spells")
        return [AlternativeCost("surge", cost, line, another)]
    if name == "Blitz":
        # CR 702.152a: "You may cast this card by paying [cost] rather than its mana cost", "If this
        # spell's blitz cost was paid, sacrifice the permanent this spell becomes at the beginning of
        # the next end step" (and haste: zones.py), and "As long as this permanent's blitz cost was
        # paid, it has … 'When this permanent is put into a graveyard from the battlefield, draw a
        # card.'" (its marks as it last existed, 603.10a)
        blitzed = SourceIs("its blitz cost was paid", "cast for blitz")
        draw = TriggeredAbility(
            "to graveyard from battlefield", (Draw(1, Ref("you")),), (), blitzed.text,
            "When ~ is put into a graveyard from the battlefield", keyword_text="", test=blitzed,
        )  # fmt: skip
        return [AlternativeCost("blitz", cost, line), draw]
    if name == "Dash":
        return [AlternativeCost("dash", cost, line)]  # CR 702.109a (haste and the return: zones.py)
    return list(evoke_abilities(line, cost))


def evoke_abilities(line: str, cost: ManaCost | None = None) -> tuple[AlternativeCost, TriggeredAbility]:
    """CR 702.74a (evoke): the alternative cost, and "When this permanent enters, if its evoke cost
    was paid, its controller sacrifices it." (``cost`` None: a cost without mana)."""
    evoked = SourceIs("its evoke cost was paid", "evoked")
    sacrifice = TriggeredAbility(
        "enters", (SacrificeIt(Ref("this")),), (), evoked.text, "When ~ enters", keyword_text="", test=evoked
    )
    return AlternativeCost("evoke", cost or ManaCost(0, text=""), line), sacrifice
