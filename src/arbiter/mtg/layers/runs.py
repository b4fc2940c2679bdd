"""Runs of the same continuous effect (CR 613.7, 611.2a): a {0} "becomes" ability activated again
and again (Chimeric Idol: "{0}: Tap all lands you control. This artifact becomes a 3/3 Turtle
artifact creature until end of turn.") makes a new effect on the object at each resolution, each
with its own timestamp. A layer gathering the effects on an object keeps the consecutive ones with
the same change as one record holding their timestamps (``Layered.earlier``): the applying of the
layer (:func:`arbiter.mtg.layers.order.apply_in_order`) applies it once when no other effect comes
among them and none reads the layer — applying the same idempotent effect twice in a row does what
applying it once does — and each of them otherwise. A look at the object then makes one record
and one application per run, not one per activation."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.mtg.layers.order import Layered


class Runs:
    """The effects of one layer on one object, gathered in order, runs of the same idempotent
    effect kept as one record."""

    __slots__ = ("_base", "_change", "_earlier", "_last", "_source", "effects")

    def __init__(self, effects: list[Layered]) -> None:
        self.effects = effects
        self._change: object = None
        self._base: Layered | None = None
        self._earlier: list[int] = []
        self._last = 0
        self._source = ""

    def add(self, change: object, timestamp: int, source: str, base: Callable[[], Layered]) -> None:
        """The effect ``base()`` (an unstamped record) made by ``change`` at ``timestamp``; the same
        change as the one before it joins its run."""
        if self._base is not None and (change is self._change or change == self._change):
            self._earlier.append(self._last)
            self._last = timestamp
            return
        self.flush()
        made = base()
        if not made.idempotent:
            self.effects.append(_stamped(made, timestamp, source, ()))
            return
        self._change, self._base, self._last, self._source = change, made, timestamp, source

    def append(self, e: Layered) -> None:
        """Another effect: it ends the run before it."""
        self.flush()
        self.effects.append(e)

    def flush(self) -> None:
        """End the current run: its record, stamped with its last effect's timestamp."""
        if self._base is not None:
            earlier = tuple(sorted(self._earlier))  # (in timestamp order: equal effects, so only the span counts)
            self.effects.append(_stamped(self._base, self._last, self._source, earlier))
            self._base = None
            self._earlier = []


def _stamped(e: Layered, timestamp: int, source: str, earlier: tuple[int, ...]) -> Layered:
    return Layered(timestamp, source, e.rule, e.what, e.applies, e.apply, e.reads, e.key, e.idempotent, earlier)
