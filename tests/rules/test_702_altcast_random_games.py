"""Random games between decks of cards with foretell, plot, warp, mayhem and harmonize (CR
702.143, 702.170, 702.185, 702.187, 702.180): at every decision each action ``legal_actions()``
lists is accepted (listed only when it can be taken and paid), and the games end."""

from __future__ import annotations

import random
import re

import pytest

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import read_records
from arbiter.core.rng import Rng
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from tests.random_decks import CARDS, random_deck, supported_cards

KEYWORD = re.compile(r"^(Foretell|Plot|Warp|Mayhem|Harmonize) \{", re.M)
HELPERS = ("Faithless Looting", "Grizzly Bears", "Hill Giant")  # discards (mayhem), creatures to tap (harmonize)


@pytest.fixture(scope="module")
def pool() -> tuple[list[CardDef], list[CardDef]]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    records = [r for r in read_records(CARDS) if r.ordinary]
    helpers = [compile_record(r) for r in records if r.name in HELPERS]
    keyworded = supported_cards(
        (r for r in records if r.name not in HELPERS and KEYWORD.search(r.oracle_text)), lambda c: not c.is_land
    )
    return keyworded, helpers


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4))
def test_every_listed_action_is_accepted(pool: tuple[list[CardDef], list[CardDef]], seed: int) -> None:
    keyworded, helpers = pool
    rnd = random.Random(seed)
    decks = [random_deck(rnd, keyworded, lands_each=4, one_more_plains=False, extra=helpers) for _ in range(2)]
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
