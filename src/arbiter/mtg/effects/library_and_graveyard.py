"""Searching one's library and/or graveyard for a card (CR 701.23a, 400.2): "Search your library
and/or graveyard for a card named Chandra, Bold Pyromancer, reveal it, and put it into your hand.
If you search your library this way, shuffle." — the player chooses the zones to search: a card
taken from the library means the library was searched (and is shuffled, 701.24a), one taken from
the graveyard means only the graveyard was; finding nothing (701.23b), the player answers 0 (both
searched: shuffled) or ``GRAVEYARD_ONLY`` (only the graveyard searched: not shuffled)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, Text, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.search_prohibitions import cant_search, searched_part
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.wording import article
from arbiter.mtg.zones import move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.paused.base import Askers, At, Next

_SHUFFLE = "If you search your library this way, shuffle."
GRAVEYARD_ONLY = "graveyard"
"""The answer "I search only my graveyard and find nothing there" (no shuffle, CR 701.23a)."""


@dataclass(frozen=True, slots=True)
class SearchLibraryAndGraveyard(Effect):
    """ "Search your library and/or graveyard for <a card named N | an artifact card …>, reveal it,
    and put it into your hand." / "… and put it onto the battlefield." then "If you search your
    library this way, shuffle." (``what``: its ``text`` the printed card words)."""

    decides = True

    what: Filter
    onto_battlefield: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        words = self.what.text
        found = f"{article(words)} {words}"
        put = " and put it onto the battlefield" if self.onto_battlefield else ", reveal it, and put it into your hand"
        return f"Search your library and/or graveyard for {found}{put}. {_SHUFFLE}"


@dataclass(frozen=True, slots=True)
class SearchingLibraryAndGraveyard:
    """The card chosen from the library or the graveyard (0: none found)."""

    effect: SearchLibraryAndGraveyard

    def answer(self, g: Game, at: At, card: int | str) -> Next:
        return _found(g, at, self.effect, card)


def _found(g: Game, at: At, e: SearchLibraryAndGraveyard, card: int | str) -> Next:
    """The card (if any) is revealed and put where the instruction says; the library is
    shuffled unless the card came from the graveyard alone, or the player searched only the
    graveyard and found nothing (CR 701.23a, 701.24a)."""
    from arbiter.mtg.paused.base import Next

    st = g.state
    player = at.object(g).controller
    o = st.objects.get(card) if isinstance(card, int) and card else None
    # CR 701.23a: "library and/or graveyard" — the player chooses the zones searched; only a
    # search of the library is followed by the shuffle
    from_library = o.zone is Zone.LIBRARY if o is not None else card != GRAVEYARD_ONLY
    if o is not None:
        # CR 701.20a, 701.23a: "reveal it, and put it into your hand" shows the found card to every
        # player as it is put (a card put onto the battlefield is public there anyway)
        verb = "is put" if e.onto_battlefield else "is revealed and put"
        move(g, o, Zone.BATTLEFIELD if e.onto_battlefield else Zone.HAND, "701.23a", verb)
    if from_library:
        shuffle(g, player)
    return Next.GO_ON


def _graveyard_prompt(e: SearchLibraryAndGraveyard) -> Text:
    return msg("search your graveyard for {card} (graveyard: none)", card=Quoted(e.what.text))


def begin_searching(g: Game, at: At, e: SearchLibraryAndGraveyard) -> Next:
    """CR 701.23a–b: the player chooses a card that fits in their library or graveyard (finding
    none in the library is allowed: 0)."""
    from arbiter.mtg.paused.base import pause

    st = g.state
    player = at.object(g).controller
    p = st.players[player]
    if cant_search(g, player):  # CR 701.23, 101.2: only the graveyard can be searched (no shuffle)
        options = tuple(c for c in p.graveyard if fits(g, e.what, st.objects[c], player))
        question = Choose(player, Purpose.SEARCH, "701.23a", (*options, GRAVEYARD_ONLY), _graveyard_prompt(e))
        return pause(g, at, SearchingLibraryAndGraveyard(e), question)
    library = searched_part(g, player, p.library)  # CR 614.1a: Aven Mindcensor's top four
    options = tuple(c for c in (*library, *p.graveyard) if fits(g, e.what, st.objects[c], player))
    prompt = msg(
        "search your library and/or graveyard for {card} (0: none; graveyard: none, and only the graveyard searched)",
        card=Quoted(e.what.text),
    )
    # CR 701.23a: finding nothing, the player says whether the library was searched too (0) or only
    # the graveyard (GRAVEYARD_ONLY: then no shuffle)
    question = Choose(player, Purpose.SEARCH, "701.23a", (*options, 0, GRAVEYARD_ONLY), prompt)
    return pause(g, at, SearchingLibraryAndGraveyard(e), question)


def register(askers: Askers) -> None:
    askers.add(SearchLibraryAndGraveyard, begin_searching)
