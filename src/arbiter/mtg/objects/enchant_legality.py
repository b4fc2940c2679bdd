"""Whether an Aura may stay attached to what it enchants (CR 303.4d, 704.5m): the object must
still be one its enchant ability allows — "Enchant tapped creature" falls off a creature that
untaps, "Enchant creature without flying" off one that gains flying, "Enchant creature you
control" off one whose control changed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import SpellAbility
from arbiter.mtg.player_qualities import protected_from_everything

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


def enchant_ability(aura: GameObject) -> TargetSpec | None:
    """The Aura's enchant ability, as the target its spell had (CR 303.4a), or None."""
    return enchant_spec(aura.card)


def enchant_spec(card: CardDef) -> TargetSpec | None:
    """The enchant ability of an Aura card (CR 303.4a, 702.5a), or None."""
    for a in card.abilities:
        if isinstance(a, SpellAbility) and not a.effects and not a.modes and len(a.targets) == 1:
            return a.targets[0]
    return None


def enchants_illegally(g: Game, aura: GameObject, host: GameObject) -> bool:
    """CR 303.4d, 704.5m: ``host`` is no longer an object the Aura's enchant ability allows."""
    from arbiter.mtg.filtering import fits

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
