"""CR 118.9b, 601.2b, 601.3: the casts listed for the top card of the library under Bolas's
Citadel ("pay life equal to its mana value rather than pay its mana cost") — the life cast only,
and with Future Sight besides, both ways; every one listed is accepted."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Cast
from arbiter.mtg.casting.from_library_top import LIFE
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _board(permissions: list[str], top: str = "Divination", life: int = 20):  # type: ignore[no-untyped-def]
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(pool.get(n)) for n in permissions]
            + [Entry(pool.get("Island"), label="i")]
            + [Entry(pool.get("Island")) for _ in range(3)],
            Zone.LIBRARY: [Entry(pool.get(top), label="top"), Entry(pool.get("Island"))],
        },
        life=life,
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"))]})
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def _casts(game, top: int) -> list[Cast]:  # type: ignore[no-untyped-def]
    return [a for a in game.legal_actions() if isinstance(a, Cast) and a.card == top]


def test_118_9b_citadel_lists_only_the_life_cast() -> None:
    game, labels = _board(["Bolas's Citadel"])
    casts = _casts(game, labels["top"])
    assert [c.alternative for c in casts] == [LIFE]
    ruling = game.apply(casts[0])
    assert not isinstance(ruling, Illegal)
    assert game.state.players[0].life == 17  # Divination's mana value


def test_601_2b_citadel_and_future_sight_list_both_ways() -> None:
    game, labels = _board(["Bolas's Citadel", "Future Sight"])
    assert sorted(c.alternative for c in _casts(game, labels["top"])) == ["", LIFE]


def test_119_4_citadel_lists_no_cast_the_life_total_cannot_pay() -> None:
    game, labels = _board(["Bolas's Citadel"], life=2)
    assert _casts(game, labels["top"]) == []
