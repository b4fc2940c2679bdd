"""What a player reads when it decides, and the one method it answers with.

A player is anything with ``decide(observation) -> action``. The :class:`Observation` is the seat's
view and nothing more (CR 400.2, 401.2, 402.3): the seat's :class:`~arbiter.mtg.view.View`, its
pending decision and legal actions (objects named by the seat's aliases), a judge for actions the
player builds itself (a declaration of attackers not listed, say), the decklists it was told, and
:meth:`Observation.sample` — a game determinized from that knowledge (``determinize.py``) to look
ahead on. The real game is held privately; a player that reads only these can't peek.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from arbiter.core.rng import Rng
from arbiter.mtg.actions import Action, Decision
from arbiter.mtg.seat import Seat
from arbiter.mtg.view import View
from arbiter.players.determinize import Knowledge, determinize

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


class Observation:
    """One decision as a seat sees it (see the module docstring)."""

    __slots__ = ("_seat", "actions", "knowledge", "pending", "view")

    def __init__(self, seat: Seat, knowledge: Knowledge | None = None) -> None:
        self._seat = seat
        self.knowledge = knowledge or Knowledge()
        self.view: View = seat.view()
        pending = seat.pending
        assert isinstance(pending, Decision), "a player is asked only for its own decision"
        self.pending: Decision = pending
        self.actions: tuple[Action, ...] = seat.legal_actions()

    @property
    def player(self) -> int:
        return self._seat.player

    def check(self, action: Action) -> bool:
        """Whether the seat may take ``action`` now (the engine's ruling, as a bool)."""
        return bool(self._seat.check(action))

    def sample(self, rng: Rng) -> Seat:
        """A seat at a determinized copy of the game, with this seat's aliases: its legal actions
        name visible objects as this seat's do, so an action found there can be answered here."""
        game: Game = determinize(self._seat.game, self._seat.player, self.knowledge, rng)
        return Seat(game, self._seat.player, key=self._seat.aliases.key)


def aliased(seat: Seat, action: Action) -> Action:
    """An engine action of ``seat.game`` in the seat's aliases (the Seat's own mapping)."""
    return seat._out(action)  # the facade's mapping; a public name for it belongs to seat.py


class Player(Protocol):
    """Anything that answers a decision: ``decide`` returns an action for ``obs.pending``."""

    name: str

    def decide(self, obs: Observation) -> Action: ...
