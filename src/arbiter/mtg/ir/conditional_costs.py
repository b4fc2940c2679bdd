"""A spell that costs less to cast while a condition holds (CR 601.2f): "This spell costs {2}
less to cast if you control a Wizard." (printed with "~" for "This spell"). The condition is
checked as the total cost is determined (601.2f), against the game as it is then; the ability
functions while the spell is being cast (604.1). Also "This spell costs {3} less to cast if it
targets a tapped creature.", read from the targets chosen before (601.2c)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.conditions import Condition
from arbiter.mtg.ir.refs import TargetSpec
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.wording import article


@dataclass(frozen=True, slots=True)
class CostsLessIf(Static):
    """ "~ costs {N} less to cast if <condition>." — a generic reduction of ``amount`` (CR 601.2f,
    118.7: it can't take the generic part below {0})."""

    amount: int
    condition: Condition
    words: str = "if"  # or "as long as", "during" ("during your turn": CR 601.2f, 102.1)
    first: bool = False  # the condition written first: "If you have 7 or less life, ~ costs {2} less to cast."

    def text(self) -> str:
        if self.first:
            return f"If {self.condition.text}, ~ costs {{{self.amount}}} less to cast."
        return f"~ costs {{{self.amount}}} less to cast {self.words} {self.condition.text}."


@dataclass(frozen=True, slots=True)
class CostsLessIfBargained(Static):
    """ "~ costs {N} less to cast if it's bargained." — CR 702.166b: a spell is bargained if its
    bargain cost was paid, which is announced (601.2b) before the total cost is determined
    (601.2f); a generic reduction, never below {0} (118.7)."""

    amount: int

    def text(self) -> str:
        return f"~ costs {{{self.amount}}} less to cast if it's bargained."


@dataclass(frozen=True, slots=True)
class CostsLessIfTargets(Static):
    """ "~ costs {N} less to cast if it targets a tapped creature." — the spell's targets are
    chosen (CR 601.2c) before its total cost is determined (601.2f), so the reduction applies if
    one of its chosen targets is what ``what`` describes (read as a target requirement, 115.1);
    a generic reduction, never below {0} (118.7)."""

    amount: int
    what: TargetSpec  # its noun as printed: "tapped creature", "blue spell"

    def text(self) -> str:
        noun = self.what.noun
        return f"~ costs {{{self.amount}}} less to cast if it targets {article(noun)} {noun}."


@dataclass(frozen=True, slots=True)
class CostsMorePerExtraTarget(Static):
    """Strive: "~ costs {R} more to cast for each target beyond the first." — the targets are
    chosen (CR 601.2c) before the total cost is determined (601.2f), which then includes ``cost``
    once for each chosen target after the first (an increase, added before any reduction)."""

    cost: ManaCost

    def text(self) -> str:
        return f"~ costs {self.cost.text} more to cast for each target beyond the first."
