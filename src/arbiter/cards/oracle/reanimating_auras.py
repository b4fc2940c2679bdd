"""The paragraph of Animate Dead and Dance of the Dead (CR 303.4a, 603.4, 607.2a): "When ~ enters,
if it's on the battlefield, it loses "enchant creature card in a graveyard" and gains "enchant
creature put onto the battlefield with ~." Return enchanted creature card to the battlefield under
your control and attach ~ to it. When ~ leaves the battlefield, that creature's controller
sacrifices it." — two linked triggered abilities in one paragraph, read only in this wording (the
rules are in :mod:`arbiter.mtg.effects.reanimating_auras`)."""

from __future__ import annotations

import re

from arbiter.mtg.effects.reanimating_auras import ReturnEnchantedAndAttach, SacrificePutWith
from arbiter.mtg.ir.abilities import Ability, TriggeredAbility

ON_THE_BATTLEFIELD = "it's on the battlefield"  # the enters ability's intervening "if" (CR 603.4)

_PARAGRAPH = re.compile(
    r"When ~ enters, if it's on the battlefield, it loses \"enchant creature card in a graveyard\" and gains "
    r"\"enchant creature put onto the battlefield with ~\.\" (Return|Put) enchanted creature card "
    r"(to|onto) the battlefield( tapped)? under your control and attach ~ to it\. "
    r"When ~ leaves the battlefield, that creature's controller sacrifices it\."
)


def reanimating_aura(line: str) -> list[Ability] | None:
    """The two abilities of the paragraph, or None."""
    m = _PARAGRAPH.fullmatch(line)
    if m is None or (m.group(1) == "Return") != (m.group(2) == "to"):
        return None
    back = ReturnEnchantedAndAttach(m.group(1), tapped=bool(m.group(3)))
    enters = TriggeredAbility("enters", (back,), condition=ON_THE_BATTLEFIELD, trigger_text="When ~ enters")
    leaves = TriggeredAbility(
        "leaves", (SacrificePutWith(),), trigger_text="When ~ leaves the battlefield", joined=True
    )
    return [enters, leaves]
