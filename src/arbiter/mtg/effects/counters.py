"""Counters (CR 122): putting and removing them ("Put a +1/+1 counter on target creature.", "…
on each creature you control"), removing all of them, proliferate (701.34) and bolster (701.39)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.characteristics import is_creature, matches
from arbiter.mtg.counters import add_counters, remove_counters
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.wording import COUNT_WORDS as _COUNT_WORDS
from arbiter.mtg.wording import article

if TYPE_CHECKING:

    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import CreatureFilter
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PutCountersOn(Effect):
    """ "Put a <kind> counter on <ref>." (CR 122.1)."""

    scaled = ('count',)

    kind: str
    count: int
    to: Ref
    each_of: bool = False  # "… on each of up to two target creatures"
    support: int = 0  # printed as "Support N." (CR 701.41a)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.support:
            return f"Support {self.support}."
        n = article(self.kind) if self.count == 1 else _COUNT_WORDS.get(self.count, str(self.count))
        each = "each of " if self.each_of else ""
        return f"Put {n} {self.kind} counter{'s' if self.count != 1 else ''} on {each}{self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class RemoveCountersFrom(Effect):
    """ "Remove a time counter from ~." (CR 122.1; suspend's upkeep trigger, 702.62a)."""

    kind: str
    count: int
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        n = article(self.kind) if self.count == 1 else _COUNT_WORDS.get(self.count, str(self.count))
        return f"Remove {n} {self.kind} counter{'s' if self.count != 1 else ''} from {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class Bolster(Effect):
    """CR 701.39a: "Bolster N" — choose a creature with the least toughness among creatures you
    control and put N +1/+1 counters on it."""

    decides = True

    count: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Bolster {self.count}."


@dataclass(frozen=True, slots=True)
class Proliferate(Effect):
    """CR 701.34a: choose any number of permanents and/or players that have a counter; each gets
    one more counter of each kind it already has."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Proliferate."


@dataclass(frozen=True, slots=True)
class PutCountersOnEach(Effect):
    """ "Put a +1/+1 counter on each creature you control." (CR 122.1)."""

    scaled = ('count',)

    kind: str
    count: int
    what: CreatureFilter | None = None  # "each other Dragon creature you control", "each attacking creature …"
    others: bool = False
    combat: str = ""  # "attacking"
    noun: str = "creature"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        n = article(self.kind) if self.count == 1 else _COUNT_WORDS.get(self.count, str(self.count))
        each = "each other" if self.others else "each"
        noun = f"{self.combat} {self.noun}" if self.combat else self.noun
        return f"Put {n} {self.kind} counter{'s' if self.count != 1 else ''} on {each} {noun} you control."


@dataclass(frozen=True, slots=True)
class RemoveAllCounters(Effect):
    """ "Remove all counters from <ref>." (CR 122)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Remove all counters from {self.to.text(specs)}."


@handles(RemoveAllCounters)
def _remove_all_counters(g: Game, o: GameObject, e: RemoveAllCounters, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        for kind, n in t.counters:
            remove_counters(g, t, kind, n, "122.1")


@handles(PutCountersOn)
def _put_counters_on(g: Game, o: GameObject, e: PutCountersOn, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    # a card can have counters in exile too ("put two time counters on ~" of a suspended card)
    if t is not None and (t.zone is Zone.BATTLEFIELD or (e.to.kind == "this" and t.zone is Zone.EXILE)):

        add_counters(g, t, e.kind, e.count, "122.1")


@handles(RemoveCountersFrom)
def _remove_counters_from(g: Game, o: GameObject, e: RemoveCountersFrom, legal: list[bool]) -> None:
    """CR 122.1 (suspend's upkeep trigger, 702.62a: "remove a time counter from it")."""
    t = permanent_of(g, o, e.to, legal)
    if t is not None:

        remove_counters(g, t, e.kind, e.count, "702.62a" if e.kind == "time" else "122.1")


@handles(PutCountersOnEach)
def _put_counters_on_each(g: Game, o: GameObject, e: PutCountersOnEach, legal: list[bool]) -> None:
    st = g.state
    source = o.source if o.source is not None else o.id
    for oid in list(st.battlefield):  # (the set is fixed as it starts, CR 608.2c)
        t = st.objects[oid]
        if t.controller != o.controller or not is_creature(g, t) or (e.others and oid == source):
            continue
        if e.combat == "attacking" and t.attacking is None:
            continue
        if e.what is not None and not matches(g, e.what, t):
            continue
        add_counters(g, t, e.kind, e.count)
