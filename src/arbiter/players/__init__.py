"""AI players behind one interface: ``decide(observation) -> action`` (``base.py``), by name.

>>> from arbiter import players
>>> bot = players.get("heuristic", seed=1)

``random`` chooses uniformly among the listed legal actions; ``heuristic`` plays on curve and judges
combat and targets by a short lookahead; ``mcts`` searches determinized games (information-set
Monte Carlo tree search). None reads more than its seat's view.
"""

from __future__ import annotations

from collections.abc import Callable

from arbiter.players.base import Observation, Player
from arbiter.players.determinize import Knowledge, determinize
from arbiter.players.match import MatchResult, play_match
from arbiter.players.simple import HeuristicPlayer, RandomPlayer

__all__ = [
    "NAMES", "HeuristicPlayer", "Knowledge", "MatchResult", "Observation", "Player", "RandomPlayer",
    "determinize", "get", "play_match",
]  # fmt: skip


def _mcts(seed: int) -> Player:
    from arbiter.players.mcts import MctsPlayer

    return MctsPlayer(seed)


_REGISTRY: dict[str, Callable[[int], Player]] = {"random": RandomPlayer, "heuristic": HeuristicPlayer, "mcts": _mcts}
NAMES = tuple(_REGISTRY)


def get(name: str, seed: int = 0) -> Player:
    """A new player of the kind ``name`` (one of :data:`NAMES`), its choices seeded by ``seed``."""
    try:
        make = _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown player {name!r} (known: {', '.join(NAMES)})") from None
    return make(seed)
