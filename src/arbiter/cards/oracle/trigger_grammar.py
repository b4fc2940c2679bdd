"""The grammar of triggered abilities (CR 603): the trigger events ("When ~ enters", "Whenever
a creature you control dies", "At the beginning of your upkeep"), intervening "if" clauses (603.4),
what "it" and "that player" mean after each event, and "When ~ enters, choose one —" (603.3c). The
instructions after the comma are compiled by the sentence grammar in :mod:`arbiter.cards.oracle`."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.amount_triggers import amount_trigger
from arbiter.cards.oracle.batch_triggers import batch_trigger
from arbiter.cards.oracle.block_triggers import block_pair_trigger
from arbiter.cards.oracle.cast_triggers import spell_cast_trigger
from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.context import SACRIFICED, YARD_SELF
from arbiter.cards.oracle.counter_triggers import counter_trigger
from arbiter.cards.oracle.damage_kind_triggers import damage_to_kind_trigger
from arbiter.cards.oracle.graveyard_triggers import in_graveyard, works_from_graveyard
from arbiter.cards.oracle.noun_phrase import watched_noun
from arbiter.cards.oracle.nouns import TYPE_WORDS as _TYPE_WORDS
from arbiter.cards.oracle.player_triggers import PLAYER_EVENT, player_event_triggers
from arbiter.cards.oracle.state_triggers import state_trigger
from arbiter.cards.oracle.targeting_triggers import counter_targeting_trigger
from arbiter.cards.oracle.watched_combat_triggers import creature_or_artifact_dies, watched_combat_trigger
from arbiter.mtg.effects.pronouns import Them, They, singular
from arbiter.mtg.effects.returns import ReturnDeadSourceToHand, ReturnToHand
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.conditions import Attacking, Condition, EventObjectHolds, SourceIs, ThatPlayerHolds, YourTurn
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.state_conditions import SelfState, TurnPart
from arbiter.mtg.keywords.triggers import ATTACKS_OPPONENT_EVENT, FIRST_COMBAT_DAMAGE_EVENT
from arbiter.mtg.model import (
    Effect,
    SpellAbility,
    TargetSpec,
    TriggeredAbility,
)
from arbiter.mtg.objects.unattaching import BECOMES_UNATTACHED
from arbiter.mtg.triggers.crimes import OPPONENT_COMMITS_A_CRIME, YOU_COMMIT_A_CRIME, YOU_COMMIT_A_CRIME_YOUR_TURN
from arbiter.mtg.triggers.discard_batches import DISCARD_KINDS, YOU_DISCARD_CARDS, YOU_DISCARD_NONLAND
from arbiter.mtg.triggers.life_changes import FIRST_GAIN, FIRST_LOSS
from arbiter.mtg.triggers.player_attacked import ENCHANTED_PLAYER_ATTACKED
from arbiter.mtg.turn.history import DEALT_DAMAGE_BY_SOURCE

_ENCHANTED = "(?:creature|artifact|enchantment|land|permanent)"
# the trigger conditions the grammar knows (CR 603.1), each with the event name the engine matches
# "Whenever ~ or equipped creature deals combat damage to a player" (Acquisition Octopus)
_SELF_OR_EQUIPPED = "combat damage to player|equipped combat damage to player"

# the permanents "Whenever you sacrifice a / another …" names by card type (CR 701.21a; "artifact or
# creature": either type, 205.2b), the events of :mod:`arbiter.mtg.triggers.sacrifices`
_SACRIFICED = (
    "permanent", "creature", "artifact", "land", "enchantment", "nontoken permanent", "artifact or creature",
    "creature or artifact",
)  # fmt: skip

TRIGGERS = (
    (r"Whenever a card is put into your graveyard from anywhere", "card to your graveyard"),
    (r"Whenever a card is put into an opponent's graveyard from anywhere", "card to opponent graveyard"),
    (r"When ~ enters(?: the battlefield)?", "enters"),
    (r"When ~ dies", "dies"),
    (r"When ~ exploits a creature", "exploits"),  # CR 702.110b
    (r"When you cycle ~", "cycled"),
    (r"Whenever ~ becomes untapped", "becomes untapped"),  # CR 702.29c; [type]cycling is cycling too (702.29f)
    (r"When(?:ever)? ~ becomes the target of a spell or ability", "targeted"),  # CR 115.1, 603.2
    (r"Whenever ~ becomes the target of a spell or ability an opponent controls", "targeted by opponent"),
    (r"Whenever ~ becomes the target of a spell or ability you control", "targeted by yours"),
    # valiant (CR 207.2c): only the first time each turn a spell or ability you control targets it
    (
        r"Whenever ~ becomes the target of a spell or ability you control for the first time each turn",
        "targeted by yours first each turn",
    ),
    (r"Whenever ~ becomes the target of a spell", "targeted by spell"),
    (r"Whenever ~ becomes the target of a spell you control", "targeted by your spell"),
    (r"When you cycle ~ and when ~ dies", "cycled|dies"),
    (r"When ~ is turned face up", "turned face up"),
    # CR 702.37e, 708.8: any permanent turned face up ("it": that permanent)
    (r"Whenever a permanent is turned face up", "permanent turned face up"),
    (r"Whenever a permanent you control is turned face up", "yours turned face up"),
    (r"Whenever you turn a permanent face up", "you turn face up"),
    (r"When ~ becomes monstrous", "becomes monstrous"),  # CR 701.37b
    (r"Whenever ~ attacks", "attacks"),
    (r"Whenever ~ attacks and isn't blocked", "attacks and isn't blocked"),  # CR 509.1h: as blockers are declared
    (r"Whenever ~ attacks while saddled", "attacks while saddled"),  # CR 702.171b
    (r"Whenever ~ attacks for the first time each turn", "attacks for the first time each turn"),  # (500.8)
    (r"Whenever ~ attacks an opponent", ATTACKS_OPPONENT_EVENT),  # CR 508.1b: the player, not a planeswalker
    (r"Whenever you cycle or discard a card", "discard"),
    (r"Whenever you cycle a card", "you cycle"),  # CR 702.29c
    (r"Whenever you cycle another card", "you cycle other"),
    (r"Whenever a player cycles a card", "any cycle"),
    (r"Whenever an opponent discards a card", "opponent discard"),  # CR 701.9a
    (r"Whenever a player discards a card", "any discard"),
    (r"Whenever a land you control enters(?: the battlefield)?", "land enters yours"),
    (r"Whenever another creature you control enters(?: the battlefield)?", "creature enters yours other"),
    (r"Whenever you cast an instant or sorcery spell", "cast instant or sorcery"),
    (r"Whenever ~ blocks", "blocks"),
    (r"Whenever ~ becomes blocked", "becomes blocked"),
    (r"Whenever ~ deals combat damage to a player", "combat damage to player"),
    (r"Whenever ~ deals combat damage to a player for the first time each turn", FIRST_COMBAT_DAMAGE_EVENT),
    (r"Whenever you gain life", "gain life"),
    (r"Whenever you lose life", "lose life"),  # CR 119.3
    (r"When(?:ever)? you gain life for the first time each turn", FIRST_GAIN),  # CR 603.2
    (r"Whenever you lose life for the first time each turn", FIRST_LOSS),
    (r"Whenever an opponent loses life", "opponent loses life"),  # CR 119.3
    (r"Whenever you scry", "you scry"),  # CR 701.22d
    (r"Whenever you clash", "you clash"),  # CR 701.30b: once the clash is complete
    (r"Whenever you clash and win", "you clash and win"),  # CR 701.30d
    (r"When(?:ever)? the Ring tempts you", "ring tempts you"),  # CR 701.54d
    (r"When you move your venture marker into this room", "room entered"),  # CR 309.4c (a dungeon's room)
    (r"Whenever you complete a dungeon", "you complete a dungeon"),  # CR 309.7
    (r"Whenever you choose a creature as your Ring-bearer", "you choose ring-bearer"),  # CR 701.54a
    (r"Whenever day becomes night or night becomes day", "day night changes"),  # CR 731.1a
    (r"Whenever you surveil", "you surveil"),  # CR 701.25d
    (r"Whenever you manifest dread", "you manifest dread"),  # CR 701.62b: once the process is complete
    (r"Whenever you get one or more \{E\}", "you get energy"),  # CR 122.1, 107.14
    (r"Whenever you get one or more \{E\} during your turn", "you get energy during your turn"),
    (r"When ~ is put into a graveyard from the battlefield", "to graveyard from battlefield"),
    (r"When ~ is put into a graveyard from anywhere", "to graveyard from anywhere"),  # CR 603.6c
    # CR 113.6k, 603.10a: it can't trigger from the battlefield, so it functions in the hand it goes to
    (r"When ~ is put into your hand from your graveyard", "to hand from graveyard"),
    (r"Whenever you discard a card", "discard"),
    (r"Whenever you commit a crime", YOU_COMMIT_A_CRIME),  # CR 700.13 (``triggers.crimes``)
    (r"Whenever you commit a crime during your turn", YOU_COMMIT_A_CRIME_YOUR_TURN),
    (r"Whenever an opponent commits a crime", OPPONENT_COMMITS_A_CRIME),
    # CR 603.2c: once for the cards of one discard event (``triggers.discard_batches``)
    (r"Whenever you discard one or more cards", YOU_DISCARD_CARDS),
    (r"Whenever you discard one or more land cards", DISCARD_KINDS["land"]),
    (r"Whenever you discard one or more artifact cards", DISCARD_KINDS["artifact"]),
    (r"Whenever you discard one or more nonland cards", YOU_DISCARD_NONLAND),
    (r"Whenever one or more cards leave your graveyard", "cards leave your graveyard"),  # CR 603.2c: one event
    (r"Whenever an instant or sorcery card leaves your graveyard", "instant or sorcery card leaves your graveyard"),
    (r"At the beginning of your upkeep", "upkeep"),
    (r"At the beginning of your draw step", "draw step"),
    (r"At the beginning of each player's draw step", "each draw step"),
    (r"At the beginning of each player's upkeep", "each upkeep"),
    (r"At the beginning of your end step", "end step"),
    (r"At the beginning of the end step", "each end step"),
    (r"Whenever you cast a Spirit or Arcane spell", "cast spirit or arcane"),
    (r"At the beginning of combat on your turn", "combat yours"),
    (r"At the beginning of each combat", "each combat"),
    (r"At the beginning of each end step", "each end step"),
    (r"At the beginning of each player's end step", "each end step"),
    (r"At the beginning of each upkeep", "each upkeep"),
    (r"At the beginning of each opponent's upkeep", "opponent upkeep"),
    (r"At the beginning of your (?:precombat|first) main phase", "main1 yours"),
    (r"At the beginning of each player's (?:precombat|first) main phase", "each main1"),  # CR 505.1a
    (r"At the beginning of your (?:postcombat|second) main phase", "main2 yours"),
    (r"At the beginning of each of your main phases", "main yours"),  # CR 505.1: each main phase of your turn
    (r"When ~ leaves the battlefield", "leaves"),
    # CR 503.1a, 513.1a, 603.2b: the step of the turn of the enchanted permanent's controller ("that player")
    (rf"At the beginning of the upkeep of enchanted {_ENCHANTED}'s controller", "enchanted controller upkeep"),
    (rf"At the beginning of the end step of enchanted {_ENCHANTED}'s controller", "enchanted controller end step"),
    # CR 303.4a, 603.2b: the steps of the turn of the player an Aura enchants ("that player")
    (r"At the beginning of enchanted (?:player|opponent)'s upkeep", "enchanted player upkeep"),
    (r"At the beginning of enchanted (?:player|opponent)'s draw step", "enchanted player draw step"),
    (r"At the beginning of enchanted (?:player|opponent)'s end step", "enchanted player end step"),
    # CR 508.3b: once for each declaration of attackers with one or more attacking that player
    (r"Whenever enchanted player is attacked", ENCHANTED_PLAYER_ATTACKED),
    *((rf"When ~ becomes level {n}", f"class level {n}") for n in range(2, 10)),  # CR 716.2a
    (r"When(?:ever)? ~ transforms into ~", "transformed"),  # CR 701.27e (into this face)
    (r"Whenever ~ enters or transforms into ~", "enters|transformed"),
    (r"Whenever ~ becomes tapped", "becomes tapped"),
    (r"Whenever ~ becomes unattached from a permanent", BECOMES_UNATTACHED),  # CR 701.3d, 603.10c
    (r"Whenever ~ is dealt damage", "dealt damage"),
    (r"Whenever ~ deals combat damage to a creature", "combat damage to creature"),
    (r"Whenever ~ deals combat damage to an opponent", "combat damage to opponent"),
    (r"Whenever ~ deals combat damage to a player or planeswalker", "combat damage to player or planeswalker"),
    (r"Whenever ~ deals combat damage to a player or battle", "combat damage to player or battle"),  # CR 310.1
    (r"Whenever ~ deals damage to a creature", "damage to creature"),  # "that creature": the one dealt it
    (r"Whenever ~ attacks alone", "self attacks alone"),  # CR 506.5: the only creature declared as an attacker
    (r"Whenever ~ deals damage to an opponent", "damage to opponent"),
    (r"Whenever ~ deals damage to a player", "damage to player"),
    (r"Whenever ~ deals damage", "deals damage"),  # (to anything; once per damage event, 603.2)
    (r"Whenever you attack", "you attack"),
    *(
        (rf"Whenever you attack with {word} or more creatures", f"you attack with {n}")
        for n, word in ((2, "two"), (3, "three"), (4, "four"), (5, "five"), (6, "six"))
    ),  # CR 508.1: counted as the attackers are declared
    (r"Whenever ~ enters or attacks", "enters|attacks"),
    (r"Whenever ~ attacks or blocks", "attacks|blocks"),
    (r"When ~ enters or dies", "enters|dies"),
    (r"Whenever you cast a spell", "cast:spell"),
    (r"Whenever you cast a noncreature spell", "cast:noncreature"),
    (r"Whenever you cast a creature spell", "cast:creature"),
    (r"Whenever you cast an artifact spell", "cast:artifact"),
    (r"Whenever you cast an enchantment spell", "cast:enchantment"),
    (r"Whenever you cast a multicolored spell", "cast:multicolored"),
    # CR 707.10: copying a spell is an event of its own (magecraft, 207.2c)
    (r"Whenever you cast or copy an instant or sorcery spell", "cast instant or sorcery|copy instant or sorcery"),
    (r"Whenever a player casts a spell", "any cast:spell"),
    (r"Whenever an opponent casts a spell", "opponent cast:spell"),
    (r"Whenever you cast a spell that targets ~", "cast targeting this"),
    (r"When you cast ~", "cast this"),
    (r"Whenever you draw a card", "draw"),
    (r"Whenever you cast your second spell each turn", "second spell"),
    (r"Whenever you cast your third spell each turn", "third spell"),  # CR 601.2i: the third to become cast
    (r"Whenever you draw your second card each turn", "second draw"),
    (r"Whenever ~ blocks or becomes blocked", "blocks|becomes blocked"),
    (r"When(?:ever)? enchanted creature dies", "enchanted dies"),
    (r"When(?:ever)? equipped creature dies", "equipped dies"),
    (r"Whenever equipped creature attacks", "equipped attacks"),
    (r"Whenever enchanted creature attacks or blocks", "enchanted attacks|enchanted blocks"),  # CR 508.1, 509.1
    (r"Whenever enchanted creature attacks", "enchanted attacks"),
    (r"Whenever enchanted creature blocks", "enchanted blocks"),  # CR 509.1
    (r"Whenever equipped creature attacks alone", "equipped attacks alone"),  # CR 506.5
    (r"Whenever enchanted creature attacks alone", "enchanted attacks alone"),
    (r"Whenever equipped creature deals combat damage to a player", "equipped combat damage to player"),
    (r"Whenever enchanted creature deals combat damage to a player", "enchanted combat damage to player"),
    (r"Whenever enchanted creature becomes blocked", "enchanted becomes blocked"),  # CR 509.3c
    (r"Whenever equipped creature becomes blocked", "equipped becomes blocked"),
    # the source itself, or the creature it equips when it's an Equipment (CR 301.5)
    (r"Whenever ~ or equipped creature deals combat damage to a player", _SELF_OR_EQUIPPED),
    # CR 109.5, 603.2: an opponent of the Aura's controller ("that player")
    (r"Whenever enchanted creature deals damage to an opponent", "enchanted damage to opponent"),
    (r"Whenever enchanted creature deals combat damage to an opponent", "enchanted combat damage to opponent"),
    (r"Whenever equipped creature deals combat damage to an opponent", "equipped combat damage to opponent"),
    (r"Whenever equipped creature deals combat damage", "equipped combat damage"),  # (to anything, 510.2)
    (r"When ~ enters or leaves the battlefield", "enters|leaves"),
    (r"Whenever a creature you control attacks alone", "attacks alone"),
    (r"Whenever ~ and at least two other creatures attack", "attacks"),  # (battalion: the condition)
    *((rf"Whenever you cast an? {c} spell", f"cast:{c}") for c in ("white", "blue", "black", "red", "green")),
    *(
        (rf"Whenever you sacrifice an? {noun}", f"you sacrifice:{noun}")
        for noun in (*_SACRIFICED, "Clue", "Food", "Treasure", "Blood", "token")
    ),  # CR 701.21a: the player who sacrifices is the permanent's controller
    (r"Whenever you sacrifice a Blood token", "you sacrifice:Blood"),  # CR 111.10g: a Blood token
    # CR 701.21a, 102.2: another player's sacrifices ("that player": the one who sacrificed, 603.2)
    *(
        (rf"Whenever {who} sacrifices {article} {noun}", f"{event} sacrifice:{other}{noun}")
        for who, event in (("an opponent", "opponent"), ("a player", "player"))
        for other, article in (("", "an?"), ("other ", "another"))
        for noun in ("permanent", "creature", "artifact", "nontoken permanent", "nontoken creature")
        if not (other and event == "opponent")
    ),
    *((rf"Whenever you sacrifice another {noun}", f"you sacrifice:other {noun}") for noun in _SACRIFICED),
    # CR 701.21a, 701.9a, 603.2: Tergrid — either event; "that card" is the card in the graveyard
    (
        r"Whenever an opponent sacrifices a nontoken permanent or discards a permanent card",
        "opponent sacrifice:nontoken permanent|opponent discard:permanent",
    ),
    (r"When(?:ever)? enchanted (?:creature|land) becomes tapped", "enchanted becomes tapped"),  # CR 701.26a
    (r"When(?:ever)? equipped creature becomes tapped", "equipped becomes tapped"),
    (r"When(?:ever)? enchanted creature is dealt damage", "enchanted dealt damage"),  # CR 120.3: each event
    *((rf"Whenever you cast a spell with mana value {n} or greater", f"cast:mv>={n}") for n in range(1, 9)),
    *(
        (rf"Whenever an opponent casts an? {c} spell", f"opponent cast:{c}")
        for c in ("white", "blue", "black", "red", "green")
    ),
)


# a permanent turned face up, not only the source (CR 702.37e, 708.8)
_TURNED_FACE_UP = ("permanent turned face up", "yours turned face up", "you turn face up")

# events after which "it" is the source, still on the battlefield
_ON_BATTLEFIELD = (
    "enters", "attacks", "blocks", "becomes blocked", "combat damage to player", "turned face up", "becomes tapped",
    "becomes untapped", "dealt damage", "combat damage to creature", "damage to opponent", "damage to player",
    "enters|attacks", "attacks|blocks", "targeted", "targeted by opponent", "targeted by yours", "targeted by spell",
    "targeted by your spell", "targeted first each turn", "targeted by yours first each turn", "transformed",
    "enters|transformed",
    "blocks|becomes blocked",
    "attacks while saddled",
    "attacks for the first time each turn",
    FIRST_COMBAT_DAMAGE_EVENT,
    ATTACKS_OPPONENT_EVENT,
    "attacks and isn't blocked",
    "becomes monstrous",
    "combat damage to opponent",
    "combat damage to player or planeswalker",
    "combat damage to player or battle",
    "self attacks alone",
    "deals damage",
    _SELF_OR_EQUIPPED,  # ("it": the source, an Equipment or the creature it is)
    "draw step",  # (Mana Vault: "it deals 1 damage to you" — the permanent itself)
    "cast targeting this",  # (heroic: "put a +1/+1 counter on it" — the permanent targeted, CR 207.2c)
)  # fmt: skip


# the player dealt combat damage by the attacking creature: the defending player (CR 506.2, 510.1a)
_COMBAT_DAMAGE_TO_PLAYER = frozenset(
    {
        "combat damage to player",
        FIRST_COMBAT_DAMAGE_EVENT,
        "combat damage to opponent",
        "equipped combat damage to player",
        "enchanted combat damage to player",
        "enchanted combat damage to opponent",
        "equipped combat damage to opponent",
        _SELF_OR_EQUIPPED,
    }
)

# the source's own attack events, after which "defending player" means something (CR 506.2)
_ATTACK_EVENTS = (
    "attacks",
    "attacks while saddled",
    "attacks for the first time each turn",
    ATTACKS_OPPONENT_EVENT,
    "becomes blocked",
    "attacks and isn't blocked",
    "self attacks alone",
    "equipped attacks alone",
    "enchanted attacks alone",
    "enchanted becomes blocked",
    "equipped becomes blocked",
)


_WATCH = re.compile(
    r"(?P<head>When(?:ever)? (?P<self>~ or )?(?P<det>a|an|another) (?P<nontoken>nontoken )?"
    r"(?P<noun>creature|artifact|enchantment|land|planeswalker|permanent|[A-Z][a-z]+(?: creature)?)"
    r"(?P<whose> you control| an opponent controls)? (?P<event>enters|dies|leaves the battlefield)), (?P<body>.+)"
)


_WATCH_PHRASE = re.compile(
    r"(?P<head>When(?:ever)? (?P<self>~ or )?(?P<det>a|an|another) (?P<noun>.+?) "
    r"(?P<event>enters tapped|enters|dies|leaves the battlefield)), (?P<body>.+)"
)


def _watch_trigger(line: str) -> TriggeredAbility | None:
    """ "Whenever another creature dies", "Whenever ~ or another Ally you control enters",
    "Whenever a nontoken creature you control dies", "Whenever an artifact you control enters"."""
    m = _WATCH.fullmatch(line)
    if m is None:
        return _watch_phrase(line)
    if m.group("self") and m.group("det") != "another":
        return None
    noun = m.group("noun")
    if noun in _TYPE_WORDS:
        kinds = frozenset({_TYPE_WORDS[noun]})
        subtype = ""
    elif noun == "permanent":
        kinds, subtype = frozenset(), ""
    else:
        kinds, subtype = frozenset({CardType.CREATURE}) if noun.endswith(" creature") else frozenset(), noun.split()[0]
    if m.group("event") == "dies" and kinds and CardType.CREATURE not in kinds:
        return None  # only creatures die (CR 700.4)
    if m.group("event") == "dies":
        kinds = frozenset({CardType.CREATURE})
    whose = {None: "", " you control": "you", " an opponent controls": "opponent"}[m.group("whose")]
    watch = Filter(
        noun, kinds, subtypes=frozenset({subtype} if subtype else ()), controller=whose,
        token=False if m.group("nontoken") else None, other=m.group("det") == "another", or_self=bool(m.group("self")),
    )  # fmt: skip
    return _watching(m, watch)


def _watch_phrase(line: str) -> TriggeredAbility | None:
    """The same with any noun phrase the noun grammar reads ("Whenever a creature you control
    with power 4 or greater enters", "Whenever another nontoken artifact you control enters",
    "Whenever a permanent you control enters tapped")."""
    m = _WATCH_PHRASE.fullmatch(line)
    if m is None or (m.group("self") and m.group("det") != "another"):
        return None
    tapped = m.group("event") == "enters tapped"  # CR 603.6a: tapped as it is right after it entered
    watch = watched_noun(m.group("noun"), "enters" if tapped else m.group("event"))
    if watch is None or watch.other or (tapped and watch.tapped is not None):
        return None
    if tapped:
        watch = replace(watch, tapped=True)
    watch = replace(
        watch, text=m.group("noun"), other=m.group("det") == "another", or_self=bool(m.group("self"))
    )  # fmt: skip
    return _watching(m, watch)


def _watching(m: re.Match[str], watch: Filter) -> TriggeredAbility | None:
    """The watched trigger's instructions ("it": the permanent that entered or died)."""
    body = m.group("body")
    condition, test, body = _intervening_if(body)
    # "it": the permanent that entered or died — the source itself only when it was the one;
    # "that player": the opponent who controlled it (CR 603.2, 603.10a: as it last existed)
    that = watch.controller == "opponent"
    parsed = _sentences(body[0].upper() + body[1:] if body[0] != "~" else body, it="watched", that_player=that)
    if parsed is None:
        return None
    event = {"enters": "watched enters", "enters tapped": "watched enters", "dies": "watched dies"}.get(
        m.group("event"), "watched leaves"
    )
    yard = in_graveyard(parsed[0], event)  # CR 113.6m: "you may return ~ from your graveyard …"
    return TriggeredAbility(
        event, tuple(parsed[0]), tuple(parsed[1]), condition, m.group("head"), watch=watch, in_graveyard=yard,
        test=test,
    )  # fmt: skip


