"""Questions about the cards of a library while a spell or ability resolves: scry (CR 701.22),
surveil (701.25), searching (701.23, then 701.24a shuffling), and looking at the top cards to
take one (608.2d, the rest ordered per 401.4)."""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from arbiter.core.rng import below
from arbiter.i18n import CardName, Quoted, Text, join, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.amounts import count_now
from arbiter.mtg.effects.imprint import ExileFromHandLinked
from arbiter.mtg.effects.library import INTO_EXILE, ON_TOP, SPLIT, PutFromHandOnTop
from arbiter.mtg.effects.resolution import player_of
from arbiter.mtg.effects.search_prohibitions import cant_search, searched_part
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.model import (
    Dig,
    PutCardsFromHand,
    Scry,
    SearchLibrary,
)
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.paused.reveal_top import reveal_top
from arbiter.mtg.replacement.enters import entering_tapped
from arbiter.mtg.state import PutIntoHand, SacrificedObject
from arbiter.mtg.wording import a_phrase
from arbiter.mtg.zones import move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.paused import Paused
    from arbiter.mtg.state import GameObject

# -- scry and surveil (701.22a, 701.25a) ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Scrying:
    """Scry or surveil: first the cards put away one at a time ("away"), then the order of those
    left on top ("order")."""

    scry: Scry
    looked: tuple[int, ...]
    phase: Literal["away", "order"]

    def answer(self, g: Game, at: At, card: int) -> Next:
        st = g.state
        e, looked = self.scry, self.looked
        if self.phase == "away":
            if card == 0:
                return ask_scry(g, at, e, looked, "order")
            chosen = st.objects[card]
            if e.surveil:
                move(g, chosen, Zone.GRAVEYARD, "701.25a", "is put")
            else:
                move(g, chosen, Zone.LIBRARY, "701.22a", "is put on the bottom of the library", bottom=True)
            return ask_scry(g, at, e, tuple(c for c in looked if c != card), "away")
        # "order": the chosen card goes on top now, so the last one chosen ends up on top (of its
        # owner's library: "… of target player's library, then put them back in any order.")
        p = st.players[st.objects[card].owner]
        g.set(p, "library", (card, *(c for c in p.library if c != card)))
        return ask_scry(g, at, e, tuple(c for c in looked if c != card), "order")


def begin_scry(g: Game, at: At, e: Scry) -> Next:
    whose = at.object(g).controller if e.whose is None else player_of(g, at.object(g), e.whose, list(at.legal))
    if whose is None:
        return Next.GO_ON  # CR 608.2b: the target player is gone
    top = g.state.players[whose].library[: e.count]
    if not top:
        _scried(g, at, e)  # CR 701.22d: the scry happened even though nothing could be looked at
    return ask_scry(g, at, e, tuple(top), "order" if e.reorder_only else "away") if top else Next.GO_ON


def _scried(g: Game, at: At, e: Scry) -> None:
    """CR 701.22b–d, 701.25c–d: the scry or surveil is complete — a scry event (not for 0, and
    not for merely putting cards back in any order)."""
    if e.count > 0 and not e.reorder_only:
        g.log(ev.Scried("701.22d", at.object(g).controller, e.surveil, e.count))


def ask_scry(g: Game, at: At, e: Scry, looked: tuple[int, ...], phase: Literal["away", "order"]) -> Next:
    """CR 701.22a / 701.25a: first the cards put on the bottom (scry) or into the graveyard
    (surveil), one at a time (0: no more); then the order of those left on top, top first."""
    st = g.state
    player = at.object(g).controller
    if phase == "away" and looked:
        prompt = (
            msg("put a card into your graveyard (0: keep the rest on top)")
            if e.surveil
            else msg("put a card on the bottom of your library (0: keep the rest on top)")
        )
        purpose, rule = (Purpose.SURVEIL, "701.25a") if e.surveil else (Purpose.SCRY, "701.22a")
        return pause(g, at, Scrying(e, looked, phase), Choose(player, purpose, rule, (*looked, 0), prompt))
    if len(looked) > 1:
        prompt = msg("the card to put on top next (the first one chosen ends up under the others)")
        order_rule = "701.25a" if e.surveil else "701.22a"  # CR 701.25a: surveil's own "in any order"
        return pause(g, at, Scrying(e, looked, "order"), Choose(player, Purpose.ORDER_TOP, order_rule, looked, prompt))
    if looked:
        p = st.players[st.objects[looked[0]].owner]
        g.set(p, "library", (looked[0], *(c for c in p.library if c != looked[0])))  # the last one on top
    _scried(g, at, e)
    return Next.GO_ON


