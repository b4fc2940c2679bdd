"""Exiled until the next end step (CR 406.2, 603.7a, 400.7): "Exile target creature. Return that
card to the battlefield under its owner's control at the beginning of the next end step." (Turn
to Mist, Flickerwisp) — or "At the beginning of the next end step, return …" after the exile. The
exile creates a delayed triggered ability (603.7a) about the card in exile, a new object (400.7);
it returns that card if it is still in exile when the ability resolves. A token exiled this way
ceases to exist (111.7–111.8): the delayed ability still triggers, and returns nothing (603.7c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.conditional import holds_for
from arbiter.mtg.effects.delayed import at_next_end_step
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.effects.returns import exiled_to_return
from arbiter.mtg.enums import EndStepAction, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


def _in(o: GameObject, zone: Zone) -> bool:
    """Whether ``o`` is in ``zone`` now (after a move a replacement may have sent elsewhere)."""
    return o.zone is zone


def _under(yours: bool) -> str:
    return "your" if yours else "its owner's"


@dataclass(frozen=True, slots=True)
class ExileUntilEndStep(Effect):
    """The two sentences: ``to`` is exiled; ``yours``: it returns under the control of the
    ability's controller (else its owner's); ``pronoun``: "it", "that card", "the exiled card"
    or "~"; ``leading``: the
    second sentence begins "At the beginning of the next end step, …"."""

    to: Ref
    yours: bool
    pronoun: str = "that card"
    leading: bool = False
    counter: bool = False  # "… with a +1/+1 counter on it" (CR 122.6)
    # "If the gift wasn't promised, return that card …" (Parting Gust): the return only if it holds
    # as the instruction is followed (CR 608.2c); the exile happens either way
    condition: Condition | None = None

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        back = f"return {self.pronoun} to the battlefield under {_under(self.yours)} control"
        back += " with a +1/+1 counter on it" if self.counter else ""
        if self.leading:
            second = f"At the beginning of the next end step, {back}."
        elif self.condition is not None:
            second = f"If {self.condition.text}, {back} at the beginning of the next end step."
        else:
            second = f"R{back[1:]} at the beginning of the next end step."
        return f"Exile {self.to.text(specs)}. {second}"


@dataclass(frozen=True, slots=True)
class ReturnExiledCard(Effect):
    """The delayed ability's instruction: the card (``to``: the subject, as it was exiled)
    returns to the battlefield (CR 603.7a)."""

    to: Ref
    yours: bool

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Return that card to the battlefield under {_under(self.yours)} control."


@handles(ExileUntilEndStep)
def _exile_until_end_step(g: Game, o: GameObject, e: ExileUntilEndStep, legal: list[bool]) -> None:
    exiled = permanent_of(g, o, e.to, legal)
    t = exiled_to_return(g, o, e.to, legal)
    if t is None and exiled is not None and exiled.is_token and _in(exiled, Zone.EXILE):
        # CR 603.7a, 603.7c: a token exiled this way ceases to exist (111.7), but the delayed
        # ability is created all the same: it triggers at the next end step and does nothing
        t = exiled
    if t is None or (e.condition is not None and not holds_for(g, o, e.condition, legal)):
        return  # (CR 608.2c: exiled, and nothing returns it)
    what = EndStepAction.RETURN_YOURS if e.yours else EndStepAction.RETURN_OWNERS
    if e.counter:
        what = EndStepAction.RETURN_OWNERS_COUNTER  # CR 122.6: it returns with a +1/+1 counter on it
    at_next_end_step(g, t, o.controller, what, o)  # CR 603.7a: about the card in exile (400.7)


@handles(ReturnExiledCard)
def _return_exiled(g: Game, o: GameObject, e: ReturnExiledCard, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is None or t.zone is not Zone.EXILE:
        return  # CR 400.7: it left exile meanwhile — a new object
    controller = o.controller if e.yours else t.owner
    move(g, t, Zone.BATTLEFIELD, "603.7a", "returns", controller=controller)
    if _in(t, Zone.BATTLEFIELD) and t.controller != controller:
        g.set(t, "controller", controller)
