"""The state of a staged game: cards, players, the declaration in progress and the game actions
waiting to resolve. Plain slotted records changed only through the game's journal."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.core.events import Event, LogCell, log_events
from arbiter.core.slots import slot_cloner
from arbiter.staged import rules as R
from arbiter.staged.cards import CardDef
from arbiter.staged.messages import render


@dataclass(frozen=True, slots=True)
class Note(Event):
    """An event of the staged game: what happened, and the rule (512.5.4, 512.5.5, or one of
    our documented default stages). ``hidden_from``: the player who may not read ``what``
    (it names a face-down target); that player reads ``public`` instead."""

    what: str
    hidden_from: int | None = None
    public: str = ""

    def text(self) -> str:
        return self.what

    def cite(self) -> str:
        """The rule cited; our own assumptions (``rules.ASSUMED``) are marked as such."""
        return f"{'assumption' if self.rule in R.ASSUMED else 'rule'} {self.rule}"

    def text_for(self, player: int | None, lang: str = "en") -> str:
        """The text as ``player`` may read it (None: the whole truth), in ``lang``."""
        if player is not None and player == self.hidden_from:
            return render(self.public, lang)
        return render(self.what, lang)

    def line_in(self, lang: str = "en", player: int | None = None) -> str:
        """The event with its rule, in ``lang`` ("en" or "ru")."""
        word = "допущение" if self.rule in R.ASSUMED else "правило"
        cite = f"{word} {self.rule}" if lang == "ru" else self.cite()
        return f"{self.text_for(player, lang)}  [{cite}]"


class Card:
    __slots__ = ("closed", "damage", "defn", "id", "owner", "statuses", "zone")

    def __init__(self, cid: int, defn: CardDef, owner: int, zone: str) -> None:
        self.id = cid
        self.defn = defn
        self.owner = owner
        self.zone = zone  # "field", "hand", "graveyard", or before the battle "deck" and "dealt"
        self.damage = 0
        self.closed = False
        self.statuses: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return self.defn.name


class Player:
    __slots__ = ("crystals", "energy", "index", "name")

    def __init__(self, index: int, name: str, energy: int) -> None:
        self.index = index
        self.name = name
        self.energy = energy
        self.crystals = 0  # left to spend on recruiting (rule 302)


@dataclass(frozen=True, slots=True)
class Target:
    card: int
    hidden: bool = False  # chosen face down
    revealed: bool = False
    redirected: bool = False


@dataclass(frozen=True, slots=True)
class Declaration:
    player: int
    source: int
    feature: str
    index: int  # which ability of a composite feature
    targets: tuple[Target, ...]
    stage: str
    blocked: bool = False
    illegal: bool = False


@dataclass(frozen=True, slots=True)
class Response:
    """A game action played in response: a blocking, redirecting or defending feature, or a
    triggered feature waiting to resolve. ``number`` names it for the rest of the declaration
    (the order in which it was played, from 0): a "block an action" feature points at a game
    action by this number, which stays valid when other game actions leave the list."""

    player: int
    source: int
    feature: str
    role: str
    target: int | None = None  # block action: the number of the game action it blocks (None: the feature)
    new_target: int | None = None  # redirect: the card the target becomes
    number: int = 0


@dataclass(frozen=True, slots=True)
class Priority:
    player: int
    stage: str


@dataclass(frozen=True, slots=True)
class FormNext:
    """Forming the declaration of the next ability of a composite feature: choose its targets."""

    player: int


Pending = Priority | FormNext


class State:
    __slots__ = ("active", "cards", "config", "decl", "log", "over", "passes", "pending", "played", "players",
                 "priority", "responses", "rng", "turn", "winner")  # fmt: skip

    def __init__(self, names: tuple[str, str], config: R.RulesConfig, seed: int) -> None:
        self.players: tuple[Player, ...] = (
            Player(0, names[0], config.starting_energy),
            Player(1, names[1], config.starting_energy),
        )
        self.cards: dict[int, Card] = {}
        self.config = config
        self.active = 0
        self.priority = 0
        self.passes = 0
        self.pending: Pending = Priority(0, "main")
        self.decl: Declaration | None = None
        self.responses: tuple[Response, ...] = ()
        self.played = 0  # game actions played during the current declaration (their numbers)
        self.rng = seed
        self.log: LogCell = None
        self.over = False
        self.winner: int | None = None  # None with ``over``: a draw
        self.turn = 1

    def clone(self) -> State:
        new = _clone_state(self)
        new.players = tuple(_clone_player(p) for p in self.players)
        new.cards = {k: _clone_card(c) for k, c in self.cards.items()}
        return new

    def digest_data(self) -> tuple[object, ...]:
        return (
            tuple((p.name, p.energy, p.crystals) for p in self.players),
            tuple((c.id, c.name, c.owner, c.zone, c.damage, c.closed, c.statuses) for c in self.cards.values()),
            self.active, self.priority, self.passes, repr(self.pending), repr(self.decl), repr(self.responses),
            self.played, self.rng, self.log[2] if self.log else 0, self.over, self.winner, self.turn,
        )  # fmt: skip

    @property
    def events(self) -> list[Any]:
        return log_events(self.log)


_clone_state = slot_cloner(State)
_clone_player = slot_cloner(Player)
_clone_card = slot_cloner(Card)
