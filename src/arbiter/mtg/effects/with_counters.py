"""Counters given to a card as an instruction moves it: "Return target creature card from your
graveyard to the battlefield with a finality counter on it.", "Exile target creature you control,
then return that card to the battlefield under its owner's control with a +1/+1 counter on it."
(CR 122.6: an object given counters as it enters has had counters put on it; 122.6a: its
controller puts them there), and a suspend spell's "Exile ~ with three time counters on it." (the
resolving spell is exiled instead of put into its owner's graveyard, 608.2n; with suspend and a
time counter on it there, it is suspended, 702.62b)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.objects.counters import add_counters
from arbiter.mtg.wording import article

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

# where the counters are named: right after the words that put the card onto the battlefield
ANCHOR = re.compile(r"(?:to|onto) the battlefield(?: tapped(?: and attacking)?)?(?: under [^.,]*? control)?")
_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def counters_words(counters: tuple[tuple[str, int], ...], additional: bool) -> str:
    """ "a finality counter", "two additional +1/+1 counters", "a hexproof counter and an
    indestructible counter"."""
    parts = []
    for kind, n in counters:
        extra = "additional " if additional else ""
        if n == 1:
            parts.append(f"{article(extra + kind)} {extra}{kind} counter")
        else:
            parts.append(f"{_WORDS[n]} {extra}{kind} counters")
    if len(parts) <= 2:
        return " and ".join(parts)
    return ", ".join(parts[:-1]) + ", and " + parts[-1]


@dataclass(frozen=True, slots=True)
class EntersWithGivenCounters(Effect):
    """ "<an instruction that puts a card onto the battlefield> with <counters> on it." — each
    card the instruction put onto the battlefield gets the counters (CR 122.6, 122.6a)."""

    effect: Effect
    counters: tuple[tuple[str, int], ...]
    additional: bool = False  # "with an additional +1/+1 counter on it" (the same counters, 614.1c)
    pronoun: str = "it"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        m = ANCHOR.search(inner)
        if m is None:
            return inner  # (never compiled so: the words wouldn't round-trip)
        words = counters_words(self.counters, self.additional)
        return f"{inner[: m.end()]} with {words} on {self.pronoun}{inner[m.end() :]}"


def unwrapped(e: Effect) -> Effect:
    """The instruction itself, without the counters it gives ("Return ~ from your graveyard to the
    battlefield with …": still an ability that moves its own card from the graveyard, 113.6m)."""
    return e.effect if isinstance(e, EntersWithGivenCounters) else e


def entered_since(g: Game, mark: int) -> list[GameObject]:
    """The objects that moved onto the battlefield in the events logged after the ``mark``-th
    (each as the object it is now, if it's still there)."""
    st = g.state
    found: list[GameObject] = []
    node = st.log
    while node is not None and node[2] > mark:
        event = node[0]
        if isinstance(event, ev.ZoneChanged) and event.dest is Zone.BATTLEFIELD:
            o = st.objects.get(event.obj)
            if o is not None and o.zone is Zone.BATTLEFIELD and o not in found:
                found.append(o)
        node = node[1]
    return found[::-1]


@handles(EntersWithGivenCounters)
def _enters_with_given(g: Game, o: GameObject, e: EntersWithGivenCounters, legal: list[bool]) -> None:
    """CR 122.6, 608.2c: the instruction, then the counters on what it put onto the battlefield."""
    from arbiter.mtg.effects.resolution import perform

    mark = g.state.log[2] if g.state.log is not None else 0
    perform(g, o, (e.effect,), legal)
    for t in entered_since(g, mark):
        for kind, n in e.counters:
            add_counters(g, t, kind, n, "122.6")


@dataclass(frozen=True, slots=True)
class ExileWithCounters(Effect):
    """ "Exile ~ with three time counters on it." — the card is exiled, then the counters are put
    on it in exile (CR 122.1, 406.2)."""

    to: Ref
    counters: tuple[tuple[str, int], ...]

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Exile {self.to.text(specs)} with {counters_words(self.counters, False)} on it."


@handles(ExileWithCounters)
def _exile_with_counters(g: Game, o: GameObject, e: ExileWithCounters, legal: list[bool]) -> None:
    """CR 406.2, 608.2n: a resolving spell exiles itself (it isn't put into the graveyard as its
    resolution finishes); then the counters on the card in exile (122.1)."""
    from arbiter.mtg.effects.resolution import perform
    from arbiter.mtg.model import ExileIt

    t = permanent_of(g, o, e.to, legal)
    if t is None:
        return
    perform(g, o, (ExileIt(e.to),), legal)
    if t.zone is Zone.EXILE:
        for kind, n in e.counters:
            add_counters(g, t, kind, n, "122.1")
