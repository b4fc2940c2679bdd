"""A card that died, returned at the beginning of the next end step (CR 603.7a, 400.7): "When ~
dies, return it to its owner's hand at the beginning of the next end step." (The Locust God) and
"When ~ dies, return it to the battlefield under its owner's control at the beginning of the next
end step and you skip your next draw step." (Ivory Gargoyle, 614.10).

"It" is the card the creature became in its owner's graveyard (603.6c: the ability looks for it only
there); the delayed triggered ability is about that object, so if the card has left the graveyard
by the time it resolves (a new object, 400.7), nothing returns."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.delayed import at_next_end_step
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.effects.returns import dead_source
from arbiter.mtg.enums import EndStepAction, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class DeadSourceAtEndStep(Effect):
    """The dies trigger's instruction: a delayed triggered ability (CR 603.7a) for the next end
    step about the card in the graveyard; ``battlefield``: it returns under its owner's control,
    else to its owner's hand; ``skip_draw``: "and you skip your next draw step" (614.10), an
    instruction of the dies trigger itself, so it applies even if the card never returns."""

    text_: str
    battlefield: bool
    skip_draw: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class ReturnDeadCard(Effect):
    """The delayed ability's instruction: the card (``to``: the subject, as it was in the
    graveyard) returns to its owner's hand or to the battlefield under its owner's control."""

    to: Ref
    battlefield: bool

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.battlefield:
            return "Return that card to the battlefield under its owner's control."
        return "Return that card to its owner's hand."


@handles(DeadSourceAtEndStep)
def _dead_source_at_end_step(g: Game, o: GameObject, e: DeadSourceAtEndStep, legal: list[bool]) -> None:
    card = dead_source(g, o)
    if card is not None:
        what = EndStepAction.RETURN_DEAD_OWNERS if e.battlefield else EndStepAction.RETURN_DEAD_TO_HAND
        at_next_end_step(g, card, o.controller, what, o)  # CR 603.7a: about the card there (400.7)
    if e.skip_draw:  # CR 614.10a: kept until a draw step of that player is skipped
        st = g.state
        g.set(st, "skip_draws", (*st.skip_draws, o.controller))
        g.log(ev.EffectCreated("614.10", st.players[o.controller].name, msg("will skip their next draw step")))


@handles(ReturnDeadCard)
def _return_dead_card(g: Game, o: GameObject, e: ReturnDeadCard, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is None or t.zone not in (Zone.GRAVEYARD, Zone.EXILE):
        return  # CR 400.7: it left the zone it went to meanwhile — a new object
    if not e.battlefield:
        move(g, t, Zone.HAND, "603.7a", "returns")
        return
    move(g, t, Zone.BATTLEFIELD, "603.7a", "returns", controller=t.owner)  # (under its owner's control)
