"""A game against an AI player in the Lab: the human plays through their seat (they see only
their view, CR 400.2), the AI answers through its own seat on the server, within a time bound
per request, and undo takes back the human's last choice with the AI's answers since — a
practice game, as ``arbiter play`` plays it in the terminal (``cli/tui_session.py``).

The decks are those ``arbiter play`` takes: the built-in benchmark decks, or a decklist file
(any accepted format) in the workspace, read through :mod:`arbiter.cards.decklist`.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from importlib.resources import files

from arbiter.cards.decklist import Decklist, DecklistError, parse_decklist
from arbiter.cards.registry import CardPool
from arbiter.core.ruling import ACCEPTED, Illegal, Ruling
from arbiter.i18n import N_, msg
from arbiter.lab.cards import EngineCards
from arbiter.lab.workspace import Workspace
from arbiter.mtg.actions import Action, DeclareAttackersDecision, DeclareBlockersDecision, PayCostDecision
from arbiter.mtg.game import Game
from arbiter.mtg.mana.autopay import Payment, autopay
from arbiter.mtg.record import RecordedGame
from arbiter.mtg.seat import Seat
from arbiter.players import Knowledge, Observation, Player, get
from arbiter.scenario.cards import CardSource

AIS = ("heuristic", "random", "mcts")
PAY_AUTOMATICALLY = msg("pay automatically")  # the human's choice shown with its ruling
MCTS_SECONDS = 0.3  # the small budget of the searching AI, per decision
ANSWER_SECONDS = 4.0  # the longest one request lets the AI think before the page answers
BUILTIN_DECKS = {N_("built-in: deck A (green)"): "deck_a.txt", N_("built-in: deck B (red)"): "deck_b.txt"}
DECK_SUFFIXES = (".txt", ".dec", ".dck")
MAX_EVENTS = 400  # log lines on one page (the record holds them all)


def deck_choices(ws: Workspace) -> list[str]:
    """The decks a game may use: the built-in ones, then the workspace's decklist files."""
    return [*BUILTIN_DECKS, *ws.files(DECK_SUFFIXES)]


def load_deck(choice: str, ws: Workspace, cards: CardSource) -> Decklist:
    """The deck ``choice`` names (a built-in deck or a workspace file; refused outside it)."""
    if choice in BUILTIN_DECKS:
        text = files("arbiter.data").joinpath(BUILTIN_DECKS[choice]).read_text(encoding="utf-8")
    else:
        if not choice.endswith(DECK_SUFFIXES):
            raise ValueError(msg("{choice} is not a decklist (.txt, .dec or .dck)", choice=repr(choice)))
        text = ws.read(choice)
    if isinstance(cards, EngineCards):
        return cards.decklist(text, choice)
    if isinstance(cards, CardPool):
        return parse_decklist(text, cards, choice)
    raise DecklistError("decklists need a card pool")


def ai_player(name: str, seed: int) -> Player:
    """The AI ``name`` (one of :data:`AIS`); the searching one with a small time budget."""
    if name == "mcts":
        from arbiter.players.mcts import MctsPlayer

        return MctsPlayer(seed, seconds=MCTS_SECONDS)
    return get(name, seed)


