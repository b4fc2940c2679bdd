"""Where a cast (CR 601.2) or an activation (602.2) stands: its progress is data in the state, so a
game in the middle of a cast can be copied, saved and resumed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from arbiter.mtg.actions import Decision
from arbiter.mtg.costs.parts import CostPart
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import TargetSpec
from arbiter.mtg.state import TargetRef

# What is being cast or activated: a spell (601.2), an activated ability (602.2), a triggered
# ability's choices (603.3c–d), a copy's new targets (707.10c), a special action's cost (116.2b,
# 116.2f), or a mana ability's mana cost paid with other mana abilities (605.3a, 601.2g).
CastKind = Literal["spell", "ability", "trigger", "copy", "face up", "suspend", "mana ability", "foretell", "plot"]

# The step the procedure waits at: an announcement (601.2b: "offering", "x", "modes", "announce"
# for hybrid symbols), targets (601.2c), the division (601.2d: "divide", then "divided"), objects
# chosen for the cost (601.2h: "choices"), or the payment (601.2g–h: "pay").
Stage = Literal[
    "targets",
    "pay",
    "offering",
    "emerge",
    "reveal",
    "x",
    "modes",
    "announce",
    "choices",
    "divide",
    "divided",
    "harmonize",
    "splice",
    "costs",
    "half",
    "kicker",
    "buyback",
]


@dataclass(frozen=True, slots=True)
class CastProgress:
    """Where a cast (601.2) or activation (602.2) stands."""

    kind: CastKind
    obj: int  # the spell, or the ability object on the stack (a mana ability: its source)
    player: int
    mark: int  # journal mark of the moment before it began (CR 733)
    stage: Stage
    specs: tuple[TargetSpec, ...]
    targets: tuple[TargetRef | None, ...]
    cost: ManaCost | None
    choices: tuple[int, ...] = ()  # objects chosen for cost parts ("sacrifice a creature")
    life: int = 0  # life to pay for Phyrexian symbols (CR 107.4f)
    offering: int | None = None  # the permanent sacrificed for offering (CR 702.48b)
    x: int | None = None  # X given with the action, used once the announcements before it are made
    index: int = -1  # a mana ability: its index among its source's activated abilities
    resume: Decision | None = None  # a mana ability: the decision the game returns to once it resolves
    outer: CastProgress | None = None  # a mana ability: the procedure it was activated during (605.3a)
    alternative: tuple[CostPart, ...] = ()  # the chosen alternative cost's parts other than mana (118.9)
    harmonized: int | None = None  # the creature tapped for harmonize (CR 702.180b)
    marks: frozenset[str] = frozenset()  # how a card cast during a resolution is cast (608.2g)

    @property
    def first_mark(self) -> int:
        """The journal mark of the outermost procedure in progress (CR 733)."""
        return self.outer.first_mark if self.outer is not None else self.mark


SpecialKind = Literal["face up", "suspend", "foretell", "plot"]  # special actions with a cost to pay (116.2b, 116.2f)
SPECIAL_KINDS: tuple[SpecialKind, ...] = ("face up", "suspend", "foretell", "plot")
