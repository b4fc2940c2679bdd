"""Graft (CR 702.58a): "Graft N" means "This permanent enters with N +1/+1 counters on it" and
"Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may move a
+1/+1 counter from this permanent onto that creature." The keyword renders the text; the triggered
ability renders nothing, so the card's text round-trips. Each instance works separately (702.58b)."""

from __future__ import annotations

import re

from arbiter.mtg.effects.graft import MoveCounterOnto
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import Ability, TriggeredAbility
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.statics.replacement import EntersWithCounters
from arbiter.mtg.model import MayDo

GRAFT_IF = "there are one or more +1/+1 counters on ~"  # the intervening "if" (CR 603.4)


def graft_abilities(line: str) -> list[Ability] | None:
    """The two abilities "Graft N" stands for, or None if ``line`` isn't it."""
    m = re.fullmatch(r"Graft (\d+)", line)
    if m is None:
        return None
    another = Filter("creature", frozenset({CardType.CREATURE}), other=True)
    move = MayDo(MoveCounterOnto("+1/+1", Ref("subject")))
    trigger = TriggeredAbility(
        "watched enters", (move,), (), GRAFT_IF, "Whenever another creature enters", keyword_text="", watch=another
    )
    return [EntersWithCounters("+1/+1", int(m.group(1)), keyword_text=line), trigger]
