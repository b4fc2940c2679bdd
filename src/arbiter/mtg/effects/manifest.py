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

from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.card import FACE_DOWN
from arbiter.mtg.ir.effect import Effect
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

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.attach:
            return f"{self.said}, then attach ~ to that creature."
        return f"{self.said}{_TIMES[self.times]}."


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
