"""Several instructions standing where the text has room for one (CR 608.2c: followed in the order
written): the "If you do, …" of an optional action when it is a sentence of two joined
instructions — "You may pay {1}. If you do, scry 1, then draw a card." (Bitter Chill), "You may pay
{B}. If you do, target player loses 2 life and you gain 2 life." (Kalastria Highborn).

They render as the sentence they were read from (:func:`render_effects`: "… and …", "…, then …").
One that asks a question is an :class:`InstructionsAsking`: the resolution follows its parts one
by one after the optional action (:func:`arbiter.mtg.resolution._split_may`), each pausing as it
needs to."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.ir.effect import And, Effect, Then, render_effects

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class Instructions(Effect):
    """The instructions of one sentence, in order (the second and later ones ``And`` / ``Then``)."""

    effects: tuple[Effect, ...]

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return " ".join(render_effects(self.effects, specs))

    def parts(self) -> tuple[Effect, ...]:
        """Each instruction on its own (without its joint), to be followed one after another."""
        return tuple(e.effect if isinstance(e, And | Then) else e for e in self.effects)


@dataclass(frozen=True, slots=True)
class InstructionsAsking(Instructions):
    """The same, where an instruction asks a question as it resolves."""

    decides = True


def instructions(effects: tuple[Effect, ...]) -> Effect:
    """One instruction as itself; several as :class:`Instructions` (asking, if any part asks)."""
    if len(effects) == 1:
        return effects[0]
    parts = tuple(e.effect if isinstance(e, And | Then) else e for e in effects)
    return InstructionsAsking(effects) if any(p.decides for p in parts) else Instructions(effects)


@handles(Instructions)
def _instructions(g: Game, o: GameObject, e: Instructions, legal: list[bool]) -> None:
    perform(g, o, e.parts(), legal)  # CR 608.2c: in the order written


@handles(InstructionsAsking)
def _instructions_asking(g: Game, o: GameObject, e: InstructionsAsking, legal: list[bool]) -> None:
    perform(g, o, e.parts(), legal)  # (followed inside another instruction: no question pending)


@dataclass(frozen=True, slots=True)
class SacrificeThisThen(Effect):
    """ "Sacrifice ~. If you do, <effect>." (Promise of Bunrei, Grave Peril): a mandatory action
    that may be impossible — the source may have left, or another player may control it (CR
    701.21a) — and what follows only if it was done (608.2c, 608.2e). ``then`` asks nothing."""

    then: Effect
    word: str = "~"  # "Sacrifice it. When you do, …" (a reflexive ability as ``then``, CR 603.12)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        from arbiter.mtg.effects.optional import if_you_do

        return f"Sacrifice {self.word}. {if_you_do(self.then, specs)}"


@handles(SacrificeThisThen)
def _sacrifice_this_then(g: Game, o: GameObject, e: SacrificeThisThen, legal: list[bool]) -> None:
    from arbiter.mtg.effects.zones import sacrifice_if_controlled
    from arbiter.mtg.enums import Zone

    source = g.state.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD or source.controller != o.controller:
        return  # CR 701.21a: it can't be sacrificed — so "if you do" doesn't happen
    sacrifice_if_controlled(g, source, o.controller)
    if source.zone is not Zone.BATTLEFIELD:
        perform(g, o, (e.then,), legal)  # CR 608.2e
