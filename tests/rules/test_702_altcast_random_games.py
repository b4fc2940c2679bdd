"""Random games between decks of cards with foretell, plot, warp, mayhem and harmonize (CR
702.143, 702.170, 702.185, 702.187, 702.180): at every decision each action ``legal_actions()``
lists is accepted (listed only when it can be taken and paid), and the games end."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from arbiter.cards.coverage import supported
from arbiter.cards.oracle import compile_record
from arbiter.cards.records import read_records
from arbiter.cards.registry import BUILTIN
from arbiter.core.rng import Rng
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
KEYWORD = re.compile(r"^(Foretell|Plot|Warp|Mayhem|Harmonize) \{", re.M)
HELPERS = ("Faithless Looting", "Grizzly Bears", "Hill Giant")  # discards (mayhem), creatures to tap (harmonize)


@pytest.fixture(scope="module")
def pool() -> tuple[list[CardDef], list[CardDef]]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    keyworded, helpers = [], []
    for r in read_records(CARDS):
        if r.ordinary and r.name in HELPERS:
            helpers.append(compile_record(r))
        elif r.ordinary and KEYWORD.search(r.oracle_text):
            card = compile_record(r)
            if supported(r, card) and not card.is_land:
                keyworded.append(card)
    return keyworded, helpers


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4))
def test_every_listed_action_is_accepted(pool: tuple[list[CardDef], list[CardDef]], seed: int) -> None:
    keyworded, helpers = pool
    rnd = random.Random(seed)
    lands = [BUILTIN.get(n) for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")]
    decks = []
    for _ in range(2):
        spells = rnd.sample(keyworded, min(12, len(keyworded))) + helpers
        decks.append([c for c in spells for _ in range(2)] + [land for land in lands for _ in range(4)])
    game = Game.new(decks[0], decks[1], seed=seed, keep_history=False)
    rng = Rng(seed)
    for _ in range(3000):
        if game.over:
            break
        actions = game.legal_actions()
        assert actions, game.state.pending
        for a in actions:
            assert game.check(a).ok, (a, game.check(a))
        assert game.apply(actions[rng.below(len(actions))]).ok
    assert game.over
