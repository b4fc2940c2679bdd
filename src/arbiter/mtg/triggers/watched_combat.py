"""Combat events watched on other creatures (CR 603.2, 508.3a, 509.3, 510.2): "Whenever a Dragon
you control attacks", "Whenever another creature you control attacks", "Whenever a creature you
control blocks / becomes blocked", "Whenever a creature you control deals combat damage to a
player". The ability's ``watch`` describes the creature, read
as it is when the event happens; "it" is that creature (the trigger's subject)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.filtering import fits
from arbiter.mtg.state import WaitingTrigger
from arbiter.mtg.triggers.conditions import condition_holds

if TYPE_CHECKING:
    from arbiter.mtg.state import GameObject
    from arbiter.mtg.triggers.look import Look

WATCHED_ATTACKS = "watched attacks"
WATCHED_COMBAT_DAMAGE = "watched combat damage to player"
WATCHED_BLOCKS = "watched blocks"
WATCHED_BECOMES_BLOCKED = "watched becomes blocked"
# "Whenever an artifact is put into a graveyard from the battlefield" (any permanent, CR 603.6c, 603.10a;
# matched with the zone changes, :mod:`.zone_changes`)
WATCHED_TO_GRAVEYARD = "watched to graveyard"


def watched(look: Look, event: str, creature: GameObject, player: int | None = None) -> None:
    """The abilities that watch ``creature`` for ``event`` (CR 603.2): one trigger each time;
    ``player``: the player the event was about too (dealt the combat damage: "that player")."""
    g = look.g
    for o, controller in look.present():
        for i, ability in enumerate(o.card.triggered):
            watch = ability.watch
            if ability.event != event or watch is None:
                continue
            if not fits(g, watch, creature, controller, o.id) or not condition_holds(g, o, ability, creature):
                continue
            look.found.append(WaitingTrigger(o.id, i, controller, (creature.id, creature.zcc), player))
