"""Putting permanents on top of their owners' libraries, then "those players shuffle" (CR 400.3: a
card goes to its owner's library; 701.24a): "Put ~ and each creature it's blocking on top of their
owners' libraries, then those players shuffle." (Gomazoa) and "Put ~ and target creature on top of
their owners' libraries, then those players shuffle their libraries." (Void Stalker) — one verb over
a group (:mod:`arbiter.mtg.ir.selectors`), then a shuffle by each owner of a card it moved."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.selection import select
from arbiter.mtg.effects.this_resolution import this_resolution
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.selectors import CombatPartners, Each
from arbiter.mtg.state import ObjectRef
from arbiter.mtg.zones import move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Group
    from arbiter.mtg.state import GameObject


def group_text(group: Group, specs: tuple[TargetSpec, ...]) -> str:
    """The words naming ``group`` as the object of a verb ("~ and each creature it's blocking")."""
    if isinstance(group, Ref | CombatPartners):
        return group.text(specs)
    if isinstance(group, Each):
        return f"all {group.noun}"
    return " and ".join(group_text(part, specs) for part in group.parts)


@dataclass(frozen=True, slots=True)
class PutOnTopOfOwnersLibraries(Effect):
    """ "Put <group> on top of their owners' libraries." — each permanent of the group still on the
    battlefield goes on top of its owner's library (CR 400.3; 400.7: a new object). The group is
    found before anything moves (608.2c)."""

    to: Group

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Put {group_text(self.to, specs)} on top of their owners' libraries."


@dataclass(frozen=True, slots=True)
class ThosePlayersShuffle(Effect):
    """ "… then those players shuffle [their libraries]." — each owner of a card the resolution has
    put into a library so far shuffles that library (CR 701.24a)."""

    their_libraries: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Those players shuffle{' their libraries' if self.their_libraries else ''}."


@handles(PutOnTopOfOwnersLibraries)
def _put_on_top(g: Game, o: GameObject, e: PutOnTopOfOwnersLibraries, legal: list[bool]) -> None:
    st = g.state
    for ref in select(g, o, e.to, legal):
        t = st.objects.get(ref.id) if isinstance(ref, ObjectRef) else None
        if t is not None and isinstance(ref, ObjectRef) and t.zcc == ref.zcc and t.zone is Zone.BATTLEFIELD:
            move(g, t, Zone.LIBRARY, "400.3", "is put on top of its owner's library; it moves")


def put_into_libraries_this_way(g: Game, o: GameObject) -> list[int]:
    """The owners of the cards the resolving ``o`` has put into a library so far (read back from
    the log to the moment it began to resolve, CR 608.2), each once."""
    owners = [
        g.state.objects[event.obj].owner
        for event in this_resolution(g, o)
        if isinstance(event, ev.ZoneChanged) and event.dest is Zone.LIBRARY and event.obj in g.state.objects
    ]
    return list(dict.fromkeys(owners))


@handles(ThosePlayersShuffle)
def _those_shuffle(g: Game, o: GameObject, e: ThosePlayersShuffle, legal: list[bool]) -> None:
    """CR 701.24a, in APNAP order (101.4)."""
    owners = put_into_libraries_this_way(g, o)
    for p in (g.state.active, 1 - g.state.active):
        if p in owners:
            shuffle(g, p, "701.24a")
