"""CR 601.2c, 602.2b, 115.1: as X is announced for "X target …", the values offered are those for
which X different legal targets exist. Each instance of the word "target" has the same legal
choices for every X in the same position, so they are listed once per announcement: a random game
with Candelabra of Tawnos ("{X}, {T}: Untap X target lands.") beside Prismatic Omen listed every
land's targetability once per instance and per value of X, and took seconds a decision."""

from __future__ import annotations

from functools import cache

import pytest

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import read_records
from arbiter.mtg import targets as tg
from arbiter.mtg.actions import Activate, Choose
from arbiter.mtg.enums import Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.random_decks import CARDS

pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="needs ../shared/data/cards.jsonl.gz")
NAMES = ("Candelabra of Tawnos", "Island")
LANDS = 8


@cache
def cards() -> dict[str, CardDef]:
    return {r.name: compile_record(r) for r in read_records(CARDS) if r.name in NAMES}


def _game() -> tuple[Game, int]:
    c = cards()
    field = [Entry(c["Candelabra of Tawnos"], label="Candelabra")] + [Entry(c["Island"]) for _ in range(LANDS)]
    library = [Entry(c["Island"]) for _ in range(10)]
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: field, Zone.LIBRARY: library})
    bob = PlayerSetup(zones={Zone.LIBRARY: list(library)})
    game, ids = build(Setup(players=(alice, bob)))
    return game, ids["Candelabra"]


def test_601_2c_x_values_for_x_target_lands(monkeypatch: pytest.MonkeyPatch) -> None:
    game, candelabra = _game()
    calls: list[object] = []
    listing = tg.options

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(args[1])
        return listing(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(tg, "options", counted)
    ruling = game.apply(Activate(candelabra, 0))
    assert ruling.ok
    pending = game.state.pending
    assert isinstance(pending, Choose) and pending.purpose == "x"
    assert tuple(pending.options) == tuple(range(LANDS + 1))  # (X lands to untap: each of the eight may be one)
    assert len(calls) <= 3  # each distinct instance of "target" listed once, not once per X
