"""Instructions about blocking the ability's own creature (CR 509.1b–c, 611.2a): "Target creature
blocks ~ this turn if able." (a requirement, like provoke's without the untap, 702.39a), "Target
creature can't block ~ this turn." (a restriction), and "Untap it and remove it from combat."
(Gustcloak Harrier, 506.4, 701.26b). They are effects on the creatures, not abilities they gain."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of, turn_effect
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text
from arbiter.mtg.objects.counters import untap
from arbiter.mtg.zones import leave_combat

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class BlocksSourceThisTurn(Effect):
    """ "<ref> blocks ~ this turn if able." (CR 509.1c: a requirement on the creature)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{subject_text(self.to, specs)} blocks ~ this turn if able."


@dataclass(frozen=True, slots=True)
class CantBlockSourceThisTurn(Effect):
    """ "<ref> can't block ~ this turn." (CR 509.1b: a restriction on the creature)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{subject_text(self.to, specs)} can't block ~ this turn."


@dataclass(frozen=True, slots=True)
class UntapAndRemoveFromCombat(Effect):
    """ "Untap it and remove it from combat." (CR 701.26b, 506.4) — ``to`` the creature."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Untap {self.to.text(specs)} and remove it from combat."


def _source(g: Game, o: GameObject) -> GameObject | None:
    """The ability's source while it is on the battlefield (CR 113.7a)."""
    source = g.state.objects.get(o.source) if o.source is not None else None
    return source if source is not None and source.zone is Zone.BATTLEFIELD else None


@handles(BlocksSourceThisTurn)
def _blocks_source(g: Game, o: GameObject, e: BlocksSourceThisTurn, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    source = _source(g, o)
    if t is not None and t.zone is Zone.BATTLEFIELD and source is not None:
        what = msg("must block {card} if able", card=CardName(source.label))
        turn_effect(g, t, resolved.MustBlock(source.id), "509.1c", what)


@handles(CantBlockSourceThisTurn)
def _cant_block_source(g: Game, o: GameObject, e: CantBlockSourceThisTurn, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    source = _source(g, o)
    if t is not None and t.zone is Zone.BATTLEFIELD and source is not None:
        what = msg("can't block {card} this turn", card=CardName(source.label))
        turn_effect(g, t, resolved.CantBlockIt(source.id, source.zcc), "509.1b", what)


@handles(UntapAndRemoveFromCombat)
def _untap_and_remove(g: Game, o: GameObject, e: UntapAndRemoveFromCombat, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return
    if t.tapped and untap(g, t, "701.26b"):
        g.log(ev.BecameUntapped("701.26b", t.id, t.label))
    if leave_combat(g, t):
        g.log(ev.EffectCreated("506.4", t.label, msg("is removed from combat")))
