"""CR 601.2d, 115.1: "any number of target creatures and/or planeswalkers" with N damage divided
allows at most N targets (each gets at least 1); "… your opponents control" (Dragonlord Atarka)
offers only the opponent's creatures and planeswalkers, Fury offers itself too."""

from __future__ import annotations

from typing import Any

from arbiter.mtg.actions import Choose, Pick
from arbiter.mtg.game import Game
from tests.conftest import data_pool, player, position
from tests.rules.judged import cast_until_targets_asked


def _trigger_targets(creature: str, lands: list[str]) -> tuple[Game, dict[str, int]]:
    pool = data_pool()
    bob: list[Any] = [{"card": "Hill Giant", "label": f"g{i}"} for i in range(5)]
    bob.append({"card": "Ajani Vengeant", "label": "ajani", "counters": {"loyalty": 3}})
    game, ids = position(
        player(
            [*lands, {"card": "Grizzly Bears", "label": "mine"}], hand=[{"card": creature, "label": "it"}], pool=pool
        ),
        player(bob, pool=pool),
    )
    return cast_until_targets_asked(game, "the enters trigger"), ids


def _pick_all(game: Game) -> list[list[int]]:
    """Pick the first offered target until no more are asked; the ids offered at each pick."""
    offered: list[list[int]] = []
    while isinstance(game.pending, Choose) and game.pending.purpose == "target":
        options = [o for o in game.pending.options if o != 0]
        offered.append([getattr(o, "id", -1) for o in options])
        assert game.apply(Pick(options[0]) if options else Pick(0))
    return offered


def test_601_2d_fury_at_most_four_targets_itself_included() -> None:
    game, ids = _trigger_targets("Fury", ["Mountain"] * 5)
    offered = _pick_all(game)
    assert len(offered) == 4  # 4 damage: at most four targets (601.2d)
    assert ids["it"] in offered[0] and ids["mine"] in offered[0] and ids["ajani"] in offered[0]


def test_601_2d_dragonlord_atarka_only_the_opponents_creatures_and_planeswalkers() -> None:
    game, ids = _trigger_targets("Dragonlord Atarka", ["Mountain"] * 4 + ["Forest"] * 3)
    offered = _pick_all(game)
    assert len(offered) == 5
    assert sorted(offered[0]) == sorted([*(ids[f"g{i}"] for i in range(5)), ids["ajani"]])
