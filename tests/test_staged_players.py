"""The staged game's heuristic player: it answers from its own view only, every answer is one the
game accepts, and it plays better than uniformly random choices."""

from __future__ import annotations

import pytest

from arbiter.staged.players import HeuristicPlayer, expected_strike
from arbiter.staged.rules import DEFAULT_RULES
from arbiter.staged.sim import make_player, play_random


def test_expected_strike_follows_the_strike_table() -> None:
    # miss, weak, weak, medium, medium, strong: (0 + 1 + 1 + 2 + 2 + 3) / 6
    assert expected_strike((1, 2, 3), DEFAULT_RULES.strike_table) == pytest.approx(9 / 6)


def test_heuristic_beats_random_over_fixed_games() -> None:
    """Eight fixed games as the first side: it wins most and loses at most one (each listed action
    it takes is applied; ``play`` fails the game on a refusal)."""
    winners = [play_random(seed, ("heuristic", "random"))[1].winner for seed in range(8)]
    assert winners.count(0) >= 5 and winners.count(1) <= 1, winners


def test_heuristic_as_second_side_and_against_itself() -> None:
    for seed in range(2):
        for pair in (("random", "heuristic"), ("heuristic", "heuristic")):
            _, result = play_random(seed, pair)
            assert result.decisions > 0 and not result.stopped


def test_players_by_name() -> None:
    assert isinstance(make_player("heuristic", 1), HeuristicPlayer)
    with pytest.raises(ValueError, match="no player named 'mcts'"):
        make_player("mcts", 1)
