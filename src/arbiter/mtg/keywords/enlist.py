"""Enlist (CR 702.154): "As this creature attacks, you may tap up to one untapped creature you
control that you didn't choose to attack with and that either has haste or has been under your
control continuously since this turn began. When you do, this creature gets +X/+0 until end of
turn, where X is the tapped creature's power."

The static ability is an optional cost to attack (702.154b, 508.1g): as attackers are declared,
each attacker with enlist asks which creature it enlists (0: none); the costs are paid as the
declaration ends (508.1j). The triggered ability is the reflexive "enlisted" trigger (603.12) of
the keyword, which reads the enlisted creature's power as it resolves (608.2h)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.layers import has_keyword, is_creature
from arbiter.mtg.state import ObjectRef, TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import AttackDeclaration, GameObject


def has_enlist(g: Game, o: GameObject) -> bool:
    """Printed enlist it still has (no card grants enlist; a permanent may lose it, 613.1f)."""
    return "enlist" in o.card.keywords and has_keyword(g, o, "enlist")


def enlist_candidates(g: Game, enlister: int, declaring: AttackDeclaration) -> tuple[int, ...]:
    """CR 702.154a, 702.154c: untapped creatures its controller controls, not chosen to attack,
    with haste or under that control since the turn began (not summoning sick, 302.6), not the
    enlisting creature itself, and not already enlisted by another attacker (it would be tapped)."""
    st = g.state
    attacking = {oid for oid, _ in declaring.attacks}
    taken = {other for _, other in declaring.enlisted}
    controller = st.objects[enlister].controller
    return tuple(
        oid for oid in st.battlefield
        if oid not in attacking and oid not in taken and oid != enlister
        and (o := st.objects[oid]).controller == controller and not o.tapped and is_creature(g, o)
        and (not o.sick or has_keyword(g, o, "haste"))
    )  # fmt: skip


def ask_enlist(g: Game, declaring: AttackDeclaration) -> bool:
    """Ask the active player about the first attacker still to ask about; False if there is none
    with a creature to enlist (then nothing is asked)."""
    st = g.state
    for i, enlister in enumerate(declaring.enlisting):
        options = enlist_candidates(g, enlister, declaring)
        if options:
            g.set(st, "declaring", replace(declaring, enlisting=declaring.enlisting[i:]))
            name = st.objects[enlister].card.name
            prompt = msg("enlist a creature for {name}? (0: none)", name=CardName(name))
            g.set(st, "pending", Choose(st.active, Purpose.ENLIST, "702.154a", (*options, 0), prompt))
            return True
    return False


def pay_enlist(g: Game, enlisted: tuple[tuple[int, int], ...]) -> None:
    """CR 508.1j: tap each enlisted creature (the cost); the attacker "enlists" it (702.154c), which
    triggers its "when you do" ability; the pairing is remembered for this turn (for X)."""
    st = g.state
    for attacker, other in enlisted:
        a, o = st.objects[attacker], st.objects[other]
        g.set(o, "tapped", True)
        g.log(ev.Tapped("702.154a", o.id, o.label))
        mark = TurnEffect(a.id, a.zcc, resolved.Enlisted(ObjectRef(o.id, o.zcc)), g.next_timestamp())
        g.set(st, "effects", (*st.effects, mark))
        g.log(ev.Enlisted("702.154c", a.id, a.label, o.label))
