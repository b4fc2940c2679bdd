"""Hand sentences (CR 402, 701.9): discarding ("Each opponent discards a card.", "Discard two
cards."), putting cards from a hand onto the battlefield, and additional land plays (305.2)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.card_nouns import card_noun
from arbiter.cards.oracle.context import THAT_CONTROLLERS, Ctx, player_word, players_word
from arbiter.cards.oracle.nouns import TYPE_WORDS as _TYPE_WORDS
from arbiter.cards.oracle.sentences.production import Production, Result, exact, rule
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.effects.discard_hand import DiscardHand, DiscardHandDrawThatMany
from arbiter.mtg.effects.hand import (
    DiscardUnlessOfType,
    EachDiscardsHandThenDrawsGreatest,
    EachShufflesIntoLibraryThenDraws,
)
from arbiter.mtg.effects.land_plays import AdditionalLandsThisTurn
from arbiter.mtg.effects.put_from_hand import PERMANENT_CARD_TYPES
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.selectors import Chosen
from arbiter.mtg.model import Discard, EachDiscardsHandThenDraws, PutCardsFromHand, PutFromHand, Sacrifice


def _players_discard(m: re.Match[str], ctx: Ctx) -> Result:
    who = m.group(1)
    if who == "Each player who can't":  # after "Each player sacrifices …" (CR 608.2c, Plaguecrafter)
        before = ctx.previous
        if not isinstance(before, Sacrifice) or before.who.kind != "each player" or before.may:
            return None
    discarder = player_word(who, ctx)
    if discarder is None and who not in ("Each opponent", "Each player", "Each player who can't"):
        return None
    if m.group(2) == "X cards":  # CR 107.3a: the value announced for X
        return Discard(discarder or Ref(who.lower()), Chosen(0, at_random=bool(m.group(3)), x_cards=True))
    count = NUMBERS[m.group(2).split()[0]]
    return Discard(discarder or Ref(who.lower()), Chosen(count, at_random=bool(m.group(3))))  # CR 701.9


def _discard_unless(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Discard two cards unless you discard a land card." (CR 701.9a)."""
    you = m.group(1) == "Discard"
    if you != (m.group(3) == "you"):
        return None
    who = Ref("you") if you else player_word(m.group(1).removesuffix(" discards"), ctx)
    if who is None and m.group(1) == "That player discards" and ctx.targets and ctx.targets[-1].noun == "player":
        who = Ref("that", len(ctx.targets) - 1)  # the target player named before ("Target player draws …")
    if who is None:
        return None
    noun = m.group(4)
    return DiscardUnlessOfType(who, NUMBERS[m.group(2)], noun, frozenset({_TYPE_WORDS[noun]}))


def _discard_hand(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.9a: "Discard your hand.", "You discard your hand.", "<Player> discards their hand."."""
    subject = m.group(1)
    if subject in ("Discard", "You discard"):
        return DiscardHand(Ref("you"), you_word=subject == "You discard") if m.group(2) == "your" else None
    who = Ref(subject.lower().removesuffix(" discards")) if subject.startswith("Each") else None
    who = who or player_word(subject.removesuffix(" discards"), ctx)
    return DiscardHand(who) if who is not None and m.group(2) == "their" else None


def _put_up_to(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Put up to two permanent cards from your hand onto the battlefield."; with another card
    noun ("non-Saga permanent", 205.3, 205.4b) as the card-noun grammar reads it."""
    noun = m.group(2)
    if noun in _PUT_WORDS:
        put_types = frozenset({_TYPE_WORDS[noun]}) if noun in _TYPE_WORDS else PERMANENT_CARD_TYPES
        what: Filter | None = Filter(noun, put_types, zone=Zone.HAND)
    else:
        what = card_noun(f"{noun} card")
        what = replace(what, text=noun, zone=Zone.HAND) if what is not None and what.zone is None else None
    put = PutCardsFromHand(NUMBERS[m.group(1)], what) if what is not None else None
    return put if put is not None and put.text(()) == m.string else None


_PUT_WORDS = ("creature", "artifact", "land", "enchantment", "permanent")


def _discards(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Discard a card at random.", "Discard three cards at random.", "Its controller discards a
    card." (of the last target: "Destroy target land. Its controller discards a card."): CR 701.9a–b."""
    subject = m.group(1).removesuffix(" discards")
    who = Ref("you") if subject == "Discard" else players_word(subject, ctx)
    if who is None or (subject == "Discard") != (who.kind == "you"):
        return None
    made = Discard(who, Chosen(NUMBERS[m.group(2).split()[0]], at_random=bool(m.group(3))))
    return made if made.text(tuple(ctx.targets)) == m.string else None


PRODUCTIONS: tuple[Production, ...] = (
    rule(
        r"(Each opponent|Each player(?: who can't)?|Target player|Target opponent|That player|Defending player"
        rf"|{THAT_CONTROLLERS}) discards (a card|two cards|three cards|seven cards|X cards)( at random)?\.",
        _players_discard,
    ),
    rule(r"(Discard|Its controller discards) (a card|two cards|three cards|four cards)( at random)?\.", _discards),
    rule(
        r"Put up to (one|two|three|four|five|six|seven) ([A-Za-z-]+(?: [a-z]+)?) cards? from "
        r"your hand onto the "
        r"battlefield\.",
        _put_up_to,
    ),
    rule(
        r"You may put an? (artifact|creature|land|enchantment) card from your hand onto the battlefield\.",
        lambda m, ctx: PutFromHand(m.group(1), frozenset({_TYPE_WORDS[m.group(1)]})),
    ),
    rule(  # CR 110.5b, 205.4a
        r"You may put an? (land|basic land) card from your hand onto the battlefield tapped\.",
        lambda m, ctx: PutFromHand(m.group(1), frozenset({CardType.LAND}), tapped=True, basic=m.group(1) != "land"),
    ),
    exact("Discard a card.", lambda m, ctx: Discard(Ref("you"))),
    rule(
        r"(Discard|You discard|(?:Each player|Each opponent|Target player|Target opponent|That player) discards) "
        r"(your|their) hand\.",
        _discard_hand,
    ),
    exact(DiscardHandDrawThatMany().text(()), lambda m, ctx: DiscardHandDrawThatMany()),  # CR 701.9a, 608.2c
    # CR 305.2: "You may play an additional land this turn." (Explore)
    exact("You may play an additional land this turn.", lambda m, ctx: AdditionalLandsThisTurn()),
    rule(r"Discard (two|three) cards\.", lambda m, ctx: Discard(Ref("you"), Chosen(NUMBERS[m.group(1)]))),
    rule(
        r"Each player discards their hand, then draws (two|three|four|five|six|seven) cards\.",
        lambda m, ctx: EachDiscardsHandThenDraws(NUMBERS[m.group(1)]),
    ),
    rule(
        r"(Discard|That player discards|Target player discards|Target opponent discards) (two|three) cards unless "
        r"(you|they) discard an? (land|creature|artifact|enchantment|instant|sorcery) card\.",
        _discard_unless,
    ),
    exact(
        "Each player discards their hand, then draws cards equal to the greatest number of cards a player discarded "
        "this way.",
        lambda m, ctx: EachDiscardsHandThenDrawsGreatest(),
    ),
    rule(
        r"Each player shuffles their hand( and graveyard)? into their library, then draws "
        r"(two|three|four|five|six|seven) cards\.",
        lambda m, ctx: EachShufflesIntoLibraryThenDraws(NUMBERS[m.group(2)], bool(m.group(1))),
    ),
)
