"""The questions of a clash (CR 701.30a): each clashing player puts the card they revealed on the
top or the bottom of their library, the controller first (101.4: APNAP order of the two clashing
players, the controller of the clash being the one whose spell or ability it is)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.clash import Clash
from arbiter.mtg.enums import Zone
from arbiter.mtg.lki import ClashResult
from arbiter.mtg.objects.transform import mana_value
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class Clashing:
    """The cards revealed (``revealed``: (player, card id) in the order asked) and how many of
    them have been put back (``done``)."""

    revealed: tuple[tuple[int, int], ...]
    done: int = 0

    def answer(self, g: Game, at: At, where: str) -> Next:
        """CR 701.30a: the card on the top (where it is) or the bottom of its owner's library."""
        _, card = self.revealed[self.done]
        o = g.state.objects[card]
        if where == "bottom" and o.zone is Zone.LIBRARY:
            move(g, o, Zone.LIBRARY, "701.30a", "is put on the bottom of its owner's library:", bottom=True)
        return _ask_next(g, at, replace(self, done=self.done + 1))


def _ask_next(g: Game, at: At, step: Clashing) -> Next:
    if step.done >= len(step.revealed):
        return Next.GO_ON
    player, card = step.revealed[step.done]
    o = g.state.objects[card]
    prompt = msg("put {card} on the top or the bottom of your library", card=CardName(o.label))
    return pause(g, at, step, Choose(player, Purpose.TOP_OR_BOTTOM, "701.30a", ("top", "bottom"), prompt))


def begin_clash(g: Game, at: At, e: Clash) -> Next:
    """CR 701.30a, 701.30c: reveal, decide who won, then the top-or-bottom choices."""
    st = g.state
    o = at.object(g)
    you = o.controller
    players = (you, 1 - you)  # (the opponent: in a two-player game, the only one, 102.3)
    revealed = tuple((p, st.players[p].library[0]) for p in players if st.players[p].library)
    values = {p: mana_value(st.objects[c]) for p, c in revealed}
    for p, c in revealed:
        g.log(
            ev.EffectCreated("701.30a", st.players[p].name, msg("reveals {card}", card=CardName(st.objects[c].label)))
        )
    won = you in values and all(values[you] > v for p, v in values.items() if p != you)
    g.set(o, "lki", (*o.lki, ClashResult(won)))
    words = msg("wins the clash") if won else msg("doesn't win the clash")
    g.log(ev.EffectCreated("701.30c", st.players[you].name, words))
    return _ask_next(g, at, Clashing(revealed))


def register(askers: Askers) -> None:
    askers.add(Clash, begin_clash)
