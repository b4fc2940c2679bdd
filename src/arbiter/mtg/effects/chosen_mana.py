"""Mana of a color chosen as its source entered (CR 614.12, 106.1): "{T}: Add one mana of the
chosen color." (Coldsteel Heart). The color is part of the permanent; nothing is asked as the
mana ability resolves (605.3b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.mana import add_mana, snow_source
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.objects.chosen import chosen

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

# the colors "As ~ enters, choose a color." offers, and their mana symbols (CR 105.1, 106.1)
COLOR_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@dataclass(frozen=True, slots=True)
class AddManaOfChosenColor(Effect):
    """ "Add one mana of the chosen color." — a mana ability (CR 605.1a)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Add one mana of the chosen color."


@handles(AddManaOfChosenColor)
def _add_chosen_color(g: Game, o: GameObject, e: AddManaOfChosenColor, legal: list[bool]) -> None:
    src = g.state.objects.get(o.source, o) if o.source is not None else o
    color = chosen(src, "color")
    if not isinstance(color, str) or color not in COLOR_SYMBOLS:
        return  # no color was chosen (it didn't enter with the choice): no mana (CR 106.5)
    symbol = COLOR_SYMBOLS[color]
    add_mana(g, o.controller, tuple(1 if c == symbol else 0 for c in "WUBRGC"), src.card.name, snow_source(g, o))
