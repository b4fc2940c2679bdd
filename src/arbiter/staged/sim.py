"""Whole staged games between players that see only their own view: a deck of example cards a
side, built from a seed; 15 cards dealt, squads recruited, and the battle played until one side
is destroyed or the turn bound makes it a draw."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from arbiter.core.rng import Rng
from arbiter.staged.actions import Action
from arbiter.staged.cards import EXAMPLES, CardDef
from arbiter.staged.game import StagedGame
from arbiter.staged.state import Pending
from arbiter.staged.view import StagedView

# a game still going after this many decisions is stopped (a bound against a bug, never a rule)
MAX_DECISIONS = 20_000


class Player(Protocol):
    """A player decides from its own view, the pending decision and the legal actions only."""

    def decide(self, view: StagedView, pending: Pending, legal: Sequence[Action]) -> Action: ...


class RandomPlayer:
    """Every decision a uniformly random legal action."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def decide(self, view: StagedView, pending: Pending, legal: Sequence[Action]) -> Action:
        return legal[self.rng.below(len(legal))]


@dataclass(frozen=True, slots=True)
class StagedResult:
    winner: int | None
    decisions: int
    turns: int
    stopped: bool


def example_deck(seed: int, size: int = 30) -> tuple[CardDef, ...]:
    """A legal deck of ``size`` example cards built from ``seed`` (at most 3 copies of a card,
    rule 100): a third of it cards that can deal damage with a declared feature (so a
    squad can win), the rest any example card."""
    rng = Rng(seed)
    names = sorted(EXAMPLES)
    fighters = [n for n in names if any(a.damage or a.strike_table for f in EXAMPLES[n].features for a in f.abilities)]
    copies: dict[str, int] = {}
    deck: list[CardDef] = []
    while len(deck) < size:
        pool = fighters if len(deck) < size // 3 else names
        name = pool[rng.below(len(pool))]
        if copies.get(name, 0) < 3:
            copies[name] = copies.get(name, 0) + 1
            deck.append(EXAMPLES[name])
    return tuple(deck)


def new_game(seed: int) -> StagedGame:
    """A game between two example decks: dealt, then recruited by the players."""
    return StagedGame.match((example_deck(seed * 2), example_deck(seed * 2 + 1)), seed=seed)


def play(game: StagedGame, players: tuple[Player, Player]) -> StagedResult:
    """Play to the end; each decision goes to the player it waits for, with that player's view."""
    decisions = 0
    while not game.state.over and decisions < MAX_DECISIONS:
        legal = game.legal_actions()
        who = game.pending.player
        action = players[who].decide(game.view(who), game.pending, legal)
        ruling = game.apply(action)
        if not ruling:
            raise AssertionError(f"listed action {action} was refused: {ruling}")
        decisions += 1
    st = game.state
    return StagedResult(st.winner, decisions, st.turn, not st.over)


PLAYERS = ("random", "heuristic")


def make_player(name: str, seed: int) -> Player:
    """A staged player by name: ``random`` or ``heuristic`` (:mod:`arbiter.staged.players`)."""
    if name == "random":
        return RandomPlayer(seed)
    if name == "heuristic":
        from arbiter.staged.players import HeuristicPlayer

        return HeuristicPlayer(seed)
    raise ValueError(f"the staged ruleset has no player named {name!r} (choose from {', '.join(PLAYERS)})")


def play_random(seed: int, players: tuple[str, str] = ("random", "random")) -> tuple[StagedGame, StagedResult]:
    """Game ``seed`` between two example decks, played by the named players (default: random)."""
    game = new_game(seed)
    game.keep_history = False
    return game, play(game, (make_player(players[0], seed * 3 + 1), make_player(players[1], seed * 3 + 2)))
