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
