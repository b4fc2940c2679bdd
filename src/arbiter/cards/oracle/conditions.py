"""Parsing the conditions of Oracle text ("you control three or more artifacts", "there are
seven or more cards in your graveyard", "it's your turn", "you gained life this turn") into
:mod:`arbiter.mtg.ir.conditions` data. Used for intervening-if triggers (CR 603.4), "as long as"
statics (CR 611.3a) and "Activate only if" (CR 602.5b)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.noun_phrase import IN_CONDITIONS, IN_LAYERS
from arbiter.cards.oracle.nouns import PLURAL_SUBTYPES, count_phrase, creatures_noun, permanents_noun
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.conditions import (
    ATTACKING_POWER,
    AllOf,
    AnyOf,
    AttackingYou,
    CardsIn,
    CardTypesInGraveyard,
    Condition,
    Controls,
    ControlsCommander,
    LifeTotal,
    OnePlayerHasMostLife,
    OpponentControlsMore,
    OpponentHasMoreLife,
    PlayerState,
    SourceIs,
    SpellsLastTurn,
    ThisTurn,
    YourTurn,
)
from arbiter.mtg.ir.filters import CountOf
from arbiter.mtg.ir.gift import GIFT_NOT_PROMISED, GIFT_PROMISED
from arbiter.mtg.keywords.ascend import CitysBlessing
from arbiter.mtg.model import Filter
from arbiter.mtg.party import party_count
from arbiter.mtg.speed import HAS_MAX_SPEED

NUMBER = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "twelve": 12, "thirteen": 13, "fifteen": 15, "twenty": 20, "thirty": 30,
}  # fmt: skip
_N = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|thirteen|fifteen|twenty|thirty|\d+)"
_NUM = "(?:" + _N[1:-1] + ")"
_IRREGULAR = {v: k for k, v in PLURAL_SUBTYPES.items()}


def number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER[word]


def plural(noun: str) -> str:
    """ "creature with flying" → "creatures with flying", "Elf" → "Elves"."""
    head, sep, tail = noun.partition(" with ")
    words = head.split(" ")
    last = words[-1]
    words[-1] = _IRREGULAR.get(last, last if last.endswith("s") else last + "s")
    return " ".join(words) + sep + tail


def permanent_filter(noun: str, singular: bool) -> tuple[Filter | None, bool | None] | None:
    """A description of permanents ("untapped lands", "a Swamp" → "Swamp", "artifact creature")
    as (filter or None for any permanent, tapped-state or None)."""
    tapped: bool | None = None
    for word, state in (("untapped ", False), ("tapped ", True)):
        if noun.startswith(word):
            noun, tapped = noun.removeprefix(word), state
    if noun in ("permanent", "permanents"):
        return None, tapped
    if noun in ("snow permanent", "snow permanents"):  # CR 205.4a: a supertype
        return Filter(noun, supertypes=frozenset({"Snow"})), tapped
    for word, supertype in (("legendary ", "Legendary"), ("basic ", "Basic")):  # CR 205.4a: "a legendary creature"
        if noun.startswith(word) and tapped is None:
            found = permanent_filter(noun.removeprefix(word), singular)
            if found is None or found[0] is None:
                return None
            return replace(found[0], text=noun, supertypes=found[0].supertypes | {supertype}), found[1]
    if noun.endswith(" named ~"):  # CR 201.2: "creatures named ~" — the source's name (read with it)
        found = permanent_filter(noun.removesuffix(" named ~"), singular)
        if found is None or found[0] is None:
            return None
        return replace(found[0], text=noun, named=True), found[1]
    text = plural(noun) if singular else noun
    f = creatures_noun(text, reads=IN_CONDITIONS) if "creature" in text else permanents_noun(text, reads=IN_CONDITIONS)
    if f is None:
        return None
    return replace(f, text=noun), tapped


def parse_condition(text: str) -> Condition | None:
    """The condition a phrase states, or None when the engine can't check it yet."""
    if text.startswith(_DEFENDING):  # CR 506.2: the defending player's own reading first
        return _single(text) or _defending_player(text)
    c = _single(text)
    if c is not None:
        return c
    # "~ entered this turn or if you control a basic land": "or if" joins two conditions too
    for word, kind in ((" and ", AllOf), (" or if ", AnyOf), (" or ", AnyOf)):
        left, sep, right = text.partition(word)
        while sep:
            a, b = _single(left), parse_condition(right)
            if b is None and left.startswith(("you control ", "an opponent controls ")):
                # "you control an artifact and an enchantment": the subject is shared; "you control
                # no permanents other than ~ and have no cards in hand": the subject, not the verb
                shared = "you" if right.startswith("have ") and left[0] == "y" else None
                subject = shared or " ".join(left.split(" ")[: 2 if left[0] == "y" else 3])
                b = parse_condition(subject + " " + right)
            if a is not None and b is not None:
                return kind(text, (a, b))
            more_left, sep, right = right.partition(word)
            left = left + word + more_left
    return None


