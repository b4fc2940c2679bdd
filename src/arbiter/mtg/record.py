"""Game records: a game as a versioned JSON document, and playing one back.

A record holds what makes a game reproducible — the players, the decks as card names, the seed
and every action in notation (:mod:`arbiter.mtg.notation`) — plus the engine version and the
final digest, which :func:`replay` checks. Only a game that remembers how it began and what was
done can write one: :class:`RecordedGame` (``arbiter.Game``) is the engine's game plus that
memory (a list append per action); the bare engine game keeps none, to stay as fast as it can
for simulations.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Protocol, cast

from arbiter.core.ruling import Illegal, Ruling
from arbiter.i18n import msg
from arbiter.mtg.actions import Action
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.state import GameState

FORMAT = "arbiter-game-record"
VERSION = 1
MAX_DECK = 10_000  # cards in one deck of a record


class Cards(Protocol):
    """Where a replay finds the cards a record names."""

    def get(self, name: str) -> CardDef: ...


@dataclass(frozen=True, slots=True)
class Origin:
    """How a game began: enough to begin it again."""

    names: tuple[str, str]
    seed: int
    decks: tuple[tuple[CardDef, ...], tuple[CardDef, ...]]


@dataclass(frozen=True, slots=True)
class ReplayRefused:
    """A record that can't be played back: the step (1-based; 0: the record itself) and why."""

    step: int
    action: str
    reason: str

    def __bool__(self) -> bool:
        return False

    def __str__(self) -> str:
        where = f"step {self.step} ({self.action!r})" if self.step else "the record"
        return f"replay refused at {where}: {self.reason}"


class RecordedGame(Game):
    """A game that remembers its origin and its accepted actions, so it can write a record."""

    __slots__ = ("_moves", "_origin", "_points")

    def __init__(self, state: GameState, *, keep_history: bool = True) -> None:
        super().__init__(state, keep_history=keep_history)
        self._moves: list[tuple[Action, ...]] = []  # one group per undo step
        self._origin: Origin | None = None
        self._points: dict[tuple[int, int], int] = {}

    @classmethod
    def new(
        cls,
        deck_a: Sequence[CardDef],
        deck_b: Sequence[CardDef],
        *,
        seed: int = 0,
        names: tuple[str, str] = ("alice", "bob"),
        keep_history: bool = True,
    ) -> RecordedGame:
        game = super().new(deck_a, deck_b, seed=seed, names=names, keep_history=keep_history)
        assert isinstance(game, RecordedGame)
        game._origin = Origin((names[0], names[1]), seed, (tuple(deck_a), tuple(deck_b)))
        return game

    @property
    def origin(self) -> Origin | None:
        return self._origin

    @property
    def moves(self) -> list[Action]:
        """The accepted actions since the start, in order."""
        return [a for group in self._moves for a in group]

    def apply(self, action: Action) -> Ruling:
        ruling = super().apply(action)
        if ruling:
            self._moves.append((action,))
        return ruling

    def attempt(self, actions: Sequence[Action]) -> Ruling:
        depth = len(self._moves)
        ruling = super().attempt(actions)
        done = [a for group in self._moves[depth:] for a in group]
        del self._moves[depth:]
        if ruling:
            self._moves.append(tuple(done))  # undone as one, like the journal
        return ruling

    def undo(self) -> bool:
        if not super().undo():
            return False
        if self._moves:
            self._moves.pop()
        return True

    def savepoint(self) -> tuple[int, int]:
        point = super().savepoint()
        self._points[point] = len(self._moves)
        return point

    def restore(self, point: tuple[int, int]) -> None:
        super().restore(point)
        del self._moves[self._points.pop(point, len(self._moves)) :]

    def _copy_extra(self, other: RecordedGame) -> None:
        super()._copy_extra(other)
        other._moves = list(self._moves)
        other._origin = self._origin
        other._points = {}


def engine_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("arbiter")
    except PackageNotFoundError:  # pragma: no cover - running from a bare source tree
        return "unknown"


