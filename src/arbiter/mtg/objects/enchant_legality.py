"""Whether an Aura may stay attached to what it enchants (CR 303.4d, 704.5m): the object must
still be one its enchant ability allows — "Enchant tapped creature" falls off a creature that
untaps, "Enchant creature without flying" off one that gains flying, "Enchant creature you
control" off one whose control changed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import SpellAbility
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import TargetSpec
from arbiter.mtg.player_qualities import protected_from_everything

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import GameObject


# Animate Dead (CR 303.4a, 611.2a): the enchant ability its enters ability gives it, and the mark of
# the creature it put onto the battlefield
REANIMATING = "enchant creature put onto the battlefield with it"  # the Aura's enchant ability, changed


# "~ … becomes an Aura enchantment with enchant creature" (the Licids, CR 613.1d, 613.1f): the mark
# of a permanent that is such an Aura by an effect, and the enchant ability it gained (303.4a)
ENCHANT_GAINED = "an Aura with enchant creature by an effect"
_ENCHANT_CREATURE = TargetSpec("creature", Filter("creature", types=frozenset({CardType.CREATURE})))


def put_with(aura_id: int, aura_zcc: int) -> str:
    """The mark of the creature put onto the battlefield with the Aura ``aura_id`` as the object
    it was then (CR 400.7)."""
    return f"put onto the battlefield with {aura_id}.{aura_zcc}"


def is_aura_now(o: GameObject) -> bool:
    """Whether ``o`` is an Aura: printed so, or a permanent that became one (Necromancy, CR
    205.3h, 613.1d; a Licid, by its own ability) — marked with the enchant ability it gained."""
    return o.card.is_aura or (bool(o.marks) and (REANIMATING in o.marks or ENCHANT_GAINED in o.marks))


def on_battlefield(o: GameObject) -> bool:
    """Whether ``o`` is on the battlefield now (read after a move that may have been replaced)."""
    return o.zone is Zone.BATTLEFIELD


def enchants_reanimated_illegally(g: Game, aura: GameObject, host: GameObject) -> bool:
    """CR 303.4c, 704.5m: an Aura whose enchant ability became "enchant creature put onto the
    battlefield with ~" may only be attached to that object, on the battlefield, while it is a
    creature (a God below its devotion isn't one, 700.5)."""
    from arbiter.mtg.layers import is_creature

    if host.zone is not Zone.BATTLEFIELD or put_with(aura.id, aura.zcc) not in host.marks:
        return True
    return not is_creature(g, host)


def enchant_ability(aura: GameObject) -> TargetSpec | None:
    """The Aura's enchant ability, as the target its spell had (CR 303.4a), or None."""
    if aura.marks and ENCHANT_GAINED in aura.marks:
        return _ENCHANT_CREATURE  # (gained by the effect that made it an Aura, 613.1f)
    return enchant_spec(aura.card)


def enchant_spec(card: CardDef) -> TargetSpec | None:
    """The enchant ability of an Aura card (CR 303.4a, 702.5a), or None."""
    for a in card.abilities:
        if isinstance(a, SpellAbility) and not a.effects and not a.modes and len(a.targets) == 1:
            return a.targets[0]
    return None


def host_zone(aura: GameObject) -> Zone:
    """The zone of what the Aura may enchant: the battlefield, or a graveyard for "Enchant
    creature card in a graveyard" (CR 303.4a) until that ability is lost (Animate Dead's)."""
    spec = enchant_ability(aura)
    if spec is None or spec.what is None or spec.what.zone is not Zone.GRAVEYARD or REANIMATING in aura.marks:
        return Zone.BATTLEFIELD
    return Zone.GRAVEYARD


def enchants_illegally(g: Game, aura: GameObject, host: GameObject) -> bool:
    """CR 303.4d, 704.5m: ``host`` is no longer an object the Aura's enchant ability allows."""
    from arbiter.mtg.filtering import fits

    if aura.marks and REANIMATING in aura.marks:
        return enchants_reanimated_illegally(g, aura, host)  # "enchant creature put onto the battlefield with ~"
    spec = enchant_ability(aura)
    if spec is None or spec.what is None:
        return False
    return not fits(g, spec.what, host, aura.controller, aura.id)


def enchants_player_illegally(g: Game, aura: GameObject, player: int) -> bool:
    """CR 303.4d, 704.5m: ``player`` is no longer a player the Aura's "Enchant player" / "Enchant
    opponent" allows — they left the game (800.4a), or "opponent" no longer holds after a change
    of the Aura's controller."""
    spec = enchant_ability(aura)
    if spec is None or not spec.players:
        return True  # (not an Aura that enchants players: attached to one illegally)
    if g.state.players[player].lost:
        return True
    if g.state.lasting and protected_from_everything(g, player):
        return True  # CR 702.16j: a player with protection from everything can't be enchanted
    return spec.players == "opponent" and player == aura.controller
