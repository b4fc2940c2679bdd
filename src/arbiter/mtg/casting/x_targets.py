"""'X target creatures' (CR 601.2c, 107.3a): a word "target" with as many instances as the X
announced for the spell or ability. The card's words are compiled as ``X_TARGET_INSTANCES``
optional instances, the last targets of the spell; once X is announced, the instances past X are
dropped from the targets the player chooses (and "X target …" — not "up to X" — requires the X
that remain)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import msg
from arbiter.mtg.ir.refs import X_TARGET_INSTANCES

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.mana.pool import ManaCost
    from arbiter.mtg.state import TargetRef


def has_x_targets(specs: tuple[TargetSpec, ...]) -> bool:
    return bool(specs) and bool(specs[-1].x_count)


def reads_x(specs: tuple[TargetSpec, ...]) -> bool:
    """Whether the targets depend on the X announced: "X target …", "… with mana value X"."""
    return has_x_targets(specs) or any(s.x_bound for s in specs)


def with_x_bounds(specs: tuple[TargetSpec, ...], x: int) -> tuple[TargetSpec, ...]:
    """The targets with "mana value X" / "power X or less" bounds set to the X announced (CR
    107.3a, 202.3, 208.1): as they are chosen (601.2c) and checked as the spell or ability resolves
    (608.2b)."""
    if not any(s.x_bound for s in specs):
        return specs
    return tuple(_bounded(s, x) if s.x_bound and s.what is not None else s for s in specs)


def _bounded(spec: TargetSpec, x: int) -> TargetSpec:
    what = spec.what
    assert what is not None
    stat, _, less = spec.x_bound.partition(" or ")
    low = None if less else x
    if stat == "power":
        return replace(spec, what=replace(what, min_power=low, max_power=x))
    return replace(spec, what=replace(what, min_value=low, max_value=x))


def specs_for_x(specs: tuple[TargetSpec, ...], x: int) -> tuple[TargetSpec, ...]:
    """The targets to choose once X is announced (CR 601.2c): "X target …" as X instances, and
    "… with mana value X" bounded by it."""
    return with_x_bounds(x_targets(specs, x), x)


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


def x_values(
    g: Game, specs: tuple[TargetSpec, ...], top: int, player: int, source: int | None, spell: int | None
) -> tuple[int, ...]:
    """The values of X, 0 to ``top``, for which each required target has a legal choice (CR
    601.2c, 115.3): "X target …" needs X different objects, "target creature with mana value X"
    one with that mana value. Bounded: ``top`` is at most what the player could pay, and only
    spells and abilities whose targets read X are looked at this way."""
    if not reads_x(specs):
        return tuple(range(top + 1))
    return tuple(_possible_values(g, specs, top, player, source, spell))


def _possible_values(
    g: Game, specs: tuple[TargetSpec, ...], top: int, player: int, source: int | None, spell: int | None
) -> Iterator[int]:
    from arbiter.mtg.casting.announce import targets_possible

    if has_x_targets(specs) and specs[-1].x_count == "exactly":
        from arbiter.mtg import targets as tg

        top = min(top, len(tg.options(g, specs[-1], player, source)), X_TARGET_INSTANCES)
    seen: dict[TargetSpec, tuple[TargetRef, ...]] = {}  # (the same position for every X: each spec listed once)
    return (x for x in range(top + 1) if targets_possible(g, specs_for_x(specs, x), player, source, spell, seen))


def some_x_gives_targets(
    g: Game, specs: tuple[TargetSpec, ...], cost: ManaCost | None, player: int, spell: int
) -> bool:
    """For listing a cast (CR 601.2c): whether some X the player could pay for ``cost`` — the
    printed cost, with what the cast adds (buyback), before reductions: never more than the X the
    cast itself offers — gives the targets (``True`` for targets that don't read X)."""
    if not reads_x(specs):
        return True
    from arbiter.mtg.casting.announce import max_x

    top = max_x(g, player, cost) if cost is not None and cost.x else 0
    return any(True for _ in _possible_values(g, specs, top, player, spell, spell))  # (the first will do)
