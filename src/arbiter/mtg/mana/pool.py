"""Mana costs, mana pools and payment (CR 106, 107.4, 118, 202).

A pool is a 6-tuple of amounts in the order W U B R G C (CR 106.1b: colored and colorless
mana). Costs are parsed from Oracle symbols such as ``{2}{R}``. Mana produced by a snow source
(CR 106.3) is told apart only where it matters — paying {S} (107.4h): a pool holding some is a
:class:`Pool`, which also says how much of each kind came from snow sources.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Iterable
from dataclasses import dataclass

POOL_ORDER = "WUBRGC"
EMPTY_POOL: tuple[int, ...] = (0, 0, 0, 0, 0, 0)
_SYMBOL = re.compile(r"\{([^}]+)\}")
SNOW = "S"  # CR 107.4h: the snow mana symbol


class Pool(tuple[int, ...]):
    """A mana pool (CR 106.4) in which some mana was produced by snow sources (106.3): the
    amounts, as any pool, and ``snow`` — per kind, how many of them came from snow sources. It
    compares equal to the plain tuple of its amounts; a pool with no snow mana is a plain tuple."""

    snow: tuple[int, ...]

    def __new__(cls, amounts: Iterable[int], snow: tuple[int, ...] = EMPTY_POOL) -> Pool:
        pool = super().__new__(cls, tuple(amounts))
        pool.snow = snow
        return pool

    def __repr__(self) -> str:
        return f"Pool({tuple(self)!r}, snow={self.snow!r})"


def snow_of(pool: tuple[int, ...]) -> tuple[int, ...]:
    """How much mana of each kind in ``pool`` was produced by snow sources (CR 106.3)."""
    return pool.snow if isinstance(pool, Pool) else EMPTY_POOL


def _pool(amounts: Iterable[int], snow: Iterable[int]) -> tuple[int, ...]:
    snow = tuple(snow)
    return Pool(amounts, snow) if any(snow) else tuple(amounts)


def split_snow(cost: ManaCost) -> tuple[int, ManaCost]:
    """The number of {S} symbols in ``cost`` and the cost without them."""
    n = cost.other.count(SNOW)
    if not n:
        return 0, cost
    return n, ManaCost(cost.generic, cost.colored, cost.x, tuple(o for o in cost.other if o != SNOW), cost.text)


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
    snow, cost = split_snow(cost)
    if snow:
        return any(_can_pay_snow(pool, snow, c) for c in resolutions(cost))
    if cost.other:
        return any(can_pay(pool, c) for c in resolutions(cost))
    spare = 0
    for have, need in zip(pool, cost.colored, strict=True):
        if have < need:
            return False
        spare += have - need
    return spare >= cost.generic


def pays_exactly(chosen: tuple[int, ...], cost: ManaCost) -> bool:
    """CR 601.2h: the mana ``chosen`` (a plain 6-tuple) pays ``cost`` with nothing over — it pays
    it, and without any one of its mana it wouldn't (a {2/W} may take one or two mana, 107.4e)."""
    if not can_pay(chosen, cost):
        return False
    return not any(can_pay(tuple(n - (i == k) for i, n in enumerate(chosen)), cost) for k in range(6) if chosen[k])


def spend_exactly(pool: tuple[int, ...], chosen: tuple[int, ...]) -> tuple[int, ...]:
    """The pool left once the mana ``chosen`` (no more than it holds, kind by kind) is spent; of
    each kind, mana from snow sources is kept as long as there is some (106.3)."""
    left = [have - used for have, used in zip(pool, chosen, strict=True)]
    return _pool(left, (min(s, n) for s, n in zip(snow_of(pool), left, strict=True)))


def exact_payments(pool: tuple[int, ...], cost: ManaCost, limit: int = 64) -> list[tuple[int, ...]]:
    """The different ways of paying ``cost`` exactly from ``pool`` (CR 601.2h: which mana is
    spent is the player's choice) — none when the pool's mana would be searched past ``limit``
    mixes, or the cost has {S} (107.4h: which mana came from snow sources isn't chosen here)."""
    if SNOW in cost.other or not can_pay(pool, cost):
        return []
    bound = 1
    for n in pool:
        bound *= n + 1
    if bound > limit * 16:
        return []
    out: list[tuple[int, ...]] = []

    def walk(i: int, acc: tuple[int, ...]) -> None:
        if len(out) > limit:
            return
        if i == 6:
            if pays_exactly(acc, cost):
                out.append(acc)
            return
        for n in range(pool[i] + 1):
            walk(i + 1, (*acc, n))

    walk(0, ())
    return out if len(out) <= limit else []


