"""Trigger events of keyword abilities whose trigger condition looks at the attack itself (CR
603.2): dethrone (702.105a) and training (702.149a). Checked once, as attackers are declared
(508.3a) — they are trigger conditions, not intervening "if" clauses (603.4), so they are not
checked again as the ability resolves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.layers import power
from arbiter.mtg.state import PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

DETHRONE_EVENT = "attacks the player with the most life"
TRAINING_EVENT = "attacks with a creature with greater power"
SADDLED_EVENT = "attacks while saddled"  # CR 702.171b: "Whenever ~ attacks while saddled"


def attack_keyword_events(g: Game, attacker: GameObject, attackers: tuple[int, ...]) -> list[str]:
    """The keyword trigger events ``attacker``'s attack is, among the declared ``attackers``."""
    st = g.state
    out: list[str] = []
    events = {t.event for t in attacker.card.triggered}
    if DETHRONE_EVENT in events and isinstance(attacker.attacking, PlayerRef):
        # CR 702.105a: "the player with the most life or tied for most life"
        life = st.players[attacker.attacking.index].life
        if all(life >= p.life for p in st.players if not p.lost):
            out.append(DETHRONE_EVENT)
    if TRAINING_EVENT in events:
        # CR 702.149a: "this creature and at least one other creature with power greater than this
        # creature's power attack"
        mine = power(g, attacker)
        if any(oid != attacker.id and power(g, st.objects[oid]) > mine for oid in attackers if oid in st.objects):
            out.append(TRAINING_EVENT)
    if SADDLED_EVENT in events:
        from arbiter.mtg.effects.saddle import is_saddled

        if is_saddled(g, attacker):  # CR 702.171b: a trigger condition, checked as it attacks
            out.append(SADDLED_EVENT)
    return out
