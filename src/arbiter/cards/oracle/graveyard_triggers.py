"""Triggered abilities that function in the graveyard (CR 113.6m): "Whenever you cast a
multicolored spell, you may return ~ from your graveyard to your hand." — its effect moves its own
card out of the graveyard, so it functions only there, unless its trigger condition puts the card
there ("When ~ dies, …") or, for an Aura, names the creature it enchants leaving the battlefield."""

from __future__ import annotations

from collections.abc import Sequence

from arbiter.mtg.effects.optional import MayCostThen, MayPayThen
from arbiter.mtg.effects.returns import ReturnFromGraveyard
from arbiter.mtg.effects.with_counters import unwrapped
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.model import And, MayDo, Then

# CR 113.6m: trigger conditions that put the card into the graveyard themselves (or, for an
# Aura, that the creature it enchants leaves the battlefield) — these work where they trigger
PUTS_IT_THERE = frozenset(
    {"dies", "to graveyard from battlefield", "leaves", "to graveyard from anywhere", "enchanted dies"}
)


def _inner(e: Effect) -> Effect | None:
    """The instruction an optional or joined instruction carries out."""
    if isinstance(e, MayDo | And | Then | MayPayThen):
        return e.effect
    if isinstance(e, MayCostThen):
        return e.then
    return None


def works_from_graveyard(effects: Sequence[Effect]) -> bool:
    """Whether an ability moves its own card out of the graveyard ("return ~ from your graveyard
    to your hand"), so that it functions only there (CR 113.6m)."""
    for e in effects:
        inner = _inner(e) or e
        inner = _inner(inner) or inner  # ("you may pay {R}. If you do, …" inside a joined one)
        inner = unwrapped(inner)  # (returned "with a +1/+1 counter on it", 122.6)
        if isinstance(inner, ReturnFromGraveyard) and inner.card.kind == "this":
            return True
    return False


def in_graveyard(effects: Sequence[Effect], event: str) -> bool:
    """CR 113.6m: whether the triggered ability with these instructions functions only in its
    card's graveyard (looked for there, not on the battlefield)."""
    return works_from_graveyard(effects) and event not in PUTS_IT_THERE
