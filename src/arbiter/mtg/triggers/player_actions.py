"""Trigger events about what a player does (CR 603.2): "Whenever you cycle a card", "Whenever you
cycle another card", "Whenever a player cycles a card" (702.29c: when the cycling ability is
activated), "Whenever an opponent discards a card", "Whenever a player discards a card" (701.9a) —
after them "that player" is the player who did it —, "Whenever you scry / surveil" (701.22d,
701.25d), "Whenever you clash [and win]" (701.30), "Whenever you manifest dread" (701.62b) and
"Whenever you get one or more {E} [during your turn]" (122.1, 107.14)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.effects.clash import Clashed
from arbiter.mtg.effects.dungeons import DungeonCompleted
from arbiter.mtg.effects.manifest import DreadManifested
from arbiter.mtg.effects.the_ring import RingTempted
from arbiter.mtg.energy import EnergyGotten
from arbiter.mtg.enums import PERMANENT_TYPES
from arbiter.mtg.triggers import unattached
from arbiter.mtg.triggers.matching import PLAYER

if TYPE_CHECKING:
    from arbiter.mtg.state import GameObject
    from arbiter.mtg.triggers.look import Look

YOU_CYCLE = "you cycle"
YOU_CYCLE_OTHER = "you cycle other"
ANY_CYCLE = "any cycle"
OPPONENT_DISCARD = "opponent discard"
OPPONENT_DISCARD_PERMANENT = "opponent discard:permanent"
ANY_DISCARD = "any discard"
YOU_CLASH = "you clash"
YOU_CLASH_AND_WIN = "you clash and win"
RING_TEMPTS_YOU = "ring tempts you"
YOU_COMPLETE_A_DUNGEON = "you complete a dungeon"
YOU_CHOOSE_RING_BEARER = "you choose ring-bearer"
YOU_MANIFEST_DREAD = "you manifest dread"
YOU_GET_ENERGY = "you get energy"
YOU_GET_ENERGY_YOUR_TURN = "you get energy during your turn"
CLASH_RESULT = -4
"""The "zone-change count" of a subject that is a clash's result: (1 if won else 0, CLASH_RESULT)."""


def cycled_watched(look: Look, card: GameObject, player: int) -> None:
    """``player`` cycled ``card`` (CR 702.29c): the permanents watching cycling."""
    who = (player, PLAYER)
    for o, controller in look.present():
        look.match(o, ANY_CYCLE, who, controller)
        if controller == player:
            look.match(o, YOU_CYCLE, who, controller)
            if o.id != card.id:
                look.match(o, YOU_CYCLE_OTHER, who, controller)


def discarded_watched(look: Look, player: int, card: GameObject | None = None) -> None:
    """``player`` discarded a card (CR 701.9a): the permanents watching any player's discards; and
    "Whenever an opponent … discards a permanent card" (Tergrid), whose "that card" is the card
    where the discard put it (603.2, 400.7) — a permanent card as it was discarded (110.4b)."""
    who = (player, PLAYER)
    permanent = card is not None and bool(card.card.types & PERMANENT_TYPES)
    for o, controller in look.present():
        look.match(o, ANY_DISCARD, who, controller)
        if controller != player:
            look.match(o, OPPONENT_DISCARD, who, controller)
            if permanent and card is not None:
                look.match(o, OPPONENT_DISCARD_PERMANENT, (card.id, card.zcc), controller, player)


def scried(look: Look, e: object) -> None:
    """ "Whenever you scry", "Whenever you surveil" (CR 701.22d, 701.25d: once the scry is complete)."""
    assert isinstance(e, ev.Scried)
    for o, controller in look.present():
        if controller == e.player:
            look.match(o, "you surveil" if e.surveil else "you scry", controller=controller)


def clashed(look: Look, e: object) -> None:
    """ "Whenever you clash" — the clash is complete (CR 701.30b, 701.30c); the ability knows
    whether you won ("If you won, …", 701.30d) — and "Whenever you clash and win"."""
    assert isinstance(e, Clashed)
    for o, controller in look.present():
        if controller == e.player:
            look.match(o, YOU_CLASH, (int(e.won), CLASH_RESULT), controller)
            if e.won:
                look.match(o, YOU_CLASH_AND_WIN, (1, CLASH_RESULT), controller)


def ring_tempted(look: Look, e: object) -> None:
    """ "Whenever the Ring tempts you" (CR 701.54d) — "your Ring-bearer" then is the creature
    chosen (the subject, if there was one)."""
    assert isinstance(e, RingTempted)
    chosen = look.g.state.objects.get(e.bearer) if e.bearer is not None else None
    subject = (chosen.id, chosen.zcc) if chosen is not None else None
    for o, controller in look.present():
        if controller == e.player:
            look.match(o, RING_TEMPTS_YOU, subject, controller)
            if subject is not None:  # CR 701.54a: "Whenever you choose a creature as your Ring-bearer"
                look.match(o, YOU_CHOOSE_RING_BEARER, subject, controller)


def dread_manifested(look: Look, e: object) -> None:
    """ "Whenever you manifest dread" (CR 701.62b: once the process is complete, even if some or all
    of it was impossible); the subject is the card put into the graveyard this way, if any."""
    assert isinstance(e, DreadManifested)
    subject = (e.card, e.zcc) if e.card >= 0 else None
    for o, controller in look.present():
        if controller == e.player:
            look.match(o, YOU_MANIFEST_DREAD, subject, controller)


def dungeon_completed(look: Look, e: object) -> None:
    """ "Whenever you complete a dungeon" (CR 309.7)."""
    assert isinstance(e, DungeonCompleted)
    for o, controller in look.present():
        if controller == e.player:
            look.match(o, YOU_COMPLETE_A_DUNGEON, None, controller)


def energy_gotten(look: Look, e: object) -> None:
    """ "Whenever you get one or more {E}" — once for each instruction that gives energy (CR 122.1,
    603.2c); "… during your turn": only in its controller's turn."""
    assert isinstance(e, EnergyGotten)
    for o, controller in look.present():
        if controller == e.player:
            look.match(o, YOU_GET_ENERGY, controller=controller)
            if look.g.state.active == controller:
                look.match(o, YOU_GET_ENERGY_YOUR_TURN, controller=controller)


HANDLERS = {
    **unattached.HANDLERS,  # (an object's own trigger, kept here beside the other small tables)
    ev.Scried: scried,
    Clashed: clashed,
    RingTempted: ring_tempted,
    DungeonCompleted: dungeon_completed,
    DreadManifested: dread_manifested,
    EnergyGotten: energy_gotten,
}
"""The matchers of this module, by event class (:mod:`arbiter.mtg.triggers.collection`)."""