_IF_CLAUSE = re.compile(r"if ([^,]+), (.+)")
_ABOUT_THE_OBJECT = re.compile(r"\b(?:it|it's|its|that|they|their|them)\b")
_OTHER_PRONOUNS = re.compile(r"\b(?:that|they|their|them)\b")


def _intervening_if(body: str) -> tuple[str | None, Condition | None, str]:
    """CR 603.4: "Whenever a land you control enters, if you don't control a Ring-bearer, …" —
    an intervening "if" right after the trigger condition: checked as the ability triggers (it
    doesn't trigger otherwise) and again as it resolves. One about the object the event was about
    ("if it has one or more oil counters on it") is the same check judged for that object; one the
    conditions' grammar reads otherwise stays an instruction's condition, read as it resolves."""
    m = _IF_CLAUSE.fullmatch(body)
    if m is None:
        return None, None, body
    if _ABOUT_THE_OBJECT.search(m.group(1)):
        about = _about_the_object(m.group(1)) or _impersonal(m.group(1))
        return (m.group(1), about, m.group(2)) if about is not None else (None, None, body)
    test = parse_condition(m.group(1))
    return (m.group(1), test, m.group(2)) if test is not None else (None, None, body)


def _impersonal(clause: str) -> Condition | None:
    """ "if it's your turn", "if it's the first combat phase of the turn": "it" names no object —
    a condition about the turn (CR 603.4)."""
    test = parse_condition(clause)
    return test if isinstance(test, YourTurn | TurnPart) else None


