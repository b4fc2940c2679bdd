"""The order of replacement effects asked as an instruction is followed (CR 616.1, 616.1e–f): a
typed decision whose every listed answer is accepted, asked of the affected permanent's controller
only when the order changes the result."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.actions import Activate, Cast, Choose, Pass, Pay, Pick, Purpose
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.paused import Resolving
from arbiter.mtg.paused.replacement_order import OrderingReplacements
from arbiter.mtg.replacement.order import order_matters
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(mine: list[str]) -> tuple[Game, dict[str, int]]:
    """Alice, with Basri's Solidarity in hand, two Plains and ``mine`` on the battlefield."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(pool.get("Basri's Solidarity"), label="spell")],
            Zone.BATTLEFIELD: [Entry(pool.get("Plains"), label="p0"), Entry(pool.get("Plains"), label="p1")]
            + [Entry(pool.get(n), label=f"a{i}") for i, n in enumerate(mine)],
            Zone.LIBRARY: [Entry(pool.get("Plains"), label=f"lib{i}") for i in range(3)],
        }
    )
    return build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup(zones={}))))


def _cast_and_resolve(game: Game, labels: dict[str, int]) -> None:
    assert game.apply(Cast(labels["spell"]))
    assert game.apply(Activate(labels["p0"], 0))
    assert game.apply(Activate(labels["p1"], 0))
    assert game.apply(Pay())
    assert game.apply(Pass())
    assert game.apply(Pass())


def test_616_1e_the_order_question_lists_each_source_and_every_listed_answer_is_accepted() -> None:
    game, labels = _game(["Hardened Scales", "Corpsejack Menace", "Grizzly Bears"])
    _cast_and_resolve(game, labels)
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose is Purpose.REPLACEMENT_ORDER and dec.rule == "616.1"
    assert dec.player == 0 and set(dec.options) == {labels["a0"], labels["a1"]}
    paused = game.state.resolving
    assert isinstance(paused, Resolving) and isinstance(paused.step, OrderingReplacements)
    listed = [a for a in game.legal_actions() if isinstance(a, Pick)]
    assert {a.value for a in listed} == set(dec.options)
    for action in listed:  # (each answer tried on a copy: every one is accepted)
        trial = game.copy()
        assert trial.apply(action)
    before = game.digest()
    assert not game.apply(Pick(labels["a2"])) and game.digest() == before  # not an option: refused


def test_616_1e_no_question_when_every_order_gives_the_same_result() -> None:
    game, labels = _game(["Hardened Scales", "Hardened Scales", "Grizzly Bears"])
    _cast_and_resolve(game, labels)
    assert not isinstance(game.pending, Choose)
    assert game.obj(labels["a2"]).counter("+1/+1") == 3  # 1 + 1 + 1


def test_616_1f_order_matters_compares_every_order_after_the_chosen_ones() -> None:
    plus, twice = "plus", "twice"

    def outcome(order: tuple[str, ...]) -> int:
        n = 1
        for k in order:
            n = n + 1 if k == plus else 2 * n
        return n

    assert order_matters([plus, twice], outcome)
    assert not order_matters([plus, twice], outcome, first=(plus,))
    assert not order_matters([twice, "twice 2"], lambda order: 4)
