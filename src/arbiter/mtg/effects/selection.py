"""Following a selector (:mod:`arbiter.mtg.ir.selectors`): the objects and players an instruction
acts on now (CR 608.2b: an illegal target is unaffected; 608.2c, 611.2c: "each …" is determined as
the instruction is followed; 400.7: an object that changed zones is a new object)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.effects.resolution import permanent_of, players_of, resolve_ref
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.anaphora import Found, Manifested, Those
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.relations import SameName
from arbiter.mtg.ir.selectors import CombatPartners, Refs, Together
from arbiter.mtg.objects.resolving_source import resolving_source
from arbiter.mtg.state import BlockedAttacker, ObjectRef, PlayerRef
from arbiter.mtg.targets import in_combat_as

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.anaphora import Anaphor
    from arbiter.mtg.ir.selectors import Each, Group
    from arbiter.mtg.state import GameObject, TargetRef


# the player words that name a group of players ("each other player": every player but the controller)
_PLAYER_GROUPS = (
    "each opponent",
    "each player",
    "each other player",
    "each opponent attacking that player",
    "each other opponent",
    "each player who doesn't have max speed",
)


def select(g: Game, o: GameObject, sel: Group | Anaphor | SameName, legal: list[bool]) -> list[TargetRef]:
    """What ``sel`` means for the resolving ``o`` now, in the order the instruction applies to them."""
    if isinstance(sel, SameName):
        return _same_name(g, o, sel, legal)
    if isinstance(sel, Those):
        return select(g, o, sel.group, legal)  # CR 608.2c: the group the instruction before acted on
    if isinstance(sel, Found):
        from arbiter.mtg.effects.library import found_onto_battlefield

        return [ObjectRef(c.id, c.zcc) for c in found_onto_battlefield(g, o)]  # CR 701.23a
    if isinstance(sel, Manifested):
        from arbiter.mtg.effects.library import found_onto_battlefield

        return [ObjectRef(c.id, c.zcc) for c in found_onto_battlefield(g, o, "701.40a")]  # CR 701.62a
    if isinstance(sel, Ref):
        if sel.kind in _PLAYER_GROUPS:
            return [PlayerRef(p) for p in players_of(g, o, sel, legal)]
        to = resolve_ref(g, o, sel, legal)
        return [] if to is None else [to]
    if isinstance(sel, Refs | Together):
        return [to for part in sel.parts for to in select(g, o, part, legal)]
    if isinstance(sel, CombatPartners):
        return _blocked_by_source(g, o)
    return _each(g, o, sel, legal)


def selected_permanents(g: Game, o: GameObject, sel: Group | Anaphor, legal: list[bool]) -> list[GameObject]:
    """The permanents ``sel`` means for the resolving ``o`` now that are still the objects it named
    and on the battlefield (CR 400.7, 608.2b), in the order :func:`select` gives them."""
    st = g.state
    out: list[GameObject] = []
    for to in select(g, o, sel, legal):
        if isinstance(to, ObjectRef):
            t = st.objects.get(to.id)
            if t is not None and t.zcc == to.zcc and t.zone is Zone.BATTLEFIELD:
                out.append(t)
    return out


def _same_name(g: Game, o: GameObject, sel: SameName, legal: list[bool]) -> list[TargetRef]:
    """The target and every other permanent that fits ``sel.others`` with the same name as it now
    (CR 201.2; a nameless object shares no name); nothing if the target is gone (608.2b, 400.7)."""
    st = g.state
    t = permanent_of(g, o, sel.of, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return []
    name = t.card.name
    source = o.source if o.source is not None else o.id
    found: list[TargetRef] = [ObjectRef(t.id, t.zcc)]
    for oid in st.battlefield:
        x = st.objects[oid]
        if oid != t.id and name and x.card.name == name and fits(g, sel.others, x, o.controller, source):
            found.append(ObjectRef(x.id, x.zcc))
    return found


def _blocked_by_source(g: Game, o: GameObject) -> list[TargetRef]:
    """ "each creature it's blocking": the attackers the source blocks now (CR 509.1h, 506.4), or
    — if it has left the battlefield — those it was blocking as the ability was put on the stack,
    if they are still the same objects (608.2h, 400.7)."""
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    if source is not None and source.zone is Zone.BATTLEFIELD:
        found = [ObjectRef(a, st.objects[a].zcc) for a in source.blocking]
    else:
        found = [ObjectRef(x.id, x.zcc) for x in o.lki if isinstance(x, BlockedAttacker)]
    return [r for r in found if (t := st.objects.get(r.id)) is not None and t.zcc == r.zcc]


def _each(g: Game, o: GameObject, sel: Each, legal: list[bool]) -> list[TargetRef]:
    st = g.state
    found: list[TargetRef] = []
    owners: tuple[int, ...] | None = None
    if sel.controller is not None:
        # "… target player controls" (one player), "… they control" after a group of players
        # ("Each opponent attacking that player untaps all nonland permanents they control": each
        # acts on their own, all at once, CR 608.2c)
        owners = tuple(players_of(g, o, sel.controller, legal))
        if not owners:
            return found
    if sel.fits:
        source = resolving_source(g, o)
        source_id = (source or o).id
        you = o.controller
        for oid in st.battlefield:
            t = st.objects[oid]
            if sel.combat == "blocking it":
                if source_id not in t.blocking:
                    continue  # CR 509.1h, 506.4: "each creature blocking it" — blocking the source now
            elif sel.combat and not in_combat_as(t, sel.combat):
                continue
            if owners is not None and t.controller not in owners:
                continue
            if any(fits(g, f, t, you, source_id) for f in sel.fits):
                found.append(ObjectRef(t.id, t.zcc))
    if sel.players:
        order = (st.active, 1 - st.active)
        everyone = sel.players == "each player"
        found.extend(PlayerRef(p) for p in order if not st.players[p].lost and (everyone or p != o.controller))
    return found