# -- searching (701.23, 701.24a) --------------------------------------------------------------

Search = SearchLibrary | PutCardsFromHand


@dataclass(frozen=True, slots=True)
class SearchingLibrary:
    """A search for N cards (or cards put from the hand), found one at a time."""

    search: Search
    found: tuple[int, ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        if card or _more_qualities(self.search, self.found):
            # (with one card of each quality, "0" leaves this one unfound and goes on, 701.23b)
            return ask_library_search(g, at, self.search, (*self.found, card))
        o = at.object(g)
        player = _searcher(g, at, o, self.search)
        if player is not None and not _declined(self.search, self.found):
            return _finish_library_search(g, at, o, self.search, self.found, player)
        return Next.GO_ON


def _search_matches(g: Game, o: GameObject, e: Search, exact: int | None, source: int | None = None) -> bool:
    """Does the card fit the search's qualities (CR 701.23a)? ``exact``: the mana value it must have;
    ``source``: the object "named ~" names (201.2)."""
    card = o.card
    value = card.mana_cost.mana_value if card.mana_cost is not None else 0
    return fits(g, e.what, o, o.owner, source) and (exact is None or value == exact)


def _mana_value(o: GameObject) -> int:
    cost = o.card.mana_cost
    return cost.mana_value if cost is not None else 0  # CR 202.3


def _exact_value(o: GameObject, e: Search) -> int | None:
    """ "… equal to N plus the sacrificed creature's mana value": the value as it was sacrificed
    (CR 608.2h; a cost's sacrificed permanent is remembered as last known information)."""
    if not isinstance(e, SearchLibrary) or e.plus_sacrificed is None:
        return None
    return e.plus_sacrificed + sum(x.mana_value for x in o.lki if isinstance(x, SacrificedObject))


def begin_library_search(g: Game, at: At, e: Search) -> Next:
    return ask_library_search(g, at, e, ())


def ask_library_search(g: Game, at: At, e: Search, found: tuple[int, ...]) -> Next:
    """CR 701.23a: the player looks through their library and finds the cards one at a time;
    with a stated quality they may find fewer (701.23b); "0" stops."""
    st = g.state
    o = at.object(g)
    if isinstance(e, SearchLibrary) and e.counted is not None:
        # "for that many basic land cards": counted as the search begins (CR 608.2c, 608.2h)
        e = replace(e, count=count_now(g, o, e.counted), counted=None)
    searcher = _searcher(g, at, o, e)
    owner = _library_owner(g, at, o, e, searcher)
    if searcher is None or owner is None:
        return Next.GO_ON  # (no such player now: there is no one to search)
    player = st.players[owner]
    from_hand = isinstance(e, PutCardsFromHand) and e.from_hand
    if not from_hand and not found and cant_search(g, searcher):
        # CR 701.23, 101.2: the search finds nothing; "then shuffle" still happens, but a player who
        # "may search" can't choose to, so nothing is shuffled
        return Next.GO_ON if _declined(e, ()) else _finish_library_search(g, at, o, e, (), searcher)
    library = player.hand if from_hand else searched_part(g, searcher, player.library)
    exact = _exact_value(o, e)
    most = None
    if isinstance(e, SearchLibrary) and e.sacrificed_max:
        exact, most = None, exact  # CR 608.2h: "X or less, where X is N plus the sacrificed creature's mana value"
    quality = e.each[len(found)] if isinstance(e, SearchLibrary) and len(found) < len(e.each) else None
    if quality is not None:  # "a Zombie card and a Swamp card": the card of this quality
        options = tuple(c for c in library if c not in found and fits(g, quality, st.objects[c], st.objects[c].owner))
        if not options and _more_qualities(e, found):
            return ask_library_search(g, at, e, (*found, 0))
    else:
        source = o.source if o.source is not None else o.id
        options = tuple(c for c in library if c not in found and _search_matches(g, st.objects[c], e, exact, source))
    if most is not None:
        options = tuple(c for c in options if _mana_value(st.objects[c]) <= most)
    if isinstance(e, SearchLibrary) and e.up_to_x:  # CR 107.3a: X as announced for the spell
        options = tuple(c for c in options if _mana_value(st.objects[c]) <= o.x)
    must = (
        quality is None
        and not e.up_to
        and not e.noun
        and not e.what.named
        and not e.what.names
        and len(found) < e.count
    )
    if len(found) >= e.count or not options:
        if not _declined(e, found):
            return _finish_library_search(g, at, o, e, found, searcher)
        return Next.GO_ON
    prompt = _find_prompt(e.noun, min(e.count - len(found), len(options)), must)
    if quality is not None:
        prompt = msg("find {quality} card (0: find none)", quality=a_phrase(quality.text))
    purpose = Purpose.PUT_FROM_HAND if from_hand else Purpose.SEARCH
    # CR 701.23d: a search for a quantity ("a card") must find that many — the rule a refused
    # "find none" breaks; with a stated quality (701.23b) "0" is one of the options
    rule = "701.23d" if must else "701.23a"
    question = Choose(searcher, purpose, rule, options if must else (*options, 0), prompt)
    return pause(g, at, SearchingLibrary(e, found), question)


def _find_prompt(noun: str, left: int, must: bool) -> Text:
    """The question of one more card to find: "find a card", "find Forest card", and a noun that
    names the card itself ("card with mana value 0", transmute's, CR 702.53a) without a second
    "card"."""
    if not noun:
        if must:
            return msg("find a card ({left} more)", left=left)
        return msg("find a card ({left} more; 0: stop)", left=left)
    if "card" in noun.split():
        if must:
            return msg("find a {value} ({left} more)", value=Quoted(noun), left=left)
        return msg("find a {value} ({left} more; 0: stop)", value=Quoted(noun), left=left)
    if must:
        return msg("find {value} card ({left} more)", value=Quoted(noun), left=left)
    return msg("find {value} card ({left} more; 0: stop)", value=Quoted(noun), left=left)


def _more_qualities(e: Search, found: tuple[int, ...]) -> bool:
    """Is a card of another quality still to be looked for after this one (CR 701.23a)?"""
    return isinstance(e, SearchLibrary) and len(found) + 1 < len(e.each)


def _declined(e: Search, found: tuple[int, ...]) -> bool:
    """ "may search" and nothing taken: the player didn't search, so nothing is shuffled."""
    return isinstance(e, SearchLibrary) and e.may and not found


def _searcher(g: Game, at: At, o: GameObject, e: Search) -> int | None:
    """Who searches: the controller, or the player the search names ("its controller", 608.2h)."""
    if isinstance(e, PutCardsFromHand) or e.searcher.kind == "you":
        return o.controller
    return player_of(g, o, e.searcher, list(at.legal))


def _library_owner(g: Game, at: At, o: GameObject, e: Search, searcher: int | None) -> int | None:
    """Whose library is searched: the searcher's own, or the player the search names ("Search
    target opponent's library …", CR 701.23a; 608.2b: an illegal target player, none)."""
    if isinstance(e, SearchLibrary) and e.library_of.kind != "you":
        return player_of(g, o, e.library_of, list(at.legal))
    return searcher


def _finish_library_search(g: Game, at: At, o: GameObject, e: Search, found: tuple[int, ...], player: int) -> Next:
    st = g.state
    found = tuple(c for c in found if c)  # (a quality left unfound is a 0)
    owner = _library_owner(g, at, o, e, player)
    shuffled = player if owner is None else owner  # CR 701.24a: "Then that player shuffles."
    if isinstance(e, SearchLibrary) and e.dest == ON_TOP:
        if e.reveal and found:
            # CR 701.20a, 701.23a: "reveal it, then shuffle and put that card on top" — the card is
            # shown to every player before it goes back into the library
            names = join([CardName(st.objects[c].card.name) for c in found])
            g.log(ev.EffectCreated("701.20a", st.players[player].name, msg("reveals {card}", card=names), found))
        # CR 701.23a, 701.24a: "then shuffle and put that card on top" — it never leaves the library
        shuffle(g, player, "701.24a")
        p = st.players[player]
        g.set(p, "library", (*found, *(c for c in p.library if c not in found)))
        return Next.GO_ON
    if isinstance(e, SearchLibrary) and e.dest == SPLIT and found:
        # "put one onto the battlefield tapped and the other into your hand": the searcher chooses
        # which (with one card found, whether it goes onto the battlefield or into the hand)
        options = found if len(found) > 1 else (*found, 0)
        prompt = (
            msg("choose the card to put onto the battlefield tapped")
            if len(found) > 1
            else msg("choose the card to put onto the battlefield tapped (0: into your hand)")
        )
        question = Choose(player, Purpose.SEARCH, "701.23a", options, prompt)
        return pause(g, at, SplittingFound(found, player, bool(e.reveal)), question)
    # CR 701.20a, 701.23a: "reveal it" shows the found card to every player as it is put
    verb = "is revealed and put" if isinstance(e, SearchLibrary) and e.reveal else "is found and put"
    for cid in found:
        card = st.objects[cid]
        if e.dest == "into your hand":
            move(g, card, Zone.HAND, "701.23a", verb)
        elif e.dest == "into your graveyard":
            move(g, card, Zone.GRAVEYARD, "701.23a", verb)
        elif e.dest == INTO_EXILE:  # "… for a card and exile it." (Extract: CR 701.13a)
            move(g, card, Zone.EXILE, "701.13a", "is exiled")
        else:
            with entering_tapped() if e.tapped else nullcontext():  # CR 110.5b, 614.1d: it enters tapped
                move(g, card, Zone.BATTLEFIELD, "701.23a", verb, controller=player)
            g.set(card, "controller", player)
    if not (isinstance(e, PutCardsFromHand) and e.from_hand) and not (isinstance(e, SearchLibrary) and not e.shuffle):
        shuffle(g, shuffled, "701.24a")
    return Next.GO_ON


@dataclass(frozen=True, slots=True)
class SplittingFound:
    """The cards a search found, waiting for the one that goes onto the battlefield tapped; the
    others go into the hand, then the library is shuffled (CR 701.23a, 701.24a). ``reveal``: the
    search says "reveal those cards" (Cultivate), so every card found is shown to every player as
    it is put (701.20a)."""

    found: tuple[int, ...]
    player: int
    reveal: bool = False

    def answer(self, g: Game, at: At, card: int) -> Next:
        st = g.state
        verb = "is revealed and put" if self.reveal else "is found and put"
        for cid in self.found:
            o = st.objects[cid]
            if cid == card:
                with entering_tapped():  # CR 110.5b, 614.1d: it enters tapped
                    move(g, o, Zone.BATTLEFIELD, "701.23a", verb, controller=self.player)
                g.set(o, "controller", self.player)
            else:
                move(g, o, Zone.HAND, "701.23a", verb)
        shuffle(g, self.player, "701.24a")
        return Next.GO_ON


# -- looking at the top cards and taking one (608.2d) -----------------------------------------


@dataclass(frozen=True, slots=True)
class Digging:
    """The cards looked at: first the one taken, then (``ordering``) the order of the rest on
    the bottom, chosen one at a time."""

    dig: Dig
    looked: tuple[int, ...]
    ordering: bool = False
    taken: int = 0  # the cards already put into the hand ("Put two of them …")

    @property
    def shown_to_all(self) -> tuple[int, ...]:
        """CR 701.20a: cards the effect revealed stay revealed to every player while they are still
        part of it (taken, or put on the bottom in the order chosen)."""
        return self.looked if self.dig.every or self.dig.shown else ()

    def answer(self, g: Game, at: At, card: int) -> Next:
        """The card taken goes to the hand; the rest where the text says (in a random order, or in
        the order the player chooses, one at a time)."""
        st = g.state
        e = self.dig
        if self.ordering:
            move(g, st.objects[card], Zone.LIBRARY, "608.2c", "is put on the bottom of the library", bottom=True)
            return _order_rest(g, at, e, tuple(c for c in self.looked if c != card))
        if card:
            verb = "is revealed and put" if e.optional else "is put"
            move(g, st.objects[card], Zone.HAND, "608.2c", verb)
            o = at.object(g)
            g.set(o, "lki", (*(o.lki or ()), PutIntoHand(card)))  # (for "If you didn't put a card … this way")
        rest = tuple(c for c in self.looked if c != card)
        taken = self.taken + 1
        options = _dig_options(g, e, rest, at.object(g).controller) if card and taken < e.take else ()
        if options and options != (0,):
            # "Put two of them into your hand": the next one, from the cards still looked at that fit
            player, prompt = at.object(g).controller, msg("the next card to put into your hand")
            question = Choose(player, Purpose.PUT_INTO_HAND, "608.2c", options, prompt)
            return pause(g, at, Digging(e, rest, taken=taken), question)
        if put_rest_away(g, rest, e.rest):
            return Next.GO_ON
        return _order_rest(g, at, e, rest)


def put_rest_away(g: Game, rest: tuple[int, ...], how: str) -> bool:
    """The cards looked at and not taken, when no one orders them (CR 608.2c): into the graveyard,
    or on the bottom of the library in a random order. False: the owner orders them (401.4)."""
    st = g.state
    if how == "graveyard":
        for c in rest:
            move(g, st.objects[c], Zone.GRAVEYARD, "608.2c", "is put")
        return True
    if how == "bottom random":
        order, rng = list(rest), st.rng
        for k in range(len(order) - 1, 0, -1):
            rng, j = below(rng, k + 1)
            order[k], order[j] = order[j], order[k]
        g.set(st, "rng", rng)
        for c in order:
            move(g, st.objects[c], Zone.LIBRARY, "608.2c", "is put on the bottom of the library", bottom=True)
        return True
    return False


def order_on_bottom(g: Game, at: At, rest: tuple[int, ...], step: Paused, rule: str) -> Next:
    """CR 401.4: "put the rest on the bottom of your library in any order" — the player orders
    them one at a time (``step`` takes each answer) while two or more are left; the last one goes
    without a question. ``rule``: the rule of the instruction (608.2c, or the keyword's)."""
    if len(rest) > 1:
        prompt = msg("the card to put on the bottom next (the first one chosen ends up on top of the others)")
        question = Choose(at.object(g).controller, Purpose.ORDER_BOTTOM, rule, rest, prompt)
        return pause(g, at, step, question)
    for c in rest:
        move(g, g.state.objects[c], Zone.LIBRARY, rule, "is put on the bottom of the library", bottom=True)
    return Next.GO_ON


def _order_rest(g: Game, at: At, e: Dig, rest: tuple[int, ...]) -> Next:
    """CR 401.4: the owner orders the cards put on the bottom, one at a time."""
    return order_on_bottom(g, at, rest, Digging(e, rest, ordering=True), "608.2c")


def begin_dig(g: Game, at: At, e: Dig) -> Next:
    """The player looks at the top cards and takes one — with "you may reveal a … card", one that
    fits or none (0)."""
    st = g.state
    player = at.object(g).controller
    looked = st.players[player].library[: e.count]
    if not looked:
        return Next.GO_ON
    if e.every:
        return _take_every(g, at, e, tuple(looked))
    if e.shown:
        reveal_top(g, player, tuple(looked))
    options = _dig_options(g, e, tuple(looked), player)
    if not options:  # CR 608.2c: no card fits ("Put a creature card from among them …"): none is taken
        return Digging(e, tuple(looked)).answer(g, at, 0)
    prompt = msg("the card to put into your hand (0: none)") if e.optional else msg("the card to put into your hand")
    return pause(g, at, Digging(e, tuple(looked)), Choose(player, Purpose.PUT_INTO_HAND, "608.2c", options, prompt))


def _dig_options(g: Game, e: Dig, cards: tuple[int, ...], player: int) -> tuple[int, ...]:
    """The cards looked at that may be taken (with "you may", also 0: none)."""
    st = g.state
    options = tuple(
        c for c in cards
        if (not e.types or st.objects[c].card.types & e.types) and not st.objects[c].card.types & e.nontypes
        and (e.what is None or fits(g, e.what, st.objects[c], player))
    )  # fmt: skip
    return (*options, 0) if e.optional else options


def _take_every(g: Game, at: At, e: Dig, revealed: tuple[int, ...]) -> Next:
    """CR 701.20a, 608.2c: the top cards are revealed; every one that fits goes to the hand, the
    rest where the text says (ordered by their owner on the bottom, 401.4)."""
    st = g.state
    player = at.object(g).controller
    reveal_top(g, player, revealed)
    taken = tuple(c for c in revealed if e.what is not None and fits(g, e.what, st.objects[c], player))
    for c in taken:
        move(g, st.objects[c], Zone.HAND, "608.2c", "is revealed and put")
    rest = tuple(c for c in revealed if c not in taken)
    if put_rest_away(g, rest, e.rest):
        return Next.GO_ON
    return _order_rest(g, at, e, rest)


# -- cards put from the hand on top of the library (608.2c, 401.4) -----------------------------


@dataclass(frozen=True, slots=True)
class PuttingOnTop:
    """ "Put two cards from your hand on top of your library in any order.": ``left`` more to put."""

    put: PutFromHandOnTop
    left: int

    def answer(self, g: Game, at: At, card: int) -> Next:
        o = g.state.objects[card]
        move(g, o, Zone.LIBRARY, "608.2c", "is put on top of the library")  # CR 401.4: on top of the others
        return ask_put_on_top(g, at, self.put, self.left - 1)


def begin_put_on_top(g: Game, at: At, e: PutFromHandOnTop) -> Next:
    return ask_put_on_top(g, at, e, e.count)


def ask_put_on_top(g: Game, at: At, e: PutFromHandOnTop, left: int) -> Next:
    """The next card from the hand to put on top (the last one chosen ends up on top, 401.4)."""
    player = at.object(g).controller
    hand = g.state.players[player].hand
    if left <= 0 or not hand:
        return Next.GO_ON
    prompt = msg(
        "a card from your hand to put on top of your library ({left} more; the last one chosen ends up on top)",
        left=left,
    )
    return pause(g, at, PuttingOnTop(e, left), Choose(player, Purpose.HAND_TO_TOP, "608.2c", hand, prompt))


# -- exiling a card from the hand, linked to the source (607.2a) -------------------------------


@dataclass(frozen=True, slots=True)
class ExilingFromHand:
    """ "You may exile a nonartifact, nonland card from your hand.": the card chosen (0: none)."""

    def answer(self, g: Game, at: At, card: int) -> Next:
        from arbiter.mtg.effects.imprint import exile_linked

        if card:
            exile_linked(g, at.object(g), g.state.objects[card])
        return Next.GO_ON


def begin_exile_from_hand(g: Game, at: At, e: ExileFromHandLinked) -> Next:
    """CR 608.2c: the controller chooses a card from their hand that fits, or none ("you may")."""
    st = g.state
    o = at.object(g)
    hand = st.players[o.controller].hand
    options = tuple(c for c in hand if fits(g, e.what, st.objects[c], o.controller))
    if not options:
        return Next.GO_ON
    question = Choose(
        o.controller,
        Purpose.SEARCH,
        "608.2c",
        (*options, 0),
        msg("exile {card} (0: none)", card=a_phrase(f"{e.what.text} card")),
    )
    return pause(g, at, ExilingFromHand(), question)


def register(askers: Askers) -> None:
    askers.add(ExileFromHandLinked, begin_exile_from_hand)
    askers.add(PutFromHandOnTop, begin_put_on_top)
    askers.add(Scry, begin_scry)
    askers.add(SearchLibrary, begin_library_search)
    askers.add(PutCardsFromHand, begin_library_search)
    askers.add(Dig, begin_dig)
