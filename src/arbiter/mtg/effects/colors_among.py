"""Mana of a color among permanents (CR 105.1, 106.1, 106.5): "Add one mana of any color among
legendary creatures and planeswalkers you control." (Mox Amber) — a color one of those permanents
has now (its colors after every layer, 613.1e); with no such colored permanent the ability adds no
mana (106.5: a type that can't be determined)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.chosen_mana import ask_mana_type
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.layers import colors

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class AddManaOfColorAmong(Effect):
    """ "Add one mana of any color among <permanents> you control." — ``what``: the permanents
    (``what.text`` as printed)."""

    what: Filter

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Add one mana of any color among {self.what.text} you control."


def colors_among(g: Game, o: GameObject, what: Filter) -> set[str]:
    """The mana symbols of the colors the permanents ``what`` describes that the controller of
    ``o`` controls have now (CR 105.1)."""
    from arbiter.mtg.filtering import fits

    st = g.state
    found: set[str] = set()
    for oid in st.battlefield:
        p = st.objects[oid]
        if p.controller == o.controller and fits(g, what, p, o.controller):
            found |= {c.value for c in colors(g, p)}  # (a color's value is its mana symbol, CR 105.1)
    return found


@handles(AddManaOfColorAmong)
def _add_color_among(g: Game, o: GameObject, e: AddManaOfColorAmong, legal: list[bool]) -> None:
    found = colors_among(g, o, e.what)
    ask_mana_type(g, o, "".join(t for t in "WUBRG" if t in found))  # (none: no mana, CR 106.5)
