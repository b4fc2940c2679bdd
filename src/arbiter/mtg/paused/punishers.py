"""The questions of :mod:`arbiter.mtg.effects.punishers`: each player in APNAP order chooses a
card to discard or a permanent to sacrifice, or neither (0: they lose the life instead, CR
118.12a, 101.4); and the controller's choice of one permanent of each kind to sacrifice
(701.21a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg import effects
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.life import lose_life
from arbiter.mtg.effects.punishers import LosesLifeUnless, SacrificeOneOfEach
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import cards_in_hand, discard, move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class ChoosingUnless:
    """Each of ``players`` in turn (APNAP, CR 101.4) chooses; ``chosen``: (player, card or
    permanent, 0 for none) so far."""

    e: LosesLifeUnless
    players: tuple[int, ...]
    chosen: tuple[tuple[int, int], ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        return ask_unless(g, at, self.e, self.players[1:], (*self.chosen, (self.players[0], card)))


def _options(g: Game, e: LosesLifeUnless, player: int) -> tuple[int, ...]:
    """The cards in ``player``'s hand (a discard, 701.9a), or the permanents they control of the
    kind (a sacrifice, 701.21a)."""
    st = g.state
    if e.what is None:
        return cards_in_hand(g, player)
    permanents = tuple(
        oid
        for oid in st.battlefield
        if st.objects[oid].controller == player and fits(g, e.what, st.objects[oid], player)
    )
    return (*permanents, *cards_in_hand(g, player)) if e.or_discard else permanents


def begin_unless(g: Game, at: At, e: LosesLifeUnless) -> Next:
    """CR 101.4: the players the word means, the active player first."""
    players = tuple(effects.players_of(g, at.object(g), e.who, list(at.legal)))
    st = g.state
    players = tuple(sorted(players, key=lambda p: (p - st.active) % len(st.players)))
    return ask_unless(g, at, e, players, ())


def ask_unless(
    g: Game, at: At, e: LosesLifeUnless, players: tuple[int, ...], chosen: tuple[tuple[int, int], ...]
) -> Next:
    """Ask the next player (one who can't discard or sacrifice has no choice: 0); then the
    discards or sacrifices happen at once, and each player who chose neither loses the life
    (CR 118.12a, 101.4)."""
    while players:
        options = _options(g, e, players[0])
        if options:
            if e.what is None:
                prompt = msg("discard a card (0: lose {n} life)", n=e.amount)
                question = Choose(players[0], Purpose.DISCARD, "118.12a", (*options, 0), prompt)
            elif e.or_discard:
                noun = Quoted(e.what.text)
                prompt = msg("sacrifice {noun} or discard a card (0: lose {n} life)", noun=noun, n=e.amount)
                question = Choose(players[0], Purpose.SACRIFICE, "118.12a", (*options, 0), prompt)
            else:
                prompt = msg("sacrifice {noun} (0: lose {n} life)", noun=Quoted(e.what.text), n=e.amount)
                question = Choose(players[0], Purpose.SACRIFICE, "118.12a", (*options, 0), prompt)
            return pause(g, at, ChoosingUnless(e, players, chosen), question)
        chosen, players = (*chosen, (players[0], 0)), players[1:]
    st = g.state
    for _player, card in chosen:
        o = st.objects[card] if card else None
        if o is not None and (e.what is None or e.or_discard) and o.zone is Zone.HAND:
            discard(g, o)  # CR 701.9a
        elif o is not None and e.what is not None and o.zone is Zone.BATTLEFIELD:
            move(g, o, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
    for player, card in chosen:
        if not card:
            lose_life(g, player, e.amount, "118.12a")
    return Next.GO_ON


@dataclass(frozen=True, slots=True)
class SacrificingEach:
    """The permanents chosen so far, one for each of the first kinds of ``e``."""

    e: SacrificeOneOfEach
    chosen: tuple[int, ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        return ask_each(g, at, self.e, (*self.chosen, card))


def _most(fitting: tuple[tuple[int, ...], ...], taken: frozenset[int]) -> int:
    """How many of the kinds left can each get a different permanent (``fitting``: those of each
    kind)."""
    if not fitting:
        return 0
    rest = _most(fitting[1:], taken)
    return max([rest, *(1 + _most(fitting[1:], taken | {oid}) for oid in fitting[0] if oid not in taken)])


def ask_each(g: Game, at: At, e: SacrificeOneOfEach, chosen: tuple[int, ...]) -> Next:
    """CR 701.21a: for each kind in turn, a permanent of it not chosen already — among those that
    still let as many kinds as possible be sacrificed for (609.3: as much as possible; 0: none for
    this kind); then they are sacrificed at once."""
    st = g.state
    player = at.object(g).controller
    mine = tuple(oid for oid in st.battlefield if st.objects[oid].controller == player)
    fitting = tuple(tuple(oid for oid in mine if fits(g, kind, st.objects[oid], player)) for kind in e.kinds)
    while len(chosen) < len(e.kinds):
        here, taken = len(chosen), frozenset(chosen)
        best = _most(fitting[here:], taken)
        options = tuple(
            oid for oid in fitting[here] if oid not in taken and 1 + _most(fitting[here + 1 :], taken | {oid}) == best
        )
        if _most(fitting[here + 1 :], taken) == best:
            options = (*options, 0)  # (nothing is lost by sacrificing none for this kind)
        if len(options) > 1:
            prompt = msg("sacrifice {noun}", noun=Quoted(e.kinds[here].text))
            return pause(
                g, at, SacrificingEach(e, chosen), Choose(player, Purpose.SACRIFICE, "701.21a", options, prompt)
            )
        chosen = (*chosen, options[0] if options else 0)
    for oid in chosen:
        if oid and st.objects[oid].zone is Zone.BATTLEFIELD:
            move(g, st.objects[oid], Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
    return Next.GO_ON


def register(askers: Askers) -> None:
    askers.add(LosesLifeUnless, begin_unless)
    askers.add(SacrificeOneOfEach, lambda g, at, e: ask_each(g, at, e, ()))