def _if_test(condition: str, event: str, it: str) -> Condition | None:
    """CR 603.4: the intervening "if" of a trigger of the general table. CR 603.2: "if it's a
    creature" after "Whenever a permanent you control is turned face up": "it" is the permanent the
    event was about, not the source."""
    about = _about_the_object(condition) if it == "watched" and _ABOUT_THE_OBJECT.search(condition) else None
    return about or _that_players(condition, event) or parse_condition(condition)


def _about_the_object(clause: str) -> EventObjectHolds | None:
    """ "if it has one or more oil counters on it": "it" is the permanent the event was about (CR
    603.4, 603.2); read as a condition about the source, then judged for that permanent. Only the
    pronoun "it" (its, it's): "that creature", "they" … are left to the instruction."""
    if _OTHER_PRONOUNS.search(clause):
        return None
    inner = parse_condition(clause)
    about = isinstance(inner, SourceIs) or (isinstance(inner, SelfState) and inner.state == "creature")
    return EventObjectHolds(clause, inner) if about and inner is not None else None


_DAMAGED_BY = re.compile(r"(Whenever a creature dealt damage by ~ this turn dies), (.+)")


def _damaged_by_dies(line: str) -> TriggeredAbility | None:
    """ "Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~." (Sengir
    Vampire): a watched death (CR 700.4, 603.10a) of a creature this permanent dealt damage to this
    turn, both as the objects they were (120.1, 400.7)."""
    m = _DAMAGED_BY.fullmatch(line)
    if m is None:
        return None
    body = m.group(2)
    parsed = _sentences(body[0].upper() + body[1:] if body[0] != "~" else body, it="watched")
    if parsed is None or _works_from_graveyard(parsed[0]):
        return None
    noun = "creature dealt damage by ~ this turn"
    watch = Filter(noun, frozenset({CardType.CREATURE}), this_turn=DEALT_DAMAGE_BY_SOURCE)
    return TriggeredAbility("watched dies", tuple(parsed[0]), tuple(parsed[1]), None, m.group(1), watch=watch)


