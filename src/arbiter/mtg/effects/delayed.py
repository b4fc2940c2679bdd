"""Delayed triggered abilities created by resolving effects (CR 603.7): "When … is put into your
graveyard this turn, return that card …", "at the beginning of the next end step", "at the beginning
of the next turn's upkeep", and "at the beginning of your next upkeep … unless … pays … before that step"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of, resolve_ref
from arbiter.mtg.enums import EndStepAction, Step, Zone
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import DelayedDraw, DelayedReturnTrigger, EndStepTrigger, PendingUnlessPaid, PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.mana.pool import ManaCost
    from arbiter.mtg.model import CardDef
    from arbiter.mtg.state import GameObject, GameState


@dataclass(frozen=True, slots=True)
class WhenPutIntoGraveyard(Effect):
    """ "When <about> is put into your graveyard this turn, <effect>" — creates a delayed triggered
    ability (CR 603.7a) that triggers once (603.7c), this turn only, when that object is put into
    its owner's graveyard; ``effect`` is what the delayed ability does — any instruction, "that card"
    being its source ("return that card to the battlefield":
    :class:`~arbiter.mtg.effects.returns.ReturnThisToBattlefield`); the waiting entry carries the
    ability (:class:`~arbiter.mtg.state.DelayedReturnTrigger`)."""

    about: Ref
    effect: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        return f"When {self.about.text(specs)} is put into your graveyard this turn, {inner[0].lower()}{inner[1:]}"


@dataclass(frozen=True, slots=True)
class DelayedUnlessPaid(Effect):
    """ "<effect> at the beginning of <your|their> next <upkeep|draw step> unless <player> pays
    <cost> before that step." — a delayed triggered ability (CR 603.7) that the affected player
    (or the controller of the affected permanent) may stop with a special action (116.2c):
    Quenchable Fire, Glass Asp. ``effect`` is about ``Ref("target", 0)``: the player or permanent
    ``to`` names as this instruction resolves, fixed as the delayed trigger's target."""

    effect: Effect
    words: str  # the effect as printed ("It deals an additional 3 damage to that player or planeswalker")
    to: Ref
    spec: TargetSpec  # what the fixed target must still be when the delayed trigger resolves (608.2b)
    step: Step  # Step.UPKEEP or Step.DRAW
    yours: bool  # "your next …" (the controller's); else "their next …" (the affected player's)
    step_words: str  # "upkeep step", "upkeep", "draw step"
    payer_words: str  # "that player or that planeswalker's controller pays", "they pay"
    cost: ManaCost

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        whose = "your" if self.yours else "their"
        return (
            f"{self.words} at the beginning of {whose} next {self.step_words} unless {self.payer_words} "
            f"{self.cost.text} before that step."
        )