def record(game: Game) -> dict[str, object] | Illegal:
    """The record of ``game``: it is begun again from its origin and each action written in
    notation in the position it was taken in."""
    if not isinstance(game, RecordedGame) or game.origin is None:
        return Illegal(msg("this game keeps no record of its actions: begin it with arbiter.Game.new"))
    origin = game.origin
    again = Game.new(*origin.decks, seed=origin.seed, names=origin.names, keep_history=False)
    texts: list[str] = []
    for step, action in enumerate(game.moves, start=1):
        texts.append(again.notation(action))
        ruling = again.apply(action)
        if not ruling:  # pragma: no cover - the same actions from the same start are accepted
            return Illegal(
                msg(
                    "step {step} ({texts}) is refused when played again: {ruling}",
                    step=step,
                    texts=texts[-1],
                    ruling=ruling,
                )
            )
    return {
        "format": FORMAT,
        "version": VERSION,
        "engine": engine_version(),
        "players": list(origin.names),
        "decks": [[c.name for c in deck] for deck in origin.decks],
        "seed": origin.seed,
        "actions": texts,
        "turns": game.state.turn,
        "winner": game.player_name(game.winner) if game.winner is not None else None,
        "digest": game.digest(),
    }


@cache
def _more_cards() -> Cards:
    """The judge's card lookup beyond the built-in cards (opened once: it may be large)."""
    from arbiter.scenario.cards import card_source

    return card_source(None)


class _DefaultCards:
    """The built-in cards, then the cards the judge would use (``--cards`` aside)."""

    def get(self, name: str) -> CardDef:
        from arbiter.cards.registry import BUILTIN

        return BUILTIN.get(name) if name in BUILTIN else _more_cards().get(name)


def _shape_error(data: object) -> str | None:
    if not isinstance(data, dict):
        return "a record is a mapping"
    if data.get("format") != FORMAT:
        return f"not a game record (format {data.get('format')!r}, expected {FORMAT!r})"
    if data.get("version") != VERSION:
        return f"record version {data.get('version')!r} is not one this engine reads ({VERSION})"
    players, decks, seed = data.get("players"), data.get("decks"), data.get("seed")
    if not (isinstance(players, list) and len(players) == 2 and all(isinstance(p, str) for p in players)):
        return "'players' must be a list of two names"
    if not (isinstance(decks, list) and len(decks) == 2 and all(isinstance(d, list) for d in decks)):
        return "'decks' must be a list of two lists of card names"
    if any(len(d) > MAX_DECK for d in decks):
        return f"a deck of more than {MAX_DECK} cards"
    if not all(isinstance(c, str) for d in decks for c in d):
        return "'decks' must hold card names"
    if not isinstance(seed, int) or isinstance(seed, bool):
        return "'seed' must be an integer"
    actions = data.get("actions")
    if not (isinstance(actions, list) and all(isinstance(a, str) for a in actions)):
        return "'actions' must be a list of actions in notation"
    if not isinstance(data.get("digest"), str):
        return "'digest' must be text"
    return None


def replay(data: object, cards: object = None) -> RecordedGame | ReplayRefused:
    """Play a record back: the game at its end, or the refusal naming the step that failed
    (an action that names nothing, or one the rules refuse) or a final digest that differs."""
    problem = _shape_error(data)
    if problem is not None or not isinstance(data, dict):
        return ReplayRefused(0, "", problem or "a record is a mapping")
    lookup = cast(Cards, cards) if callable(getattr(cards, "get", None)) else _DefaultCards()
    try:
        decks = tuple(tuple(lookup.get(name) for name in deck) for deck in data["decks"])
    except Exception as exc:  # an unknown or unsupported card: the message names it
        return ReplayRefused(0, "", f"a deck names a card that can't be used: {exc}")
    names = (data["players"][0], data["players"][1])
    game = RecordedGame.new(decks[0], decks[1], seed=data["seed"], names=names, keep_history=False)
    for step, text in enumerate(data["actions"], start=1):
        action = game.parse(text)
        if isinstance(action, Illegal):
            return ReplayRefused(step, text, action.reason)
        ruling = game.apply(action)
        if isinstance(ruling, Illegal):
            return ReplayRefused(step, text, str(ruling))
    if game.digest() != data["digest"]:
        return ReplayRefused(len(data["actions"]), "", "the game played back ends in a different state (digest)")
    return game
