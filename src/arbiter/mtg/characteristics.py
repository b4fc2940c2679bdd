"""Current characteristics of permanents (CR 613, in the parts the engine runs today).

Power and toughness are computed in the order of layer 7 (CR 613.4): the printed values
(7a/7b), then "+N/+N until end of turn" effects (7c) in timestamp order, then counters — which
CR 613.4c places in the same sublayer as other modifications, so the order among them does not
change the sum. Keywords come from the card's abilities.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType
from arbiter.mtg.state import GameObject

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def power(g: Game, o: GameObject) -> int:
    value = o.card.power or 0
    if o.counters:
        value += o.counter("+1/+1") - o.counter("-1/-1")
    boosts = g.state.boosts
    if boosts:
        for b in boosts:
            if b.object_id == o.id and b.zcc == o.zcc:
                value += b.power
    return value


def toughness(g: Game, o: GameObject) -> int:
    value = o.card.toughness or 0
    if o.counters:
        value += o.counter("+1/+1") - o.counter("-1/-1")
    boosts = g.state.boosts
    if boosts:
        for b in boosts:
            if b.object_id == o.id and b.zcc == o.zcc:
                value += b.toughness
    return value


def has_keyword(g: Game, o: GameObject, keyword: str) -> bool:
    """CR 702: whether ``o`` has the keyword ability (lower-case name, e.g. ``"flying"``)."""
    return keyword in o.card.keywords


def is_creature(o: GameObject) -> bool:
    return o.card.is_creature


def has_type(o: GameObject, t: CardType) -> bool:
    return t in o.card.types
