"""Returning cards of a kind their owner chooses from their graveyard (CR 608.2c–d, 400.7):
"Return a creature card from your graveyard to your hand.", "Return up to two creature cards from
your graveyard to your hand.", "Return a land card from your graveyard to the battlefield tapped."
— not targeted: chosen as the instruction is followed; as many as possible for "a" (609.3: with
none, nothing happens)."""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.this_resolution import this_resolution
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.replacement.enters import entering_tapped
from arbiter.mtg.wording import a_phrase, article
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.paused.base import Askers, At, Next
    from arbiter.mtg.state import GameObject

_COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


@dataclass(frozen=True, slots=True)
class ReturnChosenCards(Effect):
    """ "Return a[n] <noun> card from your graveyard to your hand / the battlefield [tapped]." —
    ``what`` (read for the instruction's controller, in their graveyard); ``count`` cards, or up
    to that many (``up_to``)."""

    decides = True

    what: Filter
    count: int = 1
    up_to: bool = False
    to_battlefield: bool = False
    tapped: bool = False
    opponent_chooses: bool = False  # "a nonland card of an opponent's choice" (Tasigur, CR 608.2d)
    # "Return an instant or sorcery card at random from your graveyard to your hand." (Charmbreaker
    # Devils): no player chooses — the game picks one of the cards that fit (CR 608.2c)
    at_random: bool = False
    # "Return a creature card put into your graveyard this way to the battlefield under your
    # control." (Starfall Invocation): only the cards the instructions before put there from the
    # battlefield as this resolution went on (CR 608.2c, 400.7)
    this_way: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        noun = self.what.text
        if self.this_way:
            where = "the battlefield under your control" if self.to_battlefield else "your hand"
            return f"Return {article(noun)} {noun} put into your graveyard this way to {where}."
        qty = f"up to {_COUNT_WORDS[self.count]}" if self.up_to else article(noun)
        where = "the battlefield" + (" tapped" if self.tapped else "") if self.to_battlefield else "your hand"
        whose = " of an opponent's choice" if self.opponent_chooses else ""
        randomly = " at random" if self.at_random else ""
        return f"Return {qty} {noun}{whose}{randomly} from your graveyard to {where}."


@dataclass(frozen=True, slots=True)
class ReturningChosen:
    """The cards chosen so far (moved together when the last is chosen, CR 608.2c)."""

    effect: ReturnChosenCards
    chosen: tuple[int, ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            return _return_all(g, at, self.effect, self.chosen)
        return _ask(g, at, self.effect, (*self.chosen, card))


def _ask(g: Game, at: At, e: ReturnChosenCards, chosen: tuple[int, ...]) -> Next:
    """CR 608.2d: the instruction's controller chooses the next card, until ``count`` are chosen
    or none is left ("up to": or they choose no more, 0); "of an opponent's choice": an opponent
    chooses, among the controller's cards."""
    from arbiter.mtg.paused.base import pause

    st = g.state
    player = at.object(g).controller
    chooser = 1 - player if e.opponent_chooses else player  # (two players: the one opponent)
    # CR 108.2b, 111.7: a token put there this way isn't a card (and ceases to exist at the next check)
    options = tuple(
        c
        for c in st.players[player].graveyard
        if c not in chosen and not st.objects[c].is_token and fits(g, e.what, st.objects[c], player)
    )
    if e.this_way:
        moved = put_into_graveyard_this_way(g, at.object(g))
        options = tuple(c for c in options if c in moved)
    needed = e.count - len(chosen)
    if needed <= 0 or not options:
        return _return_all(g, at, e, chosen)
    if not e.up_to and len(options) <= needed:
        return _return_all(g, at, e, (*chosen, *options))  # CR 609.3: as many as possible
    if e.at_random:
        return _return_all(g, at, e, (*chosen, *_picked_at_random(g, options, needed)))
    noun = a_phrase(e.what.text.removesuffix("s"))
    if e.opponent_chooses:
        prompt = msg("choose {noun} in your opponent's graveyard: it returns to their hand", noun=noun)
    else:
        prompt = msg("return {noun} from your graveyard", noun=noun)
    offered = (*options, 0) if e.up_to else options
    return pause(g, at, ReturningChosen(e, chosen), Choose(chooser, Purpose.RETURN, "608.2d", offered, prompt))


def put_into_graveyard_this_way(g: Game, o: GameObject) -> frozenset[int]:
    """The cards the resolving ``o`` has put into a graveyard from the battlefield so far (read
    back from the log to the moment it began to resolve, CR 608.2) that are still there as they
    were put there (400.7: a card that left the graveyard since is a new object, even if it is
    back in a graveyard now). The events are read newest first: a card's leaving the graveyard is
    met before the move that put it there, and that move no longer counts."""
    from arbiter.mtg import events as ev

    found: list[int] = []
    left: set[int] = set()  # the cards that left a graveyard later than the events still to read
    for event in this_resolution(g, o):
        if not isinstance(event, ev.ZoneChanged):
            continue
        if event.source is Zone.GRAVEYARD:
            left.add(event.obj)
        elif event.source is Zone.BATTLEFIELD and event.dest is Zone.GRAVEYARD and event.obj not in left:
            found.append(event.obj)
    st = g.state
    return frozenset(i for i in found if i in st.objects and st.objects[i].zone is Zone.GRAVEYARD)


def _picked_at_random(g: Game, options: tuple[int, ...], count: int) -> list[int]:
    """ "… card at random from your graveyard …": the game picks ``count`` of the cards that fit,
    each equally likely, from the game's seeded random source (CR 608.2c: no player chooses)."""
    from arbiter.core.rng import below

    st = g.state
    left = list(options)
    picked: list[int] = []
    for _ in range(min(count, len(left))):
        rng, k = below(st.rng, len(left))
        g.set(st, "rng", rng)
        picked.append(left.pop(k))
    return picked


def _return_all(g: Game, at: At, e: ReturnChosenCards, chosen: tuple[int, ...]) -> Next:
    """The chosen cards move (CR 400.7: each a new object); to the battlefield under the
    instruction's controller's control (110.2a: a card's owner, who chose it from their graveyard)."""
    from arbiter.mtg.paused.base import Next

    st = g.state
    for cid in chosen:
        card = st.objects[cid]
        if card.zone is not Zone.GRAVEYARD:
            continue
        if e.to_battlefield:
            with entering_tapped() if e.tapped else nullcontext():  # CR 110.5b, 614.1d: it enters tapped
                move(g, card, Zone.BATTLEFIELD, "608.2c", "returns")
        else:
            move(g, card, Zone.HAND, "608.2c", "returns")
    return Next.GO_ON


def begin_returning_chosen(g: Game, at: At, e: ReturnChosenCards) -> Next:
    return _ask(g, at, e, ())


def register(askers: Askers) -> None:
    askers.add(ReturnChosenCards, begin_returning_chosen)
