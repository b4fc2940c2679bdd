"""An instruction replaced by another when a condition holds as the spell or ability resolves —
a self-replacement effect (CR 614.15, 614.1a: "instead"; 608.2c: the text is read as a whole):
"Add {B}{B}{B}. Add {B}{B}{B}{B}{B} instead if there are seven or more cards in your graveyard."
(Cabal Ritual); "Destroy target creature if it has mana value 2 or less. Destroy that creature if it
has mana value 4 or less instead if a permanent left the battlefield under your control this
turn." (Fatal Push, with revolt); "If <condition>, <instruction> instead." and "If <condition>,
instead <instruction>." after the instruction it replaces ("~ deals 2 damage to any target. If ~
was kicked, it deals 4 damage instead.", Burst Lightning).

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
    question (:func:`instead` makes an :class:`InsteadAsking` of a pair that does), so it may
    stand in a mana ability. ``form``: how the second sentence is written — "after" ("<other>
    instead if <condition>."), "if" ("If <condition>, <other> instead.") or "if instead" ("If
    <condition>, instead <other>.")."""

    first: Effect
    other: Effect
    condition: Condition
    form: str = "after"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        alt = self.other.text(specs).removesuffix(".")
        if self.form == "after":
            return f"{self.first.text(specs)} {alt} instead if {self.condition.text}."
        alt = alt if alt.startswith("~") else alt[:1].lower() + alt[1:]
        second = f"instead {alt}" if self.form == "if instead" else f"{alt} instead"
        return f"{self.first.text(specs)} If {self.condition.text}, {second}."


@dataclass(frozen=True, slots=True)
class InsteadAsking(Instead):
    """The same pair where an instruction asks a question as it resolves (a search, "you may …"):
    the one chosen is followed with its question (:mod:`arbiter.mtg.paused.unless_pays`)."""

    decides = True


def instead(first: Effect, other: Effect, condition: Condition, form: str = "after") -> Instead:
    """The self-replacing pair (one asking a question: :class:`InsteadAsking`)."""
    if first.decides or other.decides:
        return InsteadAsking(first, other, condition, form)
    return Instead(first, other, condition, form)


def chosen_instruction(g: Game, o: GameObject, e: Instead, legal: list[bool]) -> Effect:
    """CR 614.15, 608.2c: the condition checked now, for the resolving object's controller and
    source (or its own target): the instruction followed."""
    return e.other if holds_for(g, o, e.condition, legal) else e.first


@handles(Instead)
def _instead(g: Game, o: GameObject, e: Instead, legal: list[bool]) -> None:
    """CR 614.15, 608.2c: checked now, for the resolving object's controller and source."""
    perform(g, o, (chosen_instruction(g, o, e, legal),), legal)


@handles(InsteadAsking)
def _instead_asking(g: Game, o: GameObject, e: InsteadAsking, legal: list[bool]) -> None:
    """Followed inside another instruction (no question pending): the same choice."""
    perform(g, o, (chosen_instruction(g, o, e, legal),), legal)