_DEFENDING = ("defending player controls ", "defending player has ", "defending player is ")


def _defending_player(text: str) -> Condition | None:
    """ "if defending player controls no Walls", "… controls more lands than you", "… has more
    cards in hand than you" (an attack trigger's intervening "if", 603.4; "~ can't attack if …",
    508.1c). CR 506.2: the defending player is the player attacked or whose planeswalker or battle
    is — in the engine's two-player games, where such a condition is read during its controller's
    combat, that player's opponent: read as "an opponent …", keeping the printed words. (What the
    defending player controls — "a snow land", "no black permanents" — is read first as the
    permanents of the defending player itself, right in either player's combat: Arcum's Sleigh's
    controller is the defending player during the opponent's combat.)"""
    c = _single("an opponent " + text.removeprefix("defending player "))
    return replace(c, text=text) if c is not None and hasattr(c, "text") else None


# conditions read from fixed words: "you control a commander" never holds in the engine's
# two-player games (CR 903.3); "a creature is attacking you" (506.2)
_FIXED: dict[str, Condition] = {
    "you control a commander": ControlsCommander("you control a commander"),
    "a creature is attacking you": AttackingYou("a creature is attacking you"),
}


def _single(text: str) -> Condition | None:
    # CR 903.3: "you control a commander" — never, in the engine's two-player games
    player = _player_state(text) or _FIXED.get(text)
    if player is not None:
        return player
    m = re.fullmatch(r"you control (?:at least " + _N + r"|" + _N + r" or more) (other )?(.+)", text)
    if m:
        # "you control at least three other snow permanents": other than the source (Ice-Fang Coatl)
        parsed = permanent_filter(m.group(4), singular=False)
        if parsed is None:
            return None
        what, tapped = parsed
        return Controls(text, what, number(m.group(1) or m.group(2)), None, other=bool(m.group(3)), tapped=tapped)
    m = re.fullmatch(r"your opponents control (" + _NUM + r" or more) (.+)", text)
    if m:  # the permanents of all opponents together: with one opponent (CR 102.3), that opponent's
        parsed = permanent_filter(m.group(2), singular=False)
        if parsed is None:
            return None
        return Controls(text, parsed[0], number(m.group(1).split(" ")[0]), None, True, tapped=parsed[1])
    if text == "you control no permanents other than ~":  # (Barren Glory; CR 109.4: you control ~)
        return Controls(text, None, 0, 0, other=True)
    m = re.fullmatch(r"(you|an opponent) controls? (no|another|a|an|" + _NUM + r" or (?:more|fewer)) (.+)", text)
    if m:
        quantity, noun = m.group(2), m.group(3)
        parsed = permanent_filter(noun, singular=quantity in ("another", "a", "an"))
        if parsed is None:
            return None
        what, tapped = parsed
        opponent = m.group(1) == "an opponent"
        if quantity == "no":
            return Controls(text, what, 0, 0, opponent, tapped=tapped)
        if quantity in ("another", "a", "an"):
            return Controls(text, what, 1, None, opponent, other=quantity == "another", tapped=tapped)
        n = number(quantity.split(" ")[0])
        if quantity.endswith("fewer"):
            return Controls(text, what, 0, n, opponent, tapped=tapped)
        return Controls(text, what, n, None, opponent, tapped=tapped)
    life = _life_compared(text)
    if life is not None:
        return life
    if text == "you have a full party":  # CR 700.8c: four creatures in your party
        return CardsIn(text, party_count("creatures in your party"), 4)
    m = re.fullmatch(r"an opponent controls more (.+) than you|you control fewer (.+) than (?:an|each) opponent", text)
    if m:
        parsed = permanent_filter(m.group(1) or m.group(2), False)
        if parsed is None or parsed[0] is None or parsed[1] is not None:
            return None
        return OpponentControlsMore(text, parsed[0])
    m = re.fullmatch(r"you control more (.+) than (?:defending player|attacking player|each opponent)", text)
    if m:  # "~ can't attack unless you control more creatures than defending player." (508.1c, 509.1b)
        parsed = permanent_filter(m.group(1), False)
        if parsed is None or parsed[0] is None or parsed[1] is not None:
            return None
        return OpponentControlsMore(text, parsed[0], you_more=True)
    m = re.fullmatch(r"there are " + _N + r" or more card types among cards in your graveyard", text)
    if m:
        return CardTypesInGraveyard(text, number(m.group(1)))
    cards = _cards_in(text)
    if cards is not None:
        return cards
    total = _life_total(text)
    if total is not None:
        return total
    if text in ("you have the city's blessing", "you don't have the city's blessing"):
        return CitysBlessing(text, "don't" not in text)  # CR 702.131c
    if text in ("it's your turn", "it's not your turn"):
        return YourTurn(text, text == "it's your turn")
    if text == "~ was kicked":
        return SourceIs(text, "kicked")  # CR 702.33d: the spell was kicked
    if text in ("~ was bargained", GIFT_PROMISED, GIFT_NOT_PROMISED):
        # CR 702.166b: its bargain cost was paid; 702.174k: the gift was promised (paid optional costs)
        return SourceIs(text, "not kicked" if text == GIFT_NOT_PROMISED else "kicked")
    from arbiter.cards.oracle.state_conditions import state_condition  # (it reads this module's nouns)

    return _mana_spent(text) or _source_state(text) or _this_turn(text) or state_condition(text)


