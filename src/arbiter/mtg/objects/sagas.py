"""Saga cards (CR 714): chapter abilities, lore counters, and the sacrifice after the last chapter.

- A chapter symbol "{rN} — [Effect]" is a triggered ability: "When one or more lore counters are
  put onto this Saga, if the number of lore counters on it was less than N and became at least N,
  [effect]" (714.2b); "I, II — …" is one such ability for each numeral (714.2c).
- A Saga enters with a lore counter (714.3a, a replacement effect: the compiler gives it the
  intrinsic ``EntersWithCounters``), and as its controller's precombat main phase begins they put
  a lore counter on each Saga they control (714.3c, a turn-based action).
- State-based action 704.5s / 714.4: a Saga with at least its final chapter number of lore
  counters, and no chapter ability of it triggered but not yet off the stack, is sacrificed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.effect import render_effects
from arbiter.mtg.layers import abilities, subtypes

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import CardDef
    from arbiter.mtg.state import GameObject
    from arbiter.mtg.triggers.look import Look

LORE = "lore"
NUMERALS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")


@dataclass(frozen=True, slots=True)
class ChapterAbility(TriggeredAbility):
    """CR 714.2b: chapter ``chapter``'s triggered ability. A line "I, II — effect" is one of these
    for each numeral (714.2c); the first renders the line (``numerals``), the others nothing."""

    chapter: int = 0
    numerals: str = ""
    name: str = ""  # a chapter's flavor name ("I — Lunge — …"), which has no rules meaning

    def text(self) -> str:
        if not self.numerals:
            return ""
        name = f"{self.name} — " if self.name else ""
        return f"{self.numerals} — {name}{' '.join(render_effects(self.effects, self.targets))}"


@dataclass(frozen=True, slots=True)
class LoreCountersPut(ev.CountersChanged):
    """Lore counters put on a permanent (CR 122.6): ``total`` is how many it has now."""

    obj: int
    total: int


def chapter_event(n: int) -> str:
    """The trigger event of chapter ``n`` (matched when the lore count goes from below n to n or more)."""
    return f"chapter {n}"


def final_chapter(card: CardDef) -> int:
    """CR 714.2d: the greatest chapter number among its chapter abilities (0: none)."""
    return max((a.chapter for a in card.triggered if isinstance(a, ChapterAbility)), default=0)


def current_final_chapter(g: Game, o: GameObject) -> int:
    """CR 714.2d, 714.4 on the permanent as it is now (613.1d, 613.1f): 0 unless it is a Saga with
    chapter abilities — a Saga made a Treasure by Minimus Containment or a Forest by Song of the
    Dryads is no Saga and has none (205.1a, 305.7)."""
    if not final_chapter(o.card) or "Saga" not in subtypes(g, o):
        return 0
    current = abilities(g, o)
    if current is o.card.abilities:
        return final_chapter(o.card)
    return max((a.chapter for a in current if isinstance(a, ChapterAbility)), default=0)


def chapters_reached(look: Look, o: GameObject, before: int, after: int) -> None:
    """CR 714.2b: each chapter ability of ``o`` whose number N satisfies before < N ≤ after triggers
    — with read ahead, the turn it entered, only the one whose N is exactly its number of lore
    counters (702.155a)."""
    held = _read_ahead_holds(look.g, o)
    for n in range(before + 1, after + 1):
        if not held or n == after:
            look.match(o, chapter_event(n))


def _read_ahead_holds(g: Game, o: GameObject) -> bool:
    """CR 702.155a: ``o`` has read ahead and entered the battlefield this turn."""
    from arbiter.mtg.abilities.power_up import entered_this_turn
    from arbiter.mtg.ir.statics.as_enters import ReadAhead

    return any(isinstance(s, ReadAhead) for s in o.card.statics) and entered_this_turn(g, o)


def lore_counters_put(look: Look, e: object) -> None:
    """Lore counters were put on a permanent (CR 714.2b)."""
    assert isinstance(e, LoreCountersPut)
    o = look.g.state.objects.get(e.obj)
    if o is not None and o.zone is Zone.BATTLEFIELD and o.card.triggered:
        chapters_reached(look, o, e.total - e.delta, e.total)


def entered(look: Look, e: ev.ZoneChanged) -> None:
    """A Saga that entered with lore counters (CR 714.3a, 122.6: they were put on it)."""
    if e.dest is not Zone.BATTLEFIELD:
        return
    o = look.g.state.objects.get(e.obj)
    if o is None or o.zone is not Zone.BATTLEFIELD or not o.card.triggered:
        return
    lore = o.counter(LORE)
    if lore and final_chapter(o.card):
        chapters_reached(look, o, 0, lore)


def add_lore_counters(g: Game) -> None:
    """CR 714.3c: as the active player's precombat main phase begins, they put a lore counter on
    each Saga they control with one or more chapter abilities (no stack) — as it is now: not one
    made a Treasure or a Forest (205.1a, 305.7)."""
    from arbiter.mtg.objects.counters import add_counters

    st = g.state
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller == st.active and "Saga" in o.card.subtypes and current_final_chapter(g, o):
            # CR 714.3c, 609.1: a turn-based action, not an effect ("If an effect would put …" doesn't apply)
            add_counters(g, o, LORE, 1, "714.3c", by_effect=False)


def chapter_pending(g: Game, o: GameObject) -> bool:
    """Whether a chapter ability of ``o`` has triggered and not yet left the stack (CR 714.4):
    waiting to be put on the stack, or on it."""
    st = g.state
    chapters = {i for i, a in enumerate(o.card.triggered) if isinstance(a, ChapterAbility)}
    if any(w.source == o.id and w.ability in chapters for w in st.waiting):
        return True
    return any((s := st.objects[i]).source == o.id and isinstance(s.ability, ChapterAbility) for i in st.stack)


def saga_done(g: Game, o: GameObject) -> bool:
    """CR 704.5s, 714.4: a Saga with one or more chapter abilities whose lore counters are at
    least its final chapter number, and no chapter ability of it pending, is sacrificed: a Saga
    permanent now, with the chapter abilities it has now (613.1d, 613.1f)."""
    last = current_final_chapter(g, o)
    return bool(last) and o.counter(LORE) >= last and not chapter_pending(g, o)
