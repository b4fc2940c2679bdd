"""Libraries (CR 401): drawing (121), milling (701.17), searching (701.23), scry and surveil
(701.22, 701.25), looking at the top cards (Dig), explore (701.44) and exiling the top cards to
play them ("You may play that card this turn.", 611.2a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import amount_of, players_of
from arbiter.mtg.effects.this_resolution import this_resolution
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.amounts import Count
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import YOU, Ref, count_text, subject_text
from arbiter.mtg.objects.resolving_source import resolving_source
from arbiter.mtg.state import ExiledCard, PlayPermission
from arbiter.mtg.wording import COUNT_WORDS as _COUNT_WORDS
from arbiter.mtg.wording import article
from arbiter.mtg.zones import draw, move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class Draw(Effect):
    """CR 121: "<who> draw(s) N card(s)."."""

    scaled = ("amount",)

    amount: int | str
    who: Ref
    you_word: bool = False  # "You draw a card" (in "You draw a card and you lose 1 life.")
    additional: bool = False  # "that player draws an additional card" (beside the draw step's, CR 504.1)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        cards = count_text(self.amount, "card", "cards") if isinstance(self.amount, int) else f"{self.amount} cards"
        if self.additional:
            cards = cards.replace("a card", "an additional card").replace(" cards", " additional cards")
        if self.who.kind == "you":
            return f"You draw {cards}." if self.you_word else f"Draw {cards}."
        return f"{subject_text(self.who, specs)} draws {cards}."


@dataclass(frozen=True, slots=True)
class Dig(Effect):
    """ "Look at the top four cards of your library. You may reveal a creature card from among
    them and put it into your hand. Put the rest on the bottom of your library in a random
    order." / "… Put one of them into your hand and the rest into your graveyard." — the player
    looks (CR 401.5 is not a draw), takes one (or, with "you may reveal", maybe none), and the
    rest go where the text says: ``rest`` is "bottom any", "bottom random" or "graveyard"."""

    decides = True
    scaled = ("count",)  # "Look at the top X cards …, where X is …" (CR 107.3c)

    count: int
    optional: bool  # "You may reveal a … card" (a card with that quality may go unfound)
    types: frozenset[CardType] = frozenset()
    nontypes: frozenset[CardType] = frozenset()
    rest: str = "bottom any"
    text_: str = ""
    take: int = 1  # "Put two of them into your hand …" (Dig Through Time)
    what: Filter | None = None  # the card the text names, when more than card types say it
    # "Reveal the top N cards … Put all <cards> revealed this way into your hand …": every card
    # that fits is taken, none is chosen (CR 701.20a, 608.2c)
    every: bool = False
    shown: bool = False  # "Reveal the top N cards …": every player sees them (CR 701.20a)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class DigOntoBattlefield(Effect):
    """ "Look at the top six cards of your library. Put up to two creature cards with mana value 3
    or less from among them onto the battlefield. Put the rest on the bottom of your library in any
    order." (Collected Company) / "You may put a land card from among them onto the battlefield
    tapped." — the player looks (CR 401.5), chooses up to ``take`` cards that fit ``what`` (none is
    always allowed: "up to", "you may"), those enter the battlefield at the same time under their
    control (CR 608.2c), and the rest go where the text says (``rest`` as for :class:`Dig`)."""

    decides = True
    scaled = ("count",)  # "Look at the top X cards …, where X is …" (CR 107.3c)

    count: int
    take: int
    what: Filter
    tapped: bool = False
    rest: str = "bottom any"
    text_: str = ""
    # "… onto the battlefield tapped and attacking." (CR 508.4: attacking what its controller chooses;
    # read only with a rest that needs no ordering question)
    attacking: bool = False
    # "Reveal the top ten cards … Put a creature card from among them onto the battlefield with three
    # +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle." (a dungeon's room):
    # revealed (701.20a), one must be put if one fits, with counters (122.6), gaining a keyword
    # until the controller's next turn (611.2a); ``rest`` "shuffle"
    reveal: bool = False
    counters: int = 0
    gains: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class Explore(Effect):
    """CR 701.44a: "It explores." — its controller reveals the top card of their library; a land
    goes to their hand; otherwise a +1/+1 counter goes on the exploring permanent and the player
    may put the revealed card into their graveyard."""

    decides = True

    who: Ref | None = None  # "Target creature you control explores." (None: the source, "It explores.")

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "It explores." if self.who is None else f"{subject_text(self.who, specs)} explores."


# "a basic land card" in a library (CR 205.4c, 305.6)
BASIC_LAND = Filter("basic land", frozenset({CardType.LAND}), supertypes=frozenset({"Basic"}), zone=Zone.LIBRARY)


INTO_EXILE = "into exile"  # a SearchLibrary's ``dest``: "… for a card and exile it." (Extract, CR 701.13a)
ON_TOP = "on top"  # a SearchLibrary's ``dest``: "…, then shuffle and put that card on top." (Vampiric Tutor)
# a SearchLibrary's ``dest`` (with the pronoun "one"): "put one onto the battlefield tapped and the
# other into your hand" (Cultivate, Kodama's Reach: which card goes where is chosen, 701.23a)
SPLIT = "onto the battlefield tapped and the other into your hand"


# "Search your library for any number of Forest cards": no bound but the library (CR 701.23a–b)
ANY_NUMBER = 1 << 30


@dataclass(frozen=True, slots=True)
class SearchLibrary(Effect):
    """ "Search your library for [up to] N <quality> card(s), [reveal …,] put … <where>, then
    shuffle." (CR 701.23; a quality may go unfound, 701.23b; 701.24a shuffle). ``searcher``: the
    player who searches their own library ("Its controller may search their library …", Ghost
    Quarter: the target's controller as it last existed, 608.2h, even if it survived, 609.3);
    ``may``: they may also not search at all (then nothing is shuffled)."""

    decides = True

    count: int
    up_to: bool
    what: Filter  # its text names them: "basic land", "creature", "Forest", "" (any card)
    reveal: str = ""  # "reveal it, ", "reveal them, ", "reveal those cards, "
    pronoun: str = "it"  # "it", "them", "that card", "those cards"
    dest: str = "into your hand"  # "into your hand", "onto the battlefield", "into your graveyard"
    tapped: bool = False
    # "… with mana value equal to N plus the sacrificed creature's mana value" (Birthing Pod: the
    # sacrificed creature's mana value as it last existed, CR 608.2h)
    plus_sacrificed: int | None = None
    searcher: Ref = YOU
    may: bool = False
    up_to_x: bool = False  # "with mana value X or less": X as announced for the spell (CR 107.3a)
    # "… with mana value X or less, where X is N plus the sacrificed creature's mana value. Put that
    # card onto the battlefield, then shuffle." (Eldritch Evolution): ``plus_sacrificed`` is a maximum
    sacrificed_max: bool = False
    # "for a Zombie card and a Swamp card": one card of each quality, found in this order, each of
    # which may go unfound (CR 701.23a–b); ``count`` is how many there are
    each: tuple[Filter, ...] = ()
    # False: the library isn't shuffled by this instruction — a later one says who shuffles
    # ("Then each player who searched a library this way shuffles.", a tempting offer)
    shuffle: bool = True
    # "for that many basic land cards" (Settle the Wreckage): ``count`` counted as the search
    # begins (CR 608.2c, 608.2h), instead of the printed number
    counted: Count | None = None
    # "Search target opponent's library for a creature card and put that card onto the battlefield
    # under your control. Then that player shuffles." (Bribery): the library searched is that
    # player's, not the searcher's (CR 701.23a, 401.1); ``text_``: the sentences as printed
    library_of: Ref = YOU
    text_: str = ""

    @property
    def noun(self) -> str:
        return self.what.text

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.text_:
            return self.text_
        words = {1: "a", 2: "two", 3: "three", 4: "four"}
        n = "that many" if self.counted is not None else words.get(self.count, str(self.count))
        if n == "a" and self.noun[:1].lower() in "aeiou" and self.noun:
            n = "an"
        qty = f"up to {'one' if self.count == 1 else n}" if self.up_to else n
        if self.count == ANY_NUMBER:
            qty = "any number of"
        noun = f"{self.noun} card" if self.noun else "card"
        plural = "s" if self.count > 1 or self.counted is not None else ""
        tapped = " tapped" if self.tapped else ""
        most = "X" if self.up_to_x else self.what.max_value
        value = f" with mana value {most} or less" if most is not None else ""
        least = self.what.min_value  # CR 202.3: "with mana value 6 or greater", "with mana value 3"
        if least is not None:
            value = f" with mana value {least}" + ("" if most == least else " or greater")
        if self.what.max_power is not None:
            value = f" with power {self.what.max_power} or less"
        elif self.what.max_toughness is not None:
            value = f" with toughness {self.what.max_toughness} or less"
        if self.what.named:
            value = " named ~"  # CR 201.2
        if self.what.names:
            value = " named " + " or ".join(self.what.names)
        if self.plus_sacrificed is not None:
            value = f" with mana value equal to {self.plus_sacrificed} plus the sacrificed creature's mana value"
        if self.sacrificed_max:
            where = f"{self.plus_sacrificed} plus the sacrificed creature's mana value"
            head = f"Search your library for {qty} {noun}{plural} with mana value X or less, where X is {where}."
            return f"{head} Put {self.pronoun} {self.dest}, then shuffle."
        search = "Search your library"
        if self.each:
            wanted = " and ".join(f"{article(f.text)} {f.text} card" for f in self.each)
            return f"{search} for {wanted}, {self.reveal}put {self.pronoun} {self.dest}{tapped}, then shuffle."
        if self.searcher.kind != "you":
            search = f"{subject_text(self.searcher, specs)} {'may search' if self.may else 'searches'} their library"
        if self.dest == ON_TOP:  # CR 701.23a, 701.24a: shuffled, then the found card put on top
            return f"{search} for {qty} {noun}{plural}{value}, {self.reveal}then shuffle and put {self.pronoun} on top."
        put = f"{self.reveal}put {self.pronoun} {self.dest}{tapped}"
        if not self.shuffle:
            return f"{search} for {qty} {noun}{plural}{value} and {put}."
        return f"{search} for {qty} {noun}{plural}{value}, {put}, then shuffle."


@dataclass(frozen=True, slots=True)
class PutFromHandOnTop(Effect):
    """ "Put two cards from your hand on top of your library in any order." (Brainstorm): the
    player chooses the cards one at a time as it resolves, each put on top of the ones before
    (CR 608.2c, 401.4); with fewer cards in hand, all of them."""

    decides = True

    count: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.count == 1:
            return "Put a card from your hand on top of your library."
        return f"Put {_COUNT_WORDS[self.count]} cards from your hand on top of your library in any order."


@dataclass(frozen=True, slots=True)
class ShuffleThisIntoLibrary(Effect):
    """ "Shuffle ~ into its owner's library." (Green Sun's Zenith): the resolving spell goes into
    its owner's library, which is then shuffled (CR 701.24a) — so it isn't put into the graveyard
    as its resolution finishes (608.2n)."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Shuffle ~ into its owner's library."


@handles(ShuffleThisIntoLibrary)
def _shuffle_this_in(g: Game, o: GameObject, e: ShuffleThisIntoLibrary, legal: list[bool]) -> None:
    if o.ability is not None or o.zone is not Zone.STACK:
        return
    move(g, o, Zone.LIBRARY, "701.24a", "is shuffled into its owner's library: it is put")
    shuffle(g, o.owner, "701.24a")


@dataclass(frozen=True, slots=True)
class ShuffleLibrary(Effect):
    """ "Shuffle your library." (CR 701.24a); after "You may", "You may shuffle." (Ponder)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Shuffle your library."


@handles(ShuffleLibrary)
def _shuffle_library(g: Game, o: GameObject, e: ShuffleLibrary, legal: list[bool]) -> None:
    shuffle(g, o.controller, "701.24a")


@dataclass(frozen=True, slots=True)
class Mill(Effect):
    """ "Mill N cards." / "Target player mills N cards." (CR 701.17a)."""

    scaled = ("count",)

    count: int | str
    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        count = _COUNT_WORDS.get(self.count, str(self.count)) if isinstance(self.count, int) else self.count
        n = "a card" if self.count == 1 else f"{count} cards"
        if self.count in ("half down", "half up"):  # CR 107.1a
            n = f"half their library, rounded {self.count.removeprefix('half ')}"
        if self.who.kind == "you":
            return f"Mill {n}."
        return f"{subject_text(self.who, specs)} mills {n}."


@dataclass(frozen=True, slots=True)
class Scry(Effect):
    """ "Scry N." (CR 701.22) / "Surveil N." (701.25): look at the top N cards, put any number
    on the bottom (or into the graveyard) and the rest back on top in any order."""

    decides = True
    scaled = ("count",)  # "Scry X, where X is …" (CR 107.3c)

    count: int
    surveil: bool = False
    reorder_only: bool = False  # "Look at the top N cards of your library, then put them back in any order."
    whose: Ref | None = None  # "… of target player's library, …" (None: your library)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.reorder_only:
            n = _COUNT_WORDS.get(self.count, str(self.count))
            whose = "your" if self.whose is None else f"{self.whose.text(specs)}'s"
            return f"Look at the top {n} cards of {whose} library, then put them back in any order."
        return f"{'Surveil' if self.surveil else 'Scry'} {self.count}."


@dataclass(frozen=True, slots=True)
class ExileTopCards(Effect):
    """ "Exile the top card of your library." / "Exile the top N cards of your library." / "…
    of that player's library." (``whose``: another player's) — the cards are remembered for a
    following "you may play that card" (608.2c)."""

    count: int | str
    whose: Ref | None = None
    by_owner: bool = False  # "Defending player exiles the top twenty cards of their library." (Ulamog)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if isinstance(self.count, str):
            cards = f"{self.count} cards"
        else:
            cards = "card" if self.count == 1 else f"{_COUNT_WORDS.get(self.count, str(self.count))} cards"
        if self.by_owner and self.whose is not None:
            return f"{subject_text(self.whose, specs)} exiles the top {cards} of their library."
        library = "your library" if self.whose is None else f"{_possessive(self.whose, specs)} library"
        return f"Exile the top {cards} of {library}."


def _possessive(who: Ref, specs: tuple[TargetSpec, ...]) -> str:
    """ "target player's", "that player's", "each opponent's" — whose library."""
    subject = subject_text(who, specs)
    return f"{subject[0].lower()}{subject[1:]}'s"


@dataclass(frozen=True, slots=True)
class MayPlayExiled(Effect):
    """ "You may play that card this turn." and its variants: permission to play the cards just
    exiled from the exile zone — lands as the turn's land play (305.2), spells with their normal
    timing (601.2, 117.1a) — until the end of this turn or of your next turn; "without paying
    its mana cost" (118.9)."""

    next_turn: bool = False  # "until the end of your next turn"
    leading: bool = False  # the duration comes first: "Until end of turn, you may play that card."
    plural: bool = False  # "them" (or "those cards")
    free: bool = False
    those: bool = False  # "those cards"
    cast: bool = False  # "you may cast that card": a spell only, never a land play (CR 305.1, 601.2)
    # "You may play them." (Runestone Caverns): no duration is stated, so the permission lasts
    # until the end of the game (CR 611.2a) — while each card stays exiled (400.7: leaving exile,
    # it becomes a new object)
    lasting: bool = False
    until_end: bool = False  # printed "until end of turn" after the card (Spark of Creativity): "this turn"
    it: bool = False  # "You may play it this turn." after "Exile the top card of your library."

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        obj = "those cards" if self.those else "them" if self.plural else "it" if self.it else "that card"
        free = " without paying its mana cost" if self.free else ""
        verb = "cast" if self.cast else "play"
        if self.lasting:
            return f"You may {verb} {obj}{free}."
        if self.leading:
            when = "Until the end of your next turn" if self.next_turn else "Until end of turn"
            return f"{when}, you may {verb} {obj}{free}."
        when = "until the end of your next turn" if self.next_turn else "this turn"
        if self.until_end and not self.next_turn:
            when = "until end of turn"
        return f"You may {verb} {obj}{free} {when}."


@handles(Draw)
def _draw(g: Game, o: GameObject, e: Draw, legal: list[bool]) -> None:
    for who in players_of(g, o, e.who, legal):
        for _ in range(amount_of(o, e.amount)):
            draw(g, who, "121.1")


@handles(ExileTopCards)
def _exile_top_cards(g: Game, o: GameObject, e: ExileTopCards, legal: list[bool]) -> None:
    """The top cards of the library go to exile, remembered for what follows."""
    st = g.state
    n = amount_of(o, e.count)
    exiled = []
    whose = [o.controller] if e.whose is None else players_of(g, o, e.whose, legal)
    for who in whose:
        for _ in range(n):
            library = st.players[who].library
            if not library:
                break  # CR 609.3: as many as there are
            card = st.objects[library[0]]
            move(g, card, Zone.EXILE, "406.3", "is exiled")
            exiled.append(ExiledCard(card.id, card.zcc))
    g.set(o, "lki", (*(o.lki or ()), *exiled))


@handles(MayPlayExiled)
def _may_play_exiled(g: Game, o: GameObject, e: MayPlayExiled, legal: list[bool]) -> None:
    """A permission for the cards the ability exiled (CR 611.2a: until end of turn, or of the
    controller's next turn; with no duration stated, for as long as each stays exiled)."""
    from arbiter.mtg.casting import ADVENTURE_EXILE  # (no end turn: as long as it stays exiled)

    st = g.state
    last = ADVENTURE_EXILE if e.lasting else st.turn
    if e.next_turn:
        last = st.turn + (2 if st.active == o.controller else 1)
    granted = tuple(
        PlayPermission(x.id, x.zcc, o.controller, last, e.free, cast_only=e.cast)
        for x in o.lki
        if isinstance(x, ExiledCard) and st.objects[x.id].zone is Zone.EXILE and st.objects[x.id].zcc == x.zcc
    )
    if granted:
        g.set(st, "may_play", (*st.may_play, *granted))
        g.log(ev.EffectCreated("611.2a", st.players[o.controller].name, msg("may play the exiled card(s)")))


HALF_DOWN, HALF_UP = "half down", "half up"  # "mills half their library, rounded down / up" (CR 107.1a)


def _milled(o: GameObject, count: int | str, library: int) -> int:
    """How many cards a player mills: a number, X, or half their library (CR 107.1a: rounded as
    the text says)."""
    if count == HALF_DOWN:
        return library // 2
    if count == HALF_UP:
        return (library + 1) // 2
    return amount_of(o, count)


@handles(Mill)
def _mill(g: Game, o: GameObject, e: Mill, legal: list[bool]) -> None:
    """CR 701.17a: the top cards of each player's library go to their graveyard (as many as there
    are) — the cards that are on top as the player mills, all of them (a milled card shuffled back
    into the library by a replacement effect, 614.1a, doesn't change which others are milled)."""
    st = g.state
    for player in players_of(g, o, e.who, legal):
        library = st.players[player].library
        for oid in library[: _milled(o, e.count, len(library))]:
            move(g, st.objects[oid], Zone.GRAVEYARD, "701.17a", "is milled and put")


def found_onto_battlefield(g: Game, o: GameObject, rule: str = "701.23a") -> list[GameObject]:
    """The cards the resolving ``o`` has found and put onto the battlefield so far (CR 701.23a;
    read back from the log to the moment it began to resolve, 608.2) that are still there — or,
    with ``rule`` "701.40a", the cards it manifested."""
    found = [
        event.obj
        for event in this_resolution(g, o)
        if isinstance(event, ev.ZoneChanged) and event.rule == rule and event.dest is Zone.BATTLEFIELD
    ]
    st = g.state
    return [st.objects[i] for i in found if i in st.objects and st.objects[i].zone is Zone.BATTLEFIELD]


@dataclass(frozen=True, slots=True)
class PutThisOnTop(Effect):
    """ "Put ~ on top of its owner's library." (Sensei's Divining Top): the source — a permanent
    still on the battlefield, or the resolving spell itself — goes on top of its owner's library
    (CR 401.1, 400.7: a permanent that left the battlefield is a new object, left alone)."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Put ~ on top of its owner's library."


@handles(PutThisOnTop)
def _put_this_on_top(g: Game, o: GameObject, e: PutThisOnTop, legal: list[bool]) -> None:
    src = resolving_source(g, o)
    if src is None or src.zone is not (Zone.BATTLEFIELD if o.source is not None else Zone.STACK):
        return
    move(g, src, Zone.LIBRARY, "401.1", "is put on top of its owner's library")
