"""The triggered abilities linked to an optional additional cost paid N times (CR 603.11):
offspring's 1/1 token copy (702.175a), squad's token copies (702.157a) and replicate's copies of
the spell (702.56a, put on the stack by ``paused.cast``). N is ``GameObject.kicked`` of the
permanent (or spell) — see :mod:`arbiter.mtg.ir.paid_keywords`."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.copies import StormCopies
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.tokens import create_tokens
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.objects.copiable import copiable_values

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class OffspringCopy(Effect):
    """CR 702.175a: "create a token that's a copy of it, except it's 1/1" (707.9b: the exception
    is part of the token's copiable values)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Create a token that's a copy of it, except it's 1/1."


@dataclass(frozen=True, slots=True)
class SquadCopies(Effect):
    """CR 702.157a: "create a token that's a copy of it for each time its squad cost was paid"."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Create a token that's a copy of it for each time its squad cost was paid."


@dataclass(frozen=True, slots=True)
class ReplicateCopies(StormCopies):
    """CR 702.56a: "copy it for each time its replicate cost was paid. If the spell has any
    targets, you may choose new targets for any of the copies." (707.10c) — and casualty's "copy
    it" (702.153a), its cost paid at most once."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Replicate"


def _source(g: Game, o: GameObject) -> GameObject | None:
    """The permanent the ability came from — as it last existed if it has left (608.2h)."""
    return g.state.objects.get(o.source if o.source is not None else o.id)


@handles(OffspringCopy)
def _offspring(g: Game, o: GameObject, e: OffspringCopy, legal: list[bool]) -> None:
    original = _source(g, o)
    if original is None:
        return
    values = replace(copiable_values(original), power=1, toughness=1)  # CR 707.9b: "except it's 1/1"
    for _ in create_tokens(g, o, None, copy_of=values):
        g.log(
            ev.EffectCreated(
                "702.175a",
                f"{values.name} token",
                msg("is a 1/1 copy of {original}", original=CardName(original.label)),
            )
        )


@handles(SquadCopies)
def _squad(g: Game, o: GameObject, e: SquadCopies, legal: list[bool]) -> None:
    original = _source(g, o)
    if original is None:
        return
    values = copiable_values(original)
    for _ in range(original.kicked):
        for _token in create_tokens(g, o, None, copy_of=values):
            g.log(
                ev.EffectCreated(
                    "702.157a",
                    f"{values.name} token",
                    msg("is a copy of {original}", original=CardName(original.label)),
                )
            )
