"""Replacement effects that put counters on a permanent as it enters (CR 614.1c, 122.6) in
the forms with a condition or a count: "~ enters with a +1/+1 counter on it if you attacked this
turn.", "~ enters with a +1/+1 counter on it for each creature card in your graveyard.", "~ enters
with X +1/+1 counters on it, where X is the number of other creatures on the battlefield." — the
condition is checked and the count made as it enters (614.1c, 608.2h)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.noun_phrase import IN_CONDITIONS, WITHOUT_SOURCE, noun_phrase, reads_only
from arbiter.cards.oracle.nouns import count_phrase, each_phrase, phrase_filter
from arbiter.cards.oracle.sentences.counters import plain_counter
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.ir.filters import CountOf
from arbiter.mtg.ir.statics.others_enter_with_counters import OthersEnterWithCounters
from arbiter.mtg.ir.statics.replacement import DELVED_INSTANTS_AND_SORCERIES, EntersWithCounters


def _for_each(phrase: str) -> CountOf | None:
    """ "for each <thing>", "for each other <thing>" (other than the entering permanent)."""
    if not phrase.startswith("other "):
        return each_phrase(phrase)
    found = each_phrase(phrase.removeprefix("other "))
    return replace(found, what=replace(found.what, other=True), text=phrase) if found is not None else None


def _number_of(phrase: str) -> CountOf | None:
    """ "the number of <phrase>" counted as the permanent enters: "other" is read against it (the
    count is made with the entering permanent as its source)."""
    found = count_phrase(phrase)
    if found is None:
        f = phrase_filter(phrase.removesuffix(" on the battlefield"), WITHOUT_SOURCE | {"other"})
        found = CountOf(phrase, f) if f is not None else None
    return found


_ENTERS = re.compile(
    r"~ enters with (?P<n>a|an|one|two|three|four|five|six|seven|X) (?P<kind>[a-z0-9/+-]+) counters? on it"
    r"(?: if (?P<cond>.+)| for each (?P<per>.+)|, where X is the number of (?P<where>.+))\."
)


_IF_ENTERS = re.compile(
    r"If (?P<cond>.+), ~ enters with (?P<n>a|an|one|two|three|four|five|six|seven) (?P<kind>[a-z0-9/+-]+)"
    r" counters? on it\."
)


def enters_with_counters(line: str) -> EntersWithCounters | None:
    """The line as a counted or conditional "enters with counters" replacement, or None — the
    condition after ("… if you attacked this turn.") or before ("If at least three white mana was
    spent to cast ~, ~ enters with a +1/+1 counter on it.", 614.1c)."""
    m = _IF_ENTERS.fullmatch(line)
    if m is not None and plain_counter(m.group("kind")):
        condition = parse_condition(m.group("cond"))
        n = NUMBERS[m.group("n")]
        return EntersWithCounters(m.group("kind"), n, condition=condition, text_=line) if condition else None
    m = _ENTERS.fullmatch(line)
    if m is None or not plain_counter(m.group("kind")):
        return None
    word = m.group("n")
    if (word == "X") != bool(m.group("where")):
        return None  # (X is the where-count here; an X of the spell is read elsewhere, 107.3m)
    count: int | str = "X" if word == "X" else NUMBERS[word]
    if m.group("cond"):
        condition = parse_condition(m.group("cond"))
        return EntersWithCounters(m.group("kind"), count, condition=condition, text_=line) if condition else None
    if m.group("per") == "instant and sorcery card exiled with it" and count == 1:
        # Murktide Regent: the cards delve exiled to pay for it (CR 702.66a, 614.1c)
        return EntersWithCounters(m.group("kind"), DELVED_INSTANTS_AND_SORCERIES, text_=line)
    per = _for_each(m.group("per")) if m.group("per") else _number_of(m.group("where"))
    return EntersWithCounters(m.group("kind"), count, per=per, text_=line) if per is not None else None


_OTHERS = re.compile(
    r"(?:As long as (?P<cond>.+?), e|E)ach (?P<noun>(?:other )?.+? you control) enters with an additional "
    r"(?P<kind>\+1/\+1|loyalty) counter on it\."
)


def others_enter_with_counters(line: str) -> OthersEnterWithCounters | None:
    """CR 614.1c, 614.12: "Each other Warrior creature you control enters with an additional +1/+1
    counter on it." (optionally "As long as <condition>, …", 611.3a), or None."""
    m = _OTHERS.fullmatch(line)
    if m is None:
        return None
    what = noun_phrase(m.group("noun"))
    if what is None or not reads_only(what, IN_CONDITIONS | {"controller", "other"}):
        return None
    condition = parse_condition(m.group("cond")) if m.group("cond") else None
    if m.group("cond") and condition is None:
        return None
    return OthersEnterWithCounters(what, m.group("kind"), 1, line, condition)
