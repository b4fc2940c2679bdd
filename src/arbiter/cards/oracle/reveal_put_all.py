"""Reading "Reveal the top N cards of your library. Put all <cards> revealed this way into your
hand and the rest <where>." (Goblin Ringleader, Beast Hunt, Lair Delve): the cards are revealed
(CR 701.20a), every one that fits goes to the hand — none is chosen — and the rest go where the
text says (608.2c; on the bottom in an order their owner chooses, 401.4). "all creature and land
cards" is each card that is a creature or a land. Also "… You may put a <card> from among them
into your hand. Put the rest …" (one card, or none, of the revealed ones). And "… Put a creature
card from among them onto the battlefield with three +1/+1 counters on it. It gains hexproof until
your next turn. Then shuffle." (a dungeon's room, Throne of the Dead Three): one that fits must be
put onto the battlefield if one does ("Put a …", not "up to"), with the counters (122.6), gaining
the keyword until its controller's next turn (611.2a); then the library is shuffled, the rest never
having left it (701.24a)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.card_nouns import card_noun
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.sentences.library import DIG_REST
from arbiter.cards.oracle.words import NUMBER_WORDS, NUMBERS
from arbiter.mtg.effects.library import DigOntoBattlefield
from arbiter.mtg.effects.parley import Parley
from arbiter.mtg.effects.reveal_until import RevealUntil
from arbiter.mtg.enums import Zone
from arbiter.mtg.model import Dig

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_REVEAL = re.compile(r"[Rr]eveal the top (two|three|four|five|six|seven|eight|ten) cards of your library\.")
_UNTIL = re.compile(
    r"[Rr]eveal cards from the top of your library until you reveal (an? .+?)\. Put that card (into your hand|onto "
    r"the battlefield(?: tapped)?) and (the rest on the bottom of your library in a random order|the rest into your "
    r"graveyard|all other cards revealed this way into your graveyard)\."
)
_MAY_PUT = re.compile(r"You may put (an? .+?) from among them into your hand\. Put (the rest [a-z ]+?)\.")
_PUT_AND_REST = re.compile(
    r"Put (an? |up to (?:one|two|three|four) )(.+?) from among them into your hand and (the rest [a-z ]+?)\."
)
_PUT_ALL = re.compile(r"Put all (.+? cards(?: with .+?)?) revealed this way into your hand and (the rest [a-z ]+?)\.")


def reveal_put_all(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the two sentences, read as one :class:`Dig` of every card."""
    m = _REVEAL.fullmatch(s)
    if m is None:
        return _until(r, i, s)
    if i + 1 >= len(r.sentences):
        return PASS
    put = _PUT_ALL.fullmatch(r.sentences[i + 1].strip())
    if put is None:
        return _may_put(r, i, s, NUMBER_WORDS[m.group(1)])
    words = put.group(1)
    if re.fullmatch(r"[a-z]+ and [a-z]+ cards", words):
        words = words.replace(" and ", " or ")  # "all creature and land cards": each of either kind
    what = card_noun(words)
    rest = DIG_REST.get(put.group(2))
    if what is None or rest is None:
        return None
    text = f"{s} {put.group(0)}"
    r.effects.append(Dig(NUMBER_WORDS[m.group(1)], False, rest=rest, text_=text, what=what, every=True))
    return 2


def _may_put(r: _Reading, i: int, s: str, count: int) -> int | Pass | None:
    """ "Reveal the top N cards of your library. You may put a <card> from among them into your
    hand. Put the rest …" (Grisly Salvage): revealed to all (CR 701.20a), one card that fits may
    be taken (608.2d)."""
    put = _PUT_AND_REST.fullmatch(r.sentences[i + 1].strip())
    if put is not None:
        return _put_and_rest(r, s, count, put)
    tail = " ".join(x.strip() for x in r.sentences[i + 1 : i + 3])
    m = _MAY_PUT.fullmatch(tail)
    if m is None:
        return PASS
    what = card_noun(m.group(1).partition(" ")[2])
    rest = DIG_REST.get(m.group(2))
    if what is None or rest is None or m.group(1).endswith("cards"):
        return None
    r.effects.append(Dig(count, True, rest=rest, text_=f"{s} {tail}", what=what, shown=True))
    return 3


