"""Tempting offers (the ability word of CR 207.2c has no rules meaning of its own): "<instruction>.
Each opponent may <the same instruction, "you" meaning that opponent>. For each opponent who does,
<the instruction again>." (Tempt with Glory, Bunnies, Discovery, …).

The offer is one node holding the instruction; as it resolves it is followed as a list of plain
instructions (:func:`arbiter.mtg.resolution.instructions`): the controller's, then for each opponent in
APNAP order (101.4) their yes/no decision and, if they accept, the instruction performed *by that
opponent* (:class:`arbiter.mtg.resolution.ForPlayer`), then the controller's once per acceptance."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.library import SearchLibrary
from arbiter.mtg.ir.effect import And, Effect, Then, render_effects

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


def _lower(t: str) -> str:
    return t[0].lower() + t[1:] if t and t[0] != "~" else t


def for_them(t: str) -> str:
    """An instruction's words for another player: "you"/"your" become "they"/"their"."""
    return t.replace("your ", "their ").replace(" you control", " they control")


@dataclass(frozen=True, slots=True)
class TemptingOffer(Effect):
    """ "<effects>. [Then e|E]ach opponent may <effects, for them>. For each opponent who does,
    [you] <effects>." ``then``: the second sentence begins with "Then"; ``you_again``: the third
    repeats the subject ("you draw a card and you create …"). A search's wording says who shuffles:
    "For each opponent who searches a library this way, …. Then each player who searched a library
    this way shuffles." (its searches don't shuffle, CR 701.24a)."""

    decides = True

    effects: tuple[Effect, ...]
    then: bool = False
    you_again: bool = False

    @property
    def searches(self) -> bool:
        """Do the players search their libraries (the offer then ends with their shuffles)?"""
        return any(isinstance(e, SearchLibrary) for e in self.effects)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        first = " ".join(render_effects(self.effects, specs))
        offered = f"{'Then each' if self.then else 'Each'} opponent may {_lower(for_them(first))}"
        if self.you_again:
            parts = [e.effect if isinstance(e, And | Then) else e for e in self.effects]
            again = " and ".join("you " + _lower(p.text(specs)).removesuffix(".") for p in parts) + "."
        else:
            again = _lower(first)
        who = "searches a library this way" if self.searches else "does"
        out = f"{first} {offered} For each opponent who {who}, {again}"
        if self.searches:
            out += " Then each player who searched a library this way shuffles."
        return out
