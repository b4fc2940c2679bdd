"""The static line of a counter-changing replacement effect (CR 614.1a, 122.6): "If one or more
+1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put
on it instead." and its kin (:class:`CountersPutReplaced`)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.noun_phrase import IN_CONDITIONS, noun_phrase, reads_only
from arbiter.cards.oracle.sentences.counters import plain_counter
from arbiter.mtg.ir.statics.counter_replacement import CountersPutReplaced

_LINE = re.compile(
    r"If one or more (?:(?P<kind>[a-z0-9/+-]+) )?counters would be put on (?P<noun>~|(?:an?|another) .+? you control), "
    r"(?P<amount>that many plus one|twice that many|that many)(?: (?P<kind2>[a-z0-9/+-]+) counters)?"
    r"(?P<minus> minus one)?(?: of each of those kinds of counters)? are put on "
    r"(?P<pronoun>it|that creature|that permanent) instead\."
)
# CR 614.1a: "If an effect would put …" (Doubling Season) — counters put as a cost aren't doubled
_BY_EFFECT = re.compile(
    r"If an effect would put one or more (?:(?P<kind>[a-z0-9/+-]+) )?counters on "
    r"(?P<noun>(?:an?|another) .+? you control), "
    r"it puts (?P<amount>twice that many) of those counters on (?P<pronoun>it|that creature|that permanent) instead\."
)


def counters_put_replaced(line: str) -> CountersPutReplaced | None:
    """The line as a :class:`CountersPutReplaced`, or None (its printed form must be read back)."""
    m = _LINE.fullmatch(line) or _BY_EFFECT.fullmatch(line)
    if m is None:
        return None
    kind = m.group("kind") or ""
    if kind and not plain_counter(kind):
        return None
    amount = m.group("amount")
    change = "twice" if amount == "twice that many" else "plus one" if amount.endswith("plus one") else "minus one"
    if change == "minus one" and not m.groupdict().get("minus"):
        return None
    noun = m.group("noun")
    what = None
    if noun != "~":
        what = noun_phrase(re.sub(r"^an? ", "", noun))
        if what is None or not reads_only(what, IN_CONDITIONS | {"controller", "other"}):
            return None
    found = CountersPutReplaced(what, kind, change, noun, m.group("pronoun"), m.re is _BY_EFFECT)
    return found if found.text() == line else None
