"""One look at what happened since the last look (CR 603.2): the events, the permanents whose
triggered abilities may match them, and the triggers found so far."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.objects.emblems import emblems_with_triggers
from arbiter.mtg.state import GameObject
from arbiter.mtg.triggers.granted import granted_triggers, granting
from arbiter.mtg.triggers.graveyard import graveyard_holders
from arbiter.mtg.triggers.matching import Waiting, matching
from arbiter.mtg.triggers.patterns import Happened

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


_PRINTED = "printed trigger holders"  # (the key of their list among the values remembered per board count)


def _printed_holders(g: Game) -> tuple[int, ...]:
    """The permanents whose card has triggered abilities — printed, or in a level band or station
    symbol (711.2, 721.2a) — in the battlefield's order; read from the battlefield and the cards
    only, so remembered for the battlefield's content (:meth:`~arbiter.core.journal.Journal.by_content`)."""
    st = g.state
    return tuple(i for i in st.battlefield if st.objects[i].card.triggered or st.objects[i].card.band_triggered)


class Look:
    """The events of one look and the triggers they caused.

    CR 603.10: "objects that exist immediately after an event are checked" — a look happens
    later (before state-based actions and before a player would receive priority), so a
    permanent that left the battlefield after an event in the same look is still counted for
    that event (:meth:`present`), controlled by whoever controlled it as it left (603.3a).
    """

    __slots__ = ("_entered", "_gone", "_holders", "_last_departure", "_now", "at", "events", "found", "g", "yard")

    def __init__(self, g: Game, events: list[object]) -> None:
        self.g = g
        self.events = events
        self.found: list[Waiting] = []
        self.at = 0  # the index of the event being looked at
        self._holders: list[GameObject] | None = None
        self._gone: list[int] | None = None
        self._entered: list[tuple[int, int]] | None = None  # (event index, object) entering the battlefield
        self._last_departure: int | None = None
        self._now: list[tuple[GameObject, int]] | None = None
        self.yard: frozenset[int] = frozenset()  # the cards looked at in graveyards (CR 113.6m)

    def holders(self) -> list[GameObject]:
        """The permanents with triggered abilities now — computed at the first event that needs
        them, once per look (the battlefield doesn't change while we look)."""
        if self._holders is None:
            st = self.g.state
            objects = st.objects
            printed = self.g.journal.by_content(_PRINTED, (st.battlefield,), partial(_printed_holders, self.g))
            self._holders = [objects[i] for i in printed]
            if granting(self.g):  # CR 613.1f: and those with triggered abilities granted now
                self._holders += [
                    o for i in st.battlefield if not (o := objects[i]).card.triggered and granted_triggers(self.g, o)
                ]
            if any(p.command for p in st.players):
                self._holders += emblems_with_triggers(self.g)  # CR 114.4: an emblem's abilities work there
            yard = graveyard_holders(self.g, self.events)  # CR 113.6m: abilities that work in a graveyard
            if yard:
                self.yard = frozenset(o.id for o in yard)
                self._holders += yard
        return self._holders

    def looking_back(self) -> list[GameObject]:
        """The permanents with triggered abilities that were on the battlefield immediately before
        the current event, for an ability that looks back in time (CR 603.10a: a leaves-the-battlefield
        ability): those here now, less those that entered in a later event of this look — a card
        returned by "until ~ leaves the battlefield" comes back only after that event (610.3), so
        it never saw it."""
        holders = self.holders()
        if self._entered is None:
            self._entered = [
                (i, x.obj) for i, x in enumerate(self.events)
                if isinstance(x, ev.ZoneChanged) and x.dest is Zone.BATTLEFIELD and x.source is not Zone.BATTLEFIELD
            ]  # fmt: skip
        if not self._entered or self._entered[-1][0] <= self.at:
            return holders
        later = {obj for i, obj in self._entered if i > self.at}
        return [o for o in holders if o.id not in later]

    def controller_of(self, o: GameObject) -> int:
        """Who controls ``o``'s triggered abilities: its controller, or for a card looked at in a
        graveyard its owner (CR 108.4a: a card there has no controller)."""
        return o.owner if o.id in self.yard else o.controller

    def gone(self) -> list[int]:
        """The objects that left the battlefield in this look (CR 603.10a: a watcher that left
        together with what it watches — a board wipe — still sees it)."""
        if self._gone is None:
            self._gone = [x.obj for x in self.events if isinstance(x, ev.ZoneChanged) and x.source is Zone.BATTLEFIELD]
        return self._gone

    def present(self) -> list[tuple[GameObject, int]]:
        """The permanents with triggered abilities immediately after the current event, with
        their controllers then (CR 603.10): those on the battlefield now, and those that left it
        after this event in the same look (a creature with lifelink dealt lethal damage as it
        dealt its own: a look before state-based actions still has it; one that left later in
        the same resolution is added here)."""
        if self._now is None:
            # CR 108.4a: a card in a graveyard has no controller — its owner is asked instead
            self._now = [(o, self.controller_of(o)) for o in self.holders()]
        now = self._now
        if self._last_departure is None:
            self._last_departure = max(
                (
                    i for i, x in enumerate(self.events)
                    if isinstance(x, ev.ZoneChanged) and x.source is Zone.BATTLEFIELD
                ),
                default=-1,
            )  # fmt: skip
        if self._last_departure <= self.at:
            return now
        now = list(now)
        st = self.g.state
        seen = {o.id for o in self.holders()}
        for x in self.events[self.at + 1 :]:
            if not isinstance(x, ev.ZoneChanged) or x.source is not Zone.BATTLEFIELD or x.obj in seen:
                continue
            seen.add(x.obj)
            o = st.objects.get(x.obj)
            if o is not None and o.card.triggered and not o.left_face_down and o.zone is not Zone.BATTLEFIELD:
                now.append((o, x.controller if x.controller >= 0 else o.controller))
        return now

    def controller_then(self, o: GameObject) -> int | None:
        """Who controlled ``o`` immediately after the current event if it was on the battlefield
        then — it is now, or it left later in this look (CR 603.10) — else None."""
        if o.zone is Zone.BATTLEFIELD:
            return o.controller
        for x in self.events[self.at + 1 :]:
            if isinstance(x, ev.ZoneChanged) and x.obj == o.id and x.source is Zone.BATTLEFIELD:
                return x.controller if x.controller >= 0 else o.controller
        return None

    def match(
        self,
        o: GameObject,
        event: Happened,
        subject: tuple[int, int] | None = None,
        controller: int | None = None,
        player: int | None = None,
    ) -> None:
        """Remember the abilities of ``o`` that ``event`` triggers (CR 603.2); ``player``: the
        player the event was about too when the subject is an object ("that player")."""
        self.found += matching(self.g, o, event, subject, controller, player, self.yard)
