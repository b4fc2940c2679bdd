"""Mana costs, mana pools and payment (CR 106, 107.4, 118, 202).

A pool is a 6-tuple of amounts in the order W U B R G C (CR 106.1b: colored and colorless
mana). Costs are parsed from Oracle symbols such as ``{2}{R}``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

POOL_ORDER = "WUBRGC"
EMPTY_POOL: tuple[int, ...] = (0, 0, 0, 0, 0, 0)
_SYMBOL = re.compile(r"\{([^}]+)\}")


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost: generic amount, colored/colorless symbols, and X count (CR 107.4, 202.1).

    ``colored`` counts W U B R G C in pool order. Hybrid, Phyrexian and snow symbols are kept in
    ``other`` as their Oracle spelling; the engine refuses to pay those it cannot run yet.
    """

    generic: int = 0
    colored: tuple[int, ...] = EMPTY_POOL
    x: int = 0
    other: tuple[str, ...] = ()
    text: str = ""

    @classmethod
    def parse(cls, text: str | None) -> ManaCost | None:
        if text is None:
            return None
        if not text:
            return cls()
        symbols = _SYMBOL.findall(text)
        if "".join(f"{{{s}}}" for s in symbols) != text:
            raise ValueError(f"malformed mana cost {text!r}")
        generic = 0
        colored = [0] * 6
        x = 0
        other: list[str] = []
        for sym in symbols:
            if sym.isdigit():
                generic += int(sym)
            elif sym in POOL_ORDER:
                colored[POOL_ORDER.index(sym)] += 1
            elif sym == "X":
                x += 1
            else:
                other.append(sym)
        return cls(generic, tuple(colored), x, tuple(other), text)

    @property
    def mana_value(self) -> int:
        """CR 202.3: the total amount of mana in the cost (X counts as 0 off the stack)."""
        total = self.generic + sum(self.colored)
        for sym in self.other:
            total += int(sym.split("/")[0]) if sym.split("/")[0].isdigit() else 1
        return total

    @property
    def total(self) -> int:
        """Mana needed to pay it, X = 0."""
        return self.generic + sum(self.colored) + len(self.other)

    def __str__(self) -> str:
        return self.text


def resolutions(cost: ManaCost) -> list[ManaCost]:
    """The ways to pay the hybrid symbols of ``cost`` with mana (CR 107.4e; Phyrexian symbols
    with their color only — life isn't in a mana pool, 107.4f), as costs without them."""
    out = [ManaCost(cost.generic, cost.colored, cost.x, (), cost.text)]
    for sym in cost.other:
        parts = [p for p in sym.split("/") if p != "P"]
        nxt = []
        for base in out:
            for part in parts:
                if part.isdigit():
                    nxt.append(ManaCost(base.generic + int(part), base.colored, base.x, (), base.text))
                elif part in POOL_ORDER:
                    colored = list(base.colored)
                    colored[POOL_ORDER.index(part)] += 1
                    nxt.append(ManaCost(base.generic, tuple(colored), base.x, (), base.text))
        out = nxt
    return out


def can_pay(pool: tuple[int, ...], cost: ManaCost) -> bool:
    """True if ``pool`` holds enough mana of the right kinds for ``cost`` (X = 0)."""
    if cost.other:
        return any(can_pay(pool, c) for c in resolutions(cost))
    spare = 0
    for have, need in zip(pool, cost.colored, strict=True):
        if have < need:
            return False
        spare += have - need
    return spare >= cost.generic


def pay(pool: tuple[int, ...], cost: ManaCost) -> tuple[int, ...]:
    """The pool left after paying ``cost`` (which must be payable).

    Generic mana is paid from colorless first, then from the colors with the most mana left,
    a choice that never matters for a fixed cost once colored symbols are satisfied.
    """
    if cost.other:
        cost = next(c for c in resolutions(cost) if can_pay(pool, c))
    left = [have - need for have, need in zip(pool, cost.colored, strict=True)]
    generic = cost.generic
    order = sorted(range(6), key=lambda i: (i != 5, -left[i]))
    for i in order:
        take = min(generic, left[i])
        left[i] -= take
        generic -= take
    return tuple(left)


def pool_text(pool: tuple[int, ...]) -> str:
    """``(0,0,0,2,0,0)`` → ``"{R}{R}"``."""
    return "".join(f"{{{POOL_ORDER[i]}}}" * n for i, n in enumerate(pool))


def parse_pool(text: str) -> tuple[int, ...]:
    """``"{R}{R}"`` → ``(0,0,0,2,0,0)``; only W U B R G C symbols are mana in a pool."""
    amounts = [0] * 6
    for sym in _SYMBOL.findall(text):
        if sym not in POOL_ORDER:
            raise ValueError(f"{{{sym}}} is not a kind of mana a pool can hold")
        amounts[POOL_ORDER.index(sym)] += 1
    return tuple(amounts)


def add(pool: tuple[int, ...], produced: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(a + b for a, b in zip(pool, produced, strict=True))


Potential = tuple[tuple[int, ...], int]  # a pool, plus mana of a color chosen when it is made


def could_pay(pool: tuple[int, ...], wild: int, cost: ManaCost) -> bool:
    """True if ``pool`` plus ``wild`` mana of colors still to be chosen could pay ``cost`` (X = 0;
    hybrid symbols in any of their readings, CR 107.4e)."""
    if cost.other:
        return any(could_pay(pool, wild, c) for c in resolutions(cost))
    if not wild:
        return can_pay(pool, cost)
    short = sum(max(need - have, 0) for have, need in zip(pool, cost.colored, strict=True))
    return short <= wild and sum(pool) + wild >= cost.total
