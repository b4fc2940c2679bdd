"""Library sentences (CR 401, 701.23, 701.18, 701.22, 701.25, 701.13): searching ("Search your
library for a basic land card, …, then shuffle."), looking at the top cards, scry, surveil, mill,
exiling the top cards, and shuffling a graveyard in."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.card_nouns import card_noun
from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.context import PLAYERS, THAT_CONTROLLERS, Ctx, player_word, players_word
from arbiter.cards.oracle.grammar import Pass
from arbiter.cards.oracle.nouns import COLORS as _COLORS
from arbiter.cards.oracle.nouns import TYPE_WORDS as _TYPE_WORDS
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, exact, rule
from arbiter.cards.oracle.target_phrases import TARGET_NOUNS
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.effects.conditional import ThenInstruction, with_condition
from arbiter.mtg.effects.drawn_revealed import CastOneOfThemFree, DrawAndReveal
from arbiter.mtg.effects.library import (
    ANY_NUMBER,
    BASIC_LAND,
    ON_TOP,
    SPLIT,
    DigOntoBattlefield,
    PutFromHandOnTop,
    PutThisOnTop,
    ShuffleLibrary,
    ShuffleThisIntoLibrary,
)
from arbiter.mtg.effects.tap import Tap
from arbiter.mtg.effects.zones import GraveyardOnBottom, PutIntoLibrary, PutTargetsIntoLibrary
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.anaphora import Found
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.model import (
    Dig,
    Effect,
    ExileTopCards,
    MayDo,
    Mill,
    Ref,
    Scry,
    SearchLibrary,
    ShuffleGraveyardIn,
)

DIG_REST = {
    "the rest on the bottom of your library in any order": "bottom any",
    "the rest on the bottom of your library in a random order": "bottom random",
    "the rest of the cards on the bottom of your library in a random order": "bottom random",
    "the rest of those cards on the bottom of your library in a random order": "bottom random",
    "the rest into your graveyard": "graveyard",
    "the rest of the revealed cards into your graveyard": "graveyard",
    "the other into your graveyard": "graveyard",
    "the other on the bottom of your library": "bottom any",
}


_ONTO_BATTLEFIELD = re.compile(
    r"(?:(?:You may put|Put) up to (one|two|three)|You may put (?:a|an)) (.+? cards?(?: with [a-z0-9 ]+?)?) "
    r"from among them onto the battlefield( tapped)?(?P<attacking> and attacking)?\. Put (the rest [a-z ]+?)\."
)


def dig_onto_battlefield(count: int, tail: str) -> DigOntoBattlefield | None:
    """ "Put up to two creature cards with mana value 3 or less from among them onto the
    battlefield. Put the rest on the bottom of your library in any order." / "You may put a land
    card from among them onto the battlefield tapped. Put the rest …" (CR 608.2c, 202.3); the
    cards are any the card grammar reads ("a Dragon creature card", "a creature card with power 5
    or greater", "noncreature, nonland permanent cards")."""
    m = _ONTO_BATTLEFIELD.match(tail)
    if m is None:
        return None
    take = NUMBERS[m.group(1)] if m.group(1) else 1
    what = card_noun(m.group(2))
    rest = DIG_REST.get(m.group(5))
    singular = m.group(1) in (None, "one")
    plural = " cards " in m.group(2) + " "
    if what is None or rest is None or (take == 1) != singular or plural == singular:
        return None
    attacking = bool(m.group("attacking"))
    if attacking and (not m.group(3) or rest == "bottom any"):
        return None  # (what each attacks is asked once the rest are away: not amid an ordering)
    where = replace(what, zone=Zone.LIBRARY)
    return DigOntoBattlefield(count, take, where, bool(m.group(3)), rest, m.group(0), attacking=attacking)


def dig(count: int, tail: str) -> Dig | DigOntoBattlefield | None:
    """What follows "Look at the top N cards of your library." (its text is kept in ``text_``)."""
    onto = dig_onto_battlefield(count, tail)
    if onto is not None:
        return onto
    m = re.match(
        r"Put (one|two|three)(?: of (?:them|those cards))? into your hand and (the (?:rest|other) [a-z ]+?)\.", tail
    )
    if m:
        take = NUMBERS[m.group(1)]
        rest = DIG_REST.get(m.group(2))
        if " of " not in m.group(0) and not m.group(2).startswith("the other"):
            return None  # ("Put one into your hand and the other …": of two cards)
        if rest is None or (m.group(2).startswith("the other") != (count == take + 1)) or take >= count:
            return None
        return Dig(count, False, rest=rest, text_=m.group(0), take=take)
    m = re.match(
        r"You may reveal (?:a|an) (.+?) from among them and put (?:it|that card) into your hand\. "
        r"(?:Then put|Put) (the rest [a-z ]+?)\.",
        tail,
    )
    if m:
        return _reveal_from_among(count, m)
    m = re.match(
        r"You may reveal (up to (?:two|three|four|five)|any number of) (.+?) from among them and put (?:them|the "
        r"revealed cards|those cards) into your hand\. (?:Then put|Put) (the rest [a-z ]+?)\.",
        tail,
    )
    return _reveal_several(count, m) if m else None


def _reveal_several(count: int, m: re.Match[str]) -> Dig | None:
    """ "You may reveal up to two artifact cards / any number of creature cards from among them and
    put them into your hand. Put the rest …" (CR 701.20a, 608.2c-d): each taken card fits."""
    take = count if m.group(1) == "any number of" else NUMBERS[m.group(1).removeprefix("up to ")]
    what = card_noun(m.group(2))
    rest = DIG_REST.get(m.group(3))
    if what is None or rest is None or not m.group(2).split(" with ")[0].endswith("cards") or take > count:
        return None
    return Dig(count, True, rest=rest, text_=m.group(0), take=take, what=what)


def _reveal_from_among(count: int, m: re.Match[str]) -> Dig | None:
    """ "You may reveal a <card> from among them and put it into your hand. [Then] put the rest
    …" (CR 701.20a, 608.2c): the card is any card the card grammar reads ("a creature card with
    power 3 or less", "a green card", "an Equipment card")."""
    rest = DIG_REST.get(m.group(2))
    kinds = hand_card_kinds(m.group(1).removesuffix(" card")) if m.group(1).endswith(" card") else None
    if rest is None:
        return None
    if kinds is not None:
        return Dig(count, True, kinds[0], kinds[1], rest, m.group(0))
    what = card_noun(m.group(1))
    if what is None or m.group(1).endswith("cards"):
        return None
    return Dig(count, True, rest=rest, text_=m.group(0), what=what)


def hand_card_kinds(noun: str) -> tuple[frozenset[CardType], frozenset[CardType]] | None:
    """ "nonland", "creature", "noncreature, nonland", "instant or sorcery", "artifact or creature",
    "" — the card types a card must have one of, and those it must not have."""
    if not noun:
        return frozenset(), frozenset()
    types: set[CardType] = set()
    nontypes: set[CardType] = set()
    for word in re.split(r", | or ", noun):
        if word.startswith("non") and word[3:] in _TYPE_WORDS:
            nontypes.add(_TYPE_WORDS[word[3:]])
        elif word in _TYPE_WORDS:
            types.add(_TYPE_WORDS[word])
        else:
            return None
    if " or " in noun and nontypes:
        return None
    return frozenset(types), frozenset(nontypes)


def search_kinds(core: str) -> tuple[frozenset[CardType], frozenset[str]] | None:
    """What a searched-for card must be: "creature", "Forest", "Plains or Island", "Swamp,
    Mountain, or Forest", "Rebel permanent" (a subtype and a card type), "" (any card)."""
    if not core:
        return frozenset(), frozenset()
    if core in _TYPE_WORDS:
        return frozenset({_TYPE_WORDS[core]}), frozenset()
    if core == "permanent":
        return TARGET_NOUNS["permanent"][0], frozenset()
    m = re.fullmatch(r"([A-Z][a-z]+) (creature|artifact|enchantment|land|permanent)", core)
    if m:
        kinds = TARGET_NOUNS["permanent"][0] if m.group(2) == "permanent" else frozenset({_TYPE_WORDS[m.group(2)]})
        return kinds, frozenset({m.group(1)})
    words = re.split(r", or |, | or ", core)
    if len(words) > 1 and all(w in _TYPE_WORDS for w in words):
        return frozenset(_TYPE_WORDS[w] for w in words), frozenset()  # "artifact or enchantment": one of them
    if all(w[:1].isupper() and w.isalpha() for w in words):
        return frozenset(), frozenset(words)  # one of these subtypes
    return None


def _search(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.23: search a library for cards with a stated quality, then shuffle."""
    qty = m.group(1)
    up_to = qty.startswith("up to ") or qty == "any number of"
    count = ANY_NUMBER if qty == "any number of" else NUMBERS[qty.removeprefix("up to ")]
    noun = (m.group(2) or "").strip()
    named = m.group(3) == " named ~"  # CR 201.2: a card with the source's name
    names = _names(m.group(3) or "")
    if (named or names) and (noun or (count != 1 and not up_to)):
        return PASS  # ("a card named ~", "up to four cards named ~")
    up_to_x = m.group(3) == " with mana value X or less"
    stated = bool(m.group(3)) and not up_to_x and not named and not names
    digits = re.sub(r"\D", "", m.group(3) or "")
    if stated and not digits:
        return PASS  # a quality other than a stated number ("any number of Elf creature cards")
    bound = int(digits) if stated else None
    stat = m.group(3).split()[1] if stated else ""  # "mana", "power", "toughness" (202.3, 208.1)
    least = bound if stat == "mana" and not m.group(3).endswith(" or less") else None  # "6 or greater", "3"
    if least is not None and (bound is None or m.group(3).endswith(" or greater")):
        bound = None
    quality = _searched(noun)
    if quality is None or (m.group(5) == "one") != (m.group(6) == SPLIT):
        return PASS  # ("put one" only with "… and the other into your hand")
    what = replace(
        quality, zone=Zone.LIBRARY, max_value=bound if stat == "mana" else None, min_value=least,
        max_power=bound if stat == "power" else None, max_toughness=bound if stat == "toughness" else None,
        named=named and not names, names=names,
    )  # fmt: skip
    search = SearchLibrary(
        count,
        up_to,
        what,
        m.group(4) or "",
        m.group(5),
        m.group(6),
        bool(m.group(7)),
        up_to_x=up_to_x,
    )
    return search if search.text(()) == m.string else PASS


def _searched(noun: str) -> Filter | None:
    """The quality of "<noun> card" a search asks for (its ``text`` the noun): "basic land",
    "green creature", "Forest", "Plains or Island", "Rebel permanent", or anything else the card
    grammar reads ("legendary artifact", "nonland permanent", "snow land"); None if unread."""
    basic = noun.startswith("basic ")
    color, _, rest = noun.partition(" ")
    colors = frozenset({_COLORS[color]}) if color in _COLORS and rest else frozenset()
    searched = search_kinds(rest if colors else noun.removeprefix("basic "))
    if searched is not None:
        basics = frozenset({"Basic"} if basic else ())  # CR 205.4a: "basic land card"
        return Filter(noun, searched[0], subtypes=searched[1], supertypes=basics, colors=colors)
    read = card_noun(noun + " card")
    if read is None or read.min_value is not None or read.max_value is not None or read.min_power is not None:
        return None  # (a bound is stated after "card", where the search renders it)
    return replace(read, text=noun)


_NAMED = re.compile(r" named ([A-Z][^,]*?)(?: or ([A-Z][^,]*?))?")


def _names(words: str) -> tuple[str, ...]:
    """ " named Godsire" / " named Festering Newt or Bubbling Cauldron": the names (CR 201.2)."""
    m = _NAMED.fullmatch(words)
    if m is None or words == " named ~":
        return ()
    return tuple(n for n in (m.group(1), m.group(2)) if n)


def _search_to_top(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.23a, 701.24a: "Search your library for a <quality> card, [reveal it,] then shuffle and
    put that card on top." (Vampiric, Enlightened, Worldly and Mystical Tutor)."""
    noun = (m.group(2) or "").strip()
    searched = search_kinds(noun.removeprefix("basic "))
    if searched is None:
        return None
    basics = frozenset({"Basic"} if noun.startswith("basic ") else ())  # CR 205.4a: "basic land card"
    what = Filter(noun, searched[0], subtypes=searched[1], supertypes=basics, zone=Zone.LIBRARY)
    search = SearchLibrary(1, False, what, m.group(3) or "", m.group(4), ON_TOP)
    return search if search.text(()) == m.string else None


_SACRIFICED_MAX = re.compile(
    r"Search your library for (a|an) ([a-z]+) card with mana value X or less, where X is (\d+) plus the "
    r"sacrificed creature's mana value\."
)


def sacrificed_value_search(sentences: list[str], i: int, s: str) -> tuple[SearchLibrary, int] | None:
    """ "Search your library for a creature card with mana value X or less, where X is 2 plus the
    sacrificed creature's mana value. Put that card onto the battlefield, then shuffle."
    (Eldritch Evolution; CR 608.2h: the sacrificed creature as it last existed): the search and
    how many sentences it took, or None."""
    m = _SACRIFICED_MAX.fullmatch(s)
    if m is None or i + 1 >= len(sentences) or m.group(2) not in _TYPE_WORDS:
        return None
    put = re.fullmatch(r"Put that card (onto the battlefield|into your hand), then shuffle\.", sentences[i + 1].strip())
    if put is None:
        return None
    what = Filter(m.group(2), frozenset({_TYPE_WORDS[m.group(2)]}), zone=Zone.LIBRARY)
    search = SearchLibrary(
        1, False, what, pronoun="that card", dest=put.group(1), plus_sacrificed=int(m.group(3)), sacrificed_max=True
    )
    return (search, 2) if search.text(()) == f"{s} {sentences[i + 1].strip()}" else None


_UP_TO_X = re.compile(r"Search your library for up to X ((?:basic )?[a-z]+(?: [a-z]+)?) cards, where X is ([^,.]+)\.")


def up_to_x_search(sentences: list[str], i: int, s: str) -> tuple[SearchLibrary, int] | None:
    """ "Search your library for up to X basic land cards, where X is your speed. Put those cards
    onto the battlefield tapped, then shuffle." (Point the Way): X counted as the search begins
    (CR 107.3c, 608.2h; 702.179f: no speed counts as 0), then up to that many cards found (701.23b);
    the search and how many sentences it took, or None."""
    from arbiter.cards.oracle.amount_grammar import amount_number
    from arbiter.mtg.amounts import Count

    m = _UP_TO_X.fullmatch(s)
    if m is None or i + 1 >= len(sentences):
        return None
    then = sentences[i + 1].strip()
    put = re.fullmatch(r"Put those cards (onto the battlefield|into your hand)( tapped)?, then shuffle\.", then)
    number = amount_number(m.group(2))
    quality = _searched(m.group(1))
    if put is None or number is None or quality is None:
        return None
    what = replace(quality, zone=Zone.LIBRARY)
    search = SearchLibrary(
        2, True, what, pronoun="those cards", dest=put.group(1), tapped=bool(put.group(2)),
        counted=Count(m.group(2), number=number), text_=f"{s} {then}",
    )  # fmt: skip
    return search, 2


def _reorder(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Look at the top three cards of <your / target player's> library, then put them back in any
    order." (CR 401.4: the cards go back on top in the order the looking player chooses)."""
    if m.group(2) == "your":
        return Scry(NUMBERS[m.group(1)], reorder_only=True)
    whose = ctx.target(m.group(2).removesuffix("'s"))
    made = Scry(NUMBERS[m.group(1)], reorder_only=True, whose=whose) if whose is not None else None
    return made if made is not None and made.text(tuple(ctx.targets)) == m.string else None


def _its_controller_searches(m: re.Match[str], ctx: Ctx) -> Result:
    if not ctx.targets:
        return PASS
    its_controller = Ref("its controller", len(ctx.targets) - 1)
    return SearchLibrary(1, False, BASIC_LAND, dest="onto the battlefield", searcher=its_controller, may=True)


def _exile_top(m: re.Match[str], ctx: Ctx) -> Result:
    word = m.group(1).split()[0]
    count: int | str = 1 if word == "card" else "X" if word == "X" else NUMBERS[word]
    if m.group(2) == "your":
        return ExileTopCards(count)
    # "… of target player's / that player's / each opponent's library" (CR 406.3)
    who = m.group(2).removesuffix("'s")
    whose = players_word(who[0].upper() + who[1:], ctx)
    return ExileTopCards(count, whose) if whose is not None and whose.kind != "you" else None


def _player_exiles_top(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Defending player exiles the top twenty cards of their library." (Ulamog, the Ceaseless
    Hunger; CR 406.3, 506.2) — the player named exiles from their own library."""
    word = m.group(2).split()[0]
    count: int | str = 1 if word == "card" else "X" if word == "X" else NUMBERS[word]
    whose = players_word(m.group(1), ctx)
    return ExileTopCards(count, whose, by_owner=True) if whose is not None and whose.kind != "you" else None


def _mill(m: re.Match[str], ctx: Ctx) -> Result:
    word = m.group(2).split()[0]
    milled: int | str = 1 if word == "a" else "X" if word == "X" else NUMBERS[word]
    if m.group(1).startswith("Each"):
        millers: Ref | None = Ref(m.group(1).removesuffix(" mills").lower())  # in APNAP order (CR 101.4)
    elif m.group(1) == "Its controller mills":
        millers = players_word("Its controller", ctx)  # the last target's controller (CR 608.2h)
    elif m.group(1).startswith("That "):
        # the trigger's player (CR 603.2, 608.2c), or the last target's controller (608.2h)
        millers = player_word(m.group(1).removesuffix(" mills"), ctx)
    else:
        millers = Ref("you") if m.group(1) == "Mill" else ctx.target(" ".join(m.group(1).split()[:2]).lower())
    return Mill(milled, millers) if millers else None


def _graveyard_onto_library(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Put target card from your graveyard on top of / on the bottom of your library." — a card
    of your own graveyard, so your library is its owner's (CR 401.4, 400.7)."""
    ref = ctx.target(m.group(1))
    if ref is None or ref.kind != "target" or ctx.targets[ref.index].zone is not Zone.GRAVEYARD:
        return None
    return PutIntoLibrary(ref, m.group(2) == "the bottom", m.string)


def _graveyard_cards_onto_library(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Put any number of target creature cards from your graveyard on top of your library." — cards
    of your own graveyard, put at once, so you order them (CR 401.4, 115.1d)."""
    ref = ctx.target(m.group(1))
    if ref is None or ref.kind != "targets" or ctx.targets[ref.index].zone is not Zone.GRAVEYARD:
        return None
    return PutTargetsIntoLibrary(ref, m.group(2) == "the bottom", m.string)


def _mill_half(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Target player mills half their library, rounded down." (CR 701.17a, 107.1a); "Defending
    player" in an attack trigger (506.2)."""
    who = players_word(m.group(1), ctx)
    return Mill(f"half {m.group(2)}", who) if who is not None and who.kind != "you" else None


def _shuffle_graveyard(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.24a: "<player> shuffles their graveyard into their library."."""
    if m.group(1) == "Each player":
        return ShuffleGraveyardIn(Ref("each player"))  # (CR 101.4: APNAP order)
    ref = ctx.target(m.group(1)[0].lower() + m.group(1)[1:])
    return ShuffleGraveyardIn(ref) if ref else None


def _graveyard_on_bottom(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Up to one target player puts all the cards from their graveyard on the bottom of their
    library in a random order." (Endurance; CR 401.4)."""
    ref = ctx.target(m.group(1)[0].lower() + m.group(1)[1:])
    return GraveyardOnBottom(ref) if ref else None


def _search_each(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Search your library for a Zombie card and a Swamp card, reveal them, put them into your
    hand, then shuffle." (Corpse Harvester) / "… a Forest card and a Plains card, put them onto the
    battlefield tapped, …" (Krosan Verge): the library search with one card of each quality and a
    destination (CR 701.23a–b, 701.24a)."""
    each = tuple(Filter(w, subtypes=frozenset({w}), zone=Zone.LIBRARY) for w in (m.group(1), m.group(2)))
    onto = m.group(4).startswith("onto")
    made = SearchLibrary(
        2,
        False,
        Filter("", zone=Zone.LIBRARY),
        reveal=m.group(3) or "",
        pronoun="them",
        dest="onto the battlefield" if onto else "into your hand",
        tapped=onto,
        each=each,
    )
    return made if made.text(()) == m.string else None


PRODUCTIONS: tuple[Production, ...] = (
    # CR 121.1, 701.20a, then 608.2g: the cards drawn and revealed, one of them cast for free
    rule(r"Draw (two|three|four|five) cards and reveal them\.", lambda m, ctx: DrawAndReveal(NUMBERS[m.group(1)])),
    exact("You may cast one of them without paying its mana cost.", lambda m, ctx: CastOneOfThemFree()),
    rule(
        r"Look at the top (two|three|four|five) cards of (your|target player's|target opponent's) library, then put "
        r"them back in any order\.",
        _reorder,
    ),
    exact(
        "Its controller may search their library for a basic land card, put it onto the battlefield, then shuffle.",
        _its_controller_searches,
    ),
    rule(
        r"Exile the top (card|two cards|three cards|four cards|five cards|ten cards|X cards) of (your|target "
        r"player's|target opponent's|that player's|each opponent's|each player's) library\.",
        _exile_top,
    ),
    rule(
        r"(Defending player|Target player|Target opponent|Each opponent|Each player) exiles the top "
        r"(card|(?:two|three|four|five|six|seven|eight|nine|ten|twenty|X) cards) of their library\.",
        _player_exiles_top,
    ),
    rule(
        r"Search your library for (a|an|up to one|up to two|up to three|up to four|two|three|four|any number of) "
        r"((?:basic )?[A-Za-z ,]+? )?cards?( with (?:mana value|power|toughness) (?:\d+|X)(?: or less| or greater)?"
        r"| named [^,]+?)?, "
        r"(reveal (?:it|them|those cards|that card), )?put (it|them|that card|those cards|one) "
        r"(into your hand|onto the battlefield|into your graveyard|onto the battlefield tapped and the other into "
        r"your hand)( tapped)?, then shuffle\.",
        _search,
    ),
    rule(
        r"Search your library for (a|an) ([A-Za-z ,]+? )?card, (reveal it, )?then shuffle and put (that card|the card) "
        r"on top\.",
        _search_to_top,
    ),
    exact("Put a card from your hand on top of your library.", lambda m, ctx: PutFromHandOnTop(1)),
    rule(
        r"Put (two|three) cards from your hand on top of your library in any order\.",
        lambda m, ctx: PutFromHandOnTop(NUMBERS[m.group(1)]),
    ),
    exact("Shuffle ~ into its owner's library.", lambda m, ctx: ShuffleThisIntoLibrary()),
    exact("Put ~ on top of its owner's library.", lambda m, ctx: PutThisOnTop()),
    exact("Shuffle your library.", lambda m, ctx: ShuffleLibrary()),  # CR 701.24a
    exact("You may shuffle.", lambda m, ctx: MayDo(ShuffleLibrary(), text_="You may shuffle.")),
    rule(r"(Scry|Surveil) (\d+)\.", lambda m, ctx: Scry(int(m.group(2)), surveil=m.group(1) == "Surveil")),
    rule(
        r"(Mill|Target player mills|Target opponent mills|Each opponent mills|Each player mills|Its controller mills"
        rf"|That player mills|(?:{THAT_CONTROLLERS}) mills) "
        r"(a card|(?:two|three|four|five|six|seven|eight|nine|ten|twenty|X) cards)\.",
        _mill,
    ),
    rule(
        r"(Target player|Target opponent|Each player) shuffles their graveyard into their library\.", _shuffle_graveyard
    ),
    rule(
        r"(Up to one target player|Target player|Target opponent) puts all the cards from their graveyard on the "
        r"bottom of their library in a random order\.",
        _graveyard_on_bottom,
    ),
    rule(rf"({PLAYERS}) mills half their library, rounded (down|up)\.", _mill_half),
    rule(
        r"Put (target [a-z ]*card from your graveyard) on (top|the bottom) of your library\.", _graveyard_onto_library
    ),
    rule(
        r"Put ((?:any number of|up to (?:two|three)) target [a-z ]*cards from your graveyard) on (top|the bottom) of "
        r"your library\.",
        _graveyard_cards_onto_library,
    ),
    rule(
        r"Search your library for a creature card with mana value equal to (\d+) plus the sacrificed creature's "
        r"mana value, put that card onto the battlefield, then shuffle\.",
        lambda m, ctx: SearchLibrary(
            1,
            False,
            Filter("creature", frozenset({CardType.CREATURE}), zone=Zone.LIBRARY),
            pronoun="that card",
            dest="onto the battlefield",
            plus_sacrificed=int(m.group(1)),
        ),
    ),
    rule(
        r"Search your library for an? ([A-Z][a-z]+) card and an? ([A-Z][a-z]+) card, (reveal them, )?put them "
        r"(into your hand|onto the battlefield tapped), then shuffle\.",
        _search_each,
    ),
)


def untap_found_if(effects: list[Effect], sentence: str) -> int | Pass | None:
    """ "Then if you control four or more lands, untap that land." after a search putting a land
    onto the battlefield (Fabled Passage, CR 608.2c) — 1 sentence read, PASS if it isn't this shape,
    None if refused."""
    m = re.fullmatch(r"Then if (.+), untap that land\.", sentence)
    if m is None:
        return PASS
    search = effects[-1] if effects else None
    condition = parse_condition(m.group(1))
    if not (isinstance(search, SearchLibrary) and search.dest == "onto the battlefield") or condition is None:
        return None
    # CR 608.2c: "then", a condition, and untapping over a pronoun for the land found (701.23a, 701.26b)
    effects.append(ThenInstruction(with_condition(condition, Tap(Found("that land"), untap=True))))
    return 1
