"""Counters (CR 122): putting and removing them ("Put a +1/+1 counter on target creature.", "…
on each creature you control"), removing all of them, proliferate (701.34) and bolster (701.39)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.effects.selection import select
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.anaphora import Manifested, Those
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.objects.counters import add_counters, remove_counters
from arbiter.mtg.state import ObjectRef
from arbiter.mtg.wording import COUNT_WORDS as _COUNT_WORDS
from arbiter.mtg.wording import article

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Selector
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PutCounters(Effect):
    """CR 122.1: "Put <n> <kind> counter(s) on <selector>." — one verb for "… on target creature",
    "… on ~", "… on each of up to two target creatures" and "… on each creature you control" (the
    permanents of a group are fixed as it starts, 608.2c)."""

    scaled = ("count",)

    kind: str
    count: int
    on: Selector | Manifested | Those  # ("on each of those creatures": after manifest dread; a group before)
    each_of: bool = False  # "… on each of up to two target creatures"
    support: int = 0  # printed as "Support N." (CR 701.41a)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.support:
            return f"Support {self.support}."
        n = article(self.kind) if self.count == 1 else _COUNT_WORDS.get(self.count, str(self.count))
        counters = f"{n} {self.kind} counter{'s' if self.count != 1 else ''}"
        on = self.on
        if isinstance(on, Each):
            whose = " you control" if on.whose == "you" else ""
            return f"Put {counters} on {'each other' if on.others else 'each'} {on.noun}{whose}."
        if isinstance(on, Manifested | Those):
            return f"Put {counters} on {on.text(specs)}."
        words = on.text(specs) if isinstance(on, Ref) else " and ".join(r.text(specs) for r in on.parts)
        return f"Put {counters} on {'each of ' if self.each_of else ''}{words}."

    @property
    def selector(self) -> Selector | Manifested | Those:
        """What gets the counters (:mod:`arbiter.mtg.ir.selectors`)."""
        return self.on


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


def counter_recipients(g: Game, o: GameObject, e: PutCounters, legal: list[bool]) -> list[GameObject]:
    """The objects ``e`` puts counters on: each permanent the selector means now. A card can have
    counters in exile too ("put two time counters on ~" of a suspended card, 702.62a)."""
    st = g.state
    group = isinstance(e.on, Each)
    out: list[GameObject] = []
    for to in select(g, o, e.on, legal):
        if not isinstance(to, ObjectRef):
            continue
        t = st.objects.get(to.id)
        if t is None or (not group and t.zcc != to.zcc):
            continue  # CR 400.7: it left; a new object is not affected
        this = isinstance(e.on, Ref) and e.on.kind == "this"
        if group or t.zone is Zone.BATTLEFIELD or (this and t.zone is Zone.EXILE):
            out.append(t)
    return out


@handles(PutCounters)
def _put_counters(g: Game, o: GameObject, e: PutCounters, legal: list[bool]) -> None:
    """CR 122.1 on each of :func:`counter_recipients`."""
    for t in counter_recipients(g, o, e, legal):
        add_counters(g, t, e.kind, e.count, "122.1")


@dataclass(frozen=True, slots=True)
class PutCounterKinds(Effect):
    """ "Put a +1/+1 counter and a lifelink counter on target creature." / "Put a +1/+1 counter, a
    reach counter, and a deathtouch counter on …" — counters of several kinds (``kinds``: kind and
    number, in printed order) put on one object at once (CR 122.1, 122.6)."""

    kinds: tuple[tuple[str, int], ...]
    on: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        said = [
            f"{article(k) if n == 1 else _COUNT_WORDS.get(n, str(n))} {k} counter{'s' if n != 1 else ''}"
            for k, n in self.kinds
        ]
        listed = " and ".join(said) if len(said) == 2 else ", ".join(said[:-1]) + ", and " + said[-1]
        return f"Put {listed} on {self.on.text(specs)}."


@handles(PutCounterKinds)
def _put_counter_kinds(g: Game, o: GameObject, e: PutCounterKinds, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.on, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return  # CR 400.7: it left; a new object is not affected
    for kind, n in e.kinds:
        add_counters(g, t, kind, n, "122.1")


@handles(RemoveCountersFrom)
def _remove_counters_from(g: Game, o: GameObject, e: RemoveCountersFrom, legal: list[bool]) -> None:
    """CR 122.1 (suspend's upkeep trigger, 702.62a: "remove a time counter from it")."""
    t = permanent_of(g, o, e.to, legal)
    if t is not None:
        remove_counters(g, t, e.kind, e.count, "702.62a" if e.kind == "time" else "122.1")


@dataclass(frozen=True, slots=True)
class RemoveUpToCounters(Effect):
    """ "Remove up to three counters from target creature." — its controller chooses, one counter
    at a time, which counters (of any kinds) are removed, and may stop (CR 122.1, 608.2d)."""

    decides = True

    count: int
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Remove up to {_COUNT_WORDS.get(self.count, str(self.count))} counters from {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class PutCountersOnSeveral(Effect):
    """ "Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and
    three +1/+1 counters on a third target creature." (Incremental Growth): each part a
    :class:`PutCounters` on its own target — different objects (CR 115.3: "another", "a third") —
    followed in the order written (608.2c); an illegal target gets nothing (608.2b)."""

    parts: tuple[PutCounters, ...]

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        said = [p.text(specs).removeprefix("Put ").removesuffix(".") for p in self.parts]
        said[2:] = [w.replace("another target", "a third target", 1) for w in said[2:]]
        return "Put " + ", ".join(said[:-1]) + ", and " + said[-1] + "."


@handles(PutCountersOnSeveral)
def _put_on_several(g: Game, o: GameObject, e: PutCountersOnSeveral, legal: list[bool]) -> None:
    from arbiter.mtg.effects.resolution import perform

    perform(g, o, e.parts, legal)  # CR 608.2c: in the order written
