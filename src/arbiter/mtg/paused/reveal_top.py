"""Revealing cards from the top of a library (CR 701.20a: shown to every player; 701.20b: they stay
where they are) and the one shape of an optional reveal — "you may reveal it" (kinship, 207.2c),
"you may reveal the top N cards of your library" (ripple, 702.60a): a yes/no question of its
controller (608.2d); "yes" reveals the cards, "no" leaves the game as it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import CardName, join, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.paused.base import At, Next, pause

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.paused import Paused

YES = "yes"


def reveal_top(g: Game, player: int, cards: tuple[int, ...]) -> None:
    """CR 701.20a: ``cards``, from the top of ``player``'s library, are shown to every player
    (logged); they stay where they are (701.20b)."""
    st = g.state
    names = join([CardName(st.objects[c].card.name) for c in cards])
    shown = msg("reveals {names} from the top of their library", names=names)
    g.log(ev.EffectCreated("701.20a", st.players[player].name, shown, cards))


def ask_to_reveal(g: Game, at: At, step: Paused, player: int, rule: str, prompt: str) -> Next:
    """CR 608.2d: ``player`` is asked whether to reveal ("yes" or "no"); ``step`` reads the
    answer with :func:`revealed`."""
    return pause(g, at, step, Choose(player, Purpose.MAY, rule, (YES, "no"), prompt))


def revealed(g: Game, answer: str, player: int, cards: tuple[int, ...]) -> bool:
    """The answer to :func:`ask_to_reveal`: on "yes" ``cards`` are revealed (701.20a) — True; on
    "no" nothing happens — False (608.2e: an "If you do" that follows isn't done)."""
    if answer != YES:
        return False
    reveal_top(g, player, cards)
    return True
