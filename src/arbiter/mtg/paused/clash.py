"""The questions of a clash (CR 701.30a, 701.30c): each clashing player decides, in APNAP order
(101.4: the active player first), whether the card they revealed goes on the bottom of their
library; then the cards move at the same time, and each clashing player has clashed (701.30b)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.clash import Clash, Clashed
from arbiter.mtg.enums import Zone
from arbiter.mtg.lki import ClashResult
from arbiter.mtg.objects.transform import mana_value
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class Clashing:
    """The clashing players (APNAP order) with the card each revealed (``revealed``: (player,
    card id), in the order asked), the cards chosen for the bottom so far and how many players
    have answered (``done``), and who won (``winner``, None when nobody did)."""

    players: tuple[int, ...]
    revealed: tuple[tuple[int, int], ...]
    winner: int | None
    bottom: tuple[int, ...] = ()
    done: int = 0

    @property
    def shown_to_all(self) -> tuple[int, ...]:
        """CR 701.30a, 701.20a: the revealed cards stay revealed to every player while the clashing
        players decide where to put them."""
        return tuple(card for _, card in self.revealed)

    def answer(self, g: Game, at: At, where: str) -> Next:
        """CR 701.30a: the card stays on the top or goes to the bottom (it moves with the others)."""
        _, card = self.revealed[self.done]
        chosen = (*self.bottom, card) if where == "bottom" else self.bottom
        return _ask_next(g, at, replace(self, bottom=chosen, done=self.done + 1))


def _ask_next(g: Game, at: At, step: Clashing) -> Next:
    if step.done >= len(step.revealed):
        return _complete(g, step)
    player, card = step.revealed[step.done]
    o = g.state.objects[card]
    prompt = msg("put {card} on the top or the bottom of your library", card=CardName(o.label))
    return pause(g, at, step, Choose(player, Purpose.TOP_OR_BOTTOM, "701.30a", ("top", "bottom"), prompt))


def _complete(g: Game, step: Clashing) -> Next:
    """CR 701.30c: the cards chosen for the bottom move at the same time (each to its own
    library); then each clashing player has clashed, and won or not (701.30b, 701.30d)."""
    st = g.state
    for card in step.bottom:
        o = st.objects[card]
        if o.zone is Zone.LIBRARY:
            move(g, o, Zone.LIBRARY, "701.30c", "is put on the bottom of its owner's library:", bottom=True)
    for p in step.players:
        g.log(Clashed("701.30d", p, st.players[p].name, p == step.winner))
    return Next.GO_ON


def begin_clash(g: Game, at: At, e: Clash) -> Next:
    """CR 701.30b–d: you and an opponent reveal at the same time, the winner is found, then the
    top-or-bottom choices in APNAP order."""
    st = g.state
    o = at.object(g)
    you = o.controller
    # CR 701.30b: you and an opponent (in a two-player game, the only one, 102.3); 101.4: APNAP
    players = tuple(sorted((you, 1 - you), key=lambda p: p != st.active))
    revealed = tuple((p, st.players[p].library[0]) for p in players if st.players[p].library)
    values = {p: mana_value(st.objects[c]) for p, c in revealed}
    for p, c in revealed:
        g.log(
            ev.EffectCreated(
                "701.30a", st.players[p].name, msg("reveals {card}", card=CardName(st.objects[c].label)), (c,)
            )
        )
    # CR 701.30d: a card with a higher mana value than all other cards revealed
    winner = next((p for p in values if all(values[p] > v for q, v in values.items() if q != p)), None)
    g.set(o, "lki", (*o.lki, ClashResult(winner == you)))
    return _ask_next(g, at, Clashing(players, revealed, winner))


def register(askers: Askers) -> None:
    askers.add(Clash, begin_clash)