def _can_pay_snow(pool: tuple[int, ...], snow: int, cost: ManaCost) -> bool:
    """CR 107.4h: ``snow`` {S} paid with snow mana of any kinds, and ``cost`` (no hybrid left)
    with the rest: snow mana of a kind can pay {S} beyond what that kind's symbols need."""
    if any(have < need for have, need in zip(pool, cost.colored, strict=True)):
        return False
    spare_snow = sum(min(s, have - need) for s, have, need in zip(snow_of(pool), pool, cost.colored, strict=True))
    return spare_snow >= snow and sum(pool) - snow - sum(cost.colored) >= cost.generic


def pay(pool: tuple[int, ...], cost: ManaCost) -> tuple[int, ...]:
    """The pool left after paying ``cost`` (which must be payable).

    {S} is paid first, with snow mana the colored symbols don't need (CR 107.4h); other symbols
    spend mana from other sources before snow mana, so snow mana is kept for later {S}. Generic
    mana is paid from colorless first, then from the colors with the most mana left, a choice
    that never matters for a fixed cost once colored symbols are satisfied.
    """
    snow_symbols, cost = split_snow(cost)
    if snow_symbols:
        cost = next(c for c in resolutions(cost) if _can_pay_snow(pool, snow_symbols, c))
    elif cost.other:
        cost = next(c for c in resolutions(cost) if can_pay(pool, c))
    snow = list(snow_of(pool))
    amounts = list(pool)
    for i in sorted(range(6), key=lambda i: (i != 5, -(amounts[i] - cost.colored[i]))):
        take = min(snow_symbols, snow[i], amounts[i] - cost.colored[i])
        snow[i] -= take
        amounts[i] -= take
        snow_symbols -= take
    left = [have - need for have, need in zip(amounts, cost.colored, strict=True)]
    generic = cost.generic
    order = sorted(range(6), key=lambda i: (i != 5, -left[i]))
    for i in order:
        take = min(generic, left[i])
        left[i] -= take
        generic -= take
    return _pool(left, (min(s, n) for s, n in zip(snow, left, strict=True)))


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


def add(pool: tuple[int, ...], produced: tuple[int, ...], snow: bool = False) -> tuple[int, ...]:
    """``pool`` with ``produced`` added; ``snow``: the mana was produced by a snow source (CR 106.3)."""
    if not snow and type(pool) is tuple and len(pool) == len(produced):
        return tuple(map(operator.add, pool, produced))  # (no snow mana held or added: a plain pool)
    total = (a + b for a, b in zip(pool, produced, strict=True))
    held = snow_of(pool)
    if snow:
        held = tuple(a + b for a, b in zip(held, produced, strict=True))
    return _pool(total, held)


Potential = tuple[tuple[int, ...], int]  # a pool, plus mana of a color chosen when it is made


def could_pay(pool: tuple[int, ...], wild: int, cost: ManaCost) -> bool:
    """True if ``pool`` plus ``wild`` mana of colors still to be chosen could pay ``cost`` (X = 0;
    hybrid symbols in any of their readings, CR 107.4e; {S} only with the pool's snow mana,
    107.4h — mana of a color still to be chosen isn't counted as snow mana)."""
    snow, plain = split_snow(cost)
    if plain.other:
        return any(_could_pay(pool, wild, snow, c) for c in resolutions(plain))
    return _could_pay(pool, wild, snow, plain)


def _could_pay(pool: tuple[int, ...], wild: int, snow: int, cost: ManaCost) -> bool:
    if not wild:
        return _can_pay_snow(pool, snow, cost) if snow else can_pay(pool, cost)
    short = sum(max(need - have, 0) for have, need in zip(pool, cost.colored, strict=True))
    kinds = zip(snow_of(pool), pool, cost.colored, strict=True)
    spare_snow = sum(min(s, max(have - need, 0)) for s, have, need in kinds)
    return short <= wild and sum(pool) + wild >= cost.total + snow and spare_snow >= snow
