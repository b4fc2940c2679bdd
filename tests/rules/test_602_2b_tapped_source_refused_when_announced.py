"""CR 118.3, 602.2b: an ability with {T} in its cost of a permanent that is already tapped can't be
paid, so it is refused when announced — before its targets are asked — with the state unchanged
(Prodigal Sorcerer: "{T}: This creature deals 1 damage to any target."; Liliana's Steward: "{T},
Sacrifice this creature: Target opponent discards a card. Activate only as a sorcery.")."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.cards.registry import LayeredPool
from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Activate, Choose
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
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


def _board(mine: list[Entry], hand: list[Entry] | None = None) -> tuple[Game, dict[str, int]]:
    library = [Entry(pool().get("Island"), label=f"l{i}") for i in range(5)]
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: mine, Zone.HAND: hand or [], Zone.LIBRARY: library})
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool().get("Island"), label=f"b{i}") for i in range(5)]})
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def pool() -> LayeredPool:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    return open_source(str(CARDS))


def test_601_2h_the_source_tapped_for_its_cost_may_also_be_sacrificed_or_returned() -> None:
    """CR 601.2h: the costs are paid in any order — Ipnu Rivulet ("{1}{U}, {T}, Sacrifice a Desert:
    Target player mills four cards.") may sacrifice itself, and Master Transmuter ("{U}, {T},
    Return an artifact you control to its owner's hand: …") may return itself; both are listed."""
    p = pool()
    islands = [Entry(p.get("Island"), label=f"i{i}") for i in range(3)]
    game, labels = _board([Entry(p.get("Ipnu Rivulet"), label="ipnu"), *islands])
    assert any(isinstance(a, Activate) and a.source == labels["ipnu"] and a.index == 2 for a in game.legal_actions())
    assert game.check(Activate(labels["ipnu"], 2))
    game, labels = _board([Entry(p.get("Master Transmuter"), label="mt"), *islands])
    assert any(isinstance(a, Activate) and a.source == labels["mt"] for a in game.legal_actions())


@pytest.mark.parametrize(
    ("name", "counters", "rule"),
    [
        ("Recurring Nightmare", (), "601.2h"),  # "Sacrifice a creature, Return ~ to its owner's hand: …"
        ("Baton of Courage", (), "602.2b"),  # "Remove a charge counter from ~: …"
        ("Koth, Fire of Resistance", (("loyalty", 1),), "606.6"),  # "[−3]: …" with one loyalty
    ],
)
def test_118_3_an_unpayable_cost_is_refused_when_announced(
    name: str, counters: tuple[tuple[str, int], ...], rule: str
) -> None:
    p = pool()
    creature = [Entry(p.get("Grizzly Bears"), label="bear")] if name != "Recurring Nightmare" else []
    game, labels = _board([Entry(p.get(name), label="src", counters=counters), *creature])
    index = 1 if name == "Koth, Fire of Resistance" else 0
    before = game.digest()
    ruling = game.apply(Activate(labels["src"], index))
    assert isinstance(ruling, Illegal) and rule in ruling.rules, ruling
    assert game.digest() == before
