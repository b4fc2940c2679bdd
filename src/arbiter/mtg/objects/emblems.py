"""Emblems (CR 114): "You get an emblem with "<ability>"." — an object in its owner's command
zone with abilities and nothing else (114.1–114.3), whose abilities work there (114.4): its
triggered abilities trigger like those of a permanent its owner controls, and its static
abilities apply (the emblem is a granting source, :mod:`arbiter.mtg.effects.tokens`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

EMBLEM_NAME = "Emblem"  # the name the engine gives an emblem's object (it has no characteristics, 114.3)
_NAMED_EMBLEMS = frozenset({EMBLEM_NAME, "The Ring"})  # (CR 701.54c: an emblem named The Ring)


def is_emblem(o: GameObject) -> bool:
    """Whether ``o`` is an emblem: an object in the command zone with no card types (CR 114.1)."""
    return o.card.name in _NAMED_EMBLEMS and not o.card.types and o.card.mana_cost is None


def emblems_with_triggers(g: Game) -> list[GameObject]:
    """The emblems with triggered abilities, in every player's command zone (CR 114.4)."""
    st = g.state
    out: list[GameObject] = []
    for p in st.players:
        for oid in p.command:
            o = st.objects[oid]
            if o.card.triggered and is_emblem(o):
                out.append(o)
    return out
