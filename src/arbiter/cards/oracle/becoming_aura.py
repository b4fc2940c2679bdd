"""The Licids' paragraph (CR 613.1d, 613.1f, 701.3, 116.2c): "[Cost]: ~ loses this ability and
becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay
[cost] to end this effect." — one activated ability whose three sentences make one effect, read
only in this wording (the rules are in :mod:`arbiter.mtg.effects.becoming_aura`)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.costs import cost_parts
from arbiter.cards.oracle.target_phrases import target_spec
from arbiter.mtg.effects.becoming_aura import BecomeAuraAndAttach
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility
from arbiter.mtg.mana.pool import ManaCost

BECOMES_AURA = "~ loses this ability and becomes an Aura enchantment with enchant creature."
_PARAGRAPH = re.compile(
    r"(?P<cost>[^:\"]+): ~ loses this ability and becomes an Aura enchantment with enchant creature\. "
    r"Attach it to (?P<target>target creature)\. You may pay (?P<end>(?:\{[0-9WUBRGC]\})+) to end this effect\."
)


def becoming_aura(line: str) -> list[Ability] | None:
    """The activated ability of the paragraph, or None."""
    m = _PARAGRAPH.fullmatch(line)
    if m is None:
        return None
    costs, spec, end = cost_parts(m["cost"]), target_spec(m["target"]), ManaCost.parse(m["end"])
    if costs is None or spec is None or end is None:
        return None
    ability = ActivatedAbility(tuple(costs), (BecomeAuraAndAttach(end),), (spec,))
    return [ability] if ability.text() == line else None
