"""The colors of mana spent to cast a spell (CR 601.2h), and what sunburst (702.44) and "~ enters
with a +1/+1 counter on it for each color of mana spent to cast it" make of them.

As a spell's total cost is paid, each color of mana taken from its controller's pool is kept on
the spell as a mark (``"spent W"`` …); a spell's marks carry over to the permanent it becomes, so
the replacement effect that applies as it enters (614.1c) can count them. Colorless mana is no
color (105.1), and a copy or a permanent put onto the battlefield had no mana spent to cast it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.ir.statics.replacement import EntersWithCounters
from arbiter.mtg.keywords.increment import watched_by_increment
from arbiter.mtg.mana.pool import POOL_ORDER

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

_COLORS = POOL_ORDER[:5]  # W U B R G (CR 105.1); C is colorless mana
SUNBURST = "sunburst"  # the counter kind sunburst chooses as the object enters (702.44a)


def record_colors_spent(g: Game, spell: GameObject, before: tuple[int, ...], after: tuple[int, ...]) -> None:
    """CR 601.2h: mark on ``spell`` each color of mana its controller's pool spent on its cost —
    only for a card with an ability that counts them, or one that may enter as a copy of such a
    card (the marks are forgotten as it enters)."""
    if not asks_mana_spent(spell) and not watched_by_increment(g, spell.controller):  # (CR 702.191a)
        return
    spent = {f"spent {c}" for c, b, a in zip(_COLORS, before, after, strict=False) if b > a}
    # "if {R}{R} was spent to cast it", "if at least three white mana was spent …": how much of each
    # (a Clone's too: entering as a copy of such a card, it asks about the mana spent to cast the Clone)
    spent |= {f"spent {c} {b - a}" for c, b, a in zip(POOL_ORDER, before, after, strict=False) if b > a}
    if spent - spell.marks:
        g.set(spell, "marks", spell.marks | spent)


def asks_mana_spent(spell: GameObject) -> bool:
    """Whether anything of the card asks about the mana spent to cast it (sunburst, converge,
    adamant, "if {R} was spent"), or it may enter as a copy of a card that does (707.2)."""
    return (
        any(isinstance(s, EntersWithCounters) and s.count == "colors" for s in spell.card.statics)
        or counts_colors_spent(spell)
        or _may_enter_as_copy(spell)
    )


def _may_enter_as_copy(o: GameObject) -> bool:
    """CR 707.2, 614.12: a Clone entering as a copy of Woodland Wanderer has its converge ability,
    and that ability counts the colors of mana spent to cast the Clone (the spell it was)."""
    from arbiter.mtg.ir.statics.as_enters import EnterAsCopy

    return any(isinstance(s, EnterAsCopy) for s in o.card.statics)


def counts_colors_spent(o: GameObject) -> bool:
    """Does an instruction of the card count the colors of mana spent to cast it ("where X is the
    number of colors of mana spent to cast ~", "for each color of mana spent to cast ~") — or ask
    how much of a color was spent ("if {R} was spent to cast ~", adamant)?"""
    text = o.card.oracle_text
    return "of mana spent to cast" in text or "was spent to cast" in text


def mana_spent(o: GameObject, color: str, marks: frozenset[str] | None = None) -> int:
    """How much mana of ``color`` (W U B R G, or C for colorless) was spent to cast the spell ``o``
    is or became (kept as it entered the battlefield, and as it left: ``marks``)."""
    prefix = f"spent {color} "
    return sum(int(m[len(prefix) :]) for m in (o.marks if marks is None else marks) if m.startswith(prefix))


def forget_colors_spent(g: Game, o: GameObject) -> None:
    """Once the permanent has entered, the colors spent to cast it have done their work (unless
    an ability of it counts them: "When ~ enters, … where X is the number of colors of mana spent
    to cast ~"; they are forgotten as it leaves, 400.7)."""
    if any(m.startswith("spent ") for m in o.marks) and not counts_colors_spent(o):
        g.set(o, "marks", frozenset(m for m in o.marks if not m.startswith("spent ")))


def colors_spent(o: GameObject) -> int:
    """How many colors of mana were spent to cast the spell ``o`` is or became (CR 702.44a)."""
    return sum(1 for c in _COLORS if f"spent {c}" in o.marks)


def sunburst_kind(g: Game, o: GameObject) -> str:
    """CR 702.44a: a +1/+1 counter if it's entering as a creature, otherwise a charge counter."""
    from arbiter.mtg.layers import is_creature

    return "+1/+1" if is_creature(g, o) else "charge"
