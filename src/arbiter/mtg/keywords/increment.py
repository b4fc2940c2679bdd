"""Increment (CR 702.191a): "Whenever you cast a spell, if this permanent is a creature and the
amount of mana spent to cast that spell is greater than this creature's power or this creature's
toughness, put a +1/+1 counter on this creature." — an intervening "if" (603.4) that reads the
spell whose casting triggered it (603.2). The mana spent to cast a spell is kept on it as it is
paid (601.2h, :mod:`arbiter.mtg.keywords.sunburst`) when its controller controls a permanent with
increment; each instance triggers separately (702.191b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.mana.pool import POOL_ORDER

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

INCREMENT_IF = (
    "this permanent is a creature and the amount of mana spent to cast that spell is greater than "
    "this creature's power or this creature's toughness"
)


def watched_by_increment(g: Game, player: int) -> bool:
    """Whether ``player`` controls a permanent with increment (the mana spent on their spells is kept)."""
    st = g.state
    return any(
        st.objects[i].controller == player and any(a.condition == INCREMENT_IF for a in st.objects[i].card.triggered)
        for i in st.battlefield
    )


def mana_spent_total(spell: GameObject) -> int:
    """CR 601.2h: the amount of mana spent to cast ``spell`` (on the stack, or as it last was)."""
    from arbiter.mtg.keywords.sunburst import mana_spent

    marks = spell.marks if spell.zone in (Zone.STACK, Zone.BATTLEFIELD) else spell.left_marks
    return sum(mana_spent(spell, c, marks) for c in POOL_ORDER)


def increment_holds(g: Game, source: GameObject, spell: GameObject | None) -> bool:
    """CR 702.191a: the source is a creature and more mana was spent to cast ``spell`` than its
    power or than its toughness."""
    from arbiter.mtg.layers import is_creature, power, toughness

    if spell is None or source.zone is not Zone.BATTLEFIELD or not is_creature(g, source):
        return False
    spent = mana_spent_total(spell)
    return spent > power(g, source) or spent > toughness(g, source)
