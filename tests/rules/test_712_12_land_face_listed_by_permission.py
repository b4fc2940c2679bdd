"""CR 712.12, 305.1: a permission to play lands from the top of the library or from the graveyard
covers a modal double-faced card's land face — the play of that face is listed, and accepted."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Cast, PlayLand
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
MDFC = "Kazandu Mammoth // Kazandu Valley"


def _board(permission: str, zone: Zone):  # type: ignore[no-untyped-def]
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    zones = {
        Zone.BATTLEFIELD: [Entry(pool.get(permission))] + [Entry(pool.get("Forest")) for _ in range(3)],
        Zone.LIBRARY: [Entry(pool.get("Island"))],
    }
    zones[zone] = [Entry(pool.get(MDFC), label="mdfc"), *zones.get(zone, [])]
    alice = PlayerSetup(zones=zones)
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"))]})
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


@pytest.mark.parametrize(
    ("permission", "zone"),
    [("Future Sight", Zone.LIBRARY), ("Bolas's Citadel", Zone.LIBRARY), ("Crucible of Worlds", Zone.GRAVEYARD)],
)
def test_712_12_land_face_play_is_listed_and_accepted(permission: str, zone: Zone) -> None:
    game, labels = _board(permission, zone)
    plays = [a for a in game.legal_actions() if isinstance(a, PlayLand) and a.card == labels["mdfc"]]
    assert [p.face for p in plays] == ["Kazandu Valley"]
    assert not isinstance(game.apply(plays[0]), Illegal)
    assert game.state.objects[labels["mdfc"]].zone is Zone.BATTLEFIELD


def test_712_12_crucible_lists_no_cast_of_the_front_face() -> None:
    game, labels = _board("Crucible of Worlds", Zone.GRAVEYARD)
    assert not [a for a in game.legal_actions() if isinstance(a, Cast) and a.card == labels["mdfc"]]


def test_712_12_citadel_lists_the_front_face_cast_and_the_land_face_play() -> None:
    game, labels = _board("Bolas's Citadel", Zone.LIBRARY)
    actions = [a for a in game.legal_actions() if getattr(a, "card", None) == labels["mdfc"]]
    assert any(isinstance(a, Cast) for a in actions)
    assert any(isinstance(a, PlayLand) and a.face == "Kazandu Valley" for a in actions)
