"""Replacement effects that keyword abilities stand for (CR 614): umbra armor (702.89a) — "If
enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this
Aura." — applied by ``effects.zones.destroy``, for destruction by an effect (701.8) and by a
state-based action (704.5g–h) alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.layers import has_keyword

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


def umbra_armor_aura(g: Game, t: GameObject) -> GameObject | None:
    """An Aura with umbra armor attached to ``t`` (the first, in timestamp order), or None."""
    st = g.state
    auras = [
        st.objects[i] for i in st.battlefield
        if st.objects[i].attached_to == t.id and has_keyword(g, st.objects[i], "umbra armor")
    ]  # fmt: skip
    return min(auras, key=lambda a: a.timestamp) if auras else None


def apply_umbra_armor(g: Game, t: GameObject, aura: GameObject) -> None:
    """CR 702.89a: instead of being destroyed, ``t`` has all damage marked on it removed (and so
    no longer counts a deathtouch source's damage, 704.5h), and the Aura is destroyed."""
    from arbiter.mtg.effects.zones import destroy  # (destroy applies this replacement itself)

    if t.damage:
        g.set(t, "damage", 0)
    if t.deathtouched:
        g.set(t, "deathtouched", False)
    g.log(
        ev.EffectCreated(
            "702.89a",
            t.label,
            msg("isn't destroyed: its damage is removed and {aura} is destroyed", aura=CardName(aura.label)),
        )
    )
    destroy(g, aura, "702.89a")
