"""Batched triggers (CR 603.2c): "An ability that triggers when one or more objects do something
triggers only once each time that event occurs" — "Whenever one or more Goblins you control
attack" triggers once for a declaration of attackers (508.1, 508.3a), "Whenever one or more
creatures you control deal combat damage to a player" once for each player dealt combat damage
in a combat damage step (510.2: all of the step's combat damage is dealt at once), "… to one or
more players" once for the step.

The ability's ``watch`` describes the objects, read for the ability's controller as the event
happens; its ``event`` names the batch ("batch attacks 2 player": two or more attack players)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.state import GameObject, PlayerRef, WaitingTrigger
from arbiter.mtg.triggers.conditions import condition_holds
from arbiter.mtg.triggers.graveyard import live
from arbiter.mtg.triggers.matching import PLAYER

if TYPE_CHECKING:
    from arbiter.mtg.ir.abilities import TriggeredAbility
    from arbiter.mtg.triggers.look import Look

BATCH_ATTACKS = "batch attacks"
BATCH_COMBAT_DAMAGE = "batch combat damage to player"
BATCH_COMBAT_DAMAGE_ANY = "batch combat damage to any players"  # "… to one or more players": once a step

# "attack": whatever they attack; "attack a player": players, not planeswalkers or battles (508.1b);
# "attack you": the ability's controller
_WHOM = {"attack": "any", "attack a player": "player", "attack you": "you"}
_ATTACKS = re.compile(r"batch attacks (\d+) (any|player|you)")


def batch_event(base: str, phrase: str, count: int) -> str:
    """The ``event`` of "Whenever <count> or more … <phrase>" ("batch attacks 1 you")."""
    return f"{base} {count} {_WHOM[phrase]}"


def _abilities(look: Look, kind: str) -> Iterable[tuple[GameObject, int, int, TriggeredAbility]]:
    """The batched abilities of the permanents present (CR 603.10), with their indexes and
    controllers, whose event starts with ``kind``."""
    for o, controller in look.present():
        for i, ability in enumerate(o.card.triggered):
            if ability.watch is not None and ability.event.startswith(kind) and live(ability, o, look.yard):
                yield o, i, controller, ability


def trigger_once(look: Look, o: GameObject, i: int, controller: int, subject: tuple[int, int] | None) -> None:
    """One trigger of ability ``i`` of ``o`` about ``subject`` — unless it "triggers only once
    each turn" and has."""
    ability = o.card.triggered[i]
    subject_now = look.g.state.objects.get(subject[0]) if subject is not None and subject[1] >= 0 else None
    if not condition_holds(look.g, o, ability, subject_now):  # CR 603.4
        return
    if ability.once_each_turn:
        mark = (-100 - i, look.g.state.turn)  # tracked on the object (cf. 602.5b), as ``matching`` does
        if mark in o.used:
            return
        look.g.set(o, "used", (*o.used, mark))
    look.found.append(WaitingTrigger(o.id, i, controller, subject))


def attacked(look: Look, ids: tuple[int, ...]) -> None:
    """CR 508.3a, 603.2c: attackers were declared — each batched attack ability triggers once if
    at least its number of the declared attackers fit its description (attacking a player, or
    its controller, when it says so)."""
    g = look.g
    st = g.state
    attackers = [o for oid in ids if (o := st.objects.get(oid)) is not None and o.zone is Zone.BATTLEFIELD]
    for o, i, controller, ability in _abilities(look, BATCH_ATTACKS):
        m = _ATTACKS.fullmatch(ability.event)
        if m is None or ability.watch is None:
            continue
        need, whom = int(m.group(1)), m.group(2)
        # "two or more … attack a player": that many attack one player (each player is attacked apart)
        fitting: dict[int, int] = {}
        for a in attackers:
            target = a.attacking
            if whom != "any" and not isinstance(target, PlayerRef):
                continue
            if whom == "you" and isinstance(target, PlayerRef) and target.index != controller:
                continue
            if fits(g, ability.watch, a, controller, o.id):
                key = target.index if whom != "any" and isinstance(target, PlayerRef) else -1
                fitting[key] = fitting.get(key, 0) + 1
        if max(fitting.values(), default=0) >= need:
            trigger_once(look, o, i, controller, None)


def combat_damage(look: Look, e: ev.DamageDealt) -> None:
    """CR 510.2, 603.2c: the combat damage of the step (the events of this look) — each batched
    ability triggers once for each player dealt combat damage by a creature it describes, "that
    player" being that player. Called at the step's first combat damage event."""
    if not e.combat or any(isinstance(x, ev.DamageDealt) and x.combat for x in look.events[: look.at]):
        return
    g = look.g
    st = g.state
    dealt: dict[int, list[GameObject]] = {}
    for x in look.events[look.at :]:
        if isinstance(x, ev.DamageDealt) and x.combat and x.player is not None and x.amount > 0:
            dealer = st.objects.get(x.source)
            if dealer is not None and dealer.zone is Zone.BATTLEFIELD:
                dealt.setdefault(x.player, []).append(dealer)
    if not dealt:
        return
    for o, i, controller, ability in _abilities(look, BATCH_COMBAT_DAMAGE):
        watch = ability.watch
        for player, dealers in dealt.items():
            if watch is not None and any(fits(g, watch, d, controller, o.id) for d in dealers):
                trigger_once(look, o, i, controller, (player, PLAYER))
    # "Whenever one or more creatures you control deal combat damage to one or more players": once
    # for the step, however many players were dealt it (603.2c)
    for o, i, controller, ability in _abilities(look, BATCH_COMBAT_DAMAGE_ANY):
        watch = ability.watch
        if watch is not None and any(fits(g, watch, d, controller, o.id) for ds in dealt.values() for d in ds):
            trigger_once(look, o, i, controller, None)
