"""Cast triggers whose spell is described by a noun phrase (CR 601.2i, 603.2): "Whenever you
cast a creature spell with power 5 or greater", "… an instant or sorcery spell that targets a
creature", "… a spell during an opponent's turn". The ability's ``watch`` is read on the spell as
it becomes cast — its mana value with X as chosen (202.3e) — and ``target_watch`` on each
permanent it targets (115.1). The event is "spell cast:<whose>[:opponent turn|:your turn][:targets
self]"; the trigger's subject is the spell ("that spell", its controller "that player")."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.condition_check import this_turn
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.state import GameObject, ObjectRef, WaitingTrigger
from arbiter.mtg.triggers.conditions import condition_holds
from arbiter.mtg.triggers.graveyard import live
from arbiter.mtg.triggers.matching import Waiting

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import TriggeredAbility

SPELL_CAST = "spell cast:"


def spell_value(spell: GameObject) -> int:
    """CR 202.3, 202.3e: the spell's mana value on the stack, X being the value chosen."""
    cost = spell.card.mana_cost
    if cost is None:
        return 0
    return cost.mana_value + (cost.x * spell.x if cost.x else 0)


def _fits_spell(g: Game, ability: TriggeredAbility, spell: GameObject, you: int, source: GameObject) -> bool:
    """Whether the spell is one the ability describes, cast by whom and when it says."""
    flags = ability.event.removeprefix(SPELL_CAST).split(":")
    st = g.state
    yours = spell.controller == you
    if (flags[0] == "you" and not yours) or (flags[0] == "opponent" and yours):
        return False
    if "opponent turn" in flags and st.active == you:
        return False  # "during an opponent's turn" (CR 500: the active player's turn)
    if "your turn" in flags and st.active != you:
        return False
    origin = next((f[5:] for f in flags if f.startswith("from ")), None)
    if origin is not None and not _cast_from(g, spell, origin):
        return False
    watch = ability.watch
    assert watch is not None
    if watch.min_value is not None or watch.max_value is not None:
        value = spell_value(spell)
        if (watch.min_value is not None and value < watch.min_value) or (
            watch.max_value is not None and value > watch.max_value
        ):
            return False
        watch = replace(watch, min_value=None, max_value=None)
    if not fits(g, watch, spell, you, source.id):
        return False
    aimed = [st.objects.get(t.id) for t in spell.targets if isinstance(t, ObjectRef)]
    if "targets self" in flags and not any(x is not None and x.id == source.id for x in aimed):
        return False
    wanted = ability.target_watch
    return wanted is None or any(
        x is not None and x.zone is Zone.BATTLEFIELD and fits(g, wanted, x, you, source.id) for x in aimed
    )


def cast_origin(g: Game, spell: GameObject) -> Zone | None:
    """CR 601.2a: the zone the spell was cast from — where it was as it was put on the stack (it
    keeps its object id as it moves, :func:`arbiter.mtg.zones.move`): read from the turn's log."""
    for e in this_turn(g):
        if isinstance(e, ev.ZoneChanged) and e.obj == spell.id and e.dest is Zone.STACK:
            return e.source
    return None


def _cast_from(g: Game, spell: GameObject, origin: str) -> bool:
    """ "from your hand", "from anywhere other than your hand", "from your graveyard", "from a
    graveyard", "from exile" (the caster's own hand and graveyard, CR 404.1, 404.2)."""
    zone = cast_origin(g, spell)
    own = spell.owner == spell.controller
    if origin == "your hand":
        return zone is Zone.HAND and own
    if origin == "anywhere other than your hand":
        return zone is not None and not (zone is Zone.HAND and own)
    if origin == "your graveyard":
        return zone is Zone.GRAVEYARD and own
    if origin == "a graveyard":
        return zone is Zone.GRAVEYARD
    return origin == "exile" and zone is Zone.EXILE


def filtered_casts(
    g: Game, spell: GameObject, present: list[tuple[GameObject, int]], yard: frozenset[int] = frozenset()
) -> list[Waiting]:
    """The described-spell cast triggers ``spell`` triggers (CR 601.2i), each ability apart
    (``yard``: the cards looked at in graveyards, 113.6m)."""
    found: list[Waiting] = []
    for o, controller in present:
        for i, ability in enumerate(o.card.triggered):
            if not ability.event.startswith(SPELL_CAST) or ability.watch is None or not live(ability, o, yard):
                continue
            if not _fits_spell(g, ability, spell, controller, o) or not condition_holds(g, o, ability):
                continue
            if ability.once_each_turn:
                mark = (-100 - i, g.state.turn)  # tracked on the object (cf. 602.5b), as ``matching`` does
                if mark in o.used:
                    continue
                g.set(o, "used", (*o.used, mark))
            found.append(WaitingTrigger(o.id, i, controller, (spell.id, spell.zcc)))
    return found
