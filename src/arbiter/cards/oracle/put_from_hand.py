"""Reading "You may put a[n] <card> from your hand onto the battlefield." with the sentences
after it that speak of the permanent put: "That creature gains haste." and "Sacrifice it at the
beginning of the next end step." (CR 608.2c, 400.7, 603.7a) — one instruction, since "that
creature" is the card chosen as it resolves, which no target names; and a card in a graveyard
that "gains flashback until end of turn" with the cost the next sentence gives (702.34a)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass, next_sentence
from arbiter.cards.oracle.nouns import COLORS, TYPE_WORDS
from arbiter.mtg.effects.cast_exiled import MayCastThatCard
from arbiter.mtg.effects.flashback_grant import GainsFlashbackUntilEOT
from arbiter.mtg.effects.library import ExileTopCards
from arbiter.mtg.effects.put_from_hand import PERMANENT_CARD_TYPES as _PERMANENT_TYPES
from arbiter.mtg.effects.put_from_hand import PutFromHandThen
from arbiter.mtg.effects.returns import ReturnFromGraveyard
from arbiter.mtg.enums import CardType, EndStepAction, Zone
from arbiter.mtg.ir.filters import Filter

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_PUT = re.compile(
    r"You may put an? (?P<noun>(?P<words>[A-Za-z, ]+?) card(?P<value> with mana value (?:(?P<most>\d+) or less|"
    r"equal to the number of (?P<counter>[a-z]+) counters on ~))?) from your hand onto the battlefield"
    r"(?P<attacking> tapped and attacking(?P<that> that opponent)?)?\."
)
_HASTE = re.compile(r"(?:That (?:creature|artifact|permanent)|It) gains haste\.")
_AT_END = re.compile(
    r"(?:(Sacrifice|Exile) (?:it|the creature|that creature)|(Return) (?:it|that creature) to (?:your|its owner's) "
    r"hand) at the beginning of the next end step\."
)


def card_words(words: str) -> Filter | None:
    """ "creature", "green creature", "Equipment", "Vampire creature", "artifact or creature",
    "permanent": the cards the words describe (CR 205.2a, 205.3, 105.2)."""
    listed = re.fullmatch(r"((?:[A-Z][a-z]+, )+)or ([A-Z][a-z]+) creature", words)
    if listed:  # "an Angel, Demon, or Dragon creature card": any of the creature types (205.3m)
        types = frozenset({*listed.group(1).removesuffix(", ").split(", "), listed.group(2)})
        return Filter(words, frozenset({CardType.CREATURE}), subtypes=types, zone=Zone.HAND)
    parts = words.split(" ")
    kinds: set[CardType] = set()
    subtypes: set[str] = set()
    colors = set()
    if " or " in words:
        alts = words.split(" or ")
        if not all(a in TYPE_WORDS or a == "permanent" for a in alts):
            return None
        kinds = {TYPE_WORDS[a] for a in alts if a in TYPE_WORDS} | (_PERMANENT_TYPES if "permanent" in alts else set())
        return Filter(words, frozenset(kinds), zone=Zone.HAND)
    *adjectives, head = parts
    if head == "permanent":
        kinds |= _PERMANENT_TYPES
    elif head in TYPE_WORDS and TYPE_WORDS[head] in _PERMANENT_TYPES:
        kinds.add(TYPE_WORDS[head])
    elif re.fullmatch(r"[A-Z][a-z]+", head) and not adjectives:
        subtypes.add(head)  # "an Equipment card"
    else:
        return None
    for adj in adjectives:
        if adj in COLORS:
            colors.add(COLORS[adj])
        elif re.fullmatch(r"[A-Z][a-z]+", adj) and not subtypes:
            subtypes.add(adj)  # "a Vampire creature card"
        else:
            return None
    return Filter(words, frozenset(kinds), subtypes=frozenset(subtypes), colors=frozenset(colors), zone=Zone.HAND)


def put_from_hand(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the put and its follow-ups (one to three sentences) — also
    after a condition, "If you cast ~ during your main phase, you may put …" (Emergency Powers: the
    put, and the question, only if it holds as the instruction is reached, CR 608.2c, 505.1)."""
    from arbiter.cards.oracle.sentences.conditional import condition_for
    from arbiter.mtg.effects.conditional import IfCondition

    head = re.fullmatch(r"If ([^,]+), you may put (.+)", s)
    if head is None:
        return _put_from_hand(r, i, s)
    condition = condition_for(head.group(1))
    if condition is None or _read_otherwise(s, r):
        return PASS  # (a put the sentence grammar reads, "If …, you may put a creature card …", stays its)
    taken = _put_from_hand(r, i, f"You may put {head.group(2)}")
    if isinstance(taken, int):
        made = IfCondition(condition, r.effects[-1])
        if made.text(()) != " ".join([s, *(x.strip() for x in r.sentences[i + 1 : i + taken])]):
            r.effects.pop()
            return None
        r.effects[-1] = made
    return taken


