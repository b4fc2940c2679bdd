"""Discarding while a spell or ability resolves (CR 701.9): a player chooses the cards they
discard, a player chooses from a revealed hand (701.20a), and conniving (701.50a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.rng import below
from arbiter.i18n import CardName, join, msg
from arbiter.mtg import effects, filtering
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.keywords import Connive, ConvokersConnive
from arbiter.mtg.enums import Zone
from arbiter.mtg.lki import Convoked
from arbiter.mtg.model import Discard
from arbiter.mtg.objects.counters import add_counters
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.state import DiscardedCard, PlayerRef, SourceSeen, SubjectSeen
from arbiter.mtg.wording import a_phrase
from arbiter.mtg.zones import cards_in_hand, discard, draw

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class Discarding:
    """ "Discard N cards.": the controller discards one at a time (``count`` still to go)."""

    count: int

    def answer(self, g: Game, at: At, card: int) -> Next:
        st = g.state
        o = at.object(g)
        if card:
            chosen = st.objects[card]
            g.set(o, "lki", (*(o.lki or ()), DiscardedCard(frozenset(chosen.card.colors), chosen.id)))
            discard(g, chosen)
        hand = cards_in_hand(g, o.controller)
        if self.count > 1 and hand:  # the next one (as many as possible, 609.3)
            return pause(g, at, Discarding(self.count - 1), _discard_a_card(o.controller, hand))
        return Next.GO_ON


def _discard_a_card(player: int, hand: tuple[int, ...]) -> Choose:
    return Choose(player, Purpose.DISCARD, "701.9a", hand, msg("discard a card"))


def begin_discard(g: Game, at: At, e: Discard) -> Next:
    """The one question of every "discard": who chooses which cards (CR 701.9a, 701.9b, 701.20a)."""
    if e.what.by_controller:
        return begin_choose_discard(g, at, e)
    if e.who.kind != "you":
        players = tuple(effects.players_of(g, at.object(g), e.who, list(at.legal)))
        return ask_discard(g, at, e, players, ())
    player = at.object(g).controller
    if e.what.at_random:
        return ask_discard(g, at, e, (player,), ())  # CR 701.9b: "Discard a card at random."
    hand = cards_in_hand(g, player)
    if not hand:
        return Next.GO_ON  # CR 609.3: nothing to discard; the rest still happens
    return pause(g, at, Discarding(e.what.count), _discard_a_card(player, hand))


@dataclass(frozen=True, slots=True)
class PlayersDiscarding:
    """Each of ``players`` in turn chooses what they discard; ``chosen``: the cards so far."""

    discard: Discard
    players: tuple[int, ...]
    chosen: tuple[int, ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        return ask_discard(g, at, self.discard, self.players, (*self.chosen, card))


def ask_discard(g: Game, at: At, e: Discard, players: tuple[int, ...], chosen: tuple[int, ...]) -> Next:
    """CR 701.9a: each player in turn chooses the cards they discard (one at a time); a player
    with no more cards than asked discards them all (609.3); at random the game picks (701.9b).
    Then all of them are discarded at once."""
    st = g.state
    count = at.object(g).x if e.what.x_cards else e.what.count  # CR 107.3a: "X cards", X as announced
    while players:
        player = players[0]
        hand = tuple(c for c in cards_in_hand(g, player) if c not in chosen)  # (CR 108.2b)
        left = count - sum(1 for c in chosen if st.objects[c].owner == player)
        if left <= 0 or not hand:
            players = players[1:]
            continue
        if len(hand) <= left:
            chosen, players = (*chosen, *hand), players[1:]
            continue
        if e.what.at_random:
            rng, k = below(st.rng, len(hand))
            g.set(st, "rng", rng)
            chosen = (*chosen, hand[k])
            continue
        prompt = msg("discard a card ({left} to choose)", left=left)
        question = Choose(player, Purpose.DISCARD, "701.9a", hand, prompt)
        return pause(g, at, PlayersDiscarding(e, players, chosen), question)
    o = at.object(g)
    for cid in chosen:
        card = st.objects[cid]
        if card.zone is Zone.HAND:
            # CR 608.2c: what "that card" and "if a red card was discarded this way" read afterwards
            g.set(o, "lki", (*o.lki, DiscardedCard(frozenset(card.card.colors), cid)))
            discard(g, card, "701.9b" if e.what.at_random else "701.9a")
    return Next.GO_ON


@dataclass(frozen=True, slots=True)
class ChoosingDiscard:
    """ "You choose a … card from it. That player discards that card." ``hand``: the revealed
    hand. CR 701.20a: a revealed card "remains revealed for as long as necessary to complete the
    parts of the effect that card is relevant to" — the whole hand the card is chosen "from",
    the cards that can't be chosen (lands) included, until the choice is made."""

    hand: tuple[int, ...] = ()

    @property
    def shown_to_all(self) -> tuple[int, ...]:
        """CR 701.20a: the revealed hand, shown to every player while the card is chosen."""
        return self.hand

    def answer(self, g: Game, at: At, card: int) -> Next:
        chosen = g.state.objects[card]
        if chosen.zone is Zone.HAND:
            discard(g, chosen)  # "That player discards that card." (CR 701.9a)
        return Next.GO_ON