@dataclass(frozen=True, slots=True)
class DrawNextUpkeep(Effect):
    """ "Draw a card at the beginning of the next turn's upkeep." — a delayed triggered ability
    (CR 603.7) controlled by the player who'll draw."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Draw a card at the beginning of the next turn's upkeep."


@handles(WhenPutIntoGraveyard)
def _when_put_into_graveyard(g: Game, o: GameObject, e: WhenPutIntoGraveyard, legal: list[bool]) -> None:
    """CR 603.7a: a delayed triggered ability is created; it triggers once, this turn."""
    from arbiter.mtg.effects.returns import ReturnThisToBattlefield  # (returns creates delayed triggers too)

    t = permanent_of(g, o, e.about, legal)
    if t is None:
        return
    st = g.state
    when = "When that card is put into your graveyard this turn"
    ability = TriggeredAbility("delayed", (e.effect,), trigger_text=when)
    g.set(st, "delayed", (*st.delayed, DelayedReturnTrigger(t.id, t.zcc, o.controller, st.turn, ability)))
    if isinstance(e.effect, ReturnThisToBattlefield):
        g.log(ev.EffectCreated("603.7a", t.label, msg("will return if it is put into its owner's graveyard this turn")))
        return
    said = e.text(())
    g.log(
        ev.EffectCreated(
            "603.7",
            o.label,
            msg("sets up a delayed triggered ability: {ability}", ability=Quoted(said[0].lower() + said[1:])),
        )
    )


def _ceasing_card(g: Game, source: int) -> CardDef | None:
    """CR 603.7d, 704.5d–e: the card of a delayed ability's source that will cease to exist before
    the ability triggers — a copy of a spell, a token — kept so that the ability can still be put
    on the stack, named by it; None for a card (it stays an object wherever it goes)."""
    src = g.state.objects.get(source)
    return src.card if src is not None and src.is_token else None


@handles(DelayedUnlessPaid)
def _delayed_unless_paid(g: Game, o: GameObject, e: DelayedUnlessPaid, legal: list[bool]) -> None:
    """CR 603.7: a delayed triggered ability for the beginning of the named player's next upkeep or
    draw step; until then the affected player may pay to stop it (116.2c)."""
    st = g.state
    to = resolve_ref(g, o, e.to, legal)
    if to is None:
        return
    payer = to.index if isinstance(to, PlayerRef) else st.objects[to.id].controller
    player = o.controller if e.yours else payer
    source = o.source if o.source is not None else o.id
    entry = PendingUnlessPaid(
        g.next_timestamp(), source, to,
        TriggeredAbility("delayed", (e.effect,), (e.spec,), trigger_text=_trigger_text(e)),
        o.controller, payer, e.cost, _next_turn_with(st, player, e.step), e.step, player, e.words,
        _ceasing_card(g, source),
    )  # fmt: skip
    g.set(st, "unless_paid", (*st.unless_paid, entry))
    said = e.text(())
    g.log(
        ev.EffectCreated(
            "603.7",
            o.label,
            msg("sets up a delayed triggered ability: {said}{said2}", said=said[0].lower(), said2=said[1:]),
        )
    )


def _trigger_text(e: DelayedUnlessPaid) -> str:
    return f"At the beginning of {'your' if e.yours else 'their'} next {e.step_words}"


def _next_turn_with(st: GameState, player: int, step: Step) -> int:
    """The turn of ``player``'s next ``step``: this turn if it's theirs and the step is still to come,
    else their next turn (two players alternate, CR 500.1)."""
    if st.active == player and st.step < step:
        return st.turn
    return st.turn + (2 if st.active == player else 1)


@handles(DrawNextUpkeep)
def _draw_next_upkeep(g: Game, o: GameObject, e: DrawNextUpkeep, legal: list[bool]) -> None:
    """CR 603.7: create the delayed triggered ability for the next turn's upkeep."""
    st = g.state
    source = o.source if o.source is not None else o.id
    entry = DelayedDraw(g.next_timestamp(), source, o.controller, st.turn + 1, _ceasing_card(g, source))
    g.set(st, "delayed_draws", (*st.delayed_draws, entry))


@dataclass(frozen=True, slots=True)
class AtNextEndStep(Effect):
    """ "Sacrifice it / Exile it / Return it to its owner's hand at the beginning of the next end
    step." — a delayed triggered ability (CR 603.7) about that permanent; ``what`` is
    sacrifice, exile or return."""

    what: EndStepAction
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verb = self.what.value.capitalize()
        whom = self.to.text(specs)
        where = " to its owner's hand" if self.what is EndStepAction.RETURN else ""
        return f"{verb} {whom}{where} at the beginning of the next end step."


def at_next_end_step(
    g: Game, t: GameObject, controller: int, what: EndStepAction, creator: GameObject | None = None
) -> None:
    """CR 603.7a: create the delayed triggered ability for the next end step; CR 603.7d–e: its
    source is the ``creator`` spell, or the source of the creating ability (without one: ``t``)."""
    st = g.state
    source = -1 if creator is None else creator.source if creator.source is not None else creator.id
    card = _ceasing_card(g, source) if source >= 0 else None
    entry = EndStepTrigger(g.next_timestamp(), t.id, t.zcc, controller, what, source, card)
    g.set(st, "at_end_step", (*st.at_end_step, entry))


@handles(AtNextEndStep)
def _at_next_end_step(g: Game, o: GameObject, e: AtNextEndStep, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        at_next_end_step(g, t, o.controller, e.what, o)
