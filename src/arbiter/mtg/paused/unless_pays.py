"""Instructions followed only if a condition holds as they are reached: "if <condition>, …"
(CR 608.2c), and unless a player pays (CR 118.12, 608.2c): "you may draw a card unless
that player pays {1}", "that player may pay {2}. If the player doesn't, …". The payer is asked
first (:class:`~arbiter.mtg.actions.UnlessPayDecision`, 117.1d); only if they decline is the
instruction followed — and if it asks a question itself ("you may …"), that is asked then."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.mtg import effects
from arbiter.mtg.amounts import count_now
from arbiter.mtg.effects.conditional import ConditionChecked, IfCondition, ThenInstruction, condition_now, holds_for
from arbiter.mtg.effects.instead import Instead, InsteadAsking, chosen_instruction
from arbiter.mtg.effects.otherwise import IfOtherwise
from arbiter.mtg.effects.resolution import player_of, players_of
from arbiter.mtg.effects.stack import UnlessPlayerPays
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.paused.base import Askers, At, Next

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def payer_of(g: Game, at: At, e: UnlessPlayerPays) -> int | None:
    """The player who may pay ("that player": who cast the spell or drew the card; "each
    opponent … unless they pay": the opponent — in a two-player game there is one, CR 102.2)."""
    if e.payer.kind == "each opponent":
        opponents = players_of(g, at.object(g), e.payer, list(at.legal))
        return opponents[0] if len(opponents) == 1 else None
    return player_of(g, at.object(g), e.payer, list(at.legal))


def begin_unless_player_pays(g: Game, at: At, e: UnlessPlayerPays) -> Next:
    """CR 118.12: ask the payer; with no such player the instruction is followed."""
    from arbiter.mtg.paused.choices import ask_payment  # (choices imports this module's effect)

    payer = payer_of(g, at, e)
    if payer is None:
        return not_paid(g, at, e)
    o = at.object(g)
    if e.x is not None:
        # CR 107.3, 608.2h: X is counted as the ability resolves ("where X is ~'s power")
        e = replace(e, cost=ManaCost.parse(f"{{{count_now(g, o, e.x)}}}") or e.cost)
    return ask_payment(g, at, e, payer, e.cost.text, o)


def not_paid(g: Game, at: At, e: UnlessPlayerPays) -> Next:
    """The payment was declined: follow the instruction (a question in it is asked now, at the
    same place in the resolution, CR 608.2c–d)."""
    from arbiter.mtg.paused import ASKERS

    ask = ASKERS.get(e.effect)
    if ask is not None:
        return ask(g, at, e.effect)
    effects.perform(g, at.object(g), (e.effect,), list(at.legal))
    return Next.GO_ON


def begin_if_condition(g: Game, at: At, e: IfCondition) -> Next:
    """ "If <condition>, <instruction>." (CR 608.2c): checked now; the instruction (and any
    question it asks) only if it holds."""
    from arbiter.mtg.paused import ASKERS

    o = at.object(g)
    if not condition_now(g, o, e):
        return Next.GO_ON
    ask = ASKERS.get(e.effect)
    if ask is not None:
        return ask(g, at, e.effect)
    effects.perform(g, o, (e.effect,), list(at.legal))
    return Next.GO_ON


def begin_condition_checked(g: Game, at: At, e: ConditionChecked) -> Next:
    """CR 608.2c: "If <condition>, <instructions that ask>." — checked once, now; if it doesn't
    hold, the instructions after it are skipped."""
    return Next.GO_ON if holds_for(g, at.object(g), e.condition, list(at.legal)) else Next.NOT_DONE


def begin_if_otherwise(g: Game, at: At, e: IfOtherwise) -> Next:
    """ "If <condition>, <instruction>. Otherwise, <instruction>." (CR 608.2c): checked once; the
    instruction chosen is followed with any question it asks."""
    from arbiter.mtg.paused import ASKERS

    o = at.object(g)
    chosen = e.chosen(g, o, list(at.legal))
    ask = ASKERS.get(chosen)
    if ask is not None:
        return ask(g, at, chosen)
    effects.perform(g, o, (chosen,), list(at.legal))
    return Next.GO_ON


def begin_then(g: Game, at: At, e: ThenInstruction) -> Next:
    """ "Then <instruction>.": the instruction, with any question it asks (CR 608.2c)."""
    from arbiter.mtg.paused import ASKERS

    ask = ASKERS.get(e.effect)
    if ask is not None:
        return ask(g, at, e.effect)
    effects.perform(g, at.object(g), (e.effect,), list(at.legal))
    return Next.GO_ON


def begin_instead(g: Game, at: At, e: Instead) -> Next:
    """ "<instruction>. If <condition>, <other instruction> instead." (CR 614.15, 608.2c): the
    condition checked now; the instruction chosen is followed with any question it asks — for a
    pair that asks nothing of its own (Burst Lightning's "it deals 4 damage instead"), the order
    of the other replacement effects that then apply to what it does (616.1: the self-replacement
    applied first, 616.1a)."""
    from arbiter.mtg.paused import ASKERS

    o = at.object(g)
    chosen = chosen_instruction(g, o, e, list(at.legal))
    ask = ASKERS.get(chosen)
    if ask is not None:
        return ask(g, at, chosen)
    effects.perform(g, o, (chosen,), list(at.legal))
    return Next.GO_ON


def register(askers: Askers) -> None:
    askers.add(UnlessPlayerPays, begin_unless_player_pays)
    askers.add(IfCondition, begin_if_condition)
    askers.add(ConditionChecked, begin_condition_checked)
    askers.add(IfOtherwise, begin_if_otherwise)
    askers.add(ThenInstruction, begin_then)
    askers.add(InsteadAsking, begin_instead)
    askers.add(Instead, begin_instead, ordering=True)  # CR 614.15, 616.1a
