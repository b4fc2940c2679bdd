"""Replacement effects that put counters on a permanent as it enters (CR 614.1c, 122.6) in
the forms with a condition or a count: "~ enters with a +1/+1 counter on it if you attacked this
turn.", "~ enters with a +1/+1 counter on it for each creature card in your graveyard.", "~ enters
with X +1/+1 counters on it, where X is the number of other creatures on the battlefield." — the
condition is checked and the count made as it enters (614.1c, 608.2h)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.noun_phrase import WITHOUT_SOURCE
from arbiter.cards.oracle.nouns import count_phrase, each_phrase, phrase_filter
from arbiter.cards.oracle.sentences.counters import plain_counter
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.ir.filters import CountOf
from arbiter.mtg.ir.statics.replacement import EntersWithCounters


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


def enters_with_counters(line: str) -> EntersWithCounters | None:
    """The line as a counted or conditional "enters with counters" replacement, or None."""
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
    per = _for_each(m.group("per")) if m.group("per") else _number_of(m.group("where"))
    return EntersWithCounters(m.group("kind"), count, per=per, text_=line) if per is not None else None
