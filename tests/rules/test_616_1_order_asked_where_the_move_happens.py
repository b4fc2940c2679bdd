"""CR 616.1, 616.1e: the order of replacement effects on a move that no instruction asked about
beforehand (a sacrifice to pay a cost here) is asked where the move happens — a typed question of
the affected object's controller, listed and answered like any other, each answer carried out
(the answer that led to the move is carried out again with it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.cards.registry import LayeredPool
from arbiter.mtg.actions import Activate, Choose, Pick, Priority, Purpose
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _pool() -> LayeredPool:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    return open_source(str(CARDS))


def _sacrificing(rip: bool = True) -> tuple[Game, dict[str, int]]:
    """Alice sacrifices Darksteel Colossus to her Ashnod's Altar (bob's Rest in Peace: ``rip``)."""
    pool = _pool()
    library = [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)]
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(pool.get("Darksteel Colossus"), label="colossus"),
                               Entry(pool.get("Ashnod's Altar"), label="altar")],
            Zone.LIBRARY: library,
        }
    )  # fmt: skip
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(pool.get("Rest in Peace"), label="rip")] if rip else []})
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    assert game.apply(Activate(labels["altar"], 0))
    assert game.apply(Pick(labels["colossus"]))  # the creature the cost sacrifices (605.3b)
    return game, labels


def test_616_1_the_controller_is_asked_which_effect_applies_first() -> None:
    game, labels = _sacrificing()
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose is Purpose.REPLACEMENT_ORDER and dec.rule == "616.1"
    assert dec.player == 0 and set(dec.options) == {labels["colossus"], labels["rip"]}
    listed = list(game.legal_actions())
    assert listed == [Pick(v) for v in dec.options]
    for action in listed:  # every listed answer is accepted (each on a copy of the waiting game)
        trial = game.copy()
        assert trial.apply(action)
        assert isinstance(trial.pending, Priority) and trial.state.replacing_draw is None
    before = game.digest()
    assert not game.apply(Pick(labels["altar"])) and game.digest() == before  # not an option


def test_616_1e_each_answer_does_what_it_says() -> None:
    game, labels = _sacrificing()
    own, rip = game.copy(), game.copy()
    assert own.apply(Pick(labels["colossus"]))
    assert own.state.objects[labels["colossus"]].zone is Zone.LIBRARY
    assert rip.apply(Pick(labels["rip"]))
    assert rip.state.objects[labels["colossus"]].zone is Zone.EXILE
    assert len(own.state.players[0].library) == 6 and len(rip.state.players[0].library) == 5
    for g in (own, rip):  # the cost was paid once: the Altar's mana is in the pool
        assert isinstance(g.pending, Priority) and g.state.players[0].pool == (0, 0, 0, 0, 0, 2)  # {C}{C}


def test_616_1_one_effect_alone_asks_nothing() -> None:
    game, labels = _sacrificing(rip=False)
    assert isinstance(game.pending, Priority) and game.state.replacing_draw is None
    assert game.state.objects[labels["colossus"]].zone is Zone.LIBRARY
