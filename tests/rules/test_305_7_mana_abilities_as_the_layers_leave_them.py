"""CR 305.7, 613.1d, 613.1f: the mana abilities a player may activate are the ones the layers leave
the permanent, not the printed ones — under Harbinger of the Seas ("Nonbasic lands are Islands.")
a Plains Island taps for {U} only, and the listed actions name exactly the abilities it has (a
random game listed its printed second ability, which activation rightly refused)."""

from __future__ import annotations

from functools import cache

import pytest

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import read_records
from arbiter.mtg.actions import Activate
from arbiter.mtg.enums import Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.random_decks import CARDS

pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="needs ../shared/data/cards.jsonl.gz")
NAMES = ("Harbinger of the Seas", "Idyllic Beachfront", "Wastes")


@cache
def cards() -> dict[str, CardDef]:
    return {r.name: compile_record(r) for r in read_records(CARDS) if r.name in NAMES}


def _game(*names: str) -> tuple[Game, int]:
    c = cards()
    field = [Entry(c[n], label=n) for n in names]
    library = [Entry(c["Wastes"]) for _ in range(10)]
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: field, Zone.LIBRARY: library})
    bob = PlayerSetup(zones={Zone.LIBRARY: list(library)})
    game, ids = build(Setup(players=(alice, bob)))
    return game, ids["Idyllic Beachfront"]


def _listed(game: Game, source: int) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate) and a.source == source]


def test_a_land_made_an_island_lists_only_its_island_ability() -> None:
    game, beach = _game("Harbinger of the Seas", "Idyllic Beachfront")
    assert _listed(game, beach) == [Activate(beach, 0)]
    assert game.check(Activate(beach, 0)).ok and not game.check(Activate(beach, 1)).ok


def test_without_harbinger_both_printed_abilities_are_listed() -> None:
    game, beach = _game("Idyllic Beachfront")
    assert _listed(game, beach) == [Activate(beach, 0), Activate(beach, 1)]
