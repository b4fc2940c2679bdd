"""A spell's own permission to be cast as though it had flash for a cost increase (CR 702.8a,
601.2f): "You may cast ~ as though it had flash if you pay {2} more to cast it." — a static
ability that functions while the card is being cast (604.1, 601.3)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static


@dataclass(frozen=True, slots=True)
class FlashIfPayMore(Static):
    """It may be cast any time its controller could cast an instant; cast at a time a sorcery
    couldn't have been cast, its total cost is ``more`` generic mana higher (601.2f)."""

    more: int

    def text(self) -> str:
        return f"You may cast ~ as though it had flash if you pay {{{self.more}}} more to cast it."


SACRIFICE_TEXT = (
    "You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been cast, the "
    "controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step."
)


@dataclass(frozen=True, slots=True)
class FlashThenSacrifice(FlashIfPayMore):
    """ "You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been
    cast, the controller of the permanent it becomes sacrifices it at the beginning of the next
    cleanup step." (Mirage's Auras, Necromancy): the same permission with no increase; cast at such
    a time, the spell is marked, and the permanent it becomes is sacrificed by a delayed triggered
    ability as the next cleanup step begins (603.7, 514.3a)."""

    more: int = 0

    def text(self) -> str:
        return SACRIFICE_TEXT
