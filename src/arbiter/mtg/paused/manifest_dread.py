"""Manifest dread (CR 701.62a): the player looks at the top two cards of their library (401.5),
chooses one to manifest (701.40a), and the other goes into their graveyard; "twice" does it all
again (each manifest dread is complete before the next, 701.62b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.manifest import ManifestDread, manifest
from arbiter.mtg.effects.zones import attach_to, creature_equipment
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ManifestingDread:
    """The cards looked at (``looked``) and how many more times dread is manifested after this one."""

    looked: tuple[int, ...]
    left: int
    attach: bool = False

    def answer(self, g: Game, at: At, card: int) -> Next:
        return _manifest_one(g, at, self.looked, card, self.left, self.attach)


def _manifest_one(g: Game, at: At, looked: tuple[int, ...], card: int, left: int, attach: bool = False) -> Next:
    """CR 701.62a: manifest the chosen card, then put the other cards looked at into the graveyard;
    with ``attach``, then attach the source to that creature (701.3a)."""
    st = g.state
    player = at.object(g).controller
    manifest(g, st.objects[card], player)
    for c in looked:
        o = st.objects[c]
        if c != card and o.zone is Zone.LIBRARY:
            move(g, o, Zone.GRAVEYARD, "701.62a", "is put")
    if attach:
        _attach_source(g, at, st.objects[card])
    return _look(g, at, left) if left else Next.GO_ON


def _attach_source(g: Game, at: At, creature: GameObject) -> None:
    """CR 701.3a: "then attach ~ to that creature" — the Equipment, if still on the battlefield,
    becomes attached to the manifested permanent (not if it wasn't manifested, 701.40f, or has
    left; an Equipment that's a creature can't equip, 301.5c)."""
    o = at.object(g)
    source = g.state.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return
    if creature.zone is not Zone.BATTLEFIELD or creature.face_down is None or creature_equipment(g, source):
        return
    attach_to(g, source, creature)


def _look(g: Game, at: At, left: int, attach: bool = False) -> Next:
    """CR 701.62a, 401.5: look at the top two cards; with two, the player chooses which to manifest."""
    st = g.state
    player = at.object(g).controller
    looked = st.players[player].library[:2]
    if not looked:
        return _look(g, at, left - 1) if left > 1 else Next.GO_ON
    if len(looked) == 1:
        return _manifest_one(g, at, looked, looked[0], left - 1, attach)
    prompt = msg("a card to manifest (the other goes into your graveyard)")
    question = Choose(player, Purpose.MOVE_CHOSEN, "701.62a", tuple(looked), prompt)
    return pause(g, at, ManifestingDread(tuple(looked), left - 1, attach), question)


def begin_manifest_dread(g: Game, at: At, e: ManifestDread) -> Next:
    return _look(g, at, e.times, e.attach)


def register(askers: Askers) -> None:
    askers.add(ManifestDread, begin_manifest_dread)
