"""Manifest dread (CR 701.62a): the player looks at the top two cards of their library (401.5),
chooses one to manifest (701.40a), and the other goes into their graveyard; "twice" does it all
again (each manifest dread is complete before the next, 701.62b), and so does "X times", after
which "put X +1/+1 counters on each of those creatures" (Valgavoth's Onslaught). Each completed
manifest dread is logged (:class:`DreadManifested`) for "Whenever you manifest dread" (701.62b)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.counters import PutCounters
from arbiter.mtg.effects.manifest import DreadManifested, ManifestDread, manifest
from arbiter.mtg.effects.zones import attach_to, creature_equipment
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.anaphora import Manifested
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import move, still_there

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class Dread:
    """What is left of the instruction: how many more times dread is manifested after this one,
    "then attach ~ to that creature", and "then put X +1/+1 counters on each of those creatures"
    (``counters``: X) with the permanents manifested so far (``made``, each as (id, zcc))."""

    left: int
    attach: bool = False
    counters: int = 0
    made: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class ManifestingDread:
    """The cards looked at (``looked``) and what is left to do (``dread``)."""

    looked: tuple[int, ...]
    dread: Dread

    def answer(self, g: Game, at: At, card: int) -> Next:
        return _manifest_one(g, at, self.looked, card, self.dread)


def _manifest_one(g: Game, at: At, looked: tuple[int, ...], card: int, dread: Dread) -> Next:
    """CR 701.62a: manifest the chosen card, then put the other cards looked at into the graveyard;
    with ``attach``, then attach the source to that creature (701.3a). CR 701.62b: then "whenever
    you manifest dread" triggers."""
    st = g.state
    player = at.object(g).controller
    chosen = st.objects[card]
    manifest(g, chosen, player)
    if chosen.zone is Zone.BATTLEFIELD and chosen.face_down is not None:
        dread = replace(dread, made=(*dread.made, (chosen.id, chosen.zcc)))
    put: GameObject | None = None
    for c in looked:
        o = st.objects[c]
        if c != card and o.zone is Zone.LIBRARY:
            move(g, o, Zone.GRAVEYARD, "701.62a", "is put")
            put = o if st.objects[c].zone is Zone.GRAVEYARD else put
    if dread.attach:
        _attach_source(g, at, chosen)
    _manifested(g, player, put)
    return _next(g, at, dread)


def _manifested(g: Game, player: int, put: GameObject | None) -> None:
    """CR 701.62b: the process is complete (the card put into the graveyard this way, if any)."""
    name = g.state.players[player].name
    card = (put.id, put.zcc) if put is not None else (-1, 0)
    g.log(DreadManifested("701.62b", player, name, *card))


def _next(g: Game, at: At, dread: Dread) -> Next:
    """The next manifest dread, or — all done — "then put X +1/+1 counters on each of those
    creatures" (CR 608.2c: the permanents manifested this way still on the battlefield, 400.7)."""
    if dread.left:
        return _look(g, at, replace(dread, left=dread.left - 1))
    if not dread.counters or not still_there(g, dread.made, Zone.BATTLEFIELD):
        return Next.GO_ON
    # CR 616.1: put as the ordinary instruction is, asking the order of the replacement effects
    from arbiter.mtg.paused.replacement_order import begin_ordered

    return begin_ordered(g, at, PutCounters("+1/+1", dread.counters, Manifested()))


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


def _look(g: Game, at: At, dread: Dread) -> Next:
    """CR 701.62a, 401.5: look at the top two cards; with two, the player chooses which to manifest
    (``dread.left``: the times left after this one)."""
    st = g.state
    player = at.object(g).controller
    looked = st.players[player].library[:2]
    if not looked:
        _manifested(g, player, None)  # CR 701.62b: even if all of it was impossible
        return _next(g, at, dread)
    if len(looked) == 1:
        return _manifest_one(g, at, looked, looked[0], dread)
    prompt = msg("a card to manifest (the other goes into your graveyard)")
    question = Choose(player, Purpose.MOVE_CHOSEN, "701.62a", tuple(looked), prompt)
    return pause(g, at, ManifestingDread(tuple(looked), dread), question)


def begin_manifest_dread(g: Game, at: At, e: ManifestDread) -> Next:
    """CR 107.3a: "X times" is the X of the spell (0: dread isn't manifested at all)."""
    times = at.object(g).x if e.x_times else e.times
    if times <= 0:
        return Next.GO_ON
    return _look(g, at, Dread(times - 1, e.attach, at.object(g).x if e.x_times else 0))


def register(askers: Askers) -> None:
    askers.add(ManifestDread, begin_manifest_dread)
