"""Champion (CR 702.72): "Champion an [object]" means "When this permanent enters, sacrifice it
unless you exile another [object] you control" and "When this permanent leaves the battlefield,
return the exiled card to the battlefield under its owner's control" — linked abilities (702.72b,
607.2a): the second returns only the card the first exiled (``effects.returns.ReturnExiledCard``).
The first ability's choice is asked by :mod:`arbiter.mtg.paused.champion`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class ChampionExile(Effect):
    """CR 702.72a: "sacrifice it unless you exile another [object] you control" (``what``: the
    permanents that may be exiled, "another … you control")."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    decides = True

    what: Filter
    noun: str  # as printed after "Champion": "a creature", "an Elf", "a Goblin or Shaman"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Sacrifice ~ unless you exile another {self.noun.split(' ', 1)[1]} you control."
