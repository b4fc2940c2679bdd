"""Instructions for the controller of a target that has left the battlefield, found as it last
existed there (CR 608.2h): "Destroy target permanent. Its controller creates a 3/3 green Beast
creature token." (Beast Within, Pongify, Rapid Hybridization)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import player_of
from arbiter.mtg.effects.tokens import create_tokens
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.effects.tokens import CreateToken
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PlayerCreates(Effect):
    """ "<player> creates <token>." — the player (``who``, e.g. "its controller": the target's
    controller as it last existed on the battlefield, 608.2h) creates the tokens, so owns and
    controls them (111.2). ``subject`` is the printed player phrase ("Its controller")."""

    who: Ref
    token: CreateToken
    subject: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        made = self.token.text(specs)
        return f"{self.subject} creates {made.removeprefix('Create ')}"


@handles(PlayerCreates)
def _player_creates(g: Game, o: GameObject, e: PlayerCreates, legal: list[bool]) -> None:
    who = player_of(g, o, e.who, legal)
    if who is not None:
        create_tokens(g, o, e.token, player=who)
