"""The questions of a clash (CR 701.30a, 701.30c): each clashing player may put the card they
revealed on the bottom of their library; the players decide in APNAP order (101.4: the active
player first, whoever controls the clash), then the cards chosen for the bottom move at the same
time."""

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
    """The cards revealed (``revealed``: (player, card id) in APNAP order, the order asked), how
    many players have decided (``done``) and the cards they chose to put on the bottom
    (``bottom``)."""

    revealed: tuple[tuple[int, int], ...]
    done: int = 0
    bottom: tuple[int, ...] = ()

    @property
    def shown_to_all(self) -> tuple[int, ...]:
        """CR 701.30a, 701.20a: the revealed cards stay revealed to every player while the clashing
        players decide where to put them."""
        return tuple(card for _, card in self.revealed)

    def answer(self, g: Game, at: At, where: str) -> Next:
        """CR 701.30a: the card stays on the top or goes to the bottom of its owner's library."""
        _, card = self.revealed[self.done]
        chosen = (*self.bottom, card) if where == "bottom" else self.bottom
        return _ask_next(g, at, replace(self, done=self.done + 1, bottom=chosen))


def _ask_next(g: Game, at: At, step: Clashing) -> Next:
    if step.done >= len(step.revealed):
        # CR 701.30c: every player has decided; the cards move at the same time.
        for card in step.bottom:
            o = g.state.objects[card]
            if o.zone is Zone.LIBRARY:
                move(g, o, Zone.LIBRARY, "701.30c", "is put on the bottom of its owner's library:", bottom=True)
        return Next.GO_ON
    player, card = step.revealed[step.done]
    o = g.state.objects[card]
    prompt = msg("put {card} on the top or the bottom of your library", card=CardName(o.label))
    return pause(g, at, step, Choose(player, Purpose.TOP_OR_BOTTOM, "701.30a", ("top", "bottom"), prompt))


def begin_clash(g: Game, at: At, e: Clash) -> Next:
    """CR 701.30a–d: reveal, decide who won, then the top-or-bottom choices in APNAP order."""
    st = g.state
    o = at.object(g)
    you = o.controller
    # CR 701.30b: you and an opponent (in a two-player game, the only one, 102.3) each clash;
    # 701.30c: they decide in APNAP order (101.4), the active player first.
    players = (st.active, 1 - st.active)
    revealed = tuple((p, st.players[p].library[0]) for p in players if st.players[p].library)
    values = {p: mana_value(st.objects[c]) for p, c in revealed}
    for p, c in revealed:
        g.log(
            ev.EffectCreated(
                "701.30a", st.players[p].name, msg("reveals {card}", card=CardName(st.objects[c].label)), (c,)
            )
        )
    won = you in values and all(values[you] > v for p, v in values.items() if p != you)
    g.set(o, "lki", (*o.lki, ClashResult(won)))
    words = msg("wins the clash") if won else msg("doesn't win the clash")
    g.log(ev.EffectCreated("701.30d", st.players[you].name, words))
    return _ask_next(g, at, Clashing(revealed))


def register(askers: Askers) -> None:
    askers.add(Clash, begin_clash)
