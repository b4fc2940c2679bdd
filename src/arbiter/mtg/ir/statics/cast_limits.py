"""Static abilities that limit casting for players (CR 601.3, 604.1, 101.2): "Each player can't
cast more than one spell each turn.", "You can't cast more than one spell each turn.", "Your
opponents can't cast spells during your turn." — rules modifications, so they apply to every
spell those players would cast (the "can't" wins over any permission, 101.2); and a spell's own
"Cast ~ only if …" / "Cast ~ only during …" (601.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Step
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.conditions import Condition
from arbiter.mtg.ir.spell_kinds import is_spell_kind

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType, Color
    from arbiter.mtg.ir.card import CardDef


@dataclass(frozen=True, slots=True)
class OneSpellEachTurn(Static):
    """ "Each player / You can't cast more than one spell each turn." — counting every spell the
    player cast this turn, also before the permanent arrived (CR 601.2i: copies aren't cast)."""

    affects_others = True

    who: str  # "Each player" or "You"

    def text(self) -> str:
        return f"{self.who} can't cast more than one spell each turn."


@dataclass(frozen=True, slots=True)
class CantCastKind(Static):
    """ "You can't cast creature spells." (Grid Monitor), "Your opponents can't cast noncreature
    spells." (CR 601.3, 101.2): ``who`` ("You" / "Your opponents") can't begin to cast a spell of
    one of ``types`` (none: any), none of ``nontypes``, one of ``colors`` and one of ``subtypes``
    where given; ``noun`` the printed words."""

    affects_others = True

    who: str
    noun: str
    types: frozenset[CardType] = frozenset()
    nontypes: frozenset[CardType] = frozenset()
    colors: frozenset[Color] = frozenset()
    subtypes: frozenset[str] = frozenset()

    def text(self) -> str:
        return f"{self.who} can't cast {self.noun} spells."

    def forbids(self, card: CardDef, player: int, controller: int) -> bool:
        """Does it forbid ``player`` to cast a spell of ``card`` (the source's controller ``controller``)?"""
        mine = player == controller
        return mine == (self.who == "You") and is_spell_kind(
            card, self.types, self.nontypes, self.colors, self.subtypes
        )


@dataclass(frozen=True, slots=True)
class OpponentsCantCastDuringYourTurn(Static):
    """ "Your opponents can't cast spells during your turn." (CR 601.3)."""

    affects_others = True

    def text(self) -> str:
        return "Your opponents can't cast spells during your turn."


@dataclass(frozen=True, slots=True)
class CastOnlyIf(Static):
    """ "Cast ~ only if <condition>." — the spell's own rule of when it may be cast (CR 601.3),
    checked as its casting is proposed: "you've cast another spell this turn" counts the spells cast
    before this one (601.2i: this one isn't cast yet)."""

    condition: Condition

    def text(self) -> str:
        return f"Cast ~ only if {self.condition.text}."


# "Cast ~ only during …" steps and turns (CR 500.1, 601.3): the words, the steps they allow (None:
# any), whose turn ("your" / "opponent" / "": anyone's)
DURING: dict[str, tuple[tuple[Step, ...] | None, str]] = {
    "your turn": (None, "your"),
    "an opponent's turn": (None, "opponent"),
    "your end step": ((Step.END,), "your"),
    "an opponent's upkeep": ((Step.UPKEEP,), "opponent"),
    "the declare attackers step": ((Step.DECLARE_ATTACKERS,), ""),
    "your declare attackers step": ((Step.DECLARE_ATTACKERS,), "your"),
    "the declare blockers step": ((Step.DECLARE_BLOCKERS,), ""),
    "an opponent's turn after their upkeep step": (tuple(s for s in Step if s > Step.UPKEEP), "opponent"),
}


@dataclass(frozen=True, slots=True)
class CastOnlyDuring(Static):
    """ "Cast ~ only during your end step." / "… during an opponent's upkeep." (CR 601.3, 500.1):
    ``during`` is one of :data:`DURING`."""

    during: str

    def text(self) -> str:
        return f"Cast ~ only during {self.during}."

    def allows(self, step: Step, active: int, player: int) -> bool:
        steps, whose = DURING[self.during]
        if whose and (active == player) != (whose == "your"):
            return False
        return steps is None or step in steps