def begin_choose_discard(g: Game, at: At, e: Discard) -> Next:
    """The player reveals their hand (CR 701.20a); the controller chooses a card that fits
    (608.2d). Nothing to choose: the rest still happens (609.3)."""
    st, w = g.state, e.what
    o = at.object(g)
    who = effects.resolve_ref(g, o, e.who, list(at.legal))
    if not isinstance(who, PlayerRef):
        return Next.GO_ON
    hand = st.players[who.index].hand
    names = join([CardName(st.objects[c].card.name) for c in hand]) if hand else msg("no cards")
    g.log(
        ev.EffectCreated("701.20a", st.players[who.index].name, msg("reveals their hand: {names}", names=names), hand)
    )
    fits = tuple(
        c for c in cards_in_hand(g, who.index)
        if filtering.fits(g, w.what, st.objects[c], o.controller)
    )  # fmt: skip
    if not fits:
        return Next.GO_ON
    prompt = msg("choose a card to discard")
    if w.noun:
        prompt = msg("choose {card} to discard", card=a_phrase(f"{w.noun} card"))
    question = Choose(o.controller, Purpose.CHOOSE_DISCARD, "608.2c", fits, prompt)
    return pause(g, at, ChoosingDiscard(tuple(hand)), question)


@dataclass(frozen=True, slots=True)
class Conniving:
    """CR 701.50a: the card discarded after the draw; ``perm`` (as ``zcc``) gets a +1/+1
    counter if it was a nonland card."""

    perm: int
    zcc: int

    def answer(self, g: Game, at: At, card: int) -> Next:
        st = g.state
        chosen = st.objects[card]
        nonland = not chosen.card.is_land
        if chosen.zone is Zone.HAND:
            discard(g, chosen, "701.50a")
        perm = st.objects.get(self.perm)
        if nonland and perm is not None and perm.zone is Zone.BATTLEFIELD and perm.zcc == self.zcc:
            add_counters(g, perm, "+1/+1", 1, "701.50a")  # a nonland card was discarded
        return Next.GO_ON


