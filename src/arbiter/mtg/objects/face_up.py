"""Turning a face-down permanent face up (CR 702.37e, 702.168d, 701.40b–d): which cost, if any, it
can be turned face up for — and whether it is a manifested permanent (701.40a)."""

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


def has_morph(o: GameObject) -> bool:
    """Whether the face-down card has a morph or disguise ability printed (CR 702.37, 702.168)."""
    return o.face_down is not None and o.face_down.morph is not None


def morph_cost(g: Game, o: GameObject) -> ManaCost | None:
    """CR 702.37e, 702.168d: the morph or disguise cost the permanent would have face up, or None."""
    if not has_morph(o):
        return None
    from arbiter.mtg.abilities.special_actions import morph_of  # (the special action's module)

    morph = morph_of(g, o)  # CR 702.37e: the morph cost it would have face up (none under Humility)
    return morph.cost if morph is not None else None


def manifest_cost(g: Game, o: GameObject) -> ManaCost | None:
    """CR 701.40b: a manifested permanent whose card is a creature card with a mana cost can be
    turned face up for that mana cost; any other can't be turned face up this way."""
    card = o.face_down
    if card is None or not is_manifested(g, o) or CardType.CREATURE not in card.types:
        return None
    return card.mana_cost


def face_up_cost(g: Game, o: GameObject, mana_cost: bool = False) -> ManaCost | None:
    """The cost to turn the face-down permanent face up the way asked, or None when it can't be.
    ``mana_cost``: by the manifest procedure, for its card's mana cost (701.40b). Otherwise its
    morph or disguise cost (702.37e, 702.168d) — for a manifested card with neither, the manifest
    procedure is the only one it has, so that is the one meant. CR 701.40c–d: a manifested card
    with morph or disguise may be turned face up either way; the two are distinct actions."""
    if mana_cost or not has_morph(o):
        return manifest_cost(g, o)
    return morph_cost(g, o)


def face_up_ways(g: Game, o: GameObject) -> list[tuple[bool, ManaCost]]:
    """Every way the face-down permanent can be turned face up now, as (by its mana cost, cost):
    its morph or disguise cost, and — for a manifested card with morph or disguise, separately —
    its mana cost (CR 701.40c–d); a manifested card without either has only the one way."""
    ways = [(False, c) for c in (face_up_cost(g, o),) if c is not None]
    if has_morph(o):
        ways += [(True, c) for c in (manifest_cost(g, o),) if c is not None]
    return ways
