"""CR 702.11b–c, 702.18a, 601.2c, 115.3: a spell refused because the player or permanent it would
target has hexproof names hexproof — in its reason (in English and Russian) and first among its
citations — whether it is refused as it is announced (no legal choice for each of its targets) or
as the hexproof target is chosen. Bob controls Leyline of Sanctity ("You have hexproof.") and
Gladecover Scout (hexproof)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.core.ruling import Illegal
from arbiter.i18n import render
from arbiter.mtg.actions import Cast, Choose, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import PlayerRef

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(hand: list[str], bobs: list[str]) -> tuple[Game, dict[str, int]]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    lands = ["Swamp"] * 4 + ["Mountain"] * 4
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(pool.get(n), label=f"h{i}") for i, n in enumerate(hand)],
            Zone.BATTLEFIELD: [Entry(pool.get(n)) for n in lands],
            Zone.LIBRARY: [Entry(pool.get("Island")) for _ in range(5)],
        }
    )
    bob = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(pool.get(n), label=f"b{i}") for i, n in enumerate(bobs)],
            Zone.LIBRARY: [Entry(pool.get("Island")) for _ in range(5)],
        }
    )
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def _names_hexproof(ruling: object, rule: str) -> None:
    assert isinstance(ruling, Illegal)
    assert ruling.rules[0] == rule, ruling.rules
    assert f"(hexproof, {rule})" in render(ruling.reason, "en")
    assert f"(порчеустойчивость, {rule})" in render(ruling.reason, "ru")


def test_702_11c_no_legal_choice_for_each_target_names_player_hexproof() -> None:
    """Consumed by Greed ("Target opponent sacrifices …", and a gift's target): refused as cast."""
    game, labels = _game(["Consumed by Greed"], ["Leyline of Sanctity"])
    before = game.digest()
    ruling = game.apply(Cast(labels["h0"]))
    _names_hexproof(ruling, "702.11c")
    assert isinstance(ruling, Illegal) and {"601.2c", "115.3"} <= set(ruling.rules)
    assert game.digest() == before


def test_702_11b_no_legal_choice_names_permanent_hexproof() -> None:
    """Disfigure ("Target creature gets -2/-2"): the only creature is Gladecover Scout."""
    game, labels = _game(["Disfigure"], ["Gladecover Scout"])
    ruling = game.apply(Cast(labels["h0"]))
    _names_hexproof(ruling, "702.11b")


def test_702_11c_a_hexproof_player_chosen_as_target_names_hexproof() -> None:
    """Lightning Bolt ("any target") has legal targets (alice, the Leyline isn't a creature): bob,
    chosen, is refused naming his hexproof."""
    game, labels = _game(["Lightning Bolt"], ["Leyline of Sanctity"])
    assert game.apply(Cast(labels["h0"]))
    for _ in range(10):
        if isinstance(game.pending, Choose) and game.pending.purpose == "target":
            break
        assert game.apply(game.legal_actions()[0])
    ruling = game.apply(Pick(PlayerRef(1)))
    _names_hexproof(ruling, "702.11c")


def test_refusal_without_hexproof_is_unchanged() -> None:
    """Disfigure with no creature at all: no hexproof named, 601.2c cited."""
    game, labels = _game(["Disfigure"], [])
    ruling = game.apply(Cast(labels["h0"]))
    assert isinstance(ruling, Illegal) and "hexproof" not in render(ruling.reason, "en")
    assert "601.2c" in ruling.rules
