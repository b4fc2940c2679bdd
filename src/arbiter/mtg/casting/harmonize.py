"""Harmonize (CR 702.180): cast the card from its graveyard by paying its harmonize cost and
tapping up to one untapped creature you control rather than its mana cost; the total cost is
reduced by generic mana equal to the tapped creature's power; and the card is exiled whenever it
would leave the stack (like flashback).

CR 702.180b: "You choose which creature to tap as you choose to pay a spell's harmonize cost
(see rule 601.2b), and then tap that creature as you pay the total cost." — so the creature is
chosen as an announcement (:func:`ask_creature`, before targets), the reduction applies to the
total cost (601.2f), and it is tapped with the payment (601.2h, :func:`tap_harmonized`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Pick, Purpose
from arbiter.mtg.casting.progress import evolve
from arbiter.mtg.casting.total_cost import offering_reduced
from arbiter.mtg.enums import Zone
from arbiter.mtg.layers import is_creature, power
from arbiter.mtg.mana.pool import ManaCost

if TYPE_CHECKING:
    from arbiter.mtg.actions import Action, Decision
    from arbiter.mtg.casting.progress import CastProgress
    from arbiter.mtg.game import Game


def untapped_creatures(g: Game, player: int) -> tuple[int, ...]:
    """The untapped creatures ``player`` controls: those that may be tapped for harmonize."""
    st = g.state
    return tuple(
        i for i in st.battlefield
        if st.objects[i].controller == player and not st.objects[i].tapped and is_creature(g, st.objects[i])
    )  # fmt: skip


def best_reduction(g: Game, player: int) -> int:
    """For the list of legal actions: the most a tapped creature could take off (its power)."""
    return max((max(power(g, g.state.objects[i]), 0) for i in untapped_creatures(g, player)), default=0)


def reduced_by(cost: ManaCost, amount: int) -> ManaCost:
    """CR 702.180a: "its total cost is reduced by an amount of generic mana equal to the tapped
    creature's power" (only generic mana, 601.2f)."""
    return offering_reduced(cost, ManaCost(amount, text="")) if amount > 0 else cost


def ask_creature(g: Game, progress: CastProgress) -> bool:
    """CR 702.180b, 601.2b: ask which untapped creature to tap ("up to one": 0 for none); False
    when the player controls none (nothing to ask)."""
    options = untapped_creatures(g, progress.player)
    if not options:
        return False
    g.set(g.state, "cast", evolve(progress, stage="harmonize"))
    prompt = msg("tap a creature you control to reduce the harmonize cost by its power (0: don't)")
    g.set(g.state, "pending", Choose(progress.player, Purpose.HARMONIZE, "702.180b", (*options, 0), prompt))
    return True


def answer_creature(g: Game, progress: CastProgress, dec: Decision, action: Action) -> CastProgress:
    """The creature chosen (0: none): the total cost is reduced by its power (702.180a)."""
    if not isinstance(action, Pick) or not isinstance(dec, Choose) or action.value not in dec.options:
        raise IllegalAction(msg("choose an untapped creature you control to tap for harmonize, or 0"), "702.180b")
    g.set(g.state, "pending", None)
    progress = evolve(progress, stage="targets")
    if not action.value:
        return progress
    assert isinstance(action.value, int) and progress.cost is not None
    creature = g.state.objects[action.value]
    return evolve(progress, harmonized=creature.id, cost=reduced_by(progress.cost, power(g, creature)))


def tap_harmonized(g: Game, progress: CastProgress) -> None:
    """CR 702.180b, 601.2h: the chosen creature is tapped as the total cost is paid."""
    if progress.harmonized is None:
        return
    c = g.state.objects[progress.harmonized]
    if c.tapped or c.zone is not Zone.BATTLEFIELD or c.controller != progress.player:
        raise IllegalAction(
            msg("{card} can no longer be tapped for harmonize", card=CardName(c.label)), "118.3", "702.180b"
        )
    g.set(c, "tapped", True)
    g.log(ev.Tapped("702.180b", c.id, c.label))
