"""CR 305.7, 613.8a, 614.9: whether a resolved effect set a permanent's land types or took its
abilities is read from the effects on that permanent, not from every effect of the turn. A random
game in which two Spirit en-Kor ("{0}: The next 1 damage that would be dealt to this creature this
turn is dealt to target creature you control instead.") were activated hundreds of times in a
turn made hundreds of redirection effects (611.2a), and each look at any permanent's
characteristics read all of them once for every permanent with a static ability: seconds a
decision. The redirection shields, which no layer reads, are not in the effects by object."""

from __future__ import annotations

import sys
from pathlib import Path
from types import FrameType

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg import resolved
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.layers import queries, sources
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import ObjectRef, TurnEffect

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
SHIELDS = 400
CREATURES = ("Spirit en-Kor", "Spirit en-Kor", "Grizzly Bears", "Hill Giant")


def _game() -> tuple[Game, dict[str, int]]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    p = open_source(str(CARDS))
    field = [Entry(p.get(n), f"c{i}") for i, n in enumerate(CREATURES)]
    field += [Entry(p.get("Glorious Anthem")), Entry(p.get("Swamp"), "swamp"), Entry(p.get("Forest"), "forest")]
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: field})
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    a, b = game.obj(ids["c0"]), game.obj(ids["c1"])
    shield = resolved.RedirectionShield(ObjectRef(a.id, a.zcc), 1, ObjectRef(b.id, b.zcc), a.id)
    made = tuple(TurnEffect(a.id, a.zcc, shield, game.next_timestamp()) for _ in range(SHIELDS))
    game.state.effects = (*game.state.effects, *made)
    return game, ids


def _looks(game: Game, ids: dict[str, int]) -> int:
    """Calls (and generator steps) in ``sources.py`` while every permanent's abilities are read."""
    calls = 0

    def count(frame: FrameType, event: str, arg: object) -> None:
        nonlocal calls
        if event == "call" and frame.f_code.co_filename == sources.__file__:
            calls += 1

    sys.setprofile(count)
    try:
        for oid in ids.values():
            queries.abilities(game, game.obj(oid))
    finally:
        sys.setprofile(None)
    return calls


def test_305_7_land_types_and_lost_abilities_are_not_read_from_every_effect_of_the_turn() -> None:
    game, ids = _game()
    calls = _looks(game, ids)
    assert calls < SHIELDS  # before: each of the 7 permanents read the 400 effects at each source


def test_613_4b_the_creatures_keep_their_abilities_and_the_anthem_beside_the_shields() -> None:
    game, ids = _game()
    assert [len(queries.activated(game, game.obj(ids[f"c{i}"]))) for i in (0, 1)] == [1, 1]
    assert [game.obj(ids[f"c{i}"]).card.name for i in (0, 1)] == ["Spirit en-Kor", "Spirit en-Kor"]
    bears = game.obj(ids["c2"])
    assert (queries.power(game, bears), queries.toughness(game, bears)) == (3, 3)  # CR 613.4c: Glorious Anthem
