"""Combat events watched on other creatures (CR 603.2, 508.3a, 509.3, 510.2): "Whenever a Dragon
you control attacks", "Whenever another creature you control attacks", "Whenever a creature you
control blocks / becomes blocked", "Whenever a creature you control deals combat damage to a
player". The ability's ``watch`` describes the creature, read
as it is when the event happens; "it" is that creature (the trigger's subject)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType
from arbiter.mtg.filtering import fits
from arbiter.mtg.layers import card_types
from arbiter.mtg.state import ObjectRef, PlayerRef, WaitingTrigger
from arbiter.mtg.triggers.conditions import condition_holds

if TYPE_CHECKING:
    from arbiter.mtg.state import GameObject
    from arbiter.mtg.triggers.look import Look

WATCHED_ATTACKS = "watched attacks"
WATCHED_ATTACKS_ALONE = "watched attacks alone"  # CR 506.5
WATCHED_ATTACKS_YOU = "watched attacks you"  # "… attacks you or a planeswalker you control" (508.1b)
WATCHED_COMBAT_DAMAGE = "watched combat damage to player"
# "Whenever a creature attacks enchanted player" / "… deals combat damage to enchanted player": the
# player the watching Aura enchants (CR 303.4a, 508.1b, 510.2)
WATCHED_ATTACKS_ENCHANTED = "watched attacks enchanted player"
WATCHED_COMBAT_DAMAGE_ENCHANTED = "watched combat damage to enchanted player"
WATCHED_BLOCKS = "watched blocks"
WATCHED_BECOMES_BLOCKED = "watched becomes blocked"
# "Whenever an artifact is put into a graveyard from the battlefield" (any permanent, CR 603.6c, 603.10a;
# matched with the zone changes, :mod:`.zone_changes`)
WATCHED_TO_GRAVEYARD = "watched to graveyard"


def attacks_you(look: Look, attacker: GameObject) -> None:
    """ "Whenever a creature attacks you or a planeswalker you control" (CR 508.1b, 603.2): the
    abilities whose controller is the player the creature attacks, or controls the planeswalker
    it attacks."""
    g = look.g
    target = attacker.attacking
    if isinstance(target, PlayerRef):
        defender: int | None = target.index
    else:
        attacked = g.state.objects.get(target.id) if isinstance(target, ObjectRef) else None
        walker = attacked is not None and CardType.PLANESWALKER in card_types(g, attacked)
        defender = attacked.controller if attacked is not None and walker else None
    if defender is None:
        return
    for o, controller in look.present():
        if controller != defender:
            continue
        for i, ability in enumerate(o.card.triggered):
            watch = ability.watch
            if ability.event != WATCHED_ATTACKS_YOU or watch is None or not fits(g, watch, attacker, controller, o.id):
                continue
            if condition_holds(g, o, ability, attacker):
                look.found.append(WaitingTrigger(o.id, i, controller, (attacker.id, attacker.zcc)))


def attacks_enchanted(look: Look, attacker: GameObject) -> None:
    """ "Whenever a creature attacks enchanted player" (CR 303.4a, 508.1b, 603.2): the Auras
    attached to the player the creature attacks (a planeswalker that player controls isn't that
    player)."""
    target = attacker.attacking
    if isinstance(target, PlayerRef):
        watched(look, WATCHED_ATTACKS_ENCHANTED, attacker, target.index, enchanting=target.index)


def watched(
    look: Look, event: str, creature: GameObject, player: int | None = None, enchanting: int | None = None
) -> None:
    """The abilities that watch ``creature`` for ``event`` (CR 603.2): one trigger each time;
    ``player``: the player the event was about too (dealt the combat damage: "that player");
    ``enchanting``: only the abilities of Auras attached to that player (303.4a)."""
    g = look.g
    for o, controller in look.present():
        if enchanting is not None and o.enchanted_player != enchanting:
            continue
        for i, ability in enumerate(o.card.triggered):
            watch = ability.watch
            if ability.event != event or watch is None:
                continue
            if not fits(g, watch, creature, controller, o.id) or not condition_holds(g, o, ability, creature):
                continue
            look.found.append(WaitingTrigger(o.id, i, controller, (creature.id, creature.zcc), player))
