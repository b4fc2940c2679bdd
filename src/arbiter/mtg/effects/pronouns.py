"""The pronoun "they" for a trigger's player (CR 603.2): "Whenever an opponent draws a card, they
lose 2 life." is the instruction "That player loses 2 life." — the same player, worded with the
pronoun (the verb agrees with "they")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import dispatch
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

_HEAD = "That player "


@dataclass(frozen=True, slots=True)
class They(Effect):
    """An instruction whose subject is "that player", written "They <verb> …" (the verb without
    the third person's "s": "They lose 2 life.")."""

    effect: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs).removeprefix(_HEAD)
        verb, _, rest = inner.partition(" ")
        return f"They {plural(verb)} {rest}"


@dataclass(frozen=True, slots=True)
class Them(Effect):
    """An instruction whose last words are "to that player", written "… to them." ("Whenever an
    opponent draws a card, ~ deals 1 damage to them.")."""

    effect: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.effect.text(specs).removesuffix(" to that player.") + " to them."


def plural(verb: str) -> str:
    """The verb agreeing with "they": "loses" → "lose", "draws" → "draw", "may" → "may"."""
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def singular(verb: str) -> str:
    """The verb agreeing with "that player": "lose" → "loses", "may" → "may"."""
    if verb in ("may", "can't", "can"):
        return verb
    if verb.endswith(("ss", "sh", "ch", "x")):
        return verb + "es"
    return verb + "s"


@handles(They)
def _they(g: Game, o: GameObject, e: They, legal: list[bool]) -> None:
    dispatch(g, o, e.effect, legal)


@handles(Them)
def _them(g: Game, o: GameObject, e: Them, legal: list[bool]) -> None:
    dispatch(g, o, e.effect, legal)
