"""Turning a face-down permanent face up (CR 702.37e, 701.40b): which cost, if any, it can be
turned face up for — and whether it is a manifested permanent (701.40a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.mana.pool import ManaCost
    from arbiter.mtg.state import GameObject


def is_manifested(g: Game, o: GameObject) -> bool:
    """CR 701.40a: a manifested permanent, for as long as it remains face down."""
    return o.face_down is not None and (o.id, o.zcc) in g.state.manifested


def face_up_cost(g: Game, o: GameObject) -> ManaCost | None:
    """The cost to turn the face-down permanent face up, or None when it can't be: its morph or
    disguise cost (702.37e, 702.168d); a manifested creature card's mana cost (701.40b — with
    both, 701.40c–d allow either: the morph cost is the one offered)."""
    card = o.face_down
    if card is None:
        return None
    if card.morph is not None:
        from arbiter.mtg.abilities.special_actions import morph_of  # (the special action's module)

        morph = morph_of(g, o)  # CR 702.37e: the morph cost it would have face up (none under Humility)
        if morph is not None:
            return morph.cost
    if is_manifested(g, o) and CardType.CREATURE in card.types and card.mana_cost is not None:
        return card.mana_cost
    return None
