"""The game behind the environments: two seats at one seeded game, actions as indices.

An action index is a position in the stable order of the deciding seat's ``legal_actions()``
(the engine lists them in a fixed order for a given state, so the same seed and the same indices
replay the same game). At most ``max_actions`` are offered; when more are legal, ``on_overflow``
says what happens: ``"truncate"`` (the default) offers the first ``max_actions`` — the observation's
``legal_count`` and the step's ``info["actions_cut"]`` say how many were left out, so nothing is
silently lost — and ``"raise"`` raises :class:`ActionOverflow`. An index that is out of range or
masked out is refused as a value: the game is unchanged and ``info["illegal"]`` says why.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from importlib.resources import files
from typing import Literal

from arbiter.cards.decklist import parse_decklist
from arbiter.cards.registry import BUILTIN
from arbiter.core.rng import Rng
from arbiter.mtg.actions import Action
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.seat import Seat
from arbiter.mtg.view import Aliases

Overflow = Literal["truncate", "raise"]
MAX_STEPS = 20_000  # decisions in one episode before it is truncated (a draw-like stop, CR 104.4b)


class ActionOverflow(RuntimeError):
    """More actions are legal than the environment's ``max_actions`` (with ``on_overflow="raise"``)."""


def benchmark_decks() -> tuple[list[CardDef], list[CardDef]]:
    """The two built-in benchmark decks (``arbiter/data/deck_a.txt``, ``deck_b.txt``)."""
    data = files("arbiter.data")
    a = parse_decklist(data.joinpath("deck_a.txt").read_text(), BUILTIN).main
    b = parse_decklist(data.joinpath("deck_b.txt").read_text(), BUILTIN).main
    return list(a), list(b)


def seat_key(seed: int, player: int) -> bytes:
    """The alias key of a seat in the game of ``seed``: the same seed gives the same aliases."""
    return hashlib.blake2b(f"arbiter-env {seed} {player}".encode(), digest_size=16).digest()


class CachedAliases(Aliases):
    """A seat's aliases, each computed once per game (the same keyed hash, remembered)."""

    __slots__ = ("_known",)

    def __init__(self, key: bytes) -> None:
        super().__init__(key)
        self._known: dict[tuple[int, int], int] = {}

    def alias(self, oid: int, zcc: int) -> int:
        found = self._known.get((oid, zcc))
        if found is None:
            found = self._known[oid, zcc] = super().alias(oid, zcc)
        return found


def _seat(game: Game, player: int, seed: int) -> Seat:
    seat = Seat(game, player, seat_key(seed, player))
    seat.aliases = CachedAliases(seat_key(seed, player))
    return seat


class Table:
    """One game and its two seats (see the module docstring)."""

    __slots__ = ("decks", "game", "max_actions", "names", "on_overflow", "seats", "steps")

    def __init__(
        self,
        decks: tuple[Sequence[CardDef], Sequence[CardDef]],
        names: tuple[str, str] = ("player_0", "player_1"),
        max_actions: int = 64,
        on_overflow: Overflow = "truncate",
    ) -> None:
        if max_actions < 2:
            raise ValueError("max_actions must be at least 2")
        self.decks = (list(decks[0]), list(decks[1]))
        self.names = names
        self.max_actions = max_actions
        self.on_overflow = on_overflow
        self.game: Game | None = None
        self.seats: tuple[Seat, Seat] | None = None
        self.steps = 0

    def reset(self, seed: int) -> None:
        game = Game.new(self.decks[0], self.decks[1], seed=seed, names=self.names, keep_history=False)
        self.game = game
        self.seats = (_seat(game, 0, seed), _seat(game, 1, seed))
        self.steps = 0

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("reset() the environment before using it")
        return self.game

    def seat(self, player: int) -> Seat:
        self._game()
        assert self.seats is not None
        return self.seats[player]

    @property
    def deciding(self) -> int | None:
        """The player the game waits for (None: the game is over)."""
        dec = self._game().pending
        return None if dec is None else dec.player

    def legal(self, player: int) -> tuple[Action, ...]:
        """``player``'s legal actions in the seat's aliases (empty while the other decides)."""
        actions = self.seat(player).legal_actions()
        if len(actions) > self.max_actions and self.on_overflow == "raise":
            raise ActionOverflow(f"{len(actions)} legal actions, more than max_actions={self.max_actions}")
        return actions

    def act(self, player: int, index: int) -> tuple[str | None, int]:
        """Take ``player``'s action ``index``: (None, actions cut) if done, or (why not, 0)."""
        game = self._game()
        if self.deciding != player:
            return ("the game is over" if game.over else "the other player decides now"), 0
        real = game.legal_actions()
        if len(real) > self.max_actions and self.on_overflow == "raise":
            raise ActionOverflow(f"{len(real)} legal actions, more than max_actions={self.max_actions}")
        offered = min(len(real), self.max_actions)
        if not 0 <= index < offered:
            return f"action {index} is not offered: the mask allows 0..{offered - 1}", 0
        ruling = game.apply(real[index])
        if not ruling:  # pragma: no cover - the engine lists only legal actions
            raise AssertionError(f"a listed action was refused: {ruling}")
        self.steps += 1
        return None, len(real) - offered

    def reward(self, player: int) -> float:
        """+1 for a win, -1 for a loss, 0 otherwise (a draw, or the game not over)."""
        game = self._game()
        if not game.over or game.winner is None:
            return 0.0
        return 1.0 if game.winner == player else -1.0


class RandomPolicy:
    """The uniformly random player: any legal action, each as likely (seeded)."""

    __slots__ = ("rng",)
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def reset(self, seed: int) -> None:
        self.rng = Rng(seed)

    def __call__(self, seat: Seat) -> int:
        n = len(seat.legal_actions())
        return self.rng.below(n)
