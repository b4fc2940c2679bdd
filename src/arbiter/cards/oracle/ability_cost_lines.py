"""The sentence of an activated ability that changes its own activation cost (CR 602.2b, 601.2f):
"This ability costs {1} less to activate for each Island you control.", "… {2} less to activate
if you control a legendary creature.", "… {1} less to activate during your turn.", "… {1} more to
activate for each card in your hand." It follows the effect, before the activation restrictions."""

from __future__ import annotations

import re

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.noun_phrase import WITHOUT_SOURCE
from arbiter.cards.oracle.nouns import each_phrase, phrase_filter
from arbiter.mtg.ir.ability_cost_changes import AbilityCostChange
from arbiter.mtg.ir.conditions import YourTurn
from arbiter.mtg.ir.filters import CountOf
from arbiter.mtg.mana.pool import ManaCost

_SENTENCE = re.compile(
    r"(.+) This ability costs ((?:\{[0-9WUBRGC]+\})+) (more|less) to activate "
    r"(for each|if|during) ([^.]+)\."
)
# the count is read with its source known (the ability's own permanent): "for each other artifact you control"
_READS = WITHOUT_SOURCE | {"other"}


def split_cost_change(effect_text: str) -> tuple[str, AbilityCostChange | None] | None:
    """The effect's words without a last "This ability costs … to activate …." sentence, and the
    change it states; None if the sentence is there but can't be read."""
    m = _SENTENCE.fullmatch(effect_text)
    if m is None:
        return effect_text, None
    change = ManaCost.parse(m.group(2))
    if change is None or change.x or change.other:
        return None
    more = m.group(3) == "more"
    words, rest = m.group(4), m.group(5)
    if words == "for each":
        per = each_phrase(rest) or _with_source(rest)
        found = AbilityCostChange(change, more, per=per) if per is not None else None
    elif words == "during":
        found = AbilityCostChange(change, more, condition=YourTurn(rest), words=words) if rest == "your turn" else None
    else:
        condition = parse_condition(rest)  # CR 601.2f: checked as the total cost is determined
        found = AbilityCostChange(change, more, condition=condition) if condition is not None else None
    if found is None or found.text() != effect_text[len(m.group(1)) + 1 :]:
        return None
    return m.group(1), found


def _with_source(phrase: str) -> CountOf | None:
    """ "other artifact you control": a count read with the ability's source known (CR 109.1)."""
    f = phrase_filter(phrase, _READS)
    return CountOf(phrase, f) if f is not None else None
