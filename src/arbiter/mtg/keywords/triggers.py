"""Trigger events of keyword abilities whose trigger condition looks at the attack itself (CR
603.2): dethrone (702.105a), training (702.149a), "attacks while saddled" and "attacks for the
first time each turn". Checked once, as attackers are declared
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
FIRST_ATTACK_EVENT = "attacks for the first time each turn"  # (a turn can have more combats, 500.8)
FIRST_COMBAT_DAMAGE_EVENT = "combat damage to player first time each turn"  # (first strike, more combats)
ATTACKS_OPPONENT_EVENT = "attacks opponent"  # "Whenever ~ attacks an opponent" (the player, not a planeswalker)


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
    if FIRST_ATTACK_EVENT in events and not attacked_before(g, attacker):
        out.append(FIRST_ATTACK_EVENT)
    target = attacker.attacking
    if ATTACKS_OPPONENT_EVENT in events and isinstance(target, PlayerRef) and target.index != attacker.controller:
        out.append(ATTACKS_OPPONENT_EVENT)  # CR 506.2, 508.1b: attacking that player itself
    return out


def attacked_before(g: Game, attacker: GameObject) -> bool:
    """CR 603.2, 508.1a, 500.8: "Whenever ~ attacks for the first time each turn" — whether this
    object was declared as an attacker in an earlier combat this turn (400.7: not counting the object
    it was before a zone change). The newest declaration in the log is the one being looked at."""
    from arbiter.mtg import events as ev
    from arbiter.mtg.turn.since_entered import since_entered

    current = False
    for e in since_entered(g, attacker.id):  # newest first, as this object (400.7)
        if isinstance(e, ev.AttackersDeclared) and attacker.id in e.ids:
            if current:
                return True
            current = True
    return False


def first_combat_damage_to_player(g: Game, dealer: GameObject, e: object) -> bool:
    """CR 603.2, 510.4, 500.8: "Whenever ~ deals combat damage to a player for the first time each
    turn" — whether ``dealer`` has such an ability and the combat damage event ``e`` is the first
    combat damage it dealt to a player this turn, as this object (400.7): not after a first-strike
    damage step's or an earlier combat's."""
    from arbiter.mtg.turn.since_entered import since_entered

    if not any(t.event == FIRST_COMBAT_DAMAGE_EVENT for t in dealer.card.triggered):
        return False
    found = False
    # ``e``, then the events before it back to the dealer's last entering (before that it was
    # another object, 400.7)
    for x in since_entered(g, dealer.id, start=e):
        if x is e:
            found = True
        elif _combat_damage_to_player(x, dealer.id):
            return False  # (it dealt combat damage to a player before, CR 120.1)
    return found


def _combat_damage_to_player(x: object, source: int) -> bool:
    from arbiter.mtg import events as ev

    return isinstance(x, ev.DamageDealt) and x.combat and x.source == source and x.player is not None and x.amount > 0
