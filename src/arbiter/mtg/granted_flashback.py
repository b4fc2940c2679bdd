"""Flashback granted by another card (CR 702.34a): Snapcaster Mage's "target instant or sorcery
card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana
cost." — an effect until end of turn (514.2) on that card, a new object if it leaves (400.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import resolved
from arbiter.mtg.enums import Zone

# CR 702.34a, 601.2b: the name under which a caster announces the flashback cost an effect gave a
# card that also has its own flashback (``Cast(alternative=GRANTED_FLASHBACK)``): each instance of
# flashback is its own permission, with its own cost, and the caster chooses which to use.
GRANTED_FLASHBACK = "granted flashback"

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.mana.pool import ManaCost
    from arbiter.mtg.state import GameObject


def granted_flashback(g: Game, o: GameObject, cast_as: CardDef | None = None) -> ManaCost | None:
    """The flashback cost an effect gives the card ``o`` in a graveyard now (its mana cost), or None.
    ``cast_as``: the face being cast — CR 709.3b: a split card cast as one half has only that
    half's mana cost, so "equal to its mana cost" is that half's, not both halves' combined."""
    cost = (cast_as or o.card).mana_cost
    if cost is None:
        return None  # CR 118.6: no mana cost is an unpayable flashback cost
    return cost if flashback_granted(g, o) else None


def flashback_granted(g: Game, o: GameObject) -> bool:
    """Whether an effect gives the card ``o`` in a graveyard flashback now (CR 702.34a), whatever
    its cost — with no mana cost, a flashback cost that can't be paid (118.6)."""
    if o.zone is not Zone.GRAVEYARD:
        return False
    return any(
        isinstance(e.change, resolved.HasFlashback) and e.object_id == o.id and e.zcc == o.zcc for e in g.state.effects
    )


def flashback_cost(g: Game, o: GameObject, cast_as: CardDef | None = None) -> ManaCost | None:
    """CR 702.34a: the card's own flashback cost, or one an effect gives it (for the face ``cast_as``)."""
    return o.card.flashback if o.card.flashback is not None else granted_flashback(g, o, cast_as)
