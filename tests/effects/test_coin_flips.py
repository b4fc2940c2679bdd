"""CR 705.2: "Flip a coin. If you win the flip, …. If you lose the flip, …." — the flip is
decided at random; only the instructions for the result are followed (608.2c)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.cards.oracle import parse_effects
from arbiter.core.rng import below
from arbiter.mtg.effects import perform
from arbiter.mtg.effects.coin_flips import FlipCoin
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
TEXT = "Flip a coin. If you win the flip, you gain 6 life. If you lose the flip, you lose 1 life."


def _game() -> tuple[Game, int]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    field = [Entry(pool.get("Tavern Swindler"), label="swindler")]
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: field, Zone.LIBRARY: [Entry(pool.get("Island"))]})
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"))]})
    g, ids = build(Setup(1, Step.MAIN1, 4, (alice, bob)))
    return g, ids["swindler"]


def _rng_for(result: int) -> int:
    """An RNG state whose next coin (``below(state, 2)``) comes up ``result``."""
    return next(s for s in range(1, 100) if below(s, 2)[1] == result)


def test_flip_compiles_and_renders_both_results() -> None:
    parsed = parse_effects(TEXT)
    assert parsed is not None
    fx, _ = parsed
    assert len(fx) == 1 and isinstance(fx[0], FlipCoin)
    assert fx[0].text(()) == TEXT


@pytest.mark.parametrize(("result", "life"), [(0, 26), (1, 19)])
def test_only_the_result_that_happened_is_followed(result: int, life: int) -> None:
    g, swindler = _game()
    parsed = parse_effects(TEXT)
    assert parsed is not None
    g.set(g.state, "rng", _rng_for(result))
    perform(g, g.state.objects[swindler], tuple(parsed[0]), [])
    assert g.state.players[0].life == life


def test_lose_first_order_is_kept() -> None:
    text = "Flip a coin. If you lose the flip, you lose 1 life. If you win the flip, you gain 6 life."
    parsed = parse_effects(text)
    assert parsed is not None and parsed[0][0].text(()) == text