def _works_from_graveyard(effects: list[Effect]) -> bool:
    """CR 113.6m: see :func:`.graveyard_triggers.works_from_graveyard`."""
    return works_from_graveyard(effects)


# intervening "if"s about the source's own history, checked by ``triggers.condition_holds``
_LEGACY_IF = re.compile(
    r"~ is in your graveyard|"
    r"it was kicked|it was bargained|~ is suspended|there are (?:one|two|three|four|five) or more [a-z]+ counters on ~|"
    r"you chose a creature other than ~ as your Ring-bearer"  # CR 701.54d: the creature the Ring's temptation chose
)


# "that player": the player whose upkeep it is, or who was dealt the damage
# the events after which "that player" is the active player: a step of each player's turn (CR 503.1)
_TURN_PLAYER_EVENTS = frozenset({"each upkeep", "each end step", "each draw step", "each main1", "opponent upkeep"})
_THAT_PLAYER_EVENTS = frozenset(
    {
        "each upkeep",
        "each end step",  # the active player ("At the beginning of each player's end step")
        "each draw step",  # the active player (CR 504.2: "that player draws an additional card")
        "each main1",  # the active player (CR 505.1a: the first main phase of their turn)
        "opponent upkeep",
        "combat damage to player",
        "damage to opponent",
        "damage to player",
        "equipped combat damage to player",
        "enchanted combat damage to player",
        "enchanted damage to opponent",
        "enchanted combat damage to opponent",
        "equipped combat damage to opponent",
        _SELF_OR_EQUIPPED,
        "enchanted controller upkeep",
        "combat damage to opponent",
        "enchanted controller end step",
        "enchanted player upkeep",
        "enchanted player draw step",
        "enchanted player end step",
        ENCHANTED_PLAYER_ATTACKED,  # the attacked player (CR 508.3b)
    }
)


