"""CR 601.2c, 115.3: a spell with several targets needs a legal choice for each — Symbiosis ("Two
target creatures each get +2/+2 until end of turn.") with one creature on the battlefield can't be
cast: the cast is refused when announced, with the state unchanged, and the legal actions leave it
out; with two creatures it is listed and accepted."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Cast
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(mine: list[str], theirs: list[str]) -> tuple[Game, int]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(pool.get("Symbiosis"), label="sym")],
            Zone.BATTLEFIELD: [Entry(pool.get(n), label=f"a{i}") for i, n in enumerate(["Forest"] * 3 + mine)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)],
        }
    )
    bob = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(pool.get(n), label=f"b{i}") for i, n in enumerate(theirs)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"bl{i}") for i in range(5)],
        }
    )
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    return game, labels["sym"]


def _listed(game: Game, card: int) -> bool:
    return any(isinstance(a, Cast) and a.card == card for a in game.legal_actions())


def test_601_2c_two_targets_with_one_creature_refused_when_cast() -> None:
    game, sym = _game(["Llanowar Elves"], [])
    assert not _listed(game, sym)
    before = game.digest()
    ruling = game.apply(Cast(sym))
    assert isinstance(ruling, Illegal)
    assert "601.2c" in ruling.rules and "two target creatures" in ruling.reason
    assert game.digest() == before


def test_601_2c_two_targets_with_two_creatures_listed_and_accepted() -> None:
    game, sym = _game(["Llanowar Elves"], ["Grizzly Bears"])
    assert _listed(game, sym)
    assert game.apply(Cast(sym))


def test_601_2c_no_target_refused_before_the_cost_question() -> None:
    """Minion Missile ("As an additional cost to cast this spell, sacrifice a creature or discard a
    card. Destroy target creature. …") with no creature on the battlefield: refused at once, not
    after asking which cost will be paid (601.2b), when only cancelling would be left."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(pool.get("Minion Missile"), label="mm"), Entry(pool.get("Island"), label="isl")],
            Zone.BATTLEFIELD: [Entry(pool.get("Swamp"), label=f"s{i}") for i in range(3)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)],
        }
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"), label=f"bl{i}") for i in range(5)]})
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    assert not _listed(game, labels["mm"])
    before = game.digest()
    ruling = game.apply(Cast(labels["mm"]))
    assert isinstance(ruling, Illegal) and "601.2c" in ruling.rules, ruling
    assert game.digest() == before
