"""Manifest (CR 701.40) and manifest dread (701.62a): "Look at the top two cards of your library.
Manifest one of them, then put the cards you looked at that were not manifested this way into your
graveyard."

A manifested card is put onto the battlefield face down as a 2/2 creature with no text, no name, no
subtypes and no mana cost (701.40a, the face-down machinery of 708); it stays a manifested permanent
while it is face down. Its controller may turn it face up any time they have priority, as a special
action, if its card is a creature card with a mana cost, by paying that cost (701.40b) — or by its
morph or disguise cost (701.40c–d). The choice of the card is asked in
:mod:`arbiter.mtg.paused.manifest_dread`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.i18n import msg
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.card import FACE_DOWN
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.lki import SubjectSeen
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

_TIMES = {1: "", 2: " twice"}


@dataclass(frozen=True, slots=True)
class ManifestDread(Effect):
    """ "Manifest dread[ twice]." (CR 701.62a), done ``times`` times, one after the other; or
    "Manifest dread, then attach ~ to that creature." (``attach``: CR 701.3a, the source is attached
    to the permanent manifested — if one was, 701.40f, and the source is still on the battlefield)."""

    decides = True

    times: int = 1
    said: str = "Manifest dread"  # (the words as printed, capitalized or not)
    # "…, then attach ~ to that creature." (an Equipment's enters trigger: the manifested permanent)
    attach: bool = False
    # "Manifest dread X times, then put X +1/+1 counters on each of those creatures." (Valgavoth's
    # Onslaught: X of the spell, 107.3a; the permanents manifested this way, 608.2c)
    x_times: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.attach:
            return f"{self.said}, then attach ~ to that creature."
        if self.x_times:
            return f"{self.said} X times, then put X +1/+1 counters on each of those creatures."
        return f"{self.said}{_TIMES[self.times]}."


@dataclass(frozen=True, slots=True)
class DreadManifested(Event):
    """CR 701.62b: ``player`` manifested dread — logged once the process of 701.62a is complete, even
    if some or all of it was impossible, for "Whenever you manifest dread"; ``card`` (with ``zcc``)
    is the card put into the graveyard this way, -1 if none was."""

    player: int
    name: str
    card: int = -1
    zcc: int = 0

    def text(self) -> str:
        return msg("{player} has manifested dread.", player=self.name)


def manifest(g: Game, card: GameObject, player: int) -> None:
    """CR 701.40a: turn the card face down (a 2/2 creature with no text, no name, no subtypes and
    no mana cost) and put it onto the battlefield under ``player``'s control; CR 701.40f: if it
    can't enter, it isn't manifested and stays where it was, face up."""
    st = g.state
    real = card.card
    g.set(card, "face_down", real)
    g.set(card, "card", FACE_DOWN)
    move(g, card, Zone.BATTLEFIELD, "701.40a", "is manifested: put face down", controller=player)
    if card.zone is Zone.LIBRARY:  # (CR 701.40f: it stayed where it was)
        g.set(card, "card", real)
        g.set(card, "face_down", None)
        return
    if card.zone is Zone.BATTLEFIELD and card.face_down is not None:
        g.set(st, "manifested", (*st.manifested, (card.id, card.zcc)))


@dataclass(frozen=True, slots=True)
class PutDreadCardIntoHand(Effect):
    """ "Put a card you put into your graveyard this way into your hand." (Paranormal Analyst's
    "Whenever you manifest dread", CR 701.62b): the card that manifest dread put into the graveyard,
    if it is still there as the same object (400.7)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Put a card you put into your graveyard this way into your hand."


@handles(PutDreadCardIntoHand)
def _dread_card_to_hand(g: Game, o: GameObject, e: PutDreadCardIntoHand, legal: list[bool]) -> None:
    seen = next((x for x in o.lki if isinstance(x, SubjectSeen)), None)
    card = g.state.objects.get(seen.id) if seen is not None else None
    if seen is None or card is None or card.zcc != seen.zcc or card.zone is not Zone.GRAVEYARD:
        return
    move(g, card, Zone.HAND, "608.2c", "is put")
