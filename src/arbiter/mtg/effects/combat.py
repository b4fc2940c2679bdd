"""Effects for a turn that change the rules of attacking and blocking (CR 506–509, 611.2a): "Target
creature can't block this turn.", "… can't be blocked this turn.", provoke (702.39a), removal from
combat (506.4), attacking despite defender ("This turn, <rule>." is :mod:`.this_turn`).
They are not abilities the creature gains, so they survive its losing all abilities."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of, turn_effect
from arbiter.mtg.effects.selection import select, selected_permanents
from arbiter.mtg.enums import Zone
from arbiter.mtg.events import EffectCreated
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref, subject_text
from arbiter.mtg.objects.counters import untap
from arbiter.mtg.state import ObjectRef, TurnEffect
from arbiter.mtg.zones import leave_combat

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Selector
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class CantBlockThisTurn(Effect):
    """ "<ref> can't block this turn." (a restriction from a resolved effect, 509.1b, 611.2a)."""

    to: Ref
    those: bool = False  # "Those creatures can't block this turn." (the group of targets before it)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.those:
            return "Those creatures can't block this turn."
        return f"{subject_text(self.to, specs)} can't block this turn."


@dataclass(frozen=True, slots=True)
class ProvokeEffect(Effect):
    """Provoke (CR 702.39a): "… have target creature defending player controls untap and block
    it if able." — untap, and a blocking requirement for this combat (509.1c)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Have {self.to.text(specs)} untap and block ~ if able."


@dataclass(frozen=True, slots=True)
class CantBeBlockedThisTurn(Effect):
    """ "<ref> can't be blocked this turn." — an effect that modifies the rules of blocking, not
    an ability: it keeps working if the creature loses all abilities (seed requirement E14)."""

    to: Selector  # (a group: an overloaded spell's "each", CR 702.96a)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        who = subject_text(self.to, specs) if isinstance(self.to, Ref) else f"Each {getattr(self.to, 'noun', '')}"
        return f"{who} can't be blocked this turn."


@dataclass(frozen=True, slots=True)
class RemoveFromCombat(Effect):
    """ "Remove <ref> from combat." (CR 506.4): it stops being an attacking, blocking, blocked
    or unblocked creature; the creatures it blocked stay blocked (509.1h)."""

    to: Ref
    and_untap: bool = False  # "… from combat and untap it." (Reconnaissance)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Remove {self.to.text(specs)} from combat{' and untap it' if self.and_untap else ''}."


@dataclass(frozen=True, slots=True)
class BecomesBlocked(Effect):
    """ "<ref> becomes blocked." (CR 509.1h): an effect makes an unblocked attacking creature a
    blocked creature with no creature blocking it; it deals no combat damage unless it has trample
    (510.1c)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{subject_text(self.to, specs)} becomes blocked."


@handles(BecomesBlocked)
def _becomes_blocked(g: Game, o: GameObject, e: BecomesBlocked, legal: list[bool]) -> None:
    """CR 509.1h: it stays blocked until it leaves combat or the combat phase ends."""
    t = permanent_of(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD or t.attacking is None or t.blocked:
        return
    g.set(t, "blocked", True)
    g.log(ev.BecameBlocked("509.1h", t.id, t.label))


@handles(CantBlockThisTurn)
def _cant_block_this_turn(g: Game, o: GameObject, e: CantBlockThisTurn, legal: list[bool]) -> None:
    """CR 611.2a, 509.1b: each creature it names (every legal target of a group, 608.2b)."""
    for to in select(g, o, e.to, legal):
        if not isinstance(to, ObjectRef):
            continue
        t = g.state.objects.get(to.id)
        if t is not None and t.zcc == to.zcc and t.zone is Zone.BATTLEFIELD:
            turn_effect(g, t, resolved.CantBlock(), "611.2a", msg("can't block this turn"))


@handles(ProvokeEffect)
def _provoke(g: Game, o: GameObject, e: ProvokeEffect, legal: list[bool]) -> None:
    """CR 702.39a: untap the target; it must block the provoking creature if able."""
    t = permanent_of(g, o, e.to, legal)
    source = g.state.objects.get(o.source) if o.source is not None else None
    if t is None or source is None or t.zone is not Zone.BATTLEFIELD:
        return
    if t.tapped:
        untap(g, t, "702.39a")
    turn_effect(
        g,
        t,
        resolved.MustBlock(source.id),
        "702.39a",
        msg("must block {card} if able", card=CardName(source.label)),
    )


@handles(CantBeBlockedThisTurn)
def _cant_be_blocked(g: Game, o: GameObject, e: CantBeBlockedThisTurn, legal: list[bool]) -> None:
    for t in selected_permanents(g, o, e.to, legal):  # CR 611.2c: a group as the effect begins
        turn_effect(g, t, resolved.CantBeBlocked(), "611.2a", msg("can't be blocked this turn"))


@handles(RemoveFromCombat)
def _remove_from_combat(g: Game, o: GameObject, e: RemoveFromCombat, legal: list[bool]) -> None:
    """CR 506.4: an effect that specifically removes it from combat."""

    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        if leave_combat(g, t):
            g.log(ev.EffectCreated("506.4", t.label, msg("is removed from combat")))
        if e.and_untap and t.tapped and untap(g, t, "701.26b"):
            g.log(ev.BecameUntapped("701.26b", t.id, t.label))


@dataclass(frozen=True, slots=True)
class AttackDespiteDefenderThisTurn(Effect):
    """ "<ref> can attack this turn as though it didn't have defender." """

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        who = self.to.text(specs)
        return f"{who[0].upper()}{who[1:]} can attack this turn as though it didn't have defender."


@handles(AttackDespiteDefenderThisTurn)
def _this_turn(g: Game, o: GameObject, e: AttackDespiteDefenderThisTurn, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        g.set(g.state, "effects", (*g.state.effects, TurnEffect(t.id, t.zcc, resolved.AttackDespiteDefender(),
                                                                 g.next_timestamp())))  # fmt: skip
        g.log(EffectCreated("611.2a", t.label, msg("can attack this turn as though it didn't have defender")))
