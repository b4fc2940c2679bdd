"""What the Lab holds between requests: open scenarios (their frames and the branch a judge
plays from a frame, with undo and redo), game records being stepped through, hand-made
positions, tables where two seats play, each with its own token, and games against an AI player.

Everything is in memory and bounded (:data:`MAX_SESSIONS`); nothing here touches files.
"""

from __future__ import annotations

import secrets
import tempfile
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from arbiter.core.ruling import ACCEPTED, Illegal, Ruling
from arbiter.i18n import msg
from arbiter.lab.trace import Frame, GameAny, Trace, trace
from arbiter.lab.vs_ai import AiGame
from arbiter.mtg.game import Game
from arbiter.mtg.record import FORMAT, RecordedGame, ReplayRefused
from arbiter.mtg.seat import Seat
from arbiter.scenario.cards import CardSource
from arbiter.scenario.loader import Scenario, ScenarioError, load_file
from arbiter.staged.game import StagedGame

MAX_SESSIONS = 64
MAX_SEATS = 32
MAX_GAMES = 16  # games against an AI player


def load_text(text: str, name: str) -> list[Scenario]:
    """The scenarios of a YAML text not (yet) saved, as the loader reads files; messages name
    ``name``."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "scenario.yaml"
        path.write_text(text, encoding="utf-8")
        try:
            scenarios = load_file(path)
        except ScenarioError as exc:
            raise ScenarioError(name, exc.line, exc.message) from None
    for sc in scenarios:
        sc.file = name
    return scenarios


@dataclass
class Branch:
    """Actions a judge takes from a frame: the game they act on, what they did, what undo took
    back (to redo) and the last ruling."""

    game: GameAny
    done: list[Any] = field(default_factory=list)
    undone: list[Any] = field(default_factory=list)
    last: Ruling | None = None
    last_text: str = ""


class Stepper:
    """A sequence of positions (frames) with a cursor, and a branch played from the cursor."""

    def __init__(self) -> None:
        self.cursor = 0
        self.branch: Branch | None = None

    def frame_game(self) -> GameAny:
        raise NotImplementedError

    def count(self) -> int:
        raise NotImplementedError

    def goto(self, index: int) -> None:
        self.cursor = max(0, min(index, self.count() - 1))
        self.branch = None

    @property
    def game(self) -> GameAny:
        return self.branch.game if self.branch is not None else self.frame_game()

    def act(self, text: str = "", index: int | None = None) -> Ruling:
        """Apply an action named in notation (Magic) or by its place in the listed legal
        actions (either ruleset), through ``game.apply``, on a branch from the current frame."""
        if self.branch is None:
            forked = self.frame_game().copy()
            forked.keep_history = True
            self.branch = Branch(forked)
        game = self.branch.game
        action: Any
        if index is not None:
            listed = game.legal_actions()
            if not 0 <= index < len(listed):
                return Illegal(msg("that option is no longer offered"))
            action = listed[index]
        elif isinstance(game, Game):
            action = game.parse(text)
            if isinstance(action, Illegal):
                self.branch.last, self.branch.last_text = action, text
                return action
        else:
            return Illegal(msg("name an action by its button"))
        shown = game.notation(action) if isinstance(game, Game) else repr(action)
        ruling = game.apply(action)
        self.branch.last, self.branch.last_text = ruling, shown
        if ruling:
            self.branch.done.append(action)
            self.branch.undone.clear()
        return ruling

    def undo(self) -> bool:
        b = self.branch
        if b is None or not b.done:
            return False
        b.game.undo()
        b.undone.append(b.done.pop())
        b.last, b.last_text = None, ""
        return True

    def redo(self) -> Ruling:
        b = self.branch
        if b is None or not b.undone:
            return Illegal(msg("nothing to redo"))
        action = b.undone.pop()
        ruling = b.game.apply(action)
        b.last = ruling
        b.last_text = b.game.notation(action) if isinstance(b.game, Game) else repr(action)
        if ruling:
            b.done.append(action)
        return ruling


class ScenarioSession(Stepper):
    """One scenario of a file, run frame by frame."""

    def __init__(self, file: str, index: int, run: Trace) -> None:
        super().__init__()
        self.file = file
        self.index = index
        self.trace = run

    @property
    def frames(self) -> list[Frame]:
        return self.trace.frames

    def count(self) -> int:
        return len(self.frames)

    def frame_game(self) -> GameAny:
        return self.frames[self.cursor].game


class RecordSession(Stepper):
    """A game record stepped through action by action (frame k: after k actions)."""

    def __init__(self, name: str, data: dict[str, Any], cards: CardSource) -> None:
        super().__init__()
        self.name = name
        actions = data.get("actions", [])
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise ValueError("'actions' must be a list of actions in notation")
        self.actions: list[str] = actions
        self.refused: ReplayRefused | None = None
        if data.get("format") != FORMAT:
            found, expected = repr(data.get("format")), repr(FORMAT)
            said = msg("not a game record (format {found}, expected {expected})", found=found, expected=expected)
            raise ValueError(said)
        try:
            game = _begin(data, cards)
        except Exception as exc:  # a malformed record or an unknown card: the message names it
            raise ValueError(msg("the record can't be begun: {exc}", exc=str(exc))) from None
        game.keep_history = True
        self.games: list[Game] = [game.copy()]
        for step, text in enumerate(self.actions, start=1):
            action = game.parse(text)
            ruling: Ruling = action if isinstance(action, Illegal) else game.apply(action)
            if isinstance(ruling, Illegal):
                self.refused = ReplayRefused(step, text, ruling.reason)
                break
            self.games.append(game.copy())

    def count(self) -> int:
        return len(self.games)

    def frame_game(self) -> GameAny:
        return self.games[self.cursor]


def _begin(data: dict[str, Any], cards: CardSource) -> RecordedGame:
    decks = tuple(tuple(cards.get(str(name)) for name in deck) for deck in data["decks"])
    names = (str(data["players"][0]), str(data["players"][1]))
    return RecordedGame.new(decks[0], decks[1], seed=int(data["seed"]), names=names)


@dataclass
class Table:
    """A game two people play, each through a seat with its own token."""

    game: Game
    seats: dict[str, Seat]


class Lab:
    """Every session of one Lab process."""

    def __init__(self, cards: CardSource) -> None:
        self.cards = cards
        self.sessions: OrderedDict[str, Stepper] = OrderedDict()
        self.seats: OrderedDict[str, Seat] = OrderedDict()
        self.games: OrderedDict[str, AiGame] = OrderedDict()

    def _keep(self, store: OrderedDict[str, Any], item: Any, limit: int) -> str:
        key = secrets.token_urlsafe(12)
        store[key] = item
        while len(store) > limit:
            store.popitem(last=False)
        return key

    def open_scenario(self, file: str, scenarios: list[Scenario], index: int) -> str:
        run = trace(scenarios[index], self.cards)
        return self._keep(self.sessions, ScenarioSession(file, index, run), MAX_SESSIONS)

    def open_record(self, name: str, data: dict[str, Any]) -> str:
        return self._keep(self.sessions, RecordSession(name, data, self.cards), MAX_SESSIONS)

    def get(self, sid: str) -> Stepper | None:
        return self.sessions.get(sid)

    def open_table(self, game: Game) -> tuple[str, str]:
        """Two seats at a fork of ``game``: the token of each (alice's, bob's)."""
        table = game.copy()
        table.keep_history = True
        tokens = []
        for player in (0, 1):
            seat = Seat(table, player, secrets.token_bytes(16))
            tokens.append(self._keep(self.seats, seat, MAX_SEATS))
        return tokens[0], tokens[1]

    def open_game(self, game: AiGame) -> str:
        """Keep a game against an AI player; its id (unguessable: it is the game's address)."""
        return self._keep(self.games, game, MAX_GAMES)

    def game(self, gid: str) -> AiGame | None:
        return self.games.get(gid)

    def seat(self, token: str) -> Seat | None:
        for key, seat in self.seats.items():
            if secrets.compare_digest(key, token):
                return seat
        return None


def position_scenario(game: GameAny, name: str) -> str | Illegal:
    """The current position of a Magic game as the YAML text of a scenario."""
    if isinstance(game, StagedGame):
        return Illegal(msg("positions of the staged game can't be written as a scenario setup yet"))
    assert isinstance(game, Game)
    setup = game.position()
    if isinstance(setup, Illegal):
        return setup
    doc = {"scenario": name, "setup": setup, "do": []}
    return str(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True))


def accepted(ruling: Ruling | None) -> bool:
    return ruling is ACCEPTED or (ruling is not None and not isinstance(ruling, Illegal))
