"""Bestow (CR 702.103): cast for its bestow cost, the spell becomes an Aura enchantment with
enchant creature (702.103b) — only those characteristics count while it's cast (702.103d); if its
target is illegal as it begins resolving, it ceases to be bestowed and resolves as a creature spell
(702.103e, 608.3b); a bestowed Aura that becomes unattached, or is attached illegally, ceases to be
bestowed instead of going to the graveyard (702.103f, an exception to 704.5m).

A bestowed spell or permanent is the object with its card swapped for the bestowed
characteristics (``bestowed``), the printed card kept as its ``front`` — as for a face cast alone
(709.3): off the stack and the battlefield it is the whole card again. Ceasing to be bestowed puts
the printed card back.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import SpellAbility
from arbiter.mtg.ir.casting_keywords import AlternativeCost
from arbiter.mtg.ir.refs import TargetSpec, objects
from arbiter.mtg.objects.unattaching import log_unattached

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import GameObject

BESTOWED = "cast for bestow"  # the mark of a spell cast for its bestow cost (AlternativeCost.mark)
ENCHANT_CREATURE = TargetSpec("creature", objects("creature", frozenset({CardType.CREATURE})))


def bestowed(card: CardDef) -> CardDef:
    """CR 702.103b: the card as a bestowed Aura — an Aura enchantment (it becomes one: its other
    card types and their subtypes go, 205.1a), with enchant creature (303.4a)."""
    return replace(
        card,
        types=frozenset({CardType.ENCHANTMENT}),
        subtypes=("Aura",),
        power=None,
        toughness=None,
        abilities=(*card.abilities, SpellAbility((), (ENCHANT_CREATURE,))),
    )


def is_bestowed(o: GameObject) -> bool:
    """A bestowed Aura spell or permanent (CR 702.103b), until it ceases to be (702.103e–g)."""
    return o.front is not None and BESTOWED in o.marks


def set_up_bestowed(o: GameObject) -> bool:
    """A card with bestow set up on the battlefield attached to a creature: CR 702.103b — being
    attached is what only a bestowed Aura can be (a creature attached to an object becomes
    unattached, 704.5p), so it is the bestowed Aura, its printed card kept as its ``front``.
    False (nothing changed) for a card without bestow."""
    if o.front is not None or not any(isinstance(a, AlternativeCost) and a.name == "bestow" for a in o.card.options):
        return False
    o.front = o.card
    o.card = bestowed(o.card)
    o.marks = o.marks | {BESTOWED}
    return True


def cease(g: Game, o: GameObject, rule: str) -> None:
    """CR 702.103e–f: it ceases to be bestowed — the effect making it an Aura ends, so it's the
    printed card (a creature) again, and attached to nothing."""
    assert o.front is not None
    g.set(o, "card", o.front)
    g.set(o, "front", None)
    if o.attached_to is not None:
        log_unattached(g, o, g.state.objects.get(o.attached_to))  # CR 701.3d
        g.set(o, "attached_to", None)
    g.log(ev.EffectCreated(rule, o.label, msg("ceases to be bestowed: it's a creature")))
