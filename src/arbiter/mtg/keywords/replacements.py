"""Replacement effects that keyword abilities stand for (CR 614): umbra armor (702.89a) — "If
enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this
Aura." — applied by ``effects.zones.destroy``, for destruction by an effect (701.8) and by a
state-based action (704.5g–h) alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.layers import has_keyword
from arbiter.mtg.replacement.order import chosen_for

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


REGENERATION = "regeneration"  # the key of a regeneration shield among the effects on a destruction
SHIELD_COUNTER = "shield counter"  # the key of a shield counter's replacement effect (CR 122.1c)


def umbra_armor_auras(g: Game, t: GameObject) -> list[GameObject]:
    """The Auras with umbra armor attached to ``t``, in timestamp order."""
    st = g.state
    auras = [
        st.objects[i] for i in st.battlefield
        if st.objects[i].attached_to == t.id and has_keyword(g, st.objects[i], "umbra armor")
    ]  # fmt: skip
    return sorted(auras, key=lambda a: a.timestamp)


def destruction_event(t: GameObject) -> str:
    """The name of the event "``t`` would be destroyed" for the chosen order (616.1)."""
    return f"destroy {t.id}"


def destruction_options(
    g: Game, t: GameObject, regeneration: bool, shield_counter: bool = False
) -> list[tuple[str, int]]:
    """CR 616.1, 616.1e: the replacement effects that would apply to destroying ``t`` among which
    its controller chooses, each with the id of the object that names it: the shield counters'
    single effect (122.1c; ``shield_counter``: ``t`` has one — named by ``t``), or else a
    regeneration shield (701.19a; ``regeneration``: ``t`` has one — shields alike are one choice,
    named by ``t``), and each Aura with umbra armor (702.89a, named by the Aura). Only the first one
    chosen applies: after it, ``t`` isn't destroyed. (A shield counter and a regeneration shield
    would both be named by ``t``: the shield counter is offered, and applies first.)"""
    key = SHIELD_COUNTER if shield_counter else REGENERATION if regeneration else None
    found = [(key, t.id)] if key is not None else []
    return found + [(f"umbra {a.id}", a.id) for a in umbra_armor_auras(g, t)]


def umbra_armor_chosen_first(t: GameObject) -> bool:
    """CR 616.1, 616.1e: did ``t``'s controller choose an Aura's umbra armor to apply to ``t``'s
    destruction (so that a shield counter on it, 122.1c, isn't removed)?"""
    return chosen_for(destruction_event(t))[:1] not in ((), (SHIELD_COUNTER,), (REGENERATION,))


def chosen_umbra_armor(g: Game, t: GameObject, regeneration: bool) -> GameObject | None:
    """CR 616.1: the umbra armor Aura that replaces destroying ``t`` — the one its controller chose;
    none chosen (asked only while an instruction resolves), a regeneration shield (``regeneration``)
    goes first, then the first Aura in timestamp order. None: no umbra armor applies."""
    auras = umbra_armor_auras(g, t)
    first = chosen_for(destruction_event(t))[:1]
    chosen = next((a for a in auras if first == (f"umbra {a.id}",)), None)
    if chosen is not None or regeneration:  # no Aura chosen: the regeneration shield applies
        return chosen
    return auras[0] if auras else None


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
