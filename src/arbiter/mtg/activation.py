"""Activating activated abilities (CR 602.2, 602.5, 606.3); mana abilities go to
:mod:`arbiter.mtg.mana_abilities` (605)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.mtg.actions import Priority
from arbiter.mtg.casting.announce import announce_x
from arbiter.mtg.casting.progress import CastProgress
from arbiter.mtg.casting.total_cost import reduced_cost
from arbiter.mtg.characteristics import activated
from arbiter.mtg.condition_check import holds
from arbiter.mtg.enums import Zone
from arbiter.mtg.mana_abilities import activate_mana_ability
from arbiter.mtg.timing import sorcery_timing_ok, split_second

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def activate(g: Game, source: int, index: int, x: int | None = None) -> None:
    """CR 602.2 (and 605.3 for mana abilities)."""
    st = g.state
    dec = st.pending
    player = dec.player
    o = st.objects.get(source)
    if o is None:
        raise IllegalAction(f"there is no object #{source}", "602.2")
    abilities = activated(g, o)
    if not 0 <= index < len(abilities):
        raise IllegalAction(f"{o.card.name} has no activated ability number {index + 1}", "602.1")
    ability = abilities[index]
    if ability.instant_speed and not isinstance(dec, Priority):
        raise IllegalAction("an ability activated only as an instant needs priority", "602.5e")
    if ability.from_hand:
        if o.zone is not Zone.HAND or o.owner != player:
            raise IllegalAction(f"{o.card.name}'s ability can be activated only from your hand", "602.2", "702.29a")
    elif ability.from_graveyard:
        # CR 113.6m: it functions only in the graveyard; there the card is its owner's (108.4a)
        if o.zone is not Zone.GRAVEYARD or o.owner != player:
            raise IllegalAction(f"{o.card.name}'s ability can be activated only from your graveyard", "113.6m", "602.2")
    elif o.zone is not Zone.BATTLEFIELD:
        raise IllegalAction(f"{o.card.name} is not on the battlefield", "602.2")
    elif not ability.may_activate(o.controller, player):
        if ability.activators == "opponents":
            raise IllegalAction(f"only opponents of {o.card.name}'s controller can activate that ability", "602.2")
        raise IllegalAction(f"only {o.card.name}'s controller can activate its abilities", "602.2")
    # CR 602.1b, 602.5: restrictions on when the ability may be activated
    if ability.your_turn and st.active != player:
        raise IllegalAction(f"{o.card.name}'s ability can be activated only during your turn", "602.1b")
    if not ability.is_mana and st.stack and split_second(g):
        raise IllegalAction(
            "a spell with split second is on the stack: only mana abilities can be activated", "702.61a"
        )
    if ability.only_if is not None and not holds(g, ability.only_if, o.controller, o):
        raise IllegalAction(f"{o.card.name}'s ability can be activated only if {ability.only_if.text}", "602.5b")
    if ability.min_counters is not None and o.counter(ability.min_counters[0]) < ability.min_counters[1]:
        kind, n = ability.min_counters
        raise IllegalAction(f"{o.card.name} needs {n} or more {kind} counters for that ability", "602.5", "602.1b")
    if ability.is_mana:
        if ability.instant_speed and not isinstance(dec, Priority):
            raise IllegalAction("an ability activated only as an instant needs priority", "602.5e")
        activate_mana_ability(g, o, ability)
        return
    if not isinstance(dec, Priority):
        raise IllegalAction("only mana abilities can be activated while paying a cost", "605.3a")
    mark = g.journal.mark()
    if ability.sorcery_speed and not sorcery_timing_ok(g, player):
        raise IllegalAction(
            f"{o.card.name}'s ability can be activated only as a sorcery: your main phase, empty stack", "602.5d"
        )
    if ability.loyalty:
        # CR 606.3: main phase, empty stack, own turn, one loyalty ability per permanent per turn
        if not sorcery_timing_ok(g, player):
            raise IllegalAction(
                "a loyalty ability can be activated only in your main phase with an empty stack", "606.3"
            )
        if (-1, st.turn) in o.used:
            raise IllegalAction(f"a loyalty ability of {o.card.name} has already been activated this turn", "606.3")
        g.set(o, "used", (*o.used, (-1, st.turn)))
    if ability.once_each_turn:
        if (index, st.turn) in o.used:
            raise IllegalAction(f"{o.card.name}'s ability has already been activated this turn", "602.5b")
        g.set(o, "used", (*o.used, (index, st.turn)))
    ab = g.create(o.card, player, Zone.STACK)
    g.set(ab, "source", o.id)
    g.set(ab, "ability", ability)
    g.set(ab, "controller", player)
    if o.blocking:
        # last known information for "each creature it's blocking" (CR 608.2h)
        g.set(ab, "lki", tuple(("blocking", a, st.objects[a].zcc) for a in o.blocking))
    if ability.activators:
        # last known information of who controlled the source ("~'s controller", 608.2h)
        g.set(ab, "lki", (*(ab.lki or ()), ("source", o.controller, o.zcc)))
    total = reduced_cost(g, o, player, ability.mana_cost)  # CR 601.2f: the total cost, then locked in
    progress = CastProgress("ability", ab.id, player, mark, "targets", ability.targets, (), total)
    g.set(st, "pending", None)
    announce_x(g, progress, x, o.card.name)
