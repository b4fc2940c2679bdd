"""The card the controller chooses from a hand shown to them (CR 701.20a, 402.3, 608.2d), which
is then exiled or discarded (:class:`~arbiter.mtg.effects.revealed_hand.ChooseFromHand`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.revealed_hand import ChooseFromHand, show_hand
from arbiter.mtg.effects.zones import link_exiled
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.state import ExiledUntil
from arbiter.mtg.wording import a_phrase
from arbiter.mtg.zones import discard, draw, move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ChoosingFromHand:
    """The chosen card, exiled (CR 406.1) or discarded (701.9a) if it is still in that hand; or
    revealed and put on the bottom of its owner's library (701.20a, 401.4), then that player draws
    (121.1); "0": nothing chosen ("You may choose …").

    ``hand``: the cards of the hand shown. CR 701.20a: a revealed card "remains revealed for as
    long as necessary to complete the parts of the effect that card is relevant to" — the whole
    hand the card is chosen "from", lands included, until the choice is made; a hand only looked
    at (402.3, 701.20e) is known to the choosing player alone."""

    then: str
    hand: tuple[int, ...] = ()
    revealed: bool = True

    @property
    def shown_to_all(self) -> tuple[int, ...]:
        """CR 701.20a: the revealed hand, shown to every player while the card is chosen."""
        return self.hand if self.revealed else ()

    @property
    def looked(self) -> tuple[int, ...]:
        """CR 402.3, 701.20e: the hand the choosing player looks at, known to them while deciding."""
        return self.hand

    def answer(self, g: Game, at: At, card: int) -> Next:
        chosen = g.state.objects[card] if card else None
        if chosen is None or chosen.zone is not Zone.HAND:
            return Next.GO_ON
        player = chosen.owner
        if self.then == "exile":
            move(g, chosen, Zone.EXILE, "406.1", "is exiled")
            link_exiled(g, at.object(g), chosen)  # CR 607.2a: "the exiled card" of a linked ability
        elif self.then == "exile until":
            exile_from_hand_until_leaves(g, at.object(g), chosen)
        elif self.then == "bottom, draw":
            g.log(
                ev.EffectCreated(
                    "701.20a", g.state.players[player].name, msg("reveals {card}", card=CardName(chosen.label))
                )
            )
            move(g, chosen, Zone.LIBRARY, "401.4", "is put on the bottom of the library", bottom=True)
        else:
            discard(g, chosen)
        if self.then.endswith("draw"):
            draw(g, player)  # CR 121.1
        return Next.GO_ON


def exile_from_hand_until_leaves(g: Game, o: GameObject, card: GameObject) -> None:
    """CR 610.3, 610.3b: exiled until the source leaves the battlefield — and not at all if it
    already has since the ability triggered; it will return to its owner's hand (its previous zone)."""
    from arbiter.mtg.effects.restart import source_zcc

    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD or source.zcc != source_zcc(o, source):
        return
    move(g, card, Zone.EXILE, "610.3", "is exiled and put")
    g.set(st, "exiled_until", (*st.exiled_until, ExiledUntil(source.id, source.zcc, card.id, card.zcc, from_hand=True)))


def begin_choose_from_hand(g: Game, at: At, e: ChooseFromHand) -> Next:
    """The hand is shown; the controller chooses a card that fits (608.2d). None fits: the rest
    still happens (609.3)."""
    st = g.state
    o = at.object(g)
    player = show_hand(g, o, e.who, list(at.legal), e.looked)
    if player is None:
        return Next.GO_ON
    options = tuple(c for c in st.players[player].hand if fits(g, e.what, st.objects[c], o.controller))
    if not options:
        return Next.GO_ON
    if e.then in ("exile", "exile until"):
        prompt = msg("choose {card} to exile", card=a_phrase(e.what.text))
    elif e.then == "bottom, draw":
        prompt = msg(
            "you may choose {card}: it goes to the bottom of its owner's library (0: none)", card=a_phrase(e.what.text)
        )
    elif e.may:
        prompt = msg("you may choose {card}: it is discarded (0: none)", card=a_phrase(e.what.text))
    else:
        prompt = msg("choose {card} to discard", card=a_phrase(e.what.text))
    offered = (*options, 0) if e.may else options
    question = Choose(o.controller, Purpose.MOVE_CHOSEN, "608.2d", offered, prompt)
    shown = ChoosingFromHand(e.then, tuple(st.players[player].hand), revealed=not e.looked)
    return pause(g, at, shown, question)


def register(askers: Askers) -> None:
    askers.add(ChooseFromHand, begin_choose_from_hand)
