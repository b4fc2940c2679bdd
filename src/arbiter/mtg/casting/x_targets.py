"""'X target creatures' (CR 601.2c, 107.3a): a word "target" with as many instances as the X
announced for the spell or ability. The card's words are compiled as ``X_TARGET_INSTANCES``
optional instances, the last targets of the spell; once X is announced, the instances past X are
dropped from the targets the player chooses (and "X target …" — not "up to X" — requires the X
that remain)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import msg
from arbiter.mtg.ir.refs import X_TARGET_INSTANCES

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec


def has_x_targets(specs: tuple[TargetSpec, ...]) -> bool:
    return bool(specs) and bool(specs[-1].x_count)


def x_targets(specs: tuple[TargetSpec, ...], x: int) -> tuple[TargetSpec, ...]:
    """The targets to choose once X is announced: the first X instances of the "X target" group
    (required unless "up to X"), none past them (CR 601.2c)."""
    if not has_x_targets(specs):
        return specs
    if x > X_TARGET_INSTANCES:
        raise IllegalAction(
            msg("X can be at most {n} here: the engine chooses at most {n} targets for one word", n=X_TARGET_INSTANCES),
            "601.2c",
        )
    first = next(i for i, s in enumerate(specs) if s.x_count)
    chosen = specs[first : first + x]
    return specs[:first] + tuple(replace(s, optional=s.x_count == "up to", x_count="") for s in chosen)


def x_target_bound(g: Game, specs: tuple[TargetSpec, ...], player: int, source: int | None) -> int | None:
    """The largest X for which "X target …" has X different legal targets now (CR 601.2c, 115.3:
    one object can't be chosen twice for one word "target"); None: no such limit ("up to X")."""
    if not has_x_targets(specs) or specs[-1].x_count != "exactly":
        return None
    from arbiter.mtg import targets as tg

    return min(len(tg.options(g, specs[-1], player, source)), X_TARGET_INSTANCES)
