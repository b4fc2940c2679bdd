"""Triggers that remember how much damage was dealt ("that much", CR 603.2, 608.2h): "Whenever ~
deals damage, you gain that much life.", "Whenever enchanted creature deals damage, you gain that
much life.", "Whenever ~ is dealt damage, it deals that much damage to any target."

Damage dealt at once is one event (CR 120.4, 510.2: all combat damage of a step is dealt
simultaneously, as is the damage of one instruction): the damage a source deals — or a permanent
is dealt — in one damage event triggers once, for the total; two instructions (a mode chosen
twice) are two events."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.triggers.granted import has_triggers
from arbiter.mtg.triggers.matching import attachments
from arbiter.mtg.triggers.patterns import Attached

if TYPE_CHECKING:
    from arbiter.mtg.state import GameObject
    from arbiter.mtg.triggers.look import Look

AMOUNT = -2
"""The "zone-change count" of a subject that is an amount ("that much"): (amount, AMOUNT)."""

DEALS = "deals damage: that much"
DEALS_COMBAT = "deals combat damage: that much"
DEALT = "dealt damage: that much"
DEALT_COMBAT = "dealt combat damage: that much"
DEALS_PLAYER = "deals damage to a player: that much"  # and "that player" (603.2)
DEALS_COMBAT_PLAYER = "deals combat damage to a player: that much"
DEALS_OPPONENT = "deals damage to an opponent: that much"  # (CR 102.2: a player other than its controller)
DEALS_COMBAT_OPPONENT = "deals combat damage to an opponent: that much"
GAIN_LIFE = "gain life: that much"  # "Whenever you gain life, … that much life" (119.3, 603.2)
LOSE_LIFE = "lose life: that much"  # "Whenever you lose life, draw that many cards." (119.3, 603.2)
OPPONENT_LOSES_LIFE = "opponent loses life: that much"  # "Whenever an opponent loses life, you gain that much life."
OPPONENT_GAINS_LIFE = "opponent gains life: that much"  # "Whenever an opponent gains life, … that many …"
YOU_DEALT = "you're dealt damage: that much"  # "Whenever you're dealt damage, … that many …" (603.2)


def one_event(x: object, e: ev.DamageDealt) -> bool:
    """Whether ``x`` was dealt in the same damage event as ``e`` (CR 120.4, 510.2): the damage of
    one instruction or of a step's combat damage is dealt at once; two instructions of one spell
    (a mode chosen twice) deal damage twice."""
    return x is e or (isinstance(x, ev.DamageDealt) and e.event >= 0 and x.event == e.event and x.combat == e.combat)


def _total(look: Look, e: ev.DamageDealt, same: str) -> int | None:
    """The total of the damage dealt in ``e``'s damage event by the same source, or to the same
    recipient, or None if ``e`` isn't the first of them in this look."""
    total = 0
    for i, x in enumerate(look.events):
        if not isinstance(x, ev.DamageDealt) or not one_event(x, e):
            continue
        if (x.source == e.source) if same == "source" else (x.target == e.target and x.player == e.player):
            if i < look.at:
                return None
            total += x.amount
    return total


def first_dealt_to(look: Look, e: ev.DamageDealt) -> bool:
    """Whether ``e`` is the first damage to its recipient in its damage event. Damage dealt at
    once by several sources — two blockers — is one damage event (CR 120.4, 510.2), so
    "Whenever ~ is dealt damage" triggers once for it (603.2c)."""
    return _total(look, e, "target") is not None


def first_dealt_by(look: Look, e: ev.DamageDealt) -> bool:
    """Whether ``e`` is the first damage its source deals in its damage event: "Whenever ~ deals
    damage" triggers once for the damage it deals at once to several recipients (CR 120.4, 603.2c)."""
    return _total(look, e, "source") is not None


def damage_amounts(look: Look, e: ev.DamageDealt) -> None:
    """CR 603.2: the "that much" triggers of the damage's source, of the Auras and Equipment
    attached to it, and of the permanent dealt the damage."""
    st = look.g.state
    dealer = st.objects.get(e.source)
    if dealer is not None and e.player is not None:
        _to_player(look, e, dealer)
    if dealer is not None:
        whose = look.controller_then(dealer)
        total = _total(look, e, "source")
        if whose is not None and total:
            if has_triggers(look.g, dealer):
                look.match(dealer, DEALS, (total, AMOUNT), whose)
                if e.combat:
                    look.match(dealer, DEALS_COMBAT, (total, AMOUNT), whose)
            if dealer.zone is Zone.BATTLEFIELD:
                for att, kind in attachments(look.g, dealer.id):
                    look.match(att, Attached(kind, DEALS), (total, AMOUNT))
    if e.player is not None:
        _player_dealt(look, e)
    victim = st.objects.get(e.target) if e.target is not None else None
    if victim is not None and victim.zone is Zone.BATTLEFIELD and has_triggers(look.g, victim):
        total = _total(look, e, "target")
        if total:
            look.match(victim, DEALT, (total, AMOUNT))
            if e.combat:
                look.match(victim, DEALT_COMBAT, (total, AMOUNT))


def _player_dealt(look: Look, e: ev.DamageDealt) -> None:
    """CR 603.2, 120.3: "Whenever you're dealt damage, … that many …" — the permanents of the
    player dealt the damage, once for the damage dealt to that player at once (combat damage of
    one step from several sources is one event, 510.2), for the total."""
    total = _total(look, e, "target")
    if not total:
        return
    for o, controller in look.present():
        if controller == e.player:
            look.match(o, YOU_DEALT, (total, AMOUNT), controller)


def _to_player(look: Look, e: ev.DamageDealt, dealer: GameObject) -> None:
    """CR 603.2, 510.2: "Whenever ~ deals [combat] damage to a player, … that many …" — once for
    the damage it deals that player in one damage event, with "that player" that player."""
    from dataclasses import replace

    from arbiter.mtg.triggers.matching import matching

    whose = look.controller_then(dealer)
    if whose is None or not has_triggers(look.g, dealer):
        return
    total = 0
    for i, x in enumerate(look.events):
        if isinstance(x, ev.DamageDealt) and x.source == e.source and x.player == e.player and one_event(x, e):
            if i < look.at:
                return  # (the first of them triggered it)
            total += x.amount
    if not total:
        return
    events: tuple[str, ...] = (DEALS_COMBAT_PLAYER, DEALS_PLAYER) if e.combat else (DEALS_PLAYER,)
    if e.player != whose:  # CR 102.2: the player dealt the damage is an opponent of its controller
        events += (DEALS_COMBAT_OPPONENT, DEALS_OPPONENT) if e.combat else (DEALS_OPPONENT,)
    for event in events:
        found = matching(look.g, dealer, event, (total, AMOUNT), whose)
        look.found += [replace(w, player=e.player) for w in found]