def _put_and_rest(r: _Reading, s: str, count: int, m: re.Match[str]) -> int | None:
    """ "Reveal the top N cards of your library. Put a creature card from among them into your hand
    and the rest into your graveyard." / "Put up to three enchantment cards …" (CR 701.20a, 608.2c):
    one card that fits is taken if there is one ("up to N": as many as N, or none)."""
    up_to = m.group(1).startswith("up to")
    take = NUMBERS[m.group(1).split()[2]] if up_to else 1
    what = card_noun(m.group(2))
    rest = DIG_REST.get(m.group(3))
    if what is None or rest is None or m.group(2).split(" with ")[0].endswith("cards") != (take > 1) or take > count:
        return None
    text = f"{s} {m.group(0)}"
    r.effects.append(Dig(count, up_to, rest=rest, text_=text, what=what, shown=True, take=take))
    return 2


def _until(r: _Reading, i: int, s: str) -> int | Pass | None:
    """ "Reveal cards from the top of your library until you reveal a <card>. Put that card into
    your hand / onto the battlefield [tapped] and the rest …" (CR 701.20a, 608.2c)."""
    if not s.lower().startswith("reveal cards from the top of your library until") or i + 1 >= len(r.sentences):
        return PASS
    text = f"{s} {r.sentences[i + 1].strip()}"
    m = _UNTIL.fullmatch(text)
    if m is None:
        return PASS
    what = card_noun(m.group(1).partition(" ")[2])
    if what is None:
        return None
    rest = "bottom random" if "bottom" in m.group(3) else "graveyard"
    onto = m.group(2).startswith("onto")
    r.effects.append(RevealUntil(what, onto, rest, text, tapped=m.group(2).endswith("tapped")))
    return 2


_PARLEY = (
    "Each player reveals the top card of their library.",
    "For each nonland card revealed this way, ",
    "Then each player draws a card.",
)


def parley(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: parley's three sentences (CR 207.2c, 701.20a), read as one
    :class:`Parley` whose middle instruction is followed once for each nonland card revealed."""
    if s[:1].upper() + s[1:] != _PARLEY[0] or i + 2 >= len(r.sentences):
        return PASS
    middle, last = r.sentences[i + 1].strip(), r.sentences[i + 2].strip()
    if not middle.startswith(_PARLEY[1]) or last != _PARLEY[2]:
        return PASS
    from arbiter.cards.oracle.sentences import sentence as instruction

    clause = middle.removeprefix(_PARLEY[1])
    clause = clause.removeprefix("you ")  # "you create …": the controller's own instruction
    each = instruction(clause[:1].upper() + clause[1:], r.ctx)
    if each is None or each.decides or r.ctx.targets:
        return None
    r.effects.append(Parley(each, f"{s} {middle} {last}"))
    return 3


_PUT = re.compile(
    r"Put (?:a|an) (.+? card) from among them onto the battlefield"
    r"(?: with (one|two|three|four|five) \+1/\+1 counters? on it)?\."
)
_GAINS = re.compile(r"It gains (hexproof|haste|indestructible|vigilance) until your next turn\.")


def reveal_put_onto(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the three or four sentences, read as one
    :class:`DigOntoBattlefield` that reveals and must put a card."""
    m = _REVEAL.fullmatch(s)
    if m is None or i + 2 >= len(r.sentences):
        return PASS
    put = _PUT.fullmatch(r.sentences[i + 1].strip())
    if put is None:
        return PASS
    at = i + 2
    gains = _GAINS.fullmatch(r.sentences[at].strip())
    if gains is not None:
        at += 1
    if at >= len(r.sentences) or r.sentences[at].strip() != "Then shuffle.":
        return PASS
    what = card_noun(put.group(1))
    if what is None:
        return None
    count = 1 if put.group(2) is None else NUMBERS[put.group(2)]
    text = " ".join(x.strip() for x in r.sentences[i : at + 1])
    r.effects.append(
        DigOntoBattlefield(
            NUMBER_WORDS[m.group(1)], 1, replace(what, zone=Zone.LIBRARY), rest="shuffle", text_=text,
            reveal=True, counters=count if put.group(2) else 0, gains=gains.group(1) if gains else "",
        )
    )  # fmt: skip
    return at - i + 1
