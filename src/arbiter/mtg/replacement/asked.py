"""The order of replacement effects asked wherever the event happens (CR 616.1, 616.1e–f).

A Destroy instruction asks its questions before it is performed (``paused/replacement_order.py``).
Other events that several replacement effects would modify in different ways happen inside other
procedures, which have no pause point: a creature destroyed by a state-based action (704.5g–h)
with a regeneration shield and an Aura with umbra armor, a creature put into its owner's graveyard
for having 0 toughness (704.5f), a sacrificed permanent (701.21a), a discarded or milled card
(701.9a, 701.17a) under two graveyard replacements that send it to different places (Darksteel
Colossus's "shuffle it into its owner's library instead" and Rest in Peace's "exile it instead").
These are asked as a draw's dredge is (``keywords/dredge.py``): the answer being carried out when
the question came is carried out again with the player's answer. Asked only when the answer can
change what happens; the player is the affected object's controller, or its owner if it has no
controller (616.1, 108.4a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.i18n.text import Term
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Option, Purpose
from arbiter.mtg.enums import Zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


def affected_player(o: GameObject) -> int:
    """CR 616.1, 108.4a: who chooses the order of the effects on ``o``'s event — its controller
    while it is a permanent or a spell, otherwise its owner."""
    return o.controller if o.zone is Zone.BATTLEFIELD or o.zone is Zone.STACK else o.owner


def ask(g: Game, player: int, names: tuple[Option, ...], prompt: str) -> Option:
    """CR 616.1e: the name of the effect ``player`` applies first among ``names`` — the answer
    already given when the answer being carried out is carried out again, or else asked (the
    question is raised, and the game waits for the player). The choice is logged."""
    from arbiter.mtg.keywords import dredge

    name = dredge.next_answer(dredge.DrawAsked(player, names, Purpose.REPLACEMENT_ORDER, prompt))
    log_choice(g, player, name)
    return name


def log_choice(g: Game, player: int, name: Option) -> None:
    """CR 616.1e: ``player`` applies first the effect named ``name`` (its source, or what it is
    when its source names another effect too)."""
    who = g.state.players[player].name
    if isinstance(name, int):
        card = CardName(g.state.objects[name].label)
        g.log(ev.EffectCreated("616.1e", who, msg("{card}'s effect is applied first", card=card)))
    else:
        g.log(ev.EffectCreated("616.1e", who, msg("the {effect} is applied first", effect=Term(str(name)))))
