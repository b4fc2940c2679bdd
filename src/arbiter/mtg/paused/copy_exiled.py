"""The questions of "Choose an instant or sorcery card exiled this way and copy it three times. You
may cast the copies without paying their mana costs." (Chandra, Pyromaster's −7).

CR 608.2d: the ability's controller chooses one of the instant and sorcery cards the instruction
before exiled, still in exile as the same objects (400.7); none: nothing happens (609.3). CR 707.12:
a copy of a card is created in the zone the card is in (exile) and cast while the ability resolves
(608.2g), without paying its mana cost (118.9); the copies are cast one at a time, each when the
one before is on the stack. A copy not cast would cease to exist in exile (704.5e), so each copy is
made as its player decides to cast it — "0: no more" ends the offers (the copies are alike, so
casting any k of them is answering yes k times). A copy that can't be cast (no legal target,
601.2c; a prohibition, 601.3) isn't offered."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.casting import cast_during_resolution
from arbiter.mtg.casting.split_half import could_cast
from arbiter.mtg.effects.copy_exiled import CastCopiesOfExiled
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.paused.base import Askers, At, Next, Resolving, pause
from arbiter.mtg.state import ExiledCard

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

RULE = "707.12"
_KINDS = (CardType.INSTANT, CardType.SORCERY)


@dataclass(frozen=True, slots=True)
class ChoosingCopied:
    """CR 608.2d: the instant or sorcery card exiled this way that is copied."""

    times: int

    def answer(self, g: Game, at: At, card: int) -> Next:
        return _offer(g, at, card, self.times)

    def after_cast(self, g: Game, at: At) -> Next:  # pragma: no cover - nothing is cast
        return Next.GO_ON


@dataclass(frozen=True, slots=True)
class CastingCopies:
    """CR 707.12: a copy of ``card`` is cast (its id) or no more are (0); ``left`` copies remain."""

    card: int
    left: int

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            return Next.GO_ON  # (the copies not cast cease to exist: 704.5e)
        st = g.state
        player = at.object(g).controller
        original = st.objects[self.card]
        copy = g.create(original.card, player, Zone.EXILE, token=True)  # CR 707.12: made where the card is
        g.set(copy, "marks", frozenset({"copy"}))
        g.log(ev.EffectCreated(RULE, st.players[player].name, msg("copies {card}", card=CardName(original.label))))
        g.set(st, "resolving", Resolving(at, self))
        cast_during_resolution(g, copy.id, player, marks=frozenset({"copy"}))  # CR 118.9: without paying
        return Next.PAUSED

    def after_cast(self, g: Game, at: At) -> Next:
        return _offer(g, at, self.card, self.left - 1)


def _offer(g: Game, at: At, card: int, left: int) -> Next:
    """Offer a copy of ``card`` while copies are left and one could be cast (601.2c, 601.3)."""
    o = at.object(g)
    original = g.state.objects[card]
    if left <= 0 or not could_cast(g, original, o.controller):
        return Next.GO_ON
    prompt = msg(
        "cast a copy of {card} without paying its mana cost ({left} left; 0: no more)",
        card=CardName(original.label), left=left,
    )  # fmt: skip
    return pause(g, at, CastingCopies(card, left), Choose(o.controller, Purpose.CAST, RULE, (card, 0), prompt))


def begin_copies_of_exiled(g: Game, at: At, e: CastCopiesOfExiled) -> Next:
    """The instant and sorcery cards exiled this way, still in exile (400.7): none, nothing; one,
    it is the one chosen; several, the controller chooses (608.2d)."""
    st = g.state
    o = at.object(g)
    cards: list[int] = []
    for x in o.lki:
        if not isinstance(x, ExiledCard):
            continue
        c = st.objects.get(x.id)
        if c is not None and c.zcc == x.zcc and c.zone is Zone.EXILE and any(k in c.card.types for k in _KINDS):
            cards.append(c.id)
    if not cards:
        return Next.GO_ON  # CR 609.3: no instant or sorcery card was exiled
    if len(cards) == 1:
        return _offer(g, at, cards[0], e.times)
    prompt = msg("choose an instant or sorcery card exiled this way to copy")
    question = Choose(o.controller, Purpose.COPY_CHOSEN, "608.2d", tuple(cards), prompt)
    return pause(g, at, ChoosingCopied(e.times), question)


def register(askers: Askers) -> None:
    askers.add(CastCopiesOfExiled, begin_copies_of_exiled)
