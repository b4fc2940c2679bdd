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

_BACK = r"return (it|that card|the exiled card|~) to the battlefield under (its owner's|your) control"
_TRAILING = re.compile(rf"R{_BACK[1:]} at the beginning of the next end step\.")
# CR 122.6: "… under its owner's control with a +1/+1 counter on it."
_LEADING = re.compile(rf"At the beginning of the next end step, {_BACK}(?P<counter> with a \+1/\+1 counter on it)?\.")


def exile_until_end_step(r: _Reading, i: int, s: str) -> int | Pass | None:
    m = _TRAILING.fullmatch(s)
    leading = m is None
    m = m or _LEADING.fullmatch(s)
    if m is None:
        return PASS
    last = r.last
    if not isinstance(last, ExileIt) or last.to.kind not in ("target", "targets", "this"):
        return None
    if m.group(1) == "~" and last.to.kind != "this":
        return None
    spec = r.ctx.targets[last.to.index] if last.to.kind != "this" else None
    if spec is not None and spec.group and sum(t.group == spec.group for t in r.ctx.targets) > 1:
        return None  # (a group of targets: "up to two target creatures"; "up to one" is one target)
    counter = leading and m.group("counter") is not None
    if counter and m.group(2) == "your":
        return None  # (only the owner's control with a counter is printed)
    r.effects[-1] = ExileUntilEndStep(last.to, m.group(2) == "your", m.group(1), leading, counter)
    return 1
