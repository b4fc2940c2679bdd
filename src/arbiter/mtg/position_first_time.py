"""Positions and the turn's "first" events (CR 603.2, 500.8): "Whenever ~ attacks for the first
time each turn", "Whenever you gain / lose life for the first time each turn", "Whenever ~ deals
combat damage to a player for the first time each turn" and "if it's the first
combat phase of the turn" read what happened earlier this turn from the game's log, which a
scenario setup doesn't hold (its ``history`` can't say which combat phases ended or what life was
lost). A position of a game in which a card asks one of them and the event it looks for happened
earlier this turn is refused rather than written as a turn in which it didn't."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Step
from arbiter.mtg.ir.state_conditions import TurnPart
from arbiter.mtg.ir.walk import CardMemo, ir_nodes
from arbiter.mtg.model import TriggeredAbility

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef


def first_time_problems(game: Game) -> list[str]:
    """What earlier this turn a card of the game reads as its "first time each turn" (CR 603.2) or
    "first combat phase" (500.8), and the setup can't say."""
    from arbiter.mtg.condition_check import this_turn

    st = game.state
    asked: set[str] = set()
    for o in st.objects.values():
        asked |= _asks(o.card)
    if not asked:
        return []
    declared = ended = gained = lost = damaged = 0
    for e in this_turn(game):
        declared += isinstance(e, ev.AttackersDeclared)
        ended += isinstance(e, ev.StepBegan) and e.step is Step.END_OF_COMBAT
        gained += isinstance(e, ev.LifeGained) and e.amount > 0
        lost += isinstance(e, ev.LifeChanged) and e.before > e.after
        damaged += isinstance(e, ev.DamageDealt) and e.combat and e.player is not None and e.amount > 0
    # the current combat's declaration and end of combat step are what the setup makes again
    declared -= any(st.objects[i].attacking is not None for i in st.battlefield)
    ended -= st.step is Step.END_OF_COMBAT
    problems = (
        ("attack" in asked and declared > 0, "attackers declared in an earlier combat this turn (CR 603.2)"),
        ("combat" in asked and ended > 0, "a combat phase that ended this turn (CR 500.8)"),
        ("gain" in asked and gained > 0, "life gained this turn (CR 603.2)"),
        ("loss" in asked and lost > 0, "life lost this turn (CR 603.2)"),
        ("damage" in asked and damaged > 0, "combat damage dealt to a player this turn (CR 603.2)"),
    )
    return [why for condition, why in problems if condition]


def _read_asks(card: CardDef) -> frozenset[str]:
    """Which of the turn's "first" events an ability of ``card`` reads."""
    from arbiter.mtg.keywords.triggers import FIRST_ATTACK_EVENT, FIRST_COMBAT_DAMAGE_EVENT
    from arbiter.mtg.triggers.life_changes import FIRST_GAIN, FIRST_LOSS  # (kept out of the import cycle)

    events = {FIRST_ATTACK_EVENT: "attack", FIRST_GAIN: "gain", FIRST_LOSS: "loss", FIRST_COMBAT_DAMAGE_EVENT: "damage"}
    found: set[str] = set()
    for x in ir_nodes(card.abilities):
        if isinstance(x, TriggeredAbility) and x.event in events:
            found.add(events[x.event])
        if isinstance(x, TurnPart) and x.part.startswith("first combat"):
            found.add("combat")
    return frozenset(found)


_asks = CardMemo(_read_asks)  # (read once per card)
