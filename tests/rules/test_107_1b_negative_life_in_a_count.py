"""CR 107.1b, 119.1, 613.4c: "gets -X/-X, where X is your life total" reads the life total as it is
now — a negative life total too (a calculation uses a negative value: -X is then a bonus)."""

from __future__ import annotations

from arbiter.mtg.layers.queries import power, toughness
from tests.conftest import data_pool, player, position


def test_107_1b_deaths_shadow_reads_a_negative_life_total_as_a_bonus() -> None:
    pool = data_pool()
    game, ids = position(player([{"card": "Death's Shadow", "label": "shadow"}], life=4, pool=pool))
    shadow = game.state.objects[ids["shadow"]]
    assert (power(game, shadow), toughness(game, shadow)) == (9, 9)
    game.set(game.state.players[0], "life", -3)  # (as a "can't lose the game" effect would allow)
    assert (power(game, shadow), toughness(game, shadow)) == (16, 16)
    game.set(game.state.players[1], "life", 1)  # the opponent's life total doesn't count
    assert power(game, shadow) == 16