def _cards_in(text: str) -> CardsIn | None:
    """ "there are seven or more cards in your graveyard", "if twenty or more creature cards are in
    your graveyard" (Mortal Combat), "you have no cards in hand", "you have exactly thirteen cards in
    your hand" (Triskaidekaphile) — cards in a zone counted as the condition is checked."""
    m = re.fullmatch(r"there are " + _N + r" or (more|fewer) (.*cards in your (?:graveyard|hand))", text)
    if m is None and text.endswith(" cards are in your graveyard"):  # (Mortal Combat: "if twenty or more
        # creature cards are in your graveyard" — the same count)
        m = re.fullmatch(_N + r" or (more|fewer) (.*cards in your graveyard)", text.replace(" are in ", " in "))
    count = _cards_count(m.group(3)) if m else None
    if m and count is not None:
        n = number(m.group(1))
        return CardsIn(text, count, n) if m.group(2) == "more" else CardsIn(text, count, 0, n)
    m = re.fullmatch(r"you have (no|" + _NUM + r"(?: or (?:more|fewer))?) cards in hand", text) or re.fullmatch(
        r"you have exactly (" + _NUM + r") cards in your hand",
        text,  # (Triskaidekaphile)
    )
    if m:
        count = count_phrase("cards in your hand")
        assert count is not None
        words = m.group(1).split(" ")
        if words[0] == "no":
            return CardsIn(text, count, 0, 0)
        if len(words) == 1:
            return CardsIn(text, count, number(words[0]), number(words[0]))
        n = number(words[0])
        return CardsIn(text, count, n) if words[2] == "more" else CardsIn(text, count, 0, n)
    return None


_SPENT_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}


def _mana_spent(text: str) -> Condition | None:
    """CR 601.2h: "{R} was spent to cast ~", "{W}{W} was spent to cast it", "at least three white
    mana was spent to cast ~" (adamant, 207.2c): at least that much mana of one color (or
    colorless) was spent to cast the spell the source is or became."""
    m = re.fullmatch(r"((?:\{[WUBRGC]\})+) was spent to cast (?:~|it|this spell)", text)
    if m:
        symbols = re.findall(r"\{(\w)\}", m.group(1))
        if len(set(symbols)) != 1:
            return None  # ("{W}{U} was spent": two colors, not read yet)
        return SourceIs(text, f"spent {symbols[0]} {len(symbols)}")
    m = re.fullmatch(
        r"at least (\w+) (white|blue|black|red|green|colorless|mana of the same color)(?: mana)? was spent to cast"
        r" (?:~|it|this spell)",
        text,
    )
    n = NUMBERS.get(m.group(1)) if m else None
    if m and n:
        # ("three mana of the same color": of any one color, 105.1 — colorless mana isn't a color)
        color = "same" if m.group(2) == "mana of the same color" else _SPENT_COLORS[m.group(2)]
        return SourceIs(text, f"spent {color} {n}")
    return None


def _life_total(text: str) -> LifeTotal | None:
    """ "you have 5 or less life", "you have 30 or more life", "your life total is less than 7"
    (CR 119: the life total as the condition is checked)."""
    m = re.fullmatch(r"your life total is (less|greater) than (\d+)", text)
    if m:
        n = int(m.group(2))
        return LifeTotal(text, at_most=n - 1) if m.group(1) == "less" else LifeTotal(text, at_least=n + 1)
    m = re.fullmatch(r"you have exactly (\d+) life", text)
    if m:  # "if you have exactly 1 life" (Near-Death Experience)
        return LifeTotal(text, at_least=int(m.group(1)), at_most=int(m.group(1)))
    m = re.fullmatch(r"you have (\d+) or (more|less) life", text)
    if m:
        n = int(m.group(1))
        return LifeTotal(text, at_least=n) if m.group(2) == "more" else LifeTotal(text, at_most=n)
    return None


