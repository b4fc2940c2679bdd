"""Keyword abilities of permanents (CR 702) that stand for a replacement effect and a trigger, a
type-changing static, or an activated ability: ravenous (702.156a), living metal (702.161a) and
saddle (702.171a). The first ability renders the keyword; the others render nothing
(``keyword_text=""``), so the card's text round-trips."""

from __future__ import annotations

import re

from arbiter.mtg.costs.parts import CrewTap
from arbiter.mtg.effects.library import Draw
from arbiter.mtg.effects.saddle import BecomeSaddled
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility, TriggeredAbility
from arbiter.mtg.ir.conditions import SourceIs
from arbiter.mtg.ir.permanent_keywords import LivingMetal
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.statics.replacement import EntersWithCounters


def permanent_keyword(line: str) -> list[Ability] | None:
    """The abilities ``line`` stands for, or None if it isn't one of these keywords."""
    if line == "Ravenous":
        # CR 702.156a: "This permanent enters with X +1/+1 counters on it" and "When this
        # permanent enters, if X is 5 or more, draw a card." (X: the spell's, 107.3m)
        big = SourceIs("X is 5 or more", "X is 5 or more")
        draw = TriggeredAbility(
            "enters", (Draw(1, Ref("you")),), (), big.text, "When ~ enters", keyword_text="", test=big
        )
        return [EntersWithCounters("+1/+1", "X", keyword_text=line), draw]
    if line == "Living metal":
        return [LivingMetal()]  # CR 702.161a
    m = re.fullmatch(r"Saddle (\d+)", line)
    if m:
        # CR 702.171a: "Tap any number of other untapped creatures you control with total power N
        # or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery."
        tap = CrewTap(int(m.group(1)))
        return [ActivatedAbility((tap,), (BecomeSaddled(),), sorcery_speed=True, keyword_text=line)]
    return None
