"""Delayed triggered abilities created by resolving effects (CR 603.7): "When … is put into your
graveyard this turn, return that card …", "at the beginning of the next end step", "at the beginning
of the next turn's upkeep", and damage "at the beginning of your next upkeep … unless … pays"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of, resolve_ref
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import DelayedDraw, DelayedReturnTrigger, EndStepTrigger, PendingDamage, PlayerRef

if TYPE_CHECKING:

    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.mana.pool import ManaCost
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class DelayedReturn(Effect):
    """ "When <ref> is put into your graveyard this turn, return that card to the battlefield."
    — creates a delayed triggered ability (CR 603.7)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"When {self.to.text(specs)} is put into your graveyard this turn, return that card to the battlefield."


@dataclass(frozen=True, slots=True)
class DelayedDamageUnlessPaid(Effect):
    """Quenchable Fire: "It deals an additional N damage to that player or planeswalker at the
    beginning of your next upkeep step unless that player or that planeswalker's controller pays
    {C} before that step." — a delayed triggered ability (603.7) the affected player can stop with
    a special action (116.2c)."""

    amount: int
    to: Ref
    cost: ManaCost

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            f"It deals an additional {self.amount} damage to that player or planeswalker at the beginning of your "
            f"next upkeep step unless that player or that planeswalker's controller pays {self.cost.text} before "
            "that step."
        )


@dataclass(frozen=True, slots=True)
class DrawNextUpkeep(Effect):
    """ "Draw a card at the beginning of the next turn's upkeep." — a delayed triggered ability
    (CR 603.7) controlled by the player who'll draw."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Draw a card at the beginning of the next turn's upkeep."


@handles(DelayedReturn)
def _delayed_return(g: Game, o: GameObject, e: DelayedReturn, legal: list[bool]) -> None:
    """CR 603.7a: a delayed triggered ability is created; it triggers once, this turn."""
    t = permanent_of(g, o, e.to, legal)
    if t is None:
        return
    st = g.state
    g.set(st, "delayed", (*st.delayed, DelayedReturnTrigger(t.id, t.zcc, o.controller, st.turn)))
    g.log(ev.EffectCreated("603.7a", t.label, "will return if it is put into its owner's graveyard this turn"))


@handles(DelayedDamageUnlessPaid)
def _delayed_damage(g: Game, o: GameObject, e: DelayedDamageUnlessPaid, legal: list[bool]) -> None:
    """CR 603.7: a delayed triggered ability for the controller's next upkeep; until then the
    affected player may pay to stop it (116.2c)."""
    st = g.state
    to = resolve_ref(g, o, e.to, legal)
    if to is None:
        return
    payer = to.index if isinstance(to, PlayerRef) else st.objects[to.id].controller
    turn = st.turn + (2 if st.active == o.controller else 1)  # the controller's next turn
    entry = PendingDamage(g.next_timestamp(), o.id, to, e.amount, o.controller, payer, e.cost, turn)
    g.set(st, "pending_damage", (*st.pending_damage, entry))
    g.log(ev.EffectCreated("603.7", o.label, f"will deal {e.amount} more damage unless {e.cost.text} is paid"))


@handles(DrawNextUpkeep)
def _draw_next_upkeep(g: Game, o: GameObject, e: DrawNextUpkeep, legal: list[bool]) -> None:
    """CR 603.7: create the delayed triggered ability for the next turn's upkeep."""
    st = g.state
    source = o.source if o.source is not None else o.id
    entry = DelayedDraw(g.next_timestamp(), source, o.controller, st.turn + 1)
    g.set(st, "delayed_draws", (*st.delayed_draws, entry))


@dataclass(frozen=True, slots=True)
class AtNextEndStep(Effect):
    """ "Sacrifice it / Exile it / Return it to its owner's hand at the beginning of the next end
    step." — a delayed triggered ability (CR 603.7) about that permanent; ``what`` is
    "sacrifice", "exile" or "return"."""

    what: str
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verb = {"sacrifice": "Sacrifice", "exile": "Exile", "return": "Return"}[self.what]
        whom = self.to.text(specs)
        where = " to its owner's hand" if self.what == "return" else ""
        return f"{verb} {whom}{where} at the beginning of the next end step."


def at_next_end_step(g: Game, t: GameObject, controller: int, what: str) -> None:
    """CR 603.7a: create the delayed triggered ability for the next end step."""
    st = g.state
    g.set(st, "at_end_step", (*st.at_end_step, EndStepTrigger(g.next_timestamp(), t.id, t.zcc, controller, what)))


@handles(AtNextEndStep)
def _at_next_end_step(g: Game, o: GameObject, e: AtNextEndStep, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        at_next_end_step(g, t, o.controller, e.what)
