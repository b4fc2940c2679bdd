"""The two decisions of separating into piles (CR 700.3): one player puts objects into the first
pile one at a time (0: the rest form the second pile; a pile may be empty, 700.3d), then another
player chooses one of the two piles — for Fact or Fiction the pile put into the hand, for Liliana
of the Veil the pile sacrificed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, join, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.piles import PermanentPiles, RevealedPiles
from arbiter.mtg.effects.resolution import player_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

Piles = RevealedPiles | PermanentPiles
_SEPARATE = msg("put an object into the first pile (0: the rest form the second pile)")


@dataclass(frozen=True, slots=True)
class SeparatingPiles:
    """``separator`` is separating ``objects``; ``first``: those put into the first pile so far;
    ``chooser`` chooses a pile next."""

    piles: Piles
    objects: tuple[int, ...]
    first: tuple[int, ...]
    separator: int
    chooser: int

    def answer(self, g: Game, at: At, choice: int) -> Next:
        first = (*self.first, choice) if choice else self.first
        if choice and len(first) < len(self.objects):
            return _ask_separate(g, at, SeparatingPiles(self.piles, self.objects, first, self.separator, self.chooser))
        second = tuple(o for o in self.objects if o not in first)
        return _ask_pile(g, at, self.piles, first, second, self.chooser)


@dataclass(frozen=True, slots=True)
class ChoosingPile:
    """``chooser`` chooses pile 1 (``first``) or 2 (``second``)."""

    piles: Piles
    first: tuple[int, ...]
    second: tuple[int, ...]

    def answer(self, g: Game, at: At, choice: int) -> Next:
        chosen, other = (self.first, self.second) if choice == 1 else (self.second, self.first)
        st = g.state
        if isinstance(self.piles, RevealedPiles):
            for oid in chosen:
                if st.objects[oid].zone is Zone.LIBRARY:
                    move(g, st.objects[oid], Zone.HAND, "700.3", "is put")
            for oid in other:
                if st.objects[oid].zone is Zone.LIBRARY:
                    move(g, st.objects[oid], Zone.GRAVEYARD, "700.3", "is put")
            return Next.GO_ON
        for oid in chosen:
            victim = st.objects[oid]
            if victim.zone is Zone.BATTLEFIELD:
                move(g, victim, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
        return Next.GO_ON


def _ask_separate(g: Game, at: At, step: SeparatingPiles) -> Next:
    options = tuple(o for o in step.objects if o not in step.first)
    question = Choose(step.separator, Purpose.SEPARATE, "700.3", (*options, 0), _SEPARATE)
    return pause(g, at, step, question)


def _ask_pile(g: Game, at: At, piles: Piles, first: tuple[int, ...], second: tuple[int, ...], chooser: int) -> Next:
    st = g.state

    def names(pile: tuple[int, ...]) -> str:
        return join([CardName(st.objects[o].label) for o in pile]) if pile else msg("nothing")

    prompt = msg("choose a pile — 1: {names}; 2: {names2}", names=names(first), names2=names(second))
    return pause(g, at, ChoosingPile(piles, first, second), Choose(chooser, Purpose.PILE, "700.3", (1, 2), prompt))


def begin_revealed_piles(g: Game, at: At, e: RevealedPiles) -> Next:
    """Reveal the top cards; an opponent separates them and the controller chooses the pile for
    their hand — or the other way round (CR 700.3)."""
    o = at.object(g)
    you = o.controller
    cards = g.state.players[you].library[: e.count]
    if not cards:
        return Next.GO_ON
    shown = join([CardName(g.state.objects[c].label) for c in cards])
    g.log(ev.EffectCreated("701.20a", g.state.players[you].name, msg("reveals {shown}", shown=shown), tuple(cards)))
    separator, chooser = (you, 1 - you) if e.you_separate else (1 - you, you)
    return _ask_separate(g, at, SeparatingPiles(e, tuple(cards), (), separator, chooser))


def begin_permanent_piles(g: Game, at: At, e: PermanentPiles) -> Next:
    """The controller separates the player's permanents; that player chooses the pile they
    sacrifice (CR 700.3, 701.21a)."""
    o = at.object(g)
    player = player_of(g, o, e.who, list(at.legal))
    if player is None:
        return Next.GO_ON
    st = g.state
    mine = tuple(
        oid for oid in st.battlefield
        if st.objects[oid].controller == player and fits(g, e.what, st.objects[oid], player)
    )  # fmt: skip
    if not mine:
        return Next.GO_ON
    return _ask_separate(g, at, SeparatingPiles(e, mine, (), o.controller, player))


def register(askers: Askers) -> None:
    askers.add(RevealedPiles, begin_revealed_piles)
    askers.add(PermanentPiles, begin_permanent_piles)
