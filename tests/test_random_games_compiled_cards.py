"""Rulings are values, never tracebacks: random games between decks of randomly chosen compiled
cards — every action ``legal_actions()`` offers and the player picks is accepted, and the game goes
on (the engine's whole surface, not just the benchmark decks)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from arbiter.cards.coverage import supported
from arbiter.cards.oracle import compile_record
from arbiter.cards.records import read_records
from arbiter.cards.registry import BUILTIN
from arbiter.core.rng import Rng
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef

CARDS = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"


@pytest.fixture(scope="module")
def pool() -> list[CardDef]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    rnd = random.Random(7)
    records = [r for r in read_records(CARDS) if r.ordinary]
    out = []
    for r in rnd.sample(records, 3000):
        card = compile_record(r)
        if supported(r, card) and not card.is_land and card.mana_cost is not None and card.mana_cost.mana_value <= 5:
            out.append(card)
    return out


@pytest.mark.parametrize("seed", range(12))
def test_random_games_never_raise(pool: list[CardDef], seed: int) -> None:
    rnd = random.Random(seed)
    lands = [BUILTIN.get(n) for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")]
    decks = []
    for _ in range(2):
        spells = rnd.sample(pool, 12)
        decks.append([c for c in spells for _ in range(2)] + [land for land in lands for _ in range(3)] + lands[:1])
    game = Game.new(decks[0], decks[1], seed=seed, keep_history=False)
    rng = Rng(seed)
    for _ in range(1500):
        if game.over:
            break
        actions = game.legal_actions()
        assert actions, game.state.pending
        action = actions[rng.below(len(actions))]
        ruling = game.apply(action)
        assert ruling, (action, ruling)  # a listed action is accepted (arbiter selfcheck checks them all)
