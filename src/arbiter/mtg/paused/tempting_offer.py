"""The questions of a tempting offer search (:class:`TemptingSearch`): each search finds one card
or nothing (CR 701.23a–b), each opponent says whether they search (608.2d), and everyone who
searched shuffles at the end (701.24a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.resolution import players_of
from arbiter.mtg.effects.tempting_offer import TemptingSearch
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class Offer:
    """Where the offer stands: ``searcher`` searches now (or, while ``asking``, is asked whether
    they search); ``opponents`` still to be asked; ``extra`` searches the controller still makes;
    ``searched`` the players who searched, in order."""

    e: TemptingSearch
    searcher: int
    opponents: tuple[int, ...]
    extra: int
    searched: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TemptingSearching:
    """A search of the offer: the card found (0: nothing, CR 701.23b)."""

    offer: Offer

    def answer(self, g: Game, at: At, card: int) -> Next:
        st = g.state
        if card:
            o = st.objects[card]
            move(g, o, Zone.BATTLEFIELD, "701.23a", "is found and put")
            if o.zone is Zone.BATTLEFIELD:
                g.set(o, "controller", self.offer.searcher)
        return _next(g, at, self.offer)


@dataclass(frozen=True, slots=True)
class TemptingAsking:
    """An opponent's answer to the offer: 1 (they search) or 0 (they don't)."""

    offer: Offer

    def answer(self, g: Game, at: At, answer: int) -> Next:
        f = self.offer
        if answer != 1:
            return _next(g, at, f)
        # CR 608.2d: they search; the controller will search once more for them
        searching = Offer(f.e, f.searcher, f.opponents, f.extra + 1, (*f.searched, f.searcher))
        return _search(g, at, searching)


def _search(g: Game, at: At, f: Offer) -> Next:
    """CR 701.23a: ``f.searcher`` finds a card of the stated quality in their library, or nothing."""
    st = g.state
    library = st.players[f.searcher].library
    options = tuple(c for c in library if fits(g, f.e.what, st.objects[c], f.searcher))
    prompt = msg("find {what} card (0: find nothing)", what=f.e.what.text)
    question = Choose(f.searcher, Purpose.SEARCH, "701.23a", (*options, 0), prompt)
    return pause(g, at, TemptingSearching(f), question)


def _next(g: Game, at: At, f: Offer) -> Next:
    """After a search (or an opponent's refusal): ask the next opponent, then make the
    controller's extra searches, then shuffle every library searched (CR 701.24a)."""
    controller = at.object(g).controller
    if f.opponents:
        asked = Offer(f.e, f.opponents[0], f.opponents[1:], f.extra, f.searched)
        question = Choose(asked.searcher, Purpose.MAY, "608.2d", (1, 0), "search your library? (1: yes, 0: no)")
        return pause(g, at, TemptingAsking(asked), question)
    if f.extra:
        return _search(g, at, Offer(f.e, controller, (), f.extra - 1, f.searched))
    for p in dict.fromkeys(f.searched):
        shuffle(g, p, "701.24a")
    return Next.GO_ON


def begin_tempting_search(g: Game, at: At, e: TemptingSearch) -> Next:
    """The controller searches first; then each opponent in APNAP order is asked (CR 101.4)."""
    o = at.object(g)
    opponents = tuple(players_of(g, o, Ref("each opponent"), list(at.legal)))
    return _search(g, at, Offer(e, o.controller, opponents, 0, (o.controller,)))


def register(askers: Askers) -> None:
    askers.add(TemptingSearch, begin_tempting_search)
