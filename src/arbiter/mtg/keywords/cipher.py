"""Cipher (CR 702.99): a spell exiled encoded on a creature, and the copies that creature casts.

"Cipher" means "If this spell is represented by a card, you may exile this card encoded on a
creature you control" and "For as long as this card is encoded on that creature, that creature has
'Whenever this creature deals combat damage to a player, you may copy the encoded card and you may
cast the copy without paying its mana cost.'" (702.99a). The first is the spell's last instruction
(a copy of the spell isn't represented by a card: it encodes nothing); the link is kept in
``GameState.encoded`` and lasts while the card stays exiled and the creature stays on the
battlefield, whoever controls it and whether or not it is still a creature (702.99c, 400.7). The
granted ability is a layer-6 grant with the encoded card's timestamp (:class:`CipherGrant`, 613.1f,
613.7a: an effect that later makes the creature lose all abilities removes it too) and triggers as
a built-in trigger of the creature (``triggers.builtin.CIPHER``), about the encoded card; as it
resolves, the copy is made in exile and cast (707.12), ignoring timing (608.2g), without paying
its mana cost (118.9) — the copy is never encoded (it isn't a card).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.state import Encoded, WaitingTrigger

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

RULE = "702.99a"


@dataclass(frozen=True, slots=True)
class CipherGrant(Ability):
    """CR 702.99a: the ability the creature has for as long as the exiled ``card`` (as zone-change
    count ``zcc``) is encoded on it — an ability the creature has like any other (613.1f), so an
    effect with a later timestamp that makes it lose all abilities removes it (613.7a); it
    triggers through :func:`triggers`."""

    card: int
    zcc: int

    def text(self) -> str:
        return (
            "Whenever this creature deals combat damage to a player, you may copy the encoded card and you may"
            " cast the copy without paying its mana cost."
        )


def encode(g: Game, card: GameObject, creature: GameObject) -> None:
    """CR 702.99a–b: ``card``, just exiled from the stack, is encoded on ``creature``."""
    st = g.state
    g.set(st, "encoded", (*st.encoded, Encoded(card.id, card.zcc, creature.id, creature.zcc)))


def encoded_on(g: Game, creature: GameObject) -> list[GameObject]:
    """CR 702.99c: the cards encoded on ``creature`` now — still exiled as the same objects, and
    the creature still the permanent they were encoded on."""
    st = g.state
    out: list[GameObject] = []
    for link in st.encoded:
        if link.creature != creature.id or link.creature_zcc != creature.zcc:
            continue
        card = st.objects.get(link.card)
        if card is not None and card.zone is Zone.EXILE and card.zcc == link.zcc:
            out.append(card)
    return out


def grants(g: Game, creature: GameObject) -> list[tuple[int, str, CipherGrant]]:
    """CR 702.99a, 613.7a: each card encoded on ``creature`` grants it the ability, with the card's
    timestamp (it received one as it was exiled, 613.7e): (timestamp, card name, ability)."""
    return [(card.timestamp, card.card.name, CipherGrant(card.id, card.zcc)) for card in encoded_on(g, creature)]


def triggers(g: Game, creature: GameObject, controller: int) -> list[WaitingTrigger]:
    """CR 702.99a, 603.2: "Whenever this creature deals combat damage to a player" — one trigger for
    each card encoded on ``creature`` whose ability it still has (613.1f: not lost to a later "loses
    all abilities"), controlled by the creature's controller, about that card."""
    from arbiter.mtg.layers import abilities
    from arbiter.mtg.triggers.builtin import CIPHER

    has = {(a.card, a.zcc) for a in abilities(g, creature) if isinstance(a, CipherGrant)}
    return [
        WaitingTrigger(creature.id, CIPHER, controller, (card.id, card.zcc))
        for card in encoded_on(g, creature)
        if (card.id, card.zcc) in has
    ]
