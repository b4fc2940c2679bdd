"""CR 310.8b, 506.2, 508.1b: the attack targets the listing offers include the battles the
defending player protects and never a battle the active player protects; each seat's view shows a
battle's defense counters and protector (310.8, public information); a position written back as
a scenario setup keeps the protector (310.8a)."""

from __future__ import annotations

from typing import Any

from arbiter.mtg.actions import DeclareAttackers
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import ObjectRef, PlayerRef
from tests.conftest import data_pool

BELENON = "Invasion of Belenon // Belenon War Anthem"
DOMINARIA = "Invasion of Dominaria // Serra Faithkeeper"


def _player(pool: Any, battlefield: list[str]) -> PlayerSetup:
    zones = {
        Zone.BATTLEFIELD: [Entry(pool.get(c)) for c in battlefield],
        Zone.HAND: [],
        Zone.LIBRARY: [Entry(pool.get("Wastes")) for _ in range(5)],
        Zone.GRAVEYARD: [],
    }
    return PlayerSetup(zones=zones)


def _board() -> Game:
    """alice: her Siege (bob protects it) and Grizzly Bears; bob: his Siege (alice protects it)."""
    pool = data_pool()
    alice = _player(pool, [BELENON, "Grizzly Bears"])
    bob = _player(pool, [DOMINARIA])
    game, _ = build(Setup(0, Step.DECLARE_ATTACKERS, 3, (alice, bob)))
    return game


def _by_name(game: Game, name: str) -> int:
    return next(i for i in game.state.battlefield if game.state.objects[i].card.name == name)


def test_the_listing_offers_the_battle_bob_protects_and_not_the_one_alice_protects() -> None:
    game = _board()
    ours, theirs = _by_name(game, "Invasion of Belenon"), _by_name(game, "Invasion of Dominaria")
    targets = {t for a in game.legal_actions() if isinstance(a, DeclareAttackers) for _, t in a.attacks}
    assert PlayerRef(1) in targets
    assert ObjectRef(ours, game.state.objects[ours].zcc) in targets  # CR 310.8b: its own controller may
    assert all(not (isinstance(t, ObjectRef) and t.id == theirs) for t in targets)  # its protector never


def test_each_view_shows_the_defense_counters_and_the_protector() -> None:
    game = _board()
    for seat in (0, 1):
        cards = {c.name: c for c in game.view(seat).battlefield}
        assert cards["Invasion of Belenon"].protector == 1
        assert dict(cards["Invasion of Belenon"].counters)["defense"] == 5
        assert cards["Invasion of Dominaria"].protector == 0


def test_the_position_keeps_the_protector() -> None:
    game = _board()
    setup = game.position()["players"]
    entries = [
        e for e in setup["alice"]["battlefield"] if isinstance(e, dict) and e.get("card") == "Invasion of Belenon"
    ]
    assert entries and entries[0]["protector"] == "bob" and entries[0]["counters"] == {"defense": 5}
