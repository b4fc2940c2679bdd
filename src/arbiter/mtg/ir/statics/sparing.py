"""Protection that "doesn't remove" Auras (CR 702.16n, 702.16p): an Aura gives the enchanted
creature protection and says "This effect doesn't remove this Aura." (White Ward), "This effect
doesn't remove Auras." (Spectra Ward) or "This effect doesn't remove Auras and Equipment you control
that are already attached to it." (Benevolent Blessing). The protection instances that effect
grants don't put those permanents into the graveyard (704.5m) or unattach them (704.5n); every
other part of protection (702.16b–f) works as usual, and other instances of protection from the
same quality affect Auras as normal."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from arbiter.mtg.ir.abilities import Keyword


class Spares(Enum):
    """What "This effect doesn't remove …" names (CR 702.16n, 702.16p)."""

    THIS_AURA = "~"  # CR 702.16n: "this Aura"
    AURAS = "Auras"  # CR 702.16n: every Aura
    ALREADY_ATTACHED = "Auras and Equipment you control that are already attached to it"  # CR 702.16p


COLORS_OF_YOUR_PERMANENTS = "protection from the colors of permanents you control"
"""CR 702.16i: "protection from the colors of permanents you control" (Pledge of Loyalty) — one
protection ability from each color among the permanents the Aura's controller controls now, read
whenever protection is looked at."""

CHOSEN_COLOR = "protection from the chosen color"
"""CR 614.12, 702.16a: protection from the color chosen as the Aura entered; none if none was."""


@dataclass(frozen=True, slots=True)
class SparingProtection(Keyword):
    """A protection ability an Aura's static ability grants under "This effect doesn't remove …"
    (CR 702.16n–p): ``spares`` says which attached permanents it doesn't remove, ``granted_by``
    is the Aura (its object id, set as the grant applies in layer 6, 613.1f)."""

    spares: Spares = Spares.THIS_AURA
    granted_by: int | None = None