# the steps whose "that player" (the active player) the intervening "if" may be about: their
# triggers are matched with that player known, and it is kept for the check on resolution (603.4)
_THAT_PLAYER_STEPS = frozenset(
    {
        "each upkeep",
        "opponent upkeep",
        "each end step",
        "each draw step",
        "each main1",
        "enchanted controller upkeep",
        "enchanted controller end step",
        "enchanted player upkeep",
        "enchanted player draw step",
        "enchanted player end step",
    }
)
_AS_YOU = {"has": "have", "controls": "control"}
_DAMAGE_TO_THEM = re.compile(r"~ deals (?:\d+|X) damage to them\.")


def _that_players(condition: str, event: str) -> ThatPlayerHolds | None:
    """ "if that player has two or fewer cards in hand" after "At the beginning of each
    opponent's upkeep" (CR 603.4): the condition as it reads for "you", judged for the player whose
    step it is. Refused when the rest of it names "you" as well (whose "you" would then be lost)."""
    if event not in _THAT_PLAYER_STEPS or not condition.startswith("that player "):
        return None
    verb, _, rest = condition.removeprefix("that player ").partition(" ")
    if verb not in _AS_YOU or re.search(r"\b(?:you|your|they|their|that player)\b", rest):
        return None
    inner = parse_condition(f"you {_AS_YOU[verb]} {rest}")
    return ThatPlayerHolds(condition, inner) if inner is not None else None


