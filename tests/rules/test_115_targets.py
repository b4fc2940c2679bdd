"""CR 115: what a target requirement may choose — "target player" only players (115.1), a
"spell" target never an activated or triggered ability (113.1, 112.1), never itself (115.5)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg import targets as tg
from arbiter.mtg.actions import Activate, Pass, Pay, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.ir.refs import objects
from arbiter.mtg.model import TargetSpec
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import ObjectRef, PlayerRef

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def test_115_1_a_player_target_offers_only_players() -> None:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(pool.get("Grizzly Bears"))]})
    game, _ = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    options = tg.options(game, TargetSpec("player", players="any"), 0)
    assert options == (PlayerRef(0), PlayerRef(1))
    assert tg.options(game, TargetSpec("opponent", players="opponent"), 0) == (PlayerRef(1),)


def test_113_1_an_ability_on_the_stack_is_not_a_creature_spell() -> None:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(pool.get("Prodigal Sorcerer"), label="tim")],
        }
    )
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    assert game.apply(Activate(ids["tim"], 0))
    assert game.apply(Pick(PlayerRef(1)))
    if game.state.cast is not None:
        assert game.apply(Pay())
    ability = game.state.stack[-1]
    assert game.state.objects[ability].ability is not None  # Prodigal Sorcerer's card is a creature card
    creature_spell = TargetSpec(
        "creature spell", objects("spell", frozenset(game.state.objects[ability].card.types), zone=Zone.STACK)
    )
    assert ObjectRef(ability, game.state.objects[ability].zcc) not in tg.options(game, creature_spell, 1)
    either = TargetSpec("spell or ability", objects("spell or ability", zone=Zone.STACK))
    assert any(isinstance(t, ObjectRef) and t.id == ability for t in tg.options(game, either, 1))
    assert game.apply(Pass())
