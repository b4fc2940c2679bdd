"""One framework for replacement effects (CR 614) — an effect is a :class:`Replacement` value that
watches one kind of event, changes it into another, and is someone's. When several would apply to
one event, :func:`apply_in_order` applies them one at a time (616.1): self-replacement effects
first (616.1a, 614.15), then those that change control (616.1b), then copy effects (616.1c), then
the rest (616.1d–e); after each, the ones that still apply are looked for again (616.1f), and none
applies twice to the same event (614.5)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from typing import Generic, TypeVar

E = TypeVar("E")


class Category(IntEnum):
    """The order of CR 616.1a–e: a lower category is applied before a higher one."""

    SELF_REPLACEMENT = 0  # 616.1a: 614.15, the effect's own instruction "instead"
    CONTROL = 1  # 616.1b: how a permanent enters under someone's control
    COPY = 2  # 616.1c: "as a copy of" (707.9)
    OTHER = 3  # 616.1d–e: every other replacement or prevention effect


@dataclass(frozen=True, slots=True)
class Replacement(Generic[E]):
    """CR 614.1: one replacement effect as it applies to one event. ``key`` names it, so it
    applies once per event (614.5); ``watches`` says which event it watches ("zone change",
    "damage", "enters"); ``instead`` turns the event into the one that happens instead; ``whose``
    is the player whose effect it is (the controller of its source, 614.12 / 616.1); ``rule``
    is the rule the modified event cites; ``source``: the id of the object it comes from (how the
    affected player names it when choosing the order, 616.1; -1: none to name)."""

    key: str
    watches: str
    instead: Callable[[E], E]
    whose: int
    category: Category = Category.OTHER
    timestamp: int = 0
    rule: str = "614.1a"
    source: int = -1


# the affected player (or controller of the affected object) choosing among applicable
# replacements of one category (CR 616.1): given the candidates, answers the one to apply
Chooser = Callable[[list[Replacement[E]]], Replacement[E]]


def earliest(candidates: list[Replacement[E]]) -> Replacement[E]:
    """A chooser that applies the candidate with the earliest timestamp: the default when the
    affected player isn't asked (every candidate here leads to the same event, so the order
    doesn't change the outcome)."""
    return min(candidates, key=lambda r: r.timestamp)


def apply_in_order(
    event: E,
    find: Callable[[E], list[Replacement[E]]],
    choose: Chooser[E] = earliest,
    found: list[Replacement[E]] | None = None,
) -> tuple[E, tuple[Replacement[E], ...]]:
    """CR 616.1: the event after every replacement effect that applies to it has been applied,
    and the ones applied in order. ``find`` answers the effects that would apply to an event
    (``found``: what it answers for ``event`` itself, when the caller has already looked); the
    affected player ``choose``s among those of the first category (616.1a–e), and after one is
    applied the rest are looked for again on the modified event (616.1f); none applies twice
    (614.5)."""
    applied: list[Replacement[E]] = []
    used: set[str] = set()
    while True:
        candidates = [r for r in (find(event) if found is None else found) if r.key not in used]
        found = None
        if not candidates:
            return event, tuple(applied)
        first = min(r.category for r in candidates)
        pick = [r for r in candidates if r.category == first]
        chosen = pick[0] if len(pick) == 1 else choose(pick)
        used.add(chosen.key)
        applied.append(chosen)
        event = chosen.instead(event)
