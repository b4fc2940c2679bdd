"""Speed (CR 702.179) and max speed (702.178).

A player has no speed until a rule or effect sets it (702.179b). Start your engines! is a static
ability: a player who controls a permanent with it and has no speed gets speed 1, a state-based
action (702.179a, 704.5z). A player with speed has an inherent triggered ability with no source,
controlled by that player (702.179d): "Whenever one or more opponents lose life during your turn,
if your speed is less than 4, your speed increases by 1. This ability triggers only once each
turn." As the monarch's abilities are (725.2), it is held by a designation object in the player's
command zone, so it triggers, waits and resolves like any other. A player has max speed at 4
(702.179e); one with no speed has speed 0 for an effect that reads it (702.179f).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.designations import Speed
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import Static, TriggeredAbility
from arbiter.mtg.ir.card import CardDef
from arbiter.mtg.ir.conditions import PlayerState
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import WaitingTrigger

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject, GameState
    from arbiter.mtg.triggers.look import Look

START_YOUR_ENGINES = "start your engines!"  # the keyword's name (CR 702.179a)
MAX_SPEED = 4  # CR 702.179e
BELOW_MAX = "speed below max"  # the ``PlayerState`` of "if your speed is less than 4"
HAS_MAX = "max speed"  # the ``PlayerState`` of "you have max speed" (702.179e)
HAS_MAX_SPEED = PlayerState("you have max speed", HAS_MAX)  # the condition as the Oracle text words it


@dataclass(frozen=True, slots=True)
class IncreaseSpeed(Effect):
    """CR 702.179d: "your speed increases by 1" (702.179c: from no speed, it becomes 1)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Your speed increases by 1."


@dataclass(frozen=True, slots=True)
class SpeedBeyondMax(Static):
    """ "Your speed can increase beyond 4. (You're still at max speed at 4 or greater.)" (Gomif,
    Fast Racer): while its controller controls a permanent that has it, their speed ability
    (702.179d) isn't stopped at 4 — a card's text overrides the rule it contradicts (101.1) —
    and they have max speed at 4 or more (702.179e)."""

    affects_others = True  # (a rule of its controller's, read from the permanents that have it now)

    def text(self) -> str:
        return "Your speed can increase beyond 4."


@dataclass(frozen=True, slots=True)
class ReduceLeadingSpeed(Effect):
    """Spikeshell Harrier: "If that opponent's speed is greater than each other player's speed,
    reduce that opponent's speed by 1. This effect can't reduce their speed below 1." — ``player``
    the controller of the returned target as it last existed (608.2h); speeds compared as the
    ability resolves, a player with no speed at 0 (702.179f)."""

    player: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return LEADING_SPEED_TEXT


LEADING_SPEED_TEXT = (
    "If that opponent's speed is greater than each other player's speed, reduce that opponent's speed by 1. "
    "This effect can't reduce their speed below 1."
)


RISES = 0  # the designation's one triggered ability, by index

SPEED = CardDef(
    "Speed",
    None,
    frozenset(),
    abilities=(
        TriggeredAbility(
            "speed rises",
            (IncreaseSpeed(),),
            condition="your speed is less than 4",
            trigger_text="Whenever one or more opponents lose life during your turn",
            test=PlayerState("your speed is less than 4", BELOW_MAX),
        ),
    ),
)


def speed_of(st: GameState, player: int) -> int:
    """CR 702.179f: the player's speed; 0 when they have none."""
    return next((s.speed for s in st.speeds if s.player == player), 0)


def has_max_speed(st: GameState, player: int) -> bool:
    """CR 702.179e: "max speed" is a speed of 4 (or more, where an effect lets it grow beyond)."""
    return speed_of(st, player) >= MAX_SPEED


def speed_capped(g: Game, player: int) -> bool:
    """CR 702.179d, 101.1: whether ``player``'s speed stops at 4 — unless they control a permanent
    that has "Your speed can increase beyond 4." now (read through the layers, 613.1f)."""
    from arbiter.mtg.layers import current_statics  # (the layers read this module's conditions)

    st = g.state
    for sid in st.grant_sources:
        o = st.objects[sid]
        if o.controller == player and any(isinstance(s, SpeedBeyondMax) for s in current_statics(g, o)):
            return False
    return True


