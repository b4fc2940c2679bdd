"""CR 613.7, 613.4b, 611.2a: Chimeric Idol ("{0}: Tap all lands you control. This artifact becomes
a 3/3 Turtle artifact creature until end of turn."), activated again and again by a random player,
makes one new continuous effect at each resolution; a look at the Idol applied every one of them
(hundreds, several looks a state-based check), so a decision cost the number of effects on it and
a turn of such a loop grew as the square of its length. An effect that sets a value (or adds what
is already there) followed at once, in timestamp order, by the same effect is applied once: a look
at the Idol applies one layer-4 and one layer-7b effect per run of identical effects, and what a
layer makes of the effects on one object is read once per change of the effects, not at each look.
The characteristics are the same: a different effect between two of them still splits the run."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from types import FrameType, SimpleNamespace
from typing import Any, cast

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg import resolved
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.layers import pipeline, pt_layer, queries, type_layer
from arbiter.mtg.layers.order import Layered, apply_in_order
from arbiter.mtg.layers.work import Work
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import TurnEffect

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
ACTIVATIONS = 400
FILES = (type_layer.__file__, pt_layer.__file__, pipeline.__file__)
RUNS = str(Path(type_layer.__file__).with_name("runs.py"))
READS = {"add", "_animate", "_stamped", "_setting"}  # a record made for one effect on the object


def _idol(activations: int) -> tuple[Game, int]:
    """Chimeric Idol activated and resolved once through the engine, then its effect made again
    ``activations - 1`` times, each with a new timestamp (as each resolution makes it, 611.2a)."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    p = open_source(str(CARDS))
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(p.get("Chimeric Idol"), "idol"), Entry(p.get("Forest"))]})
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    idol = ids["idol"]
    assert game.apply(next(a for a in game.legal_actions() if getattr(a, "source", None) == idol))
    while game.state.stack:
        game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "Pass"))
    (made,) = game.state.effects
    again = tuple(TurnEffect(idol, made.zcc, made.change, game.next_timestamp()) for _ in range(activations - 1))
    game.state.effects = (made, *again)
    return game, idol


def _applications(game: Game, idol: int) -> int:
    """How many layer effects' ``apply`` ran while the Idol's types and P/T were read."""
    calls = 0

    def count(frame: FrameType, event: str, arg: object) -> None:
        nonlocal calls
        if event == "call" and frame.f_code.co_name == "apply" and frame.f_code.co_filename in FILES:
            calls += 1

    o = game.obj(idol)
    sys.setprofile(count)
    try:
        queries.card_types(game, o)
        queries.toughness(game, o)
    finally:
        sys.setprofile(None)
    return calls


def test_613_7_the_same_effect_again_and_again_is_applied_once_per_look() -> None:
    game, idol = _idol(ACTIVATIONS)
    assert _applications(game, idol) <= 4  # before: 3 × 400 (layer 4 twice, layer 7b once)
    o = game.obj(idol)
    assert queries.card_types(game, o) == frozenset({CardType.ARTIFACT, CardType.CREATURE})
    assert queries.subtypes(game, o) == ("Turtle",)
    assert (queries.power(game, o), queries.toughness(game, o)) == (3, 3)


def test_613_7_the_effects_on_the_idol_are_read_once_per_change_of_the_effects() -> None:
    game, idol = _idol(ACTIVATIONS)
    o = game.obj(idol)
    calls = 0

    def count(frame: FrameType, event: str, arg: object) -> None:
        nonlocal calls
        code = frame.f_code
        if event == "call" and code.co_name in READS and code.co_filename in (*FILES, RUNS):
            calls += 1

    sys.setprofile(count)
    try:
        queries.toughness(game, o)
        first = calls
        for _ in range(10):
            queries.card_types(game, o)
            queries.toughness(game, o)
    finally:
        sys.setprofile(None)
    assert first >= ACTIVATIONS  # the first look reads the 400 effects (layers 4 and 7b) …
    assert calls == first  # … and the next twenty none: before, each look read them all again


def test_613_4b_a_setting_between_the_idol_effects_still_comes_before_the_later_ones() -> None:
    game, idol = _idol(ACTIVATIONS)
    effects = game.state.effects
    o = game.obj(idol)
    between = TurnEffect(idol, o.zcc, resolved.BasePT(0, 1), effects[ACTIVATIONS // 2].timestamp)
    game.state.effects = (*effects[: ACTIVATIONS // 2], between, *effects[ACTIVATIONS // 2 + 1 :])
    assert (queries.power(game, o), queries.toughness(game, o)) == (3, 3)  # CR 613.7: the later 3/3 wins
    last = TurnEffect(idol, o.zcc, resolved.BasePT(0, 1), game.next_timestamp())
    game.state.effects = (*game.state.effects, last)
    assert (queries.power(game, o), queries.toughness(game, o)) == (0, 1)  # the latest setting wins
    assert _applications(game, idol) <= 8


def _record(ts: int, apply: Callable[[Work], None], earlier: tuple[int, ...] = ()) -> Layered:
    return Layered(ts, "a resolved effect", "613.7", "", lambda w: True, apply, idempotent=True, earlier=earlier)


def test_613_7_another_effect_among_a_runs_timestamps_puts_each_back_in_its_place() -> None:
    card = SimpleNamespace(
        name="Idol", types=frozenset(), subtypes=(), supertypes=(), colors=frozenset(), abilities=(),
        power=None, toughness=None,
    )  # fmt: skip
    applied: list[str] = []

    def turtle(w: Work) -> None:
        applied.append("turtle")

    def frog(w: Work) -> None:
        applied.append("frog")

    run = _record(5, turtle, earlier=(1, 3))  # the same effect at 1, 3 and 5
    apply_in_order(Work(cast(Any, SimpleNamespace(card=card)), False), [run, _record(2, frog)])
    assert applied == ["turtle", "frog", "turtle"]  # 1, 2, 3 and 5: the turtle at 1 and 3+5 (once)
    applied.clear()
    apply_in_order(Work(cast(Any, SimpleNamespace(card=card)), False), [run, _record(7, frog)])
    assert applied == ["turtle", "frog"]  # nothing among 1–5: the run applied once, before 7
