"""Whether a spell's targets could be chosen (CR 601.2c, 115.1), for the listing of legal actions:
the same answer as :func:`arbiter.mtg.casting.announce.targets_possible`, found by stopping at the
first legal choice of each target instead of listing them all (the listing asks this of every
targeted spell in hand at every priority; a test compares the two on random games)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.targets import object_can_be_target, player_can_be_target, pool_of

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import TargetSpec


def targets_possible(
    g: Game, specs: tuple[TargetSpec, ...], player: int, source: int | None, spell: int | None = None
) -> bool:
    """CR 601.2c, 115.1: each required target has a legal choice ("up to" ones need none); the
    spell itself is no choice (115.5, 601.2a) — players first (the cheap test), then objects."""
    if _may_conflict(specs):
        # CR 601.2c, 115.3: targets that must differ need the full search
        from arbiter.mtg.casting.announce import targets_possible as full

        return full(g, specs, player, source, spell)
    st = g.state
    for spec in specs:
        if spec.optional:
            continue
        if any(player_can_be_target(g, spec, p.index, player) for p in st.players):
            continue
        pool = pool_of(g, spec)
        objects = st.objects
        if not any(oid != spell and object_can_be_target(g, spec, objects[oid], player, source) for oid in pool):
            return False
    return True


def _may_conflict(specs: tuple[TargetSpec, ...]) -> bool:
    """Whether two of these targets must be different objects: several instances of one word
    "target", or an "another target" after an earlier one."""
    groups = [s.group for s in specs if s.group]
    if len(groups) != len(set(groups)):
        return True
    return any(s.what is not None and s.what.other for s in specs[1:])
