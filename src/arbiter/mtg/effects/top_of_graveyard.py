"""Returning the top card of a kind from a graveyard: "Return the top creature card of your
graveyard to the battlefield. That creature gains haste until end of turn. Exile it at the
beginning of the next end step." (Corpse Dance, Shallow Grave). CR 404.2: a graveyard's order
can't be changed — the card put there last is on top; the top creature card is the highest one
that is a creature card, whatever is above it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg import resolved
from arbiter.mtg.effects.delayed import at_next_end_step
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import turn_effect
from arbiter.mtg.enums import CardType, EndStepAction, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ReturnTopCardOfGraveyard(Effect):
    """CR 404.2, 608.2c: the top card of ``kind`` in the controller's graveyard, onto the
    battlefield under their control; ``haste``: "That creature gains haste until end of turn."
    (613.1f, 514.2); ``at_end``: "Exile it at the beginning of the next end step." (603.7a)."""

    kind: CardType
    haste: bool
    at_end: EndStepAction | None
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


def top_card_of(g: Game, player: int, kind: CardType) -> GameObject | None:
    """CR 404.2: the highest card of ``kind`` in the player's graveyard (the last one put there)."""
    st = g.state
    for oid in reversed(st.players[player].graveyard):
        card = st.objects[oid]
        if kind in card.card.types:
            return card
    return None


@handles(ReturnTopCardOfGraveyard)
def _return_top_card(g: Game, o: GameObject, e: ReturnTopCardOfGraveyard, legal: list[bool]) -> None:
    t = top_card_of(g, o.controller, e.kind)
    if t is None:
        return  # (no such card: nothing returns, 609.3)
    move(g, t, Zone.BATTLEFIELD, "608.2c", "returns", controller=o.controller)
    if t.zone is not Zone.BATTLEFIELD:
        return  # (CR 101.2: it may be forbidden to enter)
    g.set(t, "controller", o.controller)
    if e.haste:  # CR 613.1f, 514.2: until the cleanup step
        turn_effect(
            g, t, resolved.GainKeyword("haste"), "613.1f", msg("gains {kw} until end of turn", kw=Quoted("haste"))
        )
    if e.at_end is not None:
        at_next_end_step(g, t, o.controller, e.at_end, o)  # CR 603.7a: the permanent it became (400.7)