def _read_otherwise(s: str, r: _Reading) -> bool:
    from arbiter.cards.oracle.sentences import sentence  # (it imports this module's family)

    mark = len(r.ctx.targets)
    read = sentence(s, r.ctx)
    del r.ctx.targets[mark:]
    return read is not None


def _put_from_hand(r: _Reading, i: int, s: str) -> int | Pass | None:
    m = _PUT.fullmatch(s)
    if m is None:
        return PASS
    what = card_words(m.group("words"))
    if what is None:
        return PASS
    if m.group("most"):
        what = Filter(
            what.text, what.types, subtypes=what.subtypes, colors=what.colors, zone=Zone.HAND,
            max_value=int(m.group("most")),
        )  # fmt: skip
    attacking = "that opponent" if m.group("that") else "chosen" if m.group("attacking") else ""
    put = PutFromHandThen(what, m.group("noun"), value_counter=m.group("counter") or "", attacking=attacking)
    taken = 1
    rest = [x.strip() for x in r.sentences[i + 1 : i + 3]]
    if rest and _HASTE.fullmatch(rest[0]):
        put = replace(put, haste=rest[0])
        taken, rest = 2, rest[1:]
    end = _AT_END.fullmatch(rest[0]) if rest else None
    if end is not None:
        at_end = EndStepAction((end.group(1) or end.group(2)).lower())
        put = replace(put, at_end=at_end, at_end_text=rest[0])
        taken += 1
    elif rest and re.search(r"\b(?:[Ii]t|[Tt]hat (?:creature|artifact|permanent)|the creature)\b", rest[0]):
        return None  # another sentence about the permanent put, which this reading doesn't know
    r.effects.append(put)
    return taken


_GAINS_FLASHBACK = re.compile(r"(Target [a-z ]+ card in your graveyard) gains flashback until end of turn\.")
_COST_IS_MANA_COST = "The flashback cost is equal to its mana cost."


def gains_flashback(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: "Target instant or sorcery card in your graveyard gains
    flashback until end of turn. The flashback cost is equal to its mana cost." (CR 702.34a)."""
    m = _GAINS_FLASHBACK.fullmatch(s)
    if m is None or next_sentence(r.sentences, i) != _COST_IS_MANA_COST:
        return PASS
    ref = r.ctx.target("t" + m.group(1)[1:])
    if ref is None or ref.kind != "target":
        return None
    r.effects.append(GainsFlashbackUntilEOT(ref))
    return 2


def may_cast_exiled(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: "You may cast that card. [If you don't, <instruction>.]"
    right after "Exile the top card of your library." (CR 608.2g, 608.2e)."""
    from arbiter.cards.oracle.sentences import sentence as instruction

    if s != "You may cast that card." or not isinstance(r.last, ExileTopCards) or r.last.count != 1:
        return PASS
    nxt = next_sentence(r.sentences, i)
    m = re.fullmatch(r"If you don't, (.+)", nxt)
    if m is None:
        r.effects.append(MayCastThatCard())
        return 1
    body = m.group(1)
    otherwise = instruction(body if body[0] == "~" else body[0].upper() + body[1:], r.ctx)
    if otherwise is None or otherwise.decides:
        return None
    r.effects.append(MayCastThatCard(otherwise))
    return 2


_RETURNED_AT_END = re.compile(
    r"(?:(?P<verb>Sacrifice|Exile) it at the beginning of the next end step|"
    r"Return it to (?:its owner's|your) hand at the beginning of the next end step|"
    r"At the beginning of the next end step, (?P<verb2>sacrifice|exile) it)\."
)


def returned_gains_haste(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: "It gains haste." (and "Exile it at the beginning of the next
    end step.") after "Return target creature card from your graveyard to the battlefield." — about
    the permanent the card became (CR 400.7, 702.10, 603.7a)."""
    last = r.last
    if not (_HASTE.fullmatch(s) and isinstance(last, ReturnFromGraveyard) and last.to_battlefield):
        return PASS
    if last.card.kind != "target" or last.haste:
        return PASS
    nxt = next_sentence(r.sentences, i)
    end = _RETURNED_AT_END.fullmatch(nxt)
    if end is None and re.search(r"\b(?:[Ii]t|that creature)\b", nxt):
        return None  # another sentence about the returned permanent, which this reading doesn't know
    what = None
    if end is not None:
        what = EndStepAction((end.group("verb") or end.group("verb2") or "return").lower())
    then_text = f"{s} {nxt}" if end is not None else s
    r.effects[-1] = replace(last, haste=s, at_end=what, then_text=then_text)
    return 2 if end is not None else 1
