"""CR 107.4h, 106.3: {S} is paid only with mana produced by a snow source — the pool remembers,
per kind, how much of its mana came from snow sources, through adding and paying."""

from __future__ import annotations

from itertools import product

from arbiter.mtg.mana.pool import EMPTY_POOL, ManaCost, Pool, add, can_pay, pay, snow_of

G = (0, 0, 0, 0, 1, 0)
C = (0, 0, 0, 0, 0, 1)


def test_snow_mana_is_remembered_and_pays_snow_symbols() -> None:
    pool = add(add(EMPTY_POOL, G), G, snow=True)
    assert pool == (0, 0, 0, 0, 2, 0) and snow_of(pool) == G
    golem = ManaCost.parse("{S}")
    assert golem is not None and can_pay(pool, golem)
    left = pay(pool, golem)
    assert left == G and snow_of(left) == EMPTY_POOL and not can_pay(left, golem)


def test_other_symbols_spend_non_snow_mana_first() -> None:
    pool = add(add(EMPTY_POOL, G), G, snow=True)
    one = ManaCost.parse("{1}")
    assert one is not None
    left = pay(pool, one)
    assert snow_of(left) == G  # the snow mana is kept for a later {S}


def test_a_colored_symbol_can_take_snow_mana_the_snow_symbol_does_not_need() -> None:
    pool = add(add(EMPTY_POOL, G, snow=True), C, snow=True)
    cost = ManaCost.parse("{S}{G}")
    assert cost is not None and can_pay(pool, cost)
    assert pay(pool, cost) == EMPTY_POOL
    assert not can_pay(add(EMPTY_POOL, G, snow=True), cost)


def test_can_pay_matches_brute_force_over_small_pools() -> None:
    """Every split of a small pool into snow / non-snow mana, against costs with {S}: payable
    exactly when some assignment of units to symbols exists."""
    costs = [ManaCost.parse(t) for t in ("{S}", "{S}{S}", "{S}{G}", "{1}{S}", "{G}{G}{S}", "{W/G}{S}")]
    for g_all, g_snow, c_all, c_snow in product(range(3), range(3), range(2), range(2)):
        if g_snow > g_all or c_snow > c_all:
            continue
        pool = Pool((0, 0, 0, 0, g_all, c_all), (0, 0, 0, 0, g_snow, c_snow))
        units = ["Gs"] * g_snow + ["G"] * (g_all - g_snow) + ["Cs"] * c_snow + ["C"] * (c_all - c_snow)
        for cost in costs:
            assert cost is not None
            assert can_pay(pool, cost) == _brute(units, cost.text), (pool, cost.text)
            if can_pay(pool, cost):
                left = pay(pool, cost)
                assert sum(left) == sum(pool) - cost.total and all(
                    s <= n for s, n in zip(snow_of(left), left, strict=True)
                )


def _brute(units: list[str], text: str) -> bool:
    symbols = text.strip("{}").split("}{")

    def fits(unit: str, sym: str) -> bool:
        if sym == "S":
            return unit.endswith("s")
        if sym == "1":
            return True
        return any(unit[0] == part for part in sym.split("/"))

    def assign(i: int, free: list[str]) -> bool:
        if i == len(symbols):
            return True
        return any(fits(u, symbols[i]) and assign(i + 1, free[:k] + free[k + 1 :]) for k, u in enumerate(free))

    return assign(0, units)


def test_could_pay_counts_only_snow_mana_for_snow_symbols() -> None:
    """What the legal-action listing asks (pool plus mana still to be made): {S} needs snow mana;
    mana of a color still to be chosen isn't assumed to be snow."""
    from arbiter.mtg.mana.pool import could_pay

    golem = ManaCost.parse("{S}")
    two = ManaCost.parse("{1}{S}")
    assert golem is not None and two is not None
    assert not could_pay(add(EMPTY_POOL, G), 0, golem)
    assert could_pay(add(EMPTY_POOL, G, snow=True), 0, golem)
    assert not could_pay(EMPTY_POOL, 1, golem)
    assert could_pay(add(EMPTY_POOL, G, snow=True), 1, two)
    assert not could_pay(add(EMPTY_POOL, G), 1, two)
