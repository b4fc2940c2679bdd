"""The owner's choice of the top or bottom of their library (CR 608.2d) for
:class:`~arbiter.mtg.effects.top_or_bottom.PutOnTopOrBottom`; the permanent is put into its
OWNER's library (CR 400.3), whoever controls it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import N_, CardName, msg
from arbiter.mtg import effects
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.top_or_bottom import PutOnTopOrBottom
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ChoosingTopOrBottom:
    """The permanent (``target``, as it was when asked: ``zcc``) and the owner's answer."""

    target: int
    zcc: int

    def answer(self, g: Game, at: At, where: str) -> Next:
        t = g.state.objects.get(self.target)
        if t is None or t.zcc != self.zcc or not _movable(t, at):
            return Next.GO_ON  # (CR 400.7: it left meanwhile — a new object)
        bottom = where == "bottom"
        verb = N_("is put on top of its owner's library:")
        if bottom:
            verb = N_("is put on the bottom of its owner's library:")
        move(g, t, Zone.LIBRARY, "608.2d", verb, bottom=bottom)
        return Next.GO_ON


def _movable(t: GameObject, at: At) -> bool:
    """A permanent, or a spell on the stack other than the resolving one ("target spell or
    permanent": the spell leaves the stack without resolving, 400.7; a copy then ceases to exist)."""
    return t.zone is Zone.BATTLEFIELD or (t.zone is Zone.STACK and t.ability is None and t.id != at.obj)


def begin_top_or_bottom(g: Game, at: At, e: PutOnTopOrBottom) -> Next:
    o = at.object(g)
    t = effects.permanent_of(g, o, e.to, list(at.legal))
    if t is None or not _movable(t, at):
        return Next.GO_ON
    prompt = msg("put {card} on the top or the bottom of your library", card=CardName(t.label))
    question = Choose(t.owner, Purpose.TOP_OR_BOTTOM, "608.2d", ("top", "bottom"), prompt)
    return pause(g, at, ChoosingTopOrBottom(t.id, t.zcc), question)


def register(askers: Askers) -> None:
    askers.add(PutOnTopOrBottom, begin_top_or_bottom)
