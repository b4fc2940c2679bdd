"""The race estimate at the search's leaf: damage past the blockers, burn in hand, turns to kill."""

from __future__ import annotations

from arbiter.players.race import NEVER, _through, burn, clocks
from tests.players.test_players import _positions


def test_burn_reads_direct_damage_to_a_player() -> None:
    assert burn("Lightning Bolt deals 3 damage to any target.") == 3
    assert burn("Lava Spike deals 3 damage to target player or planeswalker.") == 3
    assert burn("Reach (This creature can block creatures with flying.)") == 0
    assert burn("Shock deals 2 damage to target creature.") == 0  # not at a player


def test_each_blocker_stops_the_biggest_attacker_it_can_block() -> None:
    assert _through([(2, False), (2, False), (1, False)], [False]) == 3
    assert _through([(3, True), (1, False)], [False]) == 3  # a ground blocker can't stop the flier
    assert _through([(3, True), (1, False)], [True]) == 1  # reach stops the flier
    assert _through([(3, True), (1, False)], [True, False]) == 0  # the ground blocker takes the 1, reach the 3
    assert _through([], [True]) == 0


def test_clocks_are_turns_between_one_and_never() -> None:
    for game in _positions(4):
        for turns in clocks(game):
            assert 1.0 <= turns <= NEVER
