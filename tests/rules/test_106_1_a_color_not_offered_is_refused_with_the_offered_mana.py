"""CR 106.1, 605.3b: a mana ability that adds "{G} or {W}" (a gain land) or "{U} or {B}" (Talisman of
Dominance) offers only those; another color is refused, and the refusal names the mana offered —
not "W, U, B, R or G", which is what an ability of any color offers. The refused answer changes
nothing, and the question stays."""

from __future__ import annotations

from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Activate, Choose, Pick
from tests.conftest import data_pool, player, position


def _refusal(card: str, color: str) -> tuple[Illegal, bool]:
    pool = data_pool()
    game, labels = position(alice=player(battlefield=[{"card": card, "label": "source"}], pool=pool))
    assert game.apply(Activate(labels["source"], 0 if card != "Talisman of Dominance" else 1))
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose == "color"
    before = game.digest()
    ruling = game.apply(Pick(color))
    assert isinstance(ruling, Illegal)
    return ruling, game.digest() == before and game.pending == dec


def test_106_1_blossoming_sands_refuses_red_naming_green_and_white() -> None:
    ruling, unchanged = _refusal("Blossoming Sands", "R")
    assert "106.1" in ruling.rules
    assert "{G}" in ruling.reason and "{W}" in ruling.reason and "{R}" not in ruling.reason
    assert unchanged


def test_106_1_talisman_of_dominance_refuses_red_naming_blue_and_black() -> None:
    ruling, unchanged = _refusal("Talisman of Dominance", "R")
    assert "{U}" in ruling.reason and "{B}" in ruling.reason and "{G}" not in ruling.reason
    assert unchanged