_IN_GRAVEYARD = "if ~ is in your graveyard, "
# intervening "if"s placing ~ outside the battlefield: "it" isn't read as ~ after them (a graveyard
# card's own reading is YARD_SELF; a suspended card's "whenever …" in exile isn't watched, 702.62b)
_ELSEWHERE_IFS = (_IN_GRAVEYARD, "if ~ is suspended, ")
_ONCE = " This ability triggers only once each turn."


def _aura_card_found(effects: list[Effect]) -> None:
    """ "When enchanted creature dies, return this card to its owner's hand." (Angelic Destiny): CR
    400.7f — the ability finds the card the Aura became in its owner's graveyard, put there at the
    same time as the creature or as a state-based action for being attached to nothing (704.5m);
    the trigger goes on the stack after that action (603.3b), and remembers that card (400.7e)."""
    for i, e in enumerate(effects):
        if isinstance(e, ReturnToHand) and e.to.kind == "this":
            effects[i] = ReturnDeadSourceToHand(e.text(()))


def _watched_trigger(line: str) -> TriggeredAbility | None:
    """The triggers read by their own grammars (watched objects, states, amounts, batches…)."""
    watched = (
        _watch_trigger(line)
        or _damaged_by_dies(line)
        or state_trigger(line)
        or amount_trigger(line)
        or block_pair_trigger(line)
        or watched_combat_trigger(line)
        or creature_or_artifact_dies(line)  # CR 700.4
        or batch_trigger(line)
        or counter_trigger(line)
        or damage_to_kind_trigger(line)
        or counter_targeting_trigger(line)
    )
    if watched is None and line.endswith(_ONCE):
        once_watched = _watch_trigger(line.removesuffix(_ONCE))  # (tracked on the object, like the others)
        watched = replace(once_watched, once_each_turn=True) if once_watched is not None else None
    return watched


