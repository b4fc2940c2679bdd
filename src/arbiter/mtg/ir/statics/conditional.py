"""Rules of an object that apply only while a condition holds (CR 611.3a, 604.2): "As long as
there are seven or more cards in your graveyard, ~ gets +2/+1 and can't block.", "~ can't attack
unless there are seven or more cards in your graveyard.", "~ can't be blocked as long as it's
enchanted." — the condition is checked whenever the rule is looked at."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.statics.grants import GrantToControlled


@dataclass(frozen=True, slots=True)
class RulesWhile(Static):
    """The object's own ``rules`` (each as if printed alone: "~ can't block.") and ``grant`` (a
    bonus or keywords of the object itself, carrying the same condition) while ``condition``
    holds — or, ``unless``, while it doesn't ("~ can't attack unless …")."""

    affects_others = True  # (its bonus is a layer effect: the layers look at its source)

    condition: Condition
    rules: tuple[Static, ...]
    text_: str
    grant: GrantToControlled | None = None
    unless: bool = False

    def text(self) -> str:
        return self.text_
