"""Whole games between two players, each deciding through its own seat (``base.Observation``)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.players.base import Observation, Player
from arbiter.players.determinize import Knowledge

MAX_DECISIONS = 20_000  # a game still going after this is stopped and counted as a draw (CR 104.4b)


@dataclass(slots=True)
class MatchResult:
    winner: int | None
    decisions: int
    turns: int
    stopped: bool
    seconds: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))  # per decision, per seat


def play_match(
    deck_a: Sequence[CardDef],
    deck_b: Sequence[CardDef],
    players: tuple[Player, Player],
    seed: int,
    *,
    names: tuple[str, str] = ("a", "b"),
    open_decklists: bool = True,
    max_decisions: int = MAX_DECISIONS,
    on_decision: Callable[[Game], None] | None = None,
) -> tuple[Game, MatchResult]:
    """One game; with ``open_decklists`` each player is told both decklists (a public matchup)."""
    game = Game.new(deck_a, deck_b, seed=seed, names=names, keep_history=False)
    seats = (game.seat(0), game.seat(1))
    decks = (tuple(deck_a), tuple(deck_b))
    knowledge = tuple(Knowledge(decks[i], decks[1 - i] if open_decklists else None) for i in (0, 1))
    result = MatchResult(None, 0, 0, False)
    while not game.over and result.decisions < max_decisions:
        dec = game.pending
        assert dec is not None
        seat = seats[dec.player]
        t0 = time.perf_counter()
        action = players[dec.player].decide(Observation(seat, knowledge[dec.player]))
        result.seconds[dec.player].append(time.perf_counter() - t0)
        ruling = seat.apply(action)
        if not ruling:
            raise AssertionError(f"{players[dec.player].name} chose an illegal action {action}: {ruling}")
        result.decisions += 1
        if on_decision is not None:
            on_decision(game)
    result.winner, result.turns, result.stopped = game.winner, game.state.turn, not game.over
    return game, result