def _life_compared(text: str) -> Condition | None:
    """ "you have less life than an opponent" / "an opponent has more life than you" / "you have
    more life than an opponent" (CR 119: life totals compared as the condition is checked)."""
    if text in ("you have less life than an opponent", "an opponent has more life than you"):
        return OpponentHasMoreLife(text)
    if text == "a player has more life than each other player":
        return OnePlayerHasMostLife(text)  # CR 119: one player's total above every other's
    if text == "you have more life than an opponent":
        return OpponentHasMoreLife(text, fewer=True)  # some opponent has less life than you
    return None


def _source_state(text: str) -> Condition | None:
    """The source's own state: "~ is tapped", "it's attacking", "~ has a +1/+1 counter on it"."""
    # (monstrous and renowned: designations, CR 701.37b, 702.112b)
    states = "tapped|untapped|attacking|blocking|attacking or blocking|equipped|enchanted|monstrous|renowned"
    m = re.fullmatch(rf"(?:~|it)(?: is|'s) ({states})", text)
    if m:
        return SourceIs(text, m.group(1))
    if text == "it was a creature":
        return SourceIs(text, "was a creature")  # CR 603.10a, 603.4: as it last existed on the battlefield
    if re.fullmatch(r"(?:~|it)(?: is|'s) your Ring-bearer", text):
        return SourceIs(text, "ring-bearer")  # CR 701.54e
    if re.fullmatch(r"(?:~|it) dealt damage to an opponent this turn", text):
        return SourceIs(text, "dealt damage to an opponent this turn")  # CR 120.1, 603.4
    from arbiter.cards.oracle.sentences.counters import plain_counter  # (the sentences read conditions)

    m = re.fullmatch(r"there are (" + _NUM + r") or more ([a-z]+) counters on (?:~|it)", text)
    if m:  # CR 122.1: counters on the source itself ("Then if there are three or more … on it")
        return SourceIs(text, f"{number(m.group(1))} or more {m.group(2)} counters")

    m = re.fullmatch(r"(?:~|it) has (a|an|" + _NUM + r" or more) ([a-z0-9/+-]+ )?counters? on it", text)
    if m and (m.group(2) is None or plain_counter(m.group(2).strip())):
        n = number(m.group(1).split(" ")[0])  # CR 122.1: counters on the object itself
        return SourceIs(text, f"{n} or more {m.group(2) or ''}counters")
    return None


_PERMANENT_TYPES = frozenset({
    CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER, CardType.BATTLE,
})  # fmt: skip


def _cards_count(phrase: str) -> CountOf | None:
    """ "cards in your graveyard", "instant and/or sorcery cards in your graveyard" (a card of
    either type), "permanent cards in your graveyard" (CR 110.4b: the card types of permanents)."""
    m = re.fullmatch(r"permanent cards in your (graveyard|hand)", phrase)
    if m:
        zone = Zone.GRAVEYARD if m.group(1) == "graveyard" else Zone.HAND
        return CountOf(phrase, Filter(phrase, _PERMANENT_TYPES, zone=zone, controller="you"))
    count = count_phrase(phrase.replace(" and/or ", " and "), reads=IN_LAYERS)
    return replace(count, text=phrase) if count is not None else None


