"""Actions a player can take, and the decisions the game waits for (design idea 2).

Decisions form a small set — :class:`Priority`, :class:`DeclareAttackersDecision`,
:class:`DeclareBlockersDecision`, :class:`PayCostDecision` — plus one generic :class:`Choose`
whose ``purpose`` names the CR step that asks (targets 601.2c, mulligan 103.5, discard 514.1…).
Actions never name their player: the player is the one the pending decision names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.mtg.state import TargetRef

# -- decisions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Decision:
    player: int

    @property
    def kind(self) -> str:
        return type(self).__name__


@dataclass(frozen=True, slots=True)
class Priority(Decision):
    """CR 117: the player holds priority and may act or pass."""


@dataclass(frozen=True, slots=True)
class DeclareAttackersDecision(Decision):
    """CR 508.1: the active player declares attackers."""


@dataclass(frozen=True, slots=True)
class DeclareBlockersDecision(Decision):
    """CR 509.1: the defending player declares blockers."""


@dataclass(frozen=True, slots=True)
class AssignDamageDecision(Decision):
    """CR 510.1c–e: the player divides the combat damage of these creatures."""

    sources: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class UnlessPayDecision(Decision):
    """A resolving effect asks this player to pay (CR 608.2c, 117.1d: mana abilities may be
    activated): ``Pay`` pays from the pool, ``Pick("decline")`` declines."""

    cost: str
    spell: int


@dataclass(frozen=True, slots=True)
class PayCostDecision(Decision):
    """CR 601.2g–h / 602.2b: activate mana abilities, then pay the total cost."""

    what: str
    cost: str


@dataclass(frozen=True, slots=True)
class Choose(Decision):
    """A generic choice: ``purpose`` names what is chosen and ``rule`` the CR step asking."""

    purpose: str
    rule: str
    options: tuple[Any, ...]
    prompt: str = ""


# -- actions ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Action:
    def __str__(self) -> str:
        return repr(self)


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """CR 117.3d: pass priority."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class PayToStop(Action):
    """CR 116.2c: the special action an effect allows until a later time ("unless that player
    pays {U} before that step") — ``index`` is the effect's place in ``GameState.pending_damage``."""

    index: int = 0

    def __str__(self) -> str:
        return f"pay to stop delayed effect {self.index}"


@dataclass(frozen=True, slots=True)
class PlayLand(Action):
    """CR 305.1, 116.2a: play a land (a special action)."""

    card: int
    face: str = ""  # a modal double-faced card's back face (CR 712.11b)

    def __str__(self) -> str:
        return f"play #{self.card}" + (f" as {self.face}" if self.face else "")


@dataclass(frozen=True, slots=True)
class Cast(Action):
    """CR 601.2: begin casting a spell; ``kicker``: how many times its kicker cost is paid
    (announced at 601.2b)."""

    card: int
    kicker: int = 0
    x: int | None = None  # the value of X (CR 107.3, 601.2b); None: asked for as a decision
    face_down: bool = False  # cast face down with its morph ability (CR 702.37c, 708.4)
    face: str = ""  # the face cast: a split half (709.3), an Adventure (715.3), a back face (712.11)
    alternative: str = ""  # an alternative cost paid (118.9): "evoke", "dash", "alternative", …
    buyback: bool = False  # buyback's additional cost paid (702.27a)

    def __str__(self) -> str:
        extra = (f" kicked x{self.kicker}" if self.kicker else "") + (f" X={self.x}" if self.x is not None else "")
        extra += (" face down" if self.face_down else "") + (f" as {self.face}" if self.face else "")
        extra += (f" for its {self.alternative} cost" if self.alternative else "") + (" with buyback" * self.buyback)
        return f"cast #{self.card}{extra}"


@dataclass(frozen=True, slots=True)
class TurnFaceUp(Action):
    """CR 702.37e, 116.2b: the special action of turning a face-down permanent you control face
    up by paying its morph cost."""

    permanent: int

    def __str__(self) -> str:
        return f"turn #{self.permanent} face up"


@dataclass(frozen=True, slots=True)
class SuspendCard(Action):
    """CR 702.62a, 116.2f: the special action of exiling a card with suspend from your hand,
    paying its suspend cost."""

    card: int

    def __str__(self) -> str:
        return f"suspend #{self.card}"


@dataclass(frozen=True, slots=True)
class Activate(Action):
    """CR 602.2 / 605.3: activate the ``index``-th (0-based) activated ability of ``source``."""

    source: int
    index: int = 0
    x: int | None = None  # the value of X in its cost (CR 107.3, 602.2b); None: asked for

    def __str__(self) -> str:
        return f"activate #{self.source}:{self.index + 1}" + (f" X={self.x}" if self.x is not None else "")


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """The answer to a :class:`Choose` decision: one of its options."""

    value: Any

    def __str__(self) -> str:
        return f"choose {self.value}"


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """CR 601.2h: pay the total cost now, from the mana pool."""

    def __str__(self) -> str:
        return "pay"


@dataclass(frozen=True, slots=True)
class Cancel(Action):
    """Abandon the spell or ability being cast or activated: CR 733 returns the game to the
    moment before it began, mana abilities activated meanwhile included."""

    def __str__(self) -> str:
        return "cancel"


@dataclass(frozen=True, slots=True)
class DeclareAttackers(Action):
    """CR 508.1: ``attacks`` pairs each attacking creature with what it attacks."""

    attacks: tuple[tuple[int, TargetRef], ...] = ()

    def __str__(self) -> str:
        return "attack " + (", ".join(f"#{a}" for a, _ in self.attacks) or "with nothing")


@dataclass(frozen=True, slots=True)
class DeclareBlockers(Action):
    """CR 509.1: ``blocks`` pairs each blocking creature with the attacker it blocks."""

    blocks: tuple[tuple[int, int], ...] = ()

    def __str__(self) -> str:
        return "block " + (", ".join(f"#{b}→#{a}" for b, a in self.blocks) or "with nothing")


@dataclass(frozen=True, slots=True)
class AssignDamage(Action):
    """CR 510.1c–d: for each creature, (recipient, amount) pairs; creatures left out get the
    default division."""

    assignments: tuple[tuple[int, tuple[tuple[TargetRef, int], ...]], ...] = ()

    def __str__(self) -> str:
        return "assign combat damage"
