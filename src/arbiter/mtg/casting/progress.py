"""Where a cast (CR 601.2) or an activation (602.2) stands: its progress is data in the state, so a
game in the middle of a cast can be copied, saved and resumed."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Literal

from arbiter.mtg.actions import Decision
from arbiter.mtg.costs.parts import CostPart
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import TargetSpec
from arbiter.mtg.state import TargetRef

# What is being cast or activated: a spell (601.2), an activated ability (602.2), a triggered
# ability's choices (603.3c–d), a copy's new targets (707.10c), a special action's cost (116.2b,
# 116.2f), or a mana ability's mana cost paid with other mana abilities (605.3a, 601.2g).
CastKind = Literal[
    "spell",
    "ability",
    "trigger",
    "copy",
    "face up",
    "face up for mana cost",
    "suspend",
    "mana ability",
    "foretell",
    "plot",
]

# The step the procedure waits at: an announcement (601.2b: "offering", "x", "modes", "announce"
# for hybrid symbols), targets (601.2c), the division (601.2d: "divide", then "divided"), objects
# chosen for the cost (601.2h: "choices"), or the payment (601.2g–h: "pay"; with assist, first the
# player who may help pay and how much they pay: "assist", "assisting", 702.132a).
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
    "alternative",
    "assist",
    "assisting",
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
    # CR 601.2f: generic reductions the cost's generic part couldn't absorb before X was announced;
    # they reduce the generic mana X stands for once X is known (an X spell under Helm of Awakening)
    x_credit: int = 0

    @property
    def first_mark(self) -> int:
        """The journal mark of the outermost procedure in progress (CR 733)."""
        return self.outer.first_mark if self.outer is not None else self.mark


# The slots' own setters: filling a new CastProgress through them skips ``dataclasses.replace``'s
# walk over the fields and the frozen ``__init__``'s ``object.__setattr__`` calls (4× faster).
_FIELDS = (
    "kind",
    "obj",
    "player",
    "mark",
    "stage",
    "specs",
    "targets",
    "cost",
    "choices",
    "life",
    "offering",
    "x",
    "index",
    "resume",
    "outer",
    "alternative",
    "harmonized",
    "marks",
    "x_credit",
)  # (all of them, in order: checked below)
assert tuple(f.name for f in fields(CastProgress)) == _FIELDS, "evolve() must set every field of CastProgress"
(
    _SET_KIND,
    _SET_OBJ,
    _SET_PLAYER,
    _SET_MARK,
    _SET_STAGE,
    _SET_SPECS,
    _SET_TARGETS,
    _SET_COST,
    _SET_CHOICES,
    _SET_LIFE,
    _SET_OFFERING,
    _SET_X,
    _SET_INDEX,
    _SET_RESUME,
    _SET_OUTER,
    _SET_ALTERNATIVE,
    _SET_HARMONIZED,
    _SET_MARKS,
    _SET_X_CREDIT,
) = (getattr(CastProgress, name).__set__ for name in _FIELDS)
_SAME: Any = object()  # (an argument not given: the field keeps its value)
_NEW = object.__new__


def evolve(
    p: CastProgress,
    *,
    kind: CastKind = _SAME,
    obj: int = _SAME,
    player: int = _SAME,
    mark: int = _SAME,
    stage: Stage = _SAME,
    specs: tuple[TargetSpec, ...] = _SAME,
    targets: tuple[TargetRef | None, ...] = _SAME,
    cost: ManaCost | None = _SAME,
    choices: tuple[int, ...] = _SAME,
    life: int = _SAME,
    offering: int | None = _SAME,
    x: int | None = _SAME,
    index: int = _SAME,
    resume: Decision | None = _SAME,
    outer: CastProgress | None = _SAME,
    alternative: tuple[CostPart, ...] = _SAME,
    harmonized: int | None = _SAME,
    marks: frozenset[str] = _SAME,
    x_credit: int = _SAME,
) -> CastProgress:
    """``dataclasses.replace(p, **changes)``, made cheaper: a cast's progress is copied at each of
    its steps (CR 601.2a–h) — targets chosen, costs to pay."""
    new = _NEW(CastProgress)
    _SET_KIND(new, p.kind if kind is _SAME else kind)
    _SET_OBJ(new, p.obj if obj is _SAME else obj)
    _SET_PLAYER(new, p.player if player is _SAME else player)
    _SET_MARK(new, p.mark if mark is _SAME else mark)
    _SET_STAGE(new, p.stage if stage is _SAME else stage)
    _SET_SPECS(new, p.specs if specs is _SAME else specs)
    _SET_TARGETS(new, p.targets if targets is _SAME else targets)
    _SET_COST(new, p.cost if cost is _SAME else cost)
    _SET_CHOICES(new, p.choices if choices is _SAME else choices)
    _SET_LIFE(new, p.life if life is _SAME else life)
    _SET_OFFERING(new, p.offering if offering is _SAME else offering)
    _SET_X(new, p.x if x is _SAME else x)
    _SET_INDEX(new, p.index if index is _SAME else index)
    _SET_RESUME(new, p.resume if resume is _SAME else resume)
    _SET_OUTER(new, p.outer if outer is _SAME else outer)
    _SET_ALTERNATIVE(new, p.alternative if alternative is _SAME else alternative)
    _SET_HARMONIZED(new, p.harmonized if harmonized is _SAME else harmonized)
    _SET_MARKS(new, p.marks if marks is _SAME else marks)
    _SET_X_CREDIT(new, p.x_credit if x_credit is _SAME else x_credit)
    return new


# special actions with a cost to pay (116.2b, 116.2f; turning a manifested card face up for its mana cost, 701.40b)
SpecialKind = Literal["face up", "face up for mana cost", "suspend", "foretell", "plot"]
SPECIAL_KINDS: tuple[SpecialKind, ...] = ("face up", "face up for mana cost", "suspend", "foretell", "plot")
