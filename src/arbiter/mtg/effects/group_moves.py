"""Instructions that move every permanent of a group out of the battlefield at once (CR 608.2c:
the group is found as the instruction is followed): "Exile all creatures.", "Exile all
artifacts and enchantments your opponents control.", "Return all nonland permanents to their
owners' hands."."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.selection import select
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.layers.queries import is_creature
from arbiter.mtg.lki import ExiledCard
from arbiter.mtg.state import ObjectRef
from arbiter.mtg.zones import hosts_first, leaving_together, move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ExileAll(Effect):
    """CR 406.2, 608.2c: "Exile all <group>." — every permanent of the group as it resolves."""

    to: Each
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class ReturnAllToHand(Effect):
    """CR 400.7, 608.2c: "Return all <group> to their owners' hands." — each permanent of the
    group as it resolves goes to its owner's hand (CR 108.3: the owner's, whoever controls it)."""

    to: Each
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class PutAllOnBottom(Effect):
    """CR 401.4, 608.2c: "Put all <group> on the bottom of their owners' libraries." — each owner
    orders their own cards (asked by :mod:`arbiter.mtg.paused.library_order`)."""

    decides = True

    to: Each
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


def _group_now(g: Game, o: GameObject, group: Each, legal: list[bool]) -> list[GameObject]:
    """The permanents of ``group`` now (CR 608.2c), found before any of them moves (so they all
    move at once, none seeing the others leave)."""
    st = g.state
    found = []
    for to in select(g, o, group, legal):
        t = st.objects.get(to.id) if isinstance(to, ObjectRef) else None
        if t is not None and isinstance(to, ObjectRef) and t.zcc == to.zcc and t.zone is Zone.BATTLEFIELD:
            found.append(t)
    return hosts_first(found)  # CR 603.10a: each host moves before what is attached to it


@handles(ExileAll)
def _exile_all(g: Game, o: GameObject, e: ExileAll, legal: list[bool]) -> None:
    group = _group_now(g, o, e.to, legal)
    exiled: list[ExiledCard] = []
    with leaving_together(g, group):  # CR 603.10a: each as it was before any of them left
        for t in group:
            if t.zone is Zone.BATTLEFIELD:
                creature = is_creature(g, t)  # CR 608.2h: as it last existed on the battlefield
                move(g, t, Zone.EXILE, "406.2", "is exiled")
                if g.state.objects[t.id].zone is Zone.EXILE:  # (a token too: it ceases to exist later, 704.5d)
                    exiled.append(ExiledCard(t.id, t.zcc, creature))
    if exiled:  # CR 608.2c: "the number of creatures exiled this way", "that many"
        g.set(o, "lki", (*o.lki, *exiled))


@handles(ReturnAllToHand)
def _return_all(g: Game, o: GameObject, e: ReturnAllToHand, legal: list[bool]) -> None:
    group = _group_now(g, o, e.to, legal)
    with leaving_together(g, group):  # CR 603.10a: each as it was before any of them left
        for t in group:
            if t.zone is Zone.BATTLEFIELD:
                move(g, t, Zone.HAND, "400.7", "returns")
