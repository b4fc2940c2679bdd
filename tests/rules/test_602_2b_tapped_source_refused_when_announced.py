"""CR 118.3, 602.2b: an ability with {T} in its cost of a permanent that is already tapped can't be
paid, so it is refused when announced — before its targets are asked — with the state unchanged
(Prodigal Sorcerer: "{T}: This creature deals 1 damage to any target."; Liliana's Steward: "{T},
Sacrifice this creature: Target opponent discards a card. Activate only as a sorcery.")."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Activate, Choose
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


@pytest.mark.parametrize("name", ["Prodigal Sorcerer", "Liliana's Steward"])
def test_602_2b_tapped_source_refused_before_targets(name: str) -> None:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    library = [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)]
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(pool.get(name), label="t", tapped=True), Entry(pool.get(name), label="u")],
            Zone.LIBRARY: library,
        }
    )
    bob = PlayerSetup(zones={Zone.HAND: [Entry(pool.get("Island"), label="bh")], Zone.LIBRARY: []})
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    tapped, untapped = labels["t"], labels["u"]
    assert not any(isinstance(a, Activate) and a.source == tapped for a in game.legal_actions())
    before = game.digest()
    ruling = game.apply(Activate(tapped, 0))
    assert isinstance(ruling, Illegal)
    assert "602.2b" in ruling.rules and "already tapped" in ruling.reason
    assert game.digest() == before
    assert any(isinstance(a, Activate) and a.source == untapped for a in game.legal_actions())
    assert game.apply(Activate(untapped, 0))
    assert isinstance(game.pending, Choose)  # its target is asked (CR 602.2b, 601.2c)