def below_max(g: Game, player: int) -> bool:
    """The speed ability's "if your speed is less than 4" (702.179d) — always true for a player
    whose speed can increase beyond 4 (101.1)."""
    return speed_of(g.state, player) < MAX_SPEED or not speed_capped(g, player)


def set_speed(g: Game, player: int, speed: int, rule: str) -> None:
    """``player``'s speed becomes ``speed``; the first time, the designation object holding its
    triggered ability (702.179d) is put into their command zone."""
    st = g.state
    held = next((s for s in st.speeds if s.player == player), None)
    if held is None:
        designation = g.create(SPEED, player, Zone.COMMAND).id
        g.set(st.objects[designation], "controller", player)
        held = Speed(player, speed, designation)
    others = tuple(s for s in st.speeds if s.player != player)
    g.set(st, "speeds", tuple(sorted((*others, replace(held, speed=speed)), key=lambda s: s.player)))
    g.log(ev.EffectCreated(rule, st.players[player].name, msg("has speed {speed}", speed=speed)))


def starting_speeds(g: Game) -> list[int]:
    """CR 704.5z, 702.179a: the players who have no speed and control a permanent with start your
    engines! (read through the layers: a permanent that lost its abilities has it no more)."""
    st = g.state
    if len(st.speeds) == len(st.players):
        return []
    printed = g.journal.by_content(_PRINTED, (st.battlefield,), partial(_printed_holders, g))
    if not printed:
        return []
    from arbiter.mtg.layers import has_keyword  # (the layers read this module's conditions)

    holders = {s.player for s in st.speeds}
    out: list[int] = []
    for oid in printed:
        o = st.objects[oid]
        fresh = o.controller not in holders and o.controller not in out
        if fresh and has_keyword(g, o, START_YOUR_ENGINES):
            out.append(o.controller)
    return out


_PRINTED = "start your engines! holders"  # (the key of the permanents printed with it, remembered by content)


def _printed_holders(g: Game) -> tuple[int, ...]:
    """The permanents whose card has start your engines! — read from the battlefield and the cards
    only (:meth:`~arbiter.core.journal.Journal.by_content`)."""
    st = g.state
    return tuple(i for i in st.battlefield if START_YOUR_ENGINES in st.objects[i].card.keywords)


def opponent_lost_life(look: Look, loser: str) -> None:
    """CR 702.179d: the active player's speed ability triggers when an opponent of theirs loses
    life during their turn — once each turn, and only if their speed is less than 4 then (603.4)."""
    st = look.g.state
    held = next((s for s in st.speeds if s.player == st.active), None)
    if held is None or st.players[st.active].name == loser or held.raised == st.turn:
        return
    if held.speed >= MAX_SPEED and speed_capped(look.g, held.player):
        return
    look.g.set(st, "speeds", tuple(replace(s, raised=st.turn) if s is held else s for s in st.speeds))
    look.found.append(WaitingTrigger(held.designation, RISES, held.player, None))


@handles(IncreaseSpeed)
def _increase(g: Game, o: GameObject, e: IncreaseSpeed, legal: list[bool]) -> None:
    """CR 702.179d: the ability's controller's speed increases by 1."""
    g_player = o.controller
    set_speed(g, g_player, speed_of(g.state, g_player) + 1, "702.179d")


@handles(ReduceLeadingSpeed)
def _reduce_leading(g: Game, o: GameObject, e: ReduceLeadingSpeed, legal: list[bool]) -> None:
    """CR 702.179f, 608.2h: the opponent's speed goes down by 1 if it is greater than every other
    player's — never below 1 (nothing happens at 1)."""
    from arbiter.mtg.effects.resolution import player_of

    who = player_of(g, o, e.player, legal)
    st = g.state
    if who is None:
        return
    speed = speed_of(st, who)
    others = max((speed_of(st, p.index) for p in st.players if p.index != who), default=0)
    if speed > others and speed > 1:
        set_speed(g, who, speed - 1, "702.179f")


def max_speed_for(g: Game, o: GameObject) -> bool:
    """CR 702.178a–b: whether a max speed ability of ``o`` works now — its controller's speed on the
    battlefield, its owner's elsewhere (the glossary's "Max Speed")."""
    return has_max_speed(g.state, o.controller if o.zone is Zone.BATTLEFIELD else o.owner)
