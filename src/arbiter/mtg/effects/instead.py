"""An instruction replaced by another when a condition holds as the spell or ability resolves —
a self-replacement effect (CR 614.15, 614.1a: "instead"; 608.2c: the text is read as a whole):
"Add {B}{B}{B}. Add {B}{B}{B}{B}{B} instead if there are seven or more cards in your graveyard."
(Cabal Ritual); "Destroy target creature if it has mana value 2 or less. Destroy that creature if it
has mana value 4 or less instead if a permanent left the battlefield under your control this
turn." (Fatal Push, with revolt).

Part of the conditional family (:mod:`.conditional`): the condition is checked by the same
function, when the instruction is reached."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.conditional import holds_for
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class Instead(Effect):
    """ "<first> <other> instead if <condition>." — ``other`` is followed in place of ``first``
    when ``condition`` holds as it would be followed, else ``first`` (CR 614.15). Neither asks a
    question (:func:`instead` refuses one that does), so it may stand in a mana ability."""

    first: Effect
    other: Effect
    condition: Condition

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        alt = self.other.text(specs).removesuffix(".")
        return f"{self.first.text(specs)} {alt} instead if {self.condition.text}."


def instead(first: Effect, other: Effect, condition: Condition) -> Instead:
    """The self-replacing pair; an instruction that asks a question isn't read here."""
    if first.decides or other.decides:
        raise ValueError("an instruction that asks a question isn't replaced this way")
    return Instead(first, other, condition)


@handles(Instead)
def _instead(g: Game, o: GameObject, e: Instead, legal: list[bool]) -> None:
    """CR 614.15, 608.2c: checked now, for the resolving object's controller and source."""
    chosen = e.other if holds_for(g, o, e.condition, legal) else e.first
    perform(g, o, (chosen,), legal)
