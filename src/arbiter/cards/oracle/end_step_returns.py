"""CR 603.7a, 406.2: "Exile <one object>." followed by "Return that card to the battlefield under
its owner's control at the beginning of the next end step." (or "At the beginning of the next end
step, return it …") — the exile and its delayed return are one instruction
(:class:`~arbiter.mtg.effects.end_step_returns.ExileUntilEndStep`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.end_step_returns import ExileUntilEndStep
from arbiter.mtg.effects.zones import ExileIt

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading
    from arbiter.mtg.ir.conditions import Condition

_BACK = r"return (it|that card|the exiled card|~) to the battlefield under (its owner's|your) control"
# CR 608.2c, 122.6: "If the gift wasn't promised, return that card … with a +1/+1 counter on it at
# the beginning of the next end step." (Parting Gust): the return only if the condition holds
_TRAILING = re.compile(
    rf"(?:If (?P<condition>[^,]+), r|R){_BACK[1:]}(?P<counter> with a \+1/\+1 counter on it)? at the beginning of"
    r" the next end step\."
)
# CR 122.6: "… under its owner's control with a +1/+1 counter on it."
_LEADING = re.compile(rf"At the beginning of the next end step, {_BACK}(?P<counter> with a \+1/\+1 counter on it)?\.")


def exile_until_end_step(r: _Reading, i: int, s: str) -> int | Pass | None:
    m = _TRAILING.fullmatch(s)
    leading = m is None
    m = m or _LEADING.fullmatch(s)
    if m is None:
        return PASS
    pronoun, whose = m.group(1, 2) if leading else m.group(2, 3)  # (the trailing form's condition first)
    last = r.last
    if not isinstance(last, ExileIt) or last.to.kind not in ("target", "targets", "this"):
        return None
    if pronoun == "~" and last.to.kind != "this":
        return None
    spec = r.ctx.targets[last.to.index] if last.to.kind != "this" else None
    if spec is not None and spec.group and sum(t.group == spec.group for t in r.ctx.targets) > 1:
        return None  # (a group of targets: "up to two target creatures"; "up to one" is one target)
    counter = m.group("counter") is not None
    if counter and whose == "your":
        return None  # (only the owner's control with a counter is printed)
    worded = None if leading else m.group("condition")
    condition = _condition(worded) if worded else None
    if worded and condition is None:
        return PASS  # ("If you do, return …": the optional instruction's, read elsewhere)
    r.effects[-1] = ExileUntilEndStep(last.to, whose == "your", pronoun, leading, counter, condition)
    return 1


def _condition(text: str) -> Condition | None:
    """The condition of the return (CR 608.2c): one the sentence grammar reads."""
    from arbiter.cards.oracle.conditions import parse_condition

    return parse_condition(text)
