"""Whether compiled instructions read an announced X (CR 107.3a): an activated ability whose
cost has an X nothing in its instructions uses isn't run (the X would be announced for nothing,
and such a text is more likely one the grammar read only in part)."""

from __future__ import annotations

import dataclasses
from typing import Any

from arbiter.mtg.ir.amounts import Count
from arbiter.mtg.ir.mana import AddManaX

# flags of instructions that read the announced X ("with mana value X or less", CR 107.3a)
_X_FLAGS = frozenset({"up_to_x", "x_pt", "x_cards", "x_amount"})


def uses_announced_x(value: Any, depth: int = 0) -> bool:
    """Whether ``value`` (an effect, or any part of one) reads X: an amount written "X", or a
    count of the announced X (``Count(x=True)``). Bounded: compiled instructions are shallow."""
    if depth > 12:
        return False
    if isinstance(value, str):
        return value == "X"
    if isinstance(value, Count):
        return value.x
    if isinstance(value, AddManaX):
        return True  # (mana counted by the number the cost removes: the storage lands)
    if isinstance(value, tuple | list | frozenset):
        return any(uses_announced_x(v, depth + 1) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = dataclasses.fields(value)
        return any(
            getattr(value, f.name) is True
            if f.name in _X_FLAGS
            else uses_announced_x(getattr(value, f.name), depth + 1)
            for f in fields
        )
    return False