def triggered(line: str) -> TriggeredAbility | None:
    """CR 603.1: "When/Whenever/At …, [if …,] effect."."""
    watched = _watched_trigger(line)
    if watched is not None:
        return watched
    once_only = _once_each_turn(line)
    if once_only is not None:
        return once_only
    original = line
    once = line.endswith(" This ability triggers only once each turn.")
    line = line.removesuffix(" This ability triggers only once each turn.")
    for pattern, event in (*player_event_triggers(line), *TRIGGERS):
        if pattern.startswith("Whenever ~ "):
            pattern = "When(?:ever)? " + pattern.removeprefix("Whenever ")  # (the same trigger, CR 603.1)
        m = re.fullmatch(
            rf"({pattern}), (if [^,]+, )?(.+)",
            line,
        )
        if m is None:
            continue
        body = m.group(3)
        it = _it_of(event)
        if not it and (m.group(2) or "").startswith("if ~ ") and m.group(2) not in _ELSEWHERE_IFS:
            # CR 603.4: "At the beginning of your upkeep, if ~ is tapped, put a storage counter on
            # it." — the intervening "if" names ~ (on the battlefield), the one object "it" can stand for
            it = "self"
        if body.startswith("it ") and not it and not body.startswith("it deals"):
            return None  # "it" after dying needs what the engine lacks
        # "that player": the player whose upkeep it is, or who was dealt the damage
        that = PLAYER_EVENT.match(event) is not None or event in _THAT_PLAYER_EVENTS
        body, pronoun = _that_player_pronoun(body) if that else (body, "")
        if ("cast:" in event or "cast instant" in event) and not it:
            it = "spell"  # "that spell": the spell whose casting triggered it (CR 603.2)
        attack = event in _ATTACK_EVENTS  # CR 506.2: "defending player"
        sentence = body[0].upper() + body[1:] if body[0] != "~" else body
        stated = m.group(2) == _IN_GRAVEYARD  # CR 113.6b: it says it functions in the graveyard
        combat_player = event in _COMBAT_DAMAGE_TO_PLAYER
        parsed = _sentences(
            sentence,
            it=YARD_SELF if stated and not it else it,
            that_player=that,
            attack=attack,
            combat_player=combat_player,
            attacked=event == ENCHANTED_PLAYER_ATTACKED,
            x_announced=event == "enters",  # CR 107.3m: the X of the spell that became ~
            turn_player=event in _TURN_PLAYER_EVENTS,
        )
        if parsed is None:
            return None
        if pronoun and not _pronoun_back(parsed[0], parsed[1], pronoun):
            return None
        if event == "enchanted dies":
            _aura_card_found(parsed[0])
        if in_graveyard(parsed[0], event) and (
            event in _ON_BATTLEFIELD or event.startswith(("enchanted ", "equipped "))
        ):
            return None  # CR 113.6m: it works only in the graveyard, where this event can't happen to its card
        condition = m.group(2).removeprefix("if ").removesuffix(", ") if m.group(2) else None
        test: Condition | None = None
        if m.group(1).endswith("and at least two other creatures attack"):
            if condition is not None:
                return None
            # battalion: the event is its attack; that two others attack with it is checked as a
            # condition of the same declaration (CR 508.1, 603.2)
            test = Attacking("at least two other creatures attack", 3)
        if condition is not None and test is None and not _LEGACY_IF.fullmatch(condition):
            test = _if_test(condition, event, it)
            if test is None:
                return None
        return TriggeredAbility(
            event, tuple(parsed[0]), tuple(parsed[1]), condition, m.group(1), once_each_turn=once, test=test,
            in_graveyard=stated or in_graveyard(parsed[0], event),  # CR 113.6b, 113.6m
        )  # fmt: skip
    return spell_cast_trigger(original)


