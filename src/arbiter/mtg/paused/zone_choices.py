"""Asking each player for the card they move (CR 608.2d, 101.4): the instruction
:class:`~arbiter.mtg.effects.chosen_moves.PlayersMoveChosen` pauses for each player in APNAP order,
then moves every chosen card at once."""

from __future__ import annotations

from contextlib import ExitStack
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, Term, Text, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.chosen_moves import PlayersMoveChosen
from arbiter.mtg.effects.resolution import players_of
from arbiter.mtg.effects.zones import link_exiled
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.state import zone_field
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class MovingChosen:
    """Players choosing, in turn, the card each moves: ``players`` still to ask after the one
    asked now, and the cards chosen so far (moved together when the last one has answered)."""

    effect: PlayersMoveChosen
    players: tuple[int, ...]
    chosen: tuple[int, ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        chosen = (*self.chosen, card) if card else self.chosen
        return _ask(g, at, self.effect, self.players, chosen)


def _options(g: Game, e: PlayersMoveChosen, player: int) -> tuple[int, ...]:
    st = g.state
    cards = getattr(st.players[player], zone_field(e.source))
    return tuple(c for c in cards if not e.types or st.objects[c].card.types & e.types)


def _ask(g: Game, at: At, e: PlayersMoveChosen, players: tuple[int, ...], chosen: tuple[int, ...]) -> Next:
    """Ask the next player who has a card to choose; after the last, move the chosen cards."""
    for i, player in enumerate(players):
        options = _options(g, e, player)
        if not options:
            continue  # CR 609.3: nothing to choose
        if len(options) == 1 and not e.optional:
            chosen = (*chosen, options[0])
            continue
        rest = players[i + 1 :]
        prompt = _prompt(e)
        if e.optional:
            prompt = msg("{prompt} (0: none)", prompt=prompt)
        question = Choose(player, Purpose.MOVE_CHOSEN, "608.2d", (*options, 0) if e.optional else options, prompt)
        return pause(g, at, MovingChosen(e, rest, chosen), question)
    _move_all(g, at, e, chosen)
    return Next.GO_ON


def _prompt(e: PlayersMoveChosen) -> Text:
    """What the player is asked: "a card" when the instruction names no kind ("Target player exiles
    a card from their hand."), not "a card card"."""
    zone, noun = Term("graveyard" if e.source is Zone.GRAVEYARD else "hand"), Quoted(e.noun)
    if e.to is Zone.EXILE:
        if not e.noun:
            return msg("choose a card from your {zone} to exile", zone=zone)
        return msg("choose a {noun} card from your {zone} to exile", noun=noun, zone=zone)
    if not e.noun:
        return msg("choose a card from your {zone} to put onto the battlefield", zone=zone)
    return msg("choose a {noun} card from your {zone} to put onto the battlefield", noun=noun, zone=zone)


def _move_all(g: Game, at: At, e: PlayersMoveChosen, chosen: tuple[int, ...]) -> None:
    """The chosen cards move at once (as far as the engine orders events), each under its
    owner's control (CR 110.2a); a card exiled is linked to the source where an ability of it
    refers to the cards "exiled with ~" (607.2a).

    CR 614.12a: cards put onto the battlefield enter at the same time — their "as ~ enters"
    questions are asked once all are there, and none of them can be chosen in another's answer
    (Exhume: a Clone can't copy the creature, or the other Clone, entering with it)."""
    from arbiter.mtg.objects.as_enters import entering_together  # (it reads the effects' registry)
    from arbiter.mtg.replacement.enters import moving_together

    st = g.state
    cards = [st.objects[cid] for cid in chosen]
    together = (entering_together(g), moving_together(cards)) if e.to is Zone.BATTLEFIELD else ()
    with ExitStack() as stack:
        for ctx in together:
            stack.enter_context(ctx)
        for card in cards:
            if card.zone is not e.source:
                continue
            rule = "110.2a" if e.to is Zone.BATTLEFIELD else "406.2"
            move(g, card, e.to, rule, "is put onto the battlefield" if e.to is Zone.BATTLEFIELD else "is exiled")
            if e.to is Zone.EXILE:
                link_exiled(g, at.object(g), card)


def begin_moving_chosen(g: Game, at: At, e: PlayersMoveChosen) -> Next:
    players = tuple(players_of(g, at.object(g), e.who, list(at.legal)))
    return _ask(g, at, e, players, ())


def register(askers: Askers) -> None:
    askers.add(PlayersMoveChosen, begin_moving_chosen)
