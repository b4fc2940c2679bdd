"""A board evaluation from one player's side, read from public objects only.

The score counts what each side has that wins games: life (CR 119), creatures by their current
power and toughness and evasion (read through the layers, CR 613: public, 400.2), other permanents
by mana value, lands, and cards in hand by number only (402.3: the count is public). A game that is
over scores ±``WIN``. The players use it to compare positions a lookahead reached; the numbers are
weights of a heuristic, not rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.layers import is_creature, keywords, power, toughness
from arbiter.mtg.state import GameObject

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

WIN = 10_000.0
_KEYWORD_VALUE = {
    "flying": 1.5, "first strike": 1.0, "double strike": 2.0, "deathtouch": 1.5, "lifelink": 1.0,
    "trample": 0.5, "vigilance": 0.5, "reach": 0.5, "menace": 0.7, "hexproof": 0.7, "indestructible": 2.0,
}  # fmt: skip


def creature_value(g: Game, o: GameObject) -> float:
    """What a creature on the battlefield is worth to its controller."""
    kws = keywords(g, o)
    bonus = sum(_KEYWORD_VALUE.get(k, 0.0) for k in kws)
    mana = 0.8 if "Add {" in o.card.oracle_text else 0.0  # a mana creature ramps
    return 1.0 + 1.5 * max(power(g, o), 0) + 1.0 * max(toughness(g, o), 0) + bonus + mana


def permanent_value(g: Game, o: GameObject) -> float:
    if is_creature(g, o):
        return creature_value(g, o)
    if o.card.is_land:
        return 1.2
    cost = o.card.mana_cost
    return 1.0 + 0.8 * (cost.mana_value if cost is not None else 0)


def evaluate(g: Game, me: int) -> float:
    """The position's worth to ``me`` (positive: better for ``me``)."""
    st = g.state
    if st.over:
        return 0.0 if st.winner is None else (WIN if st.winner == me else -WIN)
    score = 0.0
    attack_power = [0, 0]
    lands = [0, 0]
    for oid in st.battlefield:
        o = st.objects[oid]
        sign = 1.0 if o.controller == me else -1.0
        if o.card.is_land:
            lands[o.controller] += 1
            score += sign * (1.2 if lands[o.controller] <= 7 else 0.3)
            continue
        score += sign * permanent_value(g, o)
        if is_creature(g, o):
            attack_power[o.controller] += max(power(g, o), 0)
    for p in st.players:
        sign = 1.0 if p.index == me else -1.0
        life = p.life
        score += sign * (life + (life - 5) * 1.5 if life < 5 else life)
        score += sign * (1.3 * len(p.hand) - 2.5 * p.poison)
        if attack_power[1 - p.index] >= life:  # the other side threatens lethal on board
            score -= sign * 6.0
    return score
