"""Where a resolution stands and how it pauses for a decision (CR 608.2c–d).

A spell or ability follows its instructions in order (608.2c); one that needs a player's choice
(608.2d) pauses the resolution: ``GameState.resolving`` holds a :class:`Resolving` — the object,
the instruction, the target legality found as it began (608.2b) and the question's own progress
(a record of :mod:`arbiter.mtg.paused`) — and ``GameState.pending`` the decision asked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, auto
from typing import TYPE_CHECKING, TypeVar, cast

if TYPE_CHECKING:
    from arbiter.mtg.actions import Decision
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.effect import Effect
    from arbiter.mtg.paused import Paused
    from arbiter.mtg.state import GameObject


class Next(Enum):
    """What the resolution does after an instruction, or after an answer to its question."""

    GO_ON = auto()  # the instruction is done: follow the next one
    NOT_DONE = auto()  # an optional action wasn't done: skip its "If you do, …" (608.2e)
    PAUSED = auto()  # a decision is pending (or a spell is being cast during the resolution, 608.2g)
    STOPPED = auto()  # the rest of the resolution doesn't happen (the turn ended, 724.1)


@dataclass(frozen=True, slots=True)
class At:
    """The object resolving, the index of the instruction being followed, and which of its
    targets were legal as it began to resolve (CR 608.2b). ``controller``: set while another player
    performs the instruction (:class:`ForPlayer`) — the object's own controller, given back when the
    instruction is done (meanwhile the object is controlled by the performing player, so "you" in the
    instruction and every question it asks mean that player)."""

    obj: int
    index: int
    legal: tuple[bool, ...]
    controller: int | None = None

    def object(self, g: Game) -> GameObject:
        return g.state.objects[self.obj]

    def source(self, g: Game) -> GameObject | None:
        """The source of the resolving ability (its last known information when it left)."""
        o = self.object(g)
        return g.state.objects.get(o.source) if o.source is not None else None


@dataclass(frozen=True, slots=True)
class Resolving:
    """A resolution paused for a decision: where it stands, and the question's progress."""

    at: At
    step: Paused


def pause(g: Game, at: At, step: Paused, decision: Decision) -> Next:
    """Pause the resolution at ``at`` to ask ``decision``; ``step`` takes the answer."""
    st = g.state
    g.set(st, "resolving", Resolving(at, step))
    g.set(st, "pending", decision)
    return Next.PAUSED


@dataclass(frozen=True, slots=True)
class ForPlayer:
    """An instruction performed by ``player`` rather than by the resolving object's controller: "you"
    in it means that player ("Each opponent may search their library …", CR 608.2c)."""

    player: int
    effect: Effect


@dataclass(frozen=True, slots=True)
class Offered:
    """ "<player> may <instruction>": that player's own yes/no decision (CR 608.2d); the instructions
    they then perform follow as "If you do" parts (608.2e)."""

    player: int
    offer: Effect


def act_as(g: Game, at: At, player: int) -> At:
    """Let ``player`` perform the instruction at ``at``: the resolving object is controlled by them
    until :func:`act_done` (the position returned remembers whose it is)."""
    o = at.object(g)
    own = o.controller if at.controller is None else at.controller
    if player == o.controller:
        return at
    g.set(o, "controller", player)
    return At(at.obj, at.index, at.legal, own)


def act_done(g: Game, at: At) -> None:
    """The instruction another player performed is done: the object is its controller's again."""
    if at.controller is not None:
        g.set(at.object(g), "controller", at.controller)


E = TypeVar("E")
Asker = Callable[["Game", At, E], Next]


class Askers:
    """The instructions that may pause a resolution, each with the function that follows it —
    by the instruction's class, so each function's instruction is typed."""

    __slots__ = ("_by_type", "_ordering")

    def __init__(self) -> None:
        self._by_type: dict[type, Callable[..., Next]] = {}
        self._ordering: set[type] = set()

    def add(self, kind: type[E], ask: Asker[E], *, ordering: bool = False) -> None:
        """``ordering``: the instruction asks only the order of replacement effects that apply to
        what it does, when that order changes the result (CR 616.1) — not a decision of its own."""
        self._by_type[kind] = ask
        if ordering:
            self._ordering.add(kind)

    def decides(self, kind: type) -> bool:
        """Whether the instruction asks a decision of its own (CR 608.2d)."""
        return kind in self._by_type and kind not in self._ordering

    def get(self, e: E) -> Asker[E] | None:
        return cast("Asker[E] | None", self._by_type.get(type(e)))

    def __contains__(self, kind: type) -> bool:
        return kind in self._by_type


def log_choice(g: Game, player: int, value: str, card_name: bool = False) -> None:
    """CR 608.2d: the log line for a word chosen as an instruction is followed (a color, a type, a
    keyword, a card name — shown as the card is, 201.4): "<player> chooses <value>"."""
    from arbiter.i18n import CardName, Term, msg
    from arbiter.mtg import events as ev

    shown = CardName(value) if card_name else Term(value)
    g.log(ev.EffectCreated("608.2d", g.state.players[player].name, msg("chooses {shown}", shown=shown)))