def _player_state(text: str) -> PlayerState | None:
    """ "you're the monarch" (CR 725), "an opponent has N or more poison counters" (122.1f),
    "creatures you control have total power N or greater" (formidable), "you control N or more
    creatures with different powers" (coven)."""
    if text == "you're the monarch":
        return PlayerState(text, "monarch")
    if text == "an opponent is the monarch":  # ("defending player is the monarch", 506.2)
        return PlayerState(text, "opponent monarch")
    if text == HAS_MAX_SPEED.text:
        return HAS_MAX_SPEED  # CR 702.179e
    if text == "you have the initiative":
        return PlayerState(text, "initiative")  # CR 726.1
    if text == "you've completed a dungeon":
        return PlayerState(text, "completed dungeon")  # CR 309.7
    m = re.fullmatch(r"you haven't completed (Tomb of Annihilation|Lost Mine of Phandelver|Dungeon of the Mad Mage)",
                     text)  # fmt: skip
    if m:
        return PlayerState(text, "not completed " + m.group(1))  # CR 309.7
    if text in ("you control a Ring-bearer", "you don't control a Ring-bearer"):
        return PlayerState(text, "no ring-bearer" if "don't" in text else "ring-bearer")  # CR 701.54e
    m = re.fullmatch(r"the Ring has tempted you " + _N + r" or more times this game", text)
    if m:
        return PlayerState(text, "ring tempted", number(m.group(1)))  # CR 701.54c
    m = re.fullmatch(r"an opponent has " + _N + r" or more poison counters", text)
    if m:
        return PlayerState(text, "opponent poison", number(m.group(1)))
    m = re.fullmatch(r"an opponent has " + _N + r" or more cards in their graveyard", text)
    if m:
        return PlayerState(text, "opponent graveyard", number(m.group(1)))
    if text == "an opponent has more cards in hand than you":
        return PlayerState(text, "opponent more cards in hand")
    m = re.fullmatch(r"a player has " + _N + r" or fewer cards in hand", text)
    if m:
        return PlayerState(text, "a player hand at most", number(m.group(1)))
    m = re.fullmatch(
        r"(white|blue|black|red|green) is the most common color among all permanents or is tied for most common", text
    )
    if m:  # (CR 105.1: colors; counted among all permanents, each of its colors once)
        return PlayerState(text, f"most common {'WUBRG'[['white', 'blue', 'black', 'red', 'green'].index(m.group(1))]}")
    m = re.fullmatch(r"creatures you control have total power (\d+) or greater", text)
    if m:
        return PlayerState(text, "total power", int(m.group(1)))
    m = re.fullmatch(r"you control " + _N + r" or more creatures with different powers", text)
    if m:
        return PlayerState(text, "different powers", number(m.group(1)))
    return _life_over_start(text) or _graveyard_values(text)


def _life_over_start(text: str) -> PlayerState | None:
    """ "you have at least 7 life more than your starting life total", "your life total is greater
    than or equal to your starting life total" (CR 103.4: the starting life total)."""
    m = re.fullmatch(r"you have at least (\d+) life more than your starting life total", text)
    if m:
        return PlayerState(text, "life over start", int(m.group(1)))
    if text == "your life total is greater than or equal to your starting life total":
        return PlayerState(text, "life over start", 0)
    return None


def _graveyard_values(text: str) -> PlayerState | None:
    """ "there are five or more mana values among cards in your graveyard" (CR 202.3: each card's
    mana value, counted once)."""
    m = re.fullmatch(r"there are " + _N + r" or more mana values among cards in your graveyard", text)
    return PlayerState(text, "graveyard mana values", number(m.group(1))) if m else None


def _this_turn(text: str) -> Condition | None:
    """Conditions about the current turn's events."""
    fixed = {
        "you attacked this turn": "attacked",  # (raid)
        "a creature died this turn": "creature died",  # (morbid)
        "a creature died under your control this turn": "creature died under your control",  # CR 700.4
        "you gained life this turn": "gained life",
        "an opponent lost life this turn": "opponent lost life",
        "a permanent you controlled left the battlefield this turn": "permanent left",  # (revolt)
        "a permanent left the battlefield under your control this turn": "permanent left",
        "you descended this turn": "descended",  # CR 700.11
    }
    if text in fixed:
        return ThisTurn(text, fixed[text])
    if text == "no spells were cast last turn":
        return SpellsLastTurn(text)
    m = re.fullmatch(r"a player cast " + _N + r" or more spells last turn", text)
    if m:
        return SpellsLastTurn(text, number(m.group(1)))
    m = re.fullmatch(_N + r" or more creatures died this turn", text)
    if m:
        return ThisTurn(text, "creature died", number(m.group(1)))  # CR 700.4
    m = re.fullmatch(r"you attacked with creatures with total power (\d+) or greater this combat", text)
    if m:  # (pack tactics) CR 508.1: the attackers' total power as they were declared
        return ThisTurn(text, ATTACKING_POWER, int(m.group(1)))
    m = re.fullmatch(r"you gained " + _N + r" or more life this turn", text)
    if m:
        return ThisTurn(text, "gained life", number(m.group(1)))
    if text == "you've cast another spell this turn":  # (as a casting is proposed: one before it, 601.3)
        return ThisTurn(text, "you cast spells", 1)
    m = re.fullmatch(r"you've cast " + _N + r" or more spells this turn", text)
    if m:
        return ThisTurn(text, "you cast spells", number(m.group(1)))
    m = re.fullmatch(r"you've drawn " + _N + r" or more cards this turn", text)
    if m:
        return ThisTurn(text, "drew cards", number(m.group(1)))
    return None