_ONCE = " This ability triggers only once each turn."


def _once_each_turn(line: str) -> TriggeredAbility | None:
    """ "Whenever one or more tokens you control enter, draw a card. This ability triggers only
    once each turn." — a watched, batch or counter trigger limited to once each turn (tracked on
    the object by the collectors of those triggers, cf. CR 602.5b; not a CR rule of its own)."""
    if not line.endswith(_ONCE):
        return None
    body = line.removesuffix(_ONCE)
    found = _watch_trigger(body) or batch_trigger(body) or counter_trigger(body)
    return None if found is None or found.once_each_turn else replace(found, once_each_turn=True)


def _it_of(event: str) -> str:
    """What "it" means after the event: the source while it's still on the battlefield; after
    "dies" the source as it last existed (a new object, CR 603.10a, 608.2h); the creature that
    attacks alone or that the source is attached to; the card put into the graveyard."""
    if event in (
        "dies",
        "leaves",
        "to graveyard from battlefield",
        "to graveyard from anywhere",
        "cycled",
        "cycled|dies",
    ):
        return "source"
    if event == ENCHANTED_PLAYER_ATTACKED:
        return ""  # (a player was attacked: no object the event was about, CR 508.3b)
    if event in (
        "attacks alone",
        "damage to creature",
        "combat damage to creature",
        BECOMES_UNATTACHED,
    ) or event.startswith(("equipped ", "enchanted ")):
        return "watched"
    if event == "discard":
        return "discarded"  # "that card": the card discarded (CR 603.2)
    if event.startswith(("opponent sacrifice:nontoken", "player sacrifice:nontoken")):
        return SACRIFICED  # "that card": the card the sacrificed permanent became (CR 603.2, 400.7)
    if event in _TURNED_FACE_UP:
        return "watched"  # the permanent turned face up (CR 603.2)
    return "self" if event in _ON_BATTLEFIELD else "subject" if event == "card to your graveyard" else ""


def _that_player_pronoun(body: str) -> tuple[str, str]:
    """ "they lose 2 life", "~ deals 2 damage to them.": the trigger's player (CR 603.2), read as
    "that player" — the body so reworded, and the pronoun to print back ("" if none)."""
    if body.startswith("they "):
        verb, _, rest = body[5:].partition(" ")
        return f"that player {singular(verb)} {rest}", "they"
    if _DAMAGE_TO_THEM.fullmatch(body):
        return body.removesuffix("them.") + "that player.", "them"
    return body, ""


def _pronoun_back(effects: list[Effect], specs: list[TargetSpec], pronoun: str) -> bool:
    """The first instruction, read with "that player", worded with "they" ("They lose 2 life.")
    or, the only one, with "them" ("~ deals 2 damage to them.")."""
    first = effects[0] if effects else None
    if first is None or first.decides:
        return False
    if pronoun == "them":
        if len(effects) == 1:
            effects[0] = Them(first)
        return True
    if not first.text(tuple(specs)).startswith("That player "):
        return False
    effects[0] = They(first)
    return True


def modal_triggered(trigger_text: str, bullets: list[str]) -> TriggeredAbility | None:
    """CR 700.2, 603.3c: "When ~ enters, choose one —" with "• mode" lines."""
    event = next((e for pattern, e in TRIGGERS if re.fullmatch(pattern, trigger_text)), None)
    if event is None or len(bullets) < 2:
        return None
    modes = []
    for line in bullets:
        parsed = _sentences(line[2:], ability=True)
        if parsed is None:
            return None
        modes.append(SpellAbility(tuple(parsed[0]), tuple(parsed[1])))
    return TriggeredAbility(event, (), (), None, trigger_text, modes=tuple(modes))


def _sentences(text: str, it: str = "", **reading: bool) -> tuple[list[Effect], list[TargetSpec]] | None:
    """The instructions of a triggered ability, read as ``parse_effects`` reads them (the sentence
    grammar lives in ``oracle``, which uses this module) with the same options: ``pair``, ``amount``,
    ``combat_player``, ``attacked``, ``x_announced`` (107.3m: a permanent's own enters trigger reads
    its spell's X) …"""
    from arbiter.cards.oracle.effects import parse_effects

    return parse_effects(text, it, **reading, triggered=True)  # CR 107.3a: no X is announced for it
