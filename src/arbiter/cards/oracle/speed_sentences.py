"""Sentences about a player's speed (CR 702.179) that take more than one sentence of an ability:
Spikeshell Harrier's "If that opponent's speed is greater than each other player's speed, reduce
that opponent's speed by 1. This effect can't reduce their speed below 1." after an instruction
about a target an opponent controls ("that opponent": its controller as it last existed, 608.2h)."""

from __future__ import annotations

from arbiter.cards.oracle.context import Ctx
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.speed import LEADING_SPEED_TEXT, ReduceLeadingSpeed

_FIRST, _SECOND = LEADING_SPEED_TEXT.split(". ", 1)


def leading_speed(sentences: list[str], i: int, s: str, ctx: Ctx) -> tuple[ReduceLeadingSpeed, int] | None:
    """The reduction and how many sentences it took (two), or None: only right after a target
    whose noun names an opponent's permanent ("target creature or Vehicle an opponent controls")."""
    if s != _FIRST + "." or i + 1 >= len(sentences) or sentences[i + 1].strip() != _SECOND:
        return None
    if not ctx.targets or ctx.targets[-1].what is None or ctx.targets[-1].what.controller != "opponent":
        return None
    return ReduceLeadingSpeed(Ref("its controller", len(ctx.targets) - 1)), 2
