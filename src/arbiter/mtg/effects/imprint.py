"""Linked exile from the hand and mana of the exiled card's colors (Chrome Mox): "When ~ enters, you
may exile a nonartifact, nonland card from your hand." and "{T}: Add one mana of any of the exiled
card's colors." — linked abilities (CR 607.1, 607.2a): the second refers only to the card the first
exiled, while it is still that card in exile (400.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.chosen_mana import ask_mana_type
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Color, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.layers import colors
from arbiter.mtg.state import ExiledUntil
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

_SYMBOLS = {Color.WHITE: "W", Color.BLUE: "U", Color.BLACK: "B", Color.RED: "R", Color.GREEN: "G"}


@dataclass(frozen=True, slots=True)
class ExileFromHandLinked(Effect):
    """ "You may exile a nonartifact, nonland card from your hand." — the card chosen as the
    ability resolves (608.2c; none: nothing happens), linked to its source (607.2a)."""

    decides = True

    what: Filter  # its text is the printed noun ("nonartifact, nonland")

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        article = "an" if self.what.text[:1] in "aeiou" else "a"
        return f"You may exile {article} {self.what.text} card from your hand."


def exile_linked(g: Game, o: GameObject, card: GameObject) -> None:
    """Exile ``card`` from the hand, linked to the source of the resolving ``o`` (CR 607.2a)."""
    st = g.state
    move(g, card, Zone.EXILE, "607.2a", "is exiled")
    source = st.objects.get(o.source) if o.source is not None else None
    if source is not None and source.zone is Zone.BATTLEFIELD and card.zone is Zone.EXILE:
        link = ExiledUntil(source.id, source.zcc, card.id, card.zcc, linked=True)
        g.set(st, "exiled_until", (*st.exiled_until, link))


def exiled_by(g: Game, source: GameObject) -> list[GameObject]:
    """The cards the linked ability of ``source`` (this very object, 400.7) exiled that are still
    those cards in exile (CR 607.2a)."""
    st = g.state
    out: list[GameObject] = []
    for x in st.exiled_until:
        if x.linked and x.source == source.id and x.source_zcc == source.zcc:
            card = st.objects.get(x.card)
            if card is not None and card.zcc == x.card_zcc and card.zone is Zone.EXILE:
                out.append(card)
    return out


@dataclass(frozen=True, slots=True)
class AddManaOfExiledColors(Effect):
    """ "Add one mana of any of the exiled card's colors." — a mana ability (CR 605.1a); with no
    card exiled, or a colorless one, it adds no mana (106.5 via 607.2a)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Add one mana of any of the exiled card's colors."


def exiled_colors(g: Game, o: GameObject) -> set[str]:
    """The mana symbols of the colors of the cards exiled with the source of ``o`` (CR 607.2a)."""
    src = g.state.objects.get(o.source, o) if o.source is not None else o
    found: set[str] = set()
    for card in exiled_by(g, src):
        found |= {_SYMBOLS[c] for c in colors(g, card) if c in _SYMBOLS}
    return found


@handles(AddManaOfExiledColors)
def _add_exiled_colors(g: Game, o: GameObject, e: AddManaOfExiledColors, legal: list[bool]) -> None:
    found = exiled_colors(g, o)
    ask_mana_type(g, o, "".join(t for t in "WUBRG" if t in found))
