"""The paragraph of Animate Dead and Dance of the Dead (CR 303.4a, 603.4, 607.2a): "When ~ enters,
if it's on the battlefield, it loses "enchant creature card in a graveyard" and gains "enchant
creature put onto the battlefield with ~." Return enchanted creature card to the battlefield under
your control and attach ~ to it. When ~ leaves the battlefield, that creature's controller
sacrifices it." — two linked triggered abilities in one paragraph, read only in this wording (the
rules are in :mod:`arbiter.mtg.effects.reanimating_auras`). Necromancy's paragraph is the same pair
for an enchantment that becomes such an Aura, its enters ability targeting the card."""

from __future__ import annotations

import re

from arbiter.cards.oracle.target_phrases import target_spec
from arbiter.mtg.effects.reanimating_auras import (
    BecomeAuraPutTargetAndAttach,
    ReturnEnchantedAndAttach,
    SacrificePutWith,
)
from arbiter.mtg.ir.abilities import Ability, TriggeredAbility

ON_THE_BATTLEFIELD = "it's on the battlefield"  # the enters ability's intervening "if" (CR 603.4)

_PARAGRAPH = re.compile(
    r"When ~ enters, if it's on the battlefield, it loses \"enchant creature card in a graveyard\" and gains "
    r"\"enchant creature put onto the battlefield with ~\.\" (Return|Put) enchanted creature card "
    r"(to|onto) the battlefield( tapped)? under your control and attach ~ to it\. "
    r"When ~ leaves the battlefield, that creature's controller sacrifices it\."
)

_BECOMES = re.compile(
    r"When ~ enters, if it's on the battlefield, it becomes an Aura with \"enchant creature put onto the "
    r"battlefield with ~\.\" Put (target creature card from a graveyard) onto the battlefield under your "
    r"control and attach ~ to it\. When ~ leaves the battlefield, that creature's controller sacrifices it\."
)


def reanimating_aura(line: str) -> list[Ability] | None:
    """The two abilities of the paragraph, or None."""
    m = _PARAGRAPH.fullmatch(line)
    if m is not None and (m.group(1) == "Return") == (m.group(2) == "to"):
        back = ReturnEnchantedAndAttach(m.group(1), tapped=bool(m.group(3)))
        enters = TriggeredAbility("enters", (back,), condition=ON_THE_BATTLEFIELD, trigger_text="When ~ enters")
    else:
        m = _BECOMES.fullmatch(line)
        spec = target_spec(m.group(1)) if m is not None else None
        if spec is None:
            return None
        becomes = BecomeAuraPutTargetAndAttach()
        enters = TriggeredAbility(
            "enters", (becomes,), (spec,), condition=ON_THE_BATTLEFIELD, trigger_text="When ~ enters"
        )
    leaves = TriggeredAbility(
        "leaves", (SacrificePutWith(),), trigger_text="When ~ leaves the battlefield", joined=True
    )
    return [enters, leaves]