@dataclass(slots=True)
class AiGame:
    """One game between the human (``human``) and an AI, with the human's undo marks and the
    ruling on their last action."""

    game: RecordedGame
    human: int
    ai: Player
    ai_name: str
    knowledge: Knowledge
    seed: int
    undo_allowed: bool = True
    seat: Seat = field(init=False)
    ai_seat: Seat = field(init=False)
    marks: list[int] = field(default_factory=list)  # len(game.moves) before each human choice
    last: Ruling | None = None
    last_text: str = ""
    last_rules: tuple[str, ...] = ()
    answered: int = 0  # requests that acted on the game (the page shows it, so a test can wait for it)

    def __post_init__(self) -> None:
        self.seat = self.game.seat(self.human)
        self.ai_seat = self.game.seat(1 - self.human)

    @classmethod
    def start(cls, mine: Decklist, theirs: Decklist, ai: str, first: bool, seed: int | None = None) -> AiGame:
        """A new game; CR 103.1 picks the starting player from the seed, and the human takes
        the seat that makes ``first`` true (as ``arbiter play --seat``)."""
        seed = seed if seed is not None else secrets.randbelow(1 << 31)
        probe = RecordedGame.new(mine.main, theirs.main, seed=seed, names=("you", "arbiter"))
        human = probe.state.starting_player if first else 1 - probe.state.starting_player
        swapped = (theirs.main, mine.main)
        game = probe if human == 0 else RecordedGame.new(*swapped, seed=seed, names=("arbiter", "you"))
        knowledge = Knowledge(tuple(theirs.main), tuple(mine.main))
        return cls(game, human, ai_player(ai, seed), ai, knowledge, seed)

    @classmethod
    def from_position(cls, game: Game, human: int, ai: str, seed: int = 0) -> AiGame:
        """Play on from a position (a scenario's frame) against an AI, the human in seat
        ``human``. Such a game has no decks to record it by: download the position instead."""
        fork = RecordedGame(game.copy().state, keep_history=True)
        return cls(fork, human, ai_player(ai, seed), ai, Knowledge(), seed)

    @property
    def recorded(self) -> bool:
        """Whether the game began from decks (so its record can be written and replayed)."""
        return self.game.origin is not None

    # -- the human's choices ---------------------------------------------------------------------
    def act(self, text: str = "", index: int | None = None) -> Ruling:
        """The human's action, by its notation or its place among the listed options."""
        if index is not None:
            listed = self.seat.legal_actions()
            if not 0 <= index < len(listed):
                return self._refused(Illegal(msg("that option is no longer offered")), str(index))
            action: Action | Illegal = listed[index]
        else:
            action = self.seat.parse(text)
        if isinstance(action, Illegal):
            return self._refused(action, text)
        return self.take(action)

    def take(self, action: Action) -> Ruling:
        """Apply one of the human's actions through their seat; remembered for undo."""
        text = self.seat.notation(action)
        mark, start = len(self.game.moves), self.game.state.event_count
        ruling = self.seat.apply(action)
        if isinstance(ruling, Illegal):
            return self._refused(ruling, text)
        self.marks.append(mark)
        rules = [e.rule for e in self.seat.events(start) if e.rule]
        self.last, self.last_text, self.last_rules = ruling, text, tuple(dict.fromkeys(rules))[:4]
        return ruling

    def pay_automatically(self) -> Ruling:
        """The human's pending cost paid by the engine's auto-payer (CR 601.2g–h)."""
        if not isinstance(self.seat.pending, PayCostDecision):
            return self._refused(Illegal(msg("no cost is being paid")), PAY_AUTOMATICALLY)
        found = autopay(self.game)
        if not isinstance(found, Payment):
            return self._refused(found.ruling, PAY_AUTOMATICALLY)
        mark = len(self.game.moves)
        for a in found.actions:
            self.game.apply(a)
        self.marks.append(mark)
        self.last, self.last_text, self.last_rules = ACCEPTED, PAY_AUTOMATICALLY, ("601.2h",)
        return ACCEPTED

    def _refused(self, ruling: Illegal, text: str) -> Illegal:
        self.last, self.last_text, self.last_rules = ruling, text, ruling.rules
        return ruling

    def undo(self) -> bool:
        """Back to the human's previous choice: it and the AI's answers since are taken back."""
        if not self.undo_allowed or not self.marks:
            return False
        mark = self.marks.pop()
        while len(self.game.moves) > mark and self.game.undo():
            pass
        self.last, self.last_text, self.last_rules = None, "", ()
        return True

    # -- the AI's answers ------------------------------------------------------------------------
    @property
    def ai_to_decide(self) -> bool:
        dec = self.game.pending
        return dec is not None and dec.player != self.human

    def advance(self, seconds: float = ANSWER_SECONDS) -> bool:
        """Let the AI answer until the human decides or the game ends, for at most about
        ``seconds`` (one AI decision is never cut short); True when it is the human's turn to
        decide or the game is over. A human decision with one option and nothing to declare is
        taken for them (it is not an undo point)."""
        stop = time.monotonic() + seconds
        while not self.game.over and time.monotonic() < stop:
            dec = self.game.pending
            assert dec is not None
            if dec.player != self.human:
                action = self.ai.decide(Observation(self.ai_seat, self.knowledge))
                if not self.ai_seat.apply(action):  # pragma: no cover - players choose legal actions
                    raise RuntimeError(f"the AI chose an illegal action: {action}")
                continue
            options = self.seat.legal_actions()
            if len(options) == 1 and not isinstance(dec, DeclareAttackersDecision | DeclareBlockersDecision):
                self.seat.apply(options[0])
                continue
            return True
        return self.game.over
