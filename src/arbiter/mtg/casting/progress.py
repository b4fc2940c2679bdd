"""Where a cast (CR 601.2) or an activation (602.2) stands: its progress is data in the state, so a
game in the middle of a cast can be copied, saved and resumed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.mana import ManaCost
from arbiter.mtg.model import (
    TargetSpec,
)
from arbiter.mtg.state import TargetRef

if TYPE_CHECKING:
    pass


@dataclass(frozen=True, slots=True)
class CastProgress:
    """Where a cast (601.2) or activation (602.2) stands."""

    kind: str  # "spell" or "ability"
    obj: int  # the spell, or the ability object on the stack
    player: int
    mark: int  # journal mark of the moment before it began (CR 733)
    stage: str  # "targets" or "pay"
    specs: tuple[TargetSpec, ...]
    targets: tuple[TargetRef | None, ...]
    cost: ManaCost | None
    choices: tuple[int, ...] = ()  # objects chosen for cost parts ("sacrifice a creature")
    life: int = 0  # life to pay for Phyrexian symbols (CR 107.4f)
    offering: int | None = None  # the permanent sacrificed for offering (CR 702.48b)
    x: int | None = None  # X given with the action, used once the announcements before it are made


SPECIAL_KINDS = ("face up", "suspend")  # special actions with a cost to pay (116.2b, 116.2f)
