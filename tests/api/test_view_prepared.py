"""CR 722.3a, 722.3c in the per-player views: a prepared permanent shows the designation to both
players, and its copy of the prepare spell is in its controller's exile — public, and not a token
(707.12: a copy of a card)."""

from __future__ import annotations

import pytest

from arbiter.env.observation import observe_json
from tests.api.conftest import CARDS
from tests.conftest import player, position


def test_722_prepared_permanent_and_its_copy_in_both_views() -> None:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    from arbiter.scenario.cards import card_source

    cards = card_source(str(CARDS))
    emeritus = {"card": "Emeritus of Conflict // Lightning Bolt", "prepared": True}
    game, _ = position(player([emeritus, "Mountain"], pool=cards))
    for viewer in (0, 1):
        v = game.view(viewer)
        (permanent,) = [c for c in v.battlefield if c.name == "Emeritus of Conflict"]
        assert permanent.prepared
        (copy,) = v.players[0].exile
        assert copy.name == "Lightning Bolt" and not copy.token
    seat = game.seat(0)
    data = observe_json(seat, list(seat.legal_actions()))
    (entry,) = [c for c in data["battlefield"] if c["name"] == "Emeritus of Conflict"]  # type: ignore[union-attr]
    assert entry["prepared"] is True
