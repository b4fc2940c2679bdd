"""A copy's new targets and the targets linked to them (CR 707.10c, 115.7d, 115.1).

"You may choose new targets for the copy": an unchanged target may stay even if it is illegal
(707.10c), but new targets "must not cause any unchanged targets to become illegal" (115.7d). A
target linked to an earlier one — "target creature that player or that planeswalker's controller
controls" (Searing Blaze), "target cards from their graveyard" (Krosan Reclamation) — is made
illegal by a new player: kept, it is no choice then, and a new player is offered only if every
linked target of the copy can then be filled with an object that fits the link."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import targets as tg

if TYPE_CHECKING:
    from arbiter.mtg.casting.progress import CastProgress
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import TargetRef


def with_original(g: Game, progress: CastProgress, index: int, options: tuple[TargetRef, ...]) -> tuple[TargetRef, ...]:
    """CR 707.10c: the controller of a copy may leave a target unchanged, even if it would be
    illegal — the original's target is among the choices, unless a new target chosen before it
    already is that object for the same word "target" (115.7d: the new targets must not make an
    unchanged one illegal; 115.3, judged on the final set, 115.7e), or a new player chosen before
    it would make it illegal (115.7d, 115.1)."""
    from arbiter.mtg.casting.targets import conflicts

    if progress.kind != "copy":
        return options
    kept = g.state.objects[progress.obj].targets
    original = kept[index] if index < len(kept) else None
    if original is None or original in options or conflicts(progress.specs, progress.targets, index, original):
        return options
    if _link_broken(g, progress, kept, index, original):
        return options
    return (original, *options)


def _link_broken(
    g: Game, progress: CastProgress, kept: tuple[TargetRef | None, ...], index: int, original: TargetRef
) -> bool:
    """CR 115.7d, 115.1: a kept target linked to an earlier target that was changed — legal with the
    original's targets, not with the new ones."""
    if not tg.owner_link_holds(g, progress.specs, kept, index, original):
        return False  # (illegal already before: leaving it unchanged changes nothing, 707.10c)
    chosen = (*progress.targets, *kept[len(progress.targets) :])
    return not tg.owner_link_holds(g, progress.specs, chosen, index, original)


def links_fillable(
    g: Game, progress: CastProgress, index: int, options: tuple[TargetRef, ...]
) -> tuple[TargetRef, ...]:
    """CR 115.7d, 115.1: for a copy, the choices for the ``index``-th target after which each later
    target linked to it (that the copy has) can still be given an object that fits the link —
    distinct objects for the targets of one word "target" (115.3); a player is otherwise no choice."""
    if progress.kind != "copy":
        return options
    kept = g.state.objects[progress.obj].targets
    specs = progress.specs
    linked = [
        j
        for j in range(index + 1, len(specs))
        if index in (specs[j].owner_target, specs[j].controller_target) and j < len(kept) and kept[j] is not None
    ]
    if not linked:
        return options
    return tuple(t for t in options if _fillable(g, progress, kept, index, t, linked))


def _fillable(
    g: Game,
    progress: CastProgress,
    kept: tuple[TargetRef | None, ...],
    index: int,
    t: TargetRef,
    linked: list[int],
) -> bool:
    """Whether, with ``t`` as the ``index``-th target, the ``linked`` targets can each get an
    object that fits the link (a new legal one, or the original kept)."""
    st = g.state
    source = st.objects[progress.obj].source
    origin = source if source is not None else progress.obj
    chosen = (*progress.targets, t, *kept[index + 1 :])
    fits: set[TargetRef] = set()
    for j in linked:
        spec = progress.specs[j]
        found = [x for x in (*tg.options(g, spec, progress.player, origin), kept[j]) if x is not None]
        fits |= {x for x in found if tg.owner_link_holds(g, progress.specs, chosen, j, x)}
    return len(fits) >= len(linked)
