"""The instructions that produce mana (CR 106.3, 605): "Add {G}." and "Add one mana of any color.".
They belong to the ability model because a mana ability is defined by them (605.1a); their
resolution is in :mod:`arbiter.mtg.effects.mana`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.mana.pool import pool_text
from arbiter.mtg.wording import COUNT_WORDS as _COUNT_WORDS

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class AddMana(Effect):
    """CR 106.3, 605: "Add {G}." — ``mana`` is an amount per kind in W U B R G C order."""

    mana: tuple[int, ...]
    order: str = field(default="", compare=False)  # the symbols as printed ("RW" for {R}{W})

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.order:
            return "Add " + "".join(f"{{{c}}}" for c in self.order) + "."
        return f"Add {pool_text(self.mana)}."


@dataclass(frozen=True, slots=True)
class AddManaOfChoice(Effect):
    """ "Add one mana of any color." / "Add three mana of any one color." — the color is chosen
    as the ability resolves (CR 605.3b, 106.1)."""

    # an ability resolving from the stack asks for the color (a mana ability asks as it is activated)
    decides: ClassVar[bool] = True
    count: int
    colors: str = "WUBRG"  # "Add {W} or {U}." allows only those (with listed=True)
    listed: bool = False
    combos: tuple[str, ...] = ()  # "Add {W}{W}, {W}{U}, or {U}{U}.": one of these combinations
    any_combination: bool = False  # "Add two mana in any combination of colors." (every combination in combos)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.any_combination:
            return f"Add {_COUNT_WORDS.get(self.count, str(self.count))} mana in any combination of colors."
        if self.combos:
            symbols = ["".join(f"{{{c}}}" for c in combo) for combo in self.combos]
            return f"Add {', '.join(symbols[:-1])}, or {symbols[-1]}."
        if self.listed:
            symbols = [f"{{{c}}}" for c in self.colors]
            if len(symbols) == 2:
                return f"Add {symbols[0]} or {symbols[1]}."
            return f"Add {', '.join(symbols[:-1])}, or {symbols[-1]}."
        if self.count == 1:
            return "Add one mana of any color."
        return f"Add {_COUNT_WORDS.get(self.count, str(self.count))} mana of any one color."


_COLOR_WORDS = {"W": "{W}", "U": "{U}", "B": "{B}", "R": "{R}", "G": "{G}", "C": "{C}"}


@dataclass(frozen=True, slots=True)
class AddManaX(Effect):
    """A mana ability's mana counted by the number its cost removes, announced as it is activated
    (CR 107.3a, 107.1c via 601.2b / 602.2b; the storage lands): "Add X mana in any combination of
    {W} and/or {U}." / "… of colors." (``colors``: the colors each mana may be, chosen as it
    resolves, 605.3b), "Add X mana of any one color." (``one_color``) or "Add {W} for each storage
    counter removed this way." (``removed``: one type of mana per counter). ``kind``: the counters
    its cost removes. It is never performed itself: once the number is announced, :meth:`fixed` is
    the instruction that adds the mana."""

    colors: str
    kind: str = ""
    removed: bool = False  # "for each <kind> counter removed this way"
    one_color: bool = False  # "Add X mana of any one color." (Petalmane Baku)
    # CR 605.1a: "Add {R}, then add an additional {R} for each charge counter removed this way."
    # (the Mana Batteries): one more of that mana before the counted ones
    first: int = 0

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.one_color:
            return "Add X mana of any one color."
        if self.removed and self.first:
            c = _COLOR_WORDS[self.colors]
            return f"Add {c}, then add an additional {c} for each {self.kind} counter removed this way."
        if self.removed:
            return f"Add {_COLOR_WORDS[self.colors]} for each {self.kind} counter removed this way."
        if self.colors == "WUBRG":
            return "Add X mana in any combination of colors."
        return f"Add X mana in any combination of {' and/or '.join(_COLOR_WORDS[c] for c in self.colors)}."

    def fixed(self, x: int) -> Effect:
        """The instruction with the announced number: that much mana of the one type, or one of
        the combinations of that many mana of the colors (106.1, 605.3b)."""
        from itertools import combinations_with_replacement

        if self.one_color and x > 0:
            return AddManaOfChoice(x)  # (CR 106.1a: one color, chosen as it resolves)
        if self.removed or x == 0 or len(self.colors) == 1:
            unit = tuple(x + self.first if t in self.colors[:1] else 0 for t in "WUBRGC")
            return AddMana(unit)
        combos = tuple("".join(c) for c in combinations_with_replacement(self.colors, x))
        return AddManaOfChoice(x, self.colors, combos=combos, any_combination=self.colors == "WUBRG")
