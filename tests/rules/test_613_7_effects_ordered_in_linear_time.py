"""CR 613.7, 613.8a: with no effect whose applicability reads the layer (none can depend on
another), the effects of a layer are applied in timestamp order, and finding that out takes one
look at each effect, not one look at every remaining effect before each is applied. A random game
in which Chimeric Idol ("{0}: Tap all lands you control. This artifact becomes a 3/3 Turtle
artifact creature until end of turn.") was activated hundreds of times in one turn spent most of
its time asking, before each of the hundreds of layer-4 effects, whether any of the rest read the
layer."""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType, SimpleNamespace
from typing import Any, cast

from arbiter.mtg.layers import order
from arbiter.mtg.layers.order import Layered, apply_in_order
from arbiter.mtg.layers.work import Work

EFFECTS = 400


def _work() -> Work:
    card = SimpleNamespace(
        name="Chimeric Idol", types=frozenset(), subtypes=(), supertypes=(), colors=frozenset(),
        abilities=(), power=None, toughness=None,
    )  # fmt: skip
    return Work(cast(Any, SimpleNamespace(card=card)), False)


def _effects(applied: list[int]) -> list[Layered]:
    def make(ts: int) -> Layered:
        return Layered(
            ts, "Chimeric Idol", "613.1d", "becomes a 3/3 creature", lambda w: True, lambda w: applied.append(ts)
        )

    return [make(ts) for ts in reversed(range(1, EFFECTS + 1))]


def test_613_7_effects_without_dependencies_in_timestamp_order_in_linear_time() -> None:
    applied: list[int] = []
    effects = _effects(applied)
    calls = 0

    def count(frame: FrameType, event: str, arg: object) -> None:
        nonlocal calls
        if event == "call" and frame.f_code.co_filename == order.__file__:
            calls += 1

    sys.setprofile(count)
    try:
        apply_in_order(_work(), effects)
    finally:
        sys.setprofile(None)
    assert applied == list(range(1, EFFECTS + 1))  # CR 613.7: timestamp order
    assert calls <= 4 * EFFECTS  # before: about EFFECTS² / 2 looks for an effect reading the layer


def _add(subtype: str) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        w.subtypes = (*w.subtypes, subtype)

    return apply


def test_613_8a_a_reading_effect_still_waits_for_the_one_it_depends_on() -> None:
    w = _work()
    reader = Layered(1, "A", "613.1d", "reads", lambda x: "Turtle" in x.subtypes, _add("Reader"), reads=True)
    turtle = Layered(2, "B", "613.1d", "makes it a Turtle", lambda x: True, _add("Turtle"))
    apply_in_order(w, [reader, turtle])
    assert w.subtypes == ("Turtle", "Reader")  # CR 613.8b: the dependent effect applied after the other