def _conniver(g: Game, o: GameObject, ref: Ref, legal: list[bool]) -> tuple[int, int, int] | None:
    """The conniving permanent as (id, zone-change count, controller). CR 701.50c: if it changed
    zones before the effect made it connive — the ability's own source ("it connives") or the
    object its event was about — its last known information says which object connived and who
    controlled it; that player still draws and discards, and the counter has nowhere to go. (A
    target that left is an illegal target instead, and isn't affected: 608.2b.)"""
    perm = effects.permanent_of(g, o, ref, legal)
    if perm is not None:
        return perm.id, perm.zcc, perm.controller
    if ref.kind in ("this", "it_self") and o.source is not None:
        seen = next((x for x in o.lki if isinstance(x, SourceSeen)), None)
        return (o.source, seen.zcc, seen.controller) if seen is not None else None
    if ref.kind in ("subject", "it_subject", "subject permanent"):
        subject = next((x for x in o.lki if isinstance(x, SubjectSeen)), None)
        gone = g.state.objects.get(subject.id) if subject is not None else None
        if subject is not None and gone is not None and gone.left_controller is not None:
            return subject.id, subject.zcc, gone.left_controller
    return None


def begin_connive(g: Game, at: At, e: Connive) -> Next:
    """CR 701.50a: the permanent's controller draws, then chooses a card to discard (asked)."""
    conniver = _conniver(g, at.object(g), e.to, list(at.legal))
    if conniver is None:
        return Next.GO_ON
    perm, zcc, player = conniver  # (as it last existed, if it left the battlefield: 701.50c)
    draw(g, player, "701.50a")
    hand = cards_in_hand(g, player)
    if not hand:
        return Next.GO_ON
    question = Choose(player, Purpose.CONNIVE, "701.50a", hand, msg("discard a card (connive)"))
    return pause(g, at, Conniving(perm, zcc), question)


@dataclass(frozen=True, slots=True)
class ConvokersConniving:
    """CR 701.50d: the creatures that convoked the spell still to connive (as (id, zcc)); ``now``:
    the one conniving, whose discard is being asked, or None while the next one is chosen."""

    left: tuple[tuple[int, int], ...]
    now: tuple[int, int] | None = None

    def answer(self, g: Game, at: At, card: int) -> Next:
        if self.now is not None:  # the card discarded (701.50a)
            Conniving(*self.now).answer(g, at, card)
            return _next_conniver(g, at, self.left)
        chosen = next(c for c in self.left if c[0] == card)
        return _connive_one(g, at, chosen, tuple(c for c in self.left if c != chosen))


def begin_convokers_connive(g: Game, at: At, e: ConvokersConnive) -> Next:
    """CR 702.51c: the creatures tapped for the spell's convoke, recorded as it was cast."""
    o = at.object(g)
    return _next_conniver(g, at, tuple(dict.fromkeys((x.id, x.zcc) for x in o.lki if isinstance(x, Convoked))))


def _next_conniver(g: Game, at: At, left: tuple[tuple[int, int], ...]) -> Next:
    """CR 701.50d: with several still to connive, their controller chooses which connives next (two
    players: the spell's controller, who convoked with their own creatures)."""
    if not left:
        return Next.GO_ON
    if len(left) == 1:
        return _connive_one(g, at, left[0], ())
    player = at.object(g).controller
    prompt = msg("choose the creature that connives next")
    question = Choose(player, Purpose.CONNIVER, "701.50d", tuple(c[0] for c in left), prompt)
    return pause(g, at, ConvokersConniving(left), question)


def _connive_one(g: Game, at: At, perm: tuple[int, int], left: tuple[tuple[int, int], ...]) -> Next:
    """CR 701.50a, c: its controller (as it last existed, if it left) draws, then discards."""
    st = g.state
    o = st.objects.get(perm[0])
    player = o.controller if o is not None else at.object(g).controller
    draw(g, player, "701.50a")
    hand = cards_in_hand(g, player)
    if not hand:
        return _next_conniver(g, at, left)
    question = Choose(player, Purpose.CONNIVE, "701.50a", hand, msg("discard a card (connive)"))
    return pause(g, at, ConvokersConniving(left, perm), question)


def register(askers: Askers) -> None:
    askers.add(Discard, begin_discard)
    askers.add(Connive, begin_connive)
    askers.add(ConvokersConnive, begin_convokers_connive)
