"""Reconfigure (CR 702.151): "Reconfigure [cost]" represents two activated abilities — "[Cost]:
Attach this permanent to another target creature you control. Activate only as a sorcery" and
"[Cost]: Unattach this permanent. Activate only if this permanent is attached to a creature and
only as a sorcery." (702.151a) — and attaching it makes it stop being a creature until it becomes
unattached (702.151b: :class:`NotCreatureWhileAttached`, applied in layer 4)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.conditions import Condition


@dataclass(frozen=True, slots=True)
class NotCreatureWhileAttached(Static):
    """CR 702.151b: while attached to a creature, the Equipment isn't a creature (613.1d). Printed
    as part of the keyword (it renders nothing)."""

    changes_own_types = True

    def text(self) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class AttachedToCreature(Condition):
    """ "this permanent is attached to a creature" (CR 702.151a's activation restriction)."""


ATTACHED = AttachedToCreature("this permanent is attached to a creature")
