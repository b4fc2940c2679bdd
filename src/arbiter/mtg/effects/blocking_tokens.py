"""Creatures put onto the battlefield blocking (CR 509.4): "Create a 1/1 green Saproling creature
token that's blocking target creature attacking you." The token is a blocking creature, but it was
never declared as a blocker: requirements and restrictions on declaring blockers don't apply to
it (509.4b), and it never "blocked" — "whenever ~ blocks" doesn't trigger (509.3a). If the
attacker is no longer attacking its controller, the token enters but never blocks (509.4a, 506.3e)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.effects.tokens import CreateToken, create_tokens
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class CreateTokenBlocking(Effect):
    """ "<create a token> that's blocking <attacker>." (CR 509.4)."""

    token: CreateToken
    attacker: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{self.token.text(specs).removesuffix('.')} that's blocking {self.attacker.text(specs)}."


@handles(CreateTokenBlocking)
def _create_blocking(g: Game, o: GameObject, e: CreateTokenBlocking, legal: list[bool]) -> None:
    attacker = permanent_of(g, o, e.attacker, legal)
    for token in create_tokens(g, o, e.token):
        if attacker is None or attacker.zone is not Zone.BATTLEFIELD or not _attacks(attacker, token.controller):
            # CR 509.4a, 506.3e: it enters, but it's never a blocking creature
            g.log(
                ev.EffectCreated("509.4a", token.label, msg("enters but isn't blocking: that creature isn't attacking"))
            )
            continue
        put_blocking(g, token, attacker)


def _attacks(attacker: GameObject, player: int) -> bool:
    return attacker.attacking == PlayerRef(player)


def put_blocking(g: Game, blocker: GameObject, attacker: GameObject) -> None:
    """CR 509.4: ``blocker`` is blocking ``attacker`` (which becomes blocked, 509.1h) — without a
    declaration, so nothing that reads "blocks" or declaring blockers sees it (509.3a, 509.4b);
    "becomes blocked" triggers do (509.3c–d, in the trigger collection)."""
    was_blocked = attacker.blocked
    g.set(blocker, "blocking", (*blocker.blocking, attacker.id))
    g.set(blocker, "blocker", True)  # CR 509.1g
    g.set(attacker, "blockers", (*attacker.blockers, blocker.id))
    g.set(attacker, "blocked", True)
    g.log(ev.PutBlocking("509.4", blocker.id, attacker.id, blocker.label, attacker.label, was_blocked))
