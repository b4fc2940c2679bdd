"""Champion (CR 702.72a): "Champion an [object]" compiles to its two linked triggered abilities
(702.72b): "When this permanent enters, sacrifice it unless you exile another [object] you control"
and "When this permanent leaves the battlefield, return the exiled card to the battlefield under
its owner's control". The first renders the keyword, the second nothing."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.noun_phrase import noun_phrase
from arbiter.mtg.effects.champion import ChampionExile
from arbiter.mtg.effects.returns import ReturnExiledCard
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import Ability, TriggeredAbility

_CHAMPION = re.compile(r"Champion ((?:a|an) ([A-Za-z ]+))")


def champion_abilities(line: str) -> list[Ability] | None:
    """The two abilities "Champion an [object]" stands for, or None if ``line`` isn't it."""
    m = _CHAMPION.fullmatch(line)
    if m is None:
        return None
    what = noun_phrase(f"another {m.group(2)} you control")
    if what is None:
        return None
    exile = ChampionExile(replace(what, zone=Zone.BATTLEFIELD), m.group(1))
    enters = TriggeredAbility("enters", (exile,), trigger_text="When ~ enters", keyword_text=line)
    text = "When ~ leaves the battlefield"
    leaves = TriggeredAbility("leaves", (ReturnExiledCard(),), trigger_text=text, keyword_text="")
    return [enters, leaves]
