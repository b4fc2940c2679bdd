"""The order effects are applied in within one layer or sublayer: timestamps (CR 613.7) unless a
dependency says otherwise (613.8)."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass, replace

from arbiter.mtg.layers.work import PARTIAL, Work


@dataclass(frozen=True, slots=True)
class Layered:
    """One continuous effect as it touches one object in one layer: whether it applies to the
    object as it is now, and what applying it does. ``reads``: its applicability can change within
    this layer (its description reads what this layer changes), so it may depend on others."""

    timestamp: int
    source: str
    rule: str
    what: str
    applies: Callable[[Work], bool]
    apply: Callable[[Work], None]
    reads: bool = False
    key: tuple[int, int] | None = None  # (source id, ability id): started here, continues later (613.6)
    # it applies to the object whatever it is now, and applying it twice in a row does what
    # applying it once does (it sets a value, or adds what is there already): the same effect
    # again right after it in timestamp order (its ``apply`` itself) leaves nothing of it to see
    idempotent: bool = False
    # the timestamps (sorted) of the same effect made earlier, just before it among the object's
    # effects (a run, :class:`arbiter.mtg.layers.runs.Runs`): one record for all of them
    earlier: tuple[int, ...] = ()


def _copy(w: Work) -> Work:
    c = Work(w.o, False)
    c.types, c.subtypes, c.supertypes, c.colors = w.types, w.subtypes, w.supertypes, w.colors
    c.abilities, c.power, c.toughness = list(w.abilities), w.power, w.toughness
    c.started, c.text_lost, c.layer, c.all_types = set(w.started), w.text_lost, w.layer, w.all_types
    return c


def _depends(w: Work, a: Layered, b: Layered) -> bool:
    """CR 613.8a(b): would applying ``b`` change whether ``a`` applies to this object?"""
    before = a.applies(w)
    trial = _copy(w)
    PARTIAL[id(w.o)] = trial
    try:
        if b.applies(trial):
            b.apply(trial)
        after = a.applies(trial)
    finally:
        PARTIAL[id(w.o)] = w
    return before != after


def apply_in_order(w: Work, effects: list[Layered]) -> None:
    """CR 613.7, 613.8b–c: apply the effects in timestamp order, except that an effect dependent
    on others waits until just after them; the order is looked at again after each one (613.8c),
    and effects that all depend on one another (a loop) go in timestamp order."""
    if w.explaining or not runs_apart(effects):
        effects = each_of_the_runs(effects)
    remaining = sorted(effects, key=lambda e: e.timestamp)
    # CR 613.8a: only an effect whose applicability reads this layer can depend on another. They
    # are counted once, not looked for again at each step: with no such effect the order is the
    # timestamps' (613.7), in time linear in the number of effects (a random player's free
    # "until end of turn" activation, repeated, makes hundreds of them on one object).
    reading = sum(1 for e in remaining if e.reads)
    if not reading:
        _in_timestamp_order(w, remaining)
        return
    while remaining:
        chosen = remaining[0]
        if len(remaining) > 1 and reading:
            for a in remaining:
                if not (a.reads and any(_depends(w, a, b) for b in remaining if b is not a)):
                    chosen = a
                    break
        remaining.remove(chosen)
        reading -= chosen.reads
        _apply(w, chosen)


def runs_apart(effects: list[Layered]) -> bool:
    """CR 613.7: whether each run of the same effect (``earlier``) can be applied as one, at its
    place among the others: no effect reads the layer (none can depend on another, 613.8a) and no
    other effect's timestamp falls among the run's — the run's effects then come one after the
    other in timestamp order, and applying the same idempotent effect again changes nothing."""
    runs = [e for e in effects if e.earlier]
    if not runs:
        return True
    if any(e.reads for e in effects):
        return False
    stamps = sorted(e.timestamp for e in effects)
    for r in runs:
        low, high = min(r.timestamp, r.earlier[0]), max(r.timestamp, r.earlier[-1])  # (``earlier`` is sorted)
        if bisect_right(stamps, high) - bisect_left(stamps, low) != 1:
            return False
    return True


def each_of_the_runs(effects: list[Layered]) -> list[Layered]:
    """Each effect of each run on its own, with its own timestamp, where the run stood."""
    out: list[Layered] = []
    for e in effects:
        if e.earlier:
            out.extend(replace(e, timestamp=t, earlier=()) for t in e.earlier)
            out.append(replace(e, earlier=()))
        else:
            out.append(e)
    return out


def _in_timestamp_order(w: Work, effects: list[Layered]) -> None:
    """CR 613.7: each effect in timestamp order — but an idempotent one followed at once by the
    same effect (Chimeric Idol's "becomes a 3/3 Turtle artifact creature until end of turn",
    activated hundreds of times in a turn: hundreds of effects, 611.2a), whose second application
    overwrites the first with the same values: only the last of such a run is applied, so a look
    at the object costs one application per run, not one per effect. (With an explanation, each
    is applied and noted.)"""
    last = len(effects) - 1
    for i, chosen in enumerate(effects):
        if i < last and chosen.idempotent and not w.explaining and _same(chosen, effects[i + 1]):
            continue
        _apply(w, chosen)


def _same(a: Layered, b: Layered) -> bool:
    return b.apply is a.apply and b.applies is a.applies and a.key is None and b.key is None


def _apply(w: Work, chosen: Layered) -> None:
    """CR 613.1: one effect applied to the object as it is now, if it still applies to it."""
    if chosen.applies(w):
        chosen.apply(w)
        if chosen.key is not None:
            w.started.add(chosen.key)
        w.note(chosen.source, chosen.timestamp, chosen.rule, chosen.what)
