"""Encore (CR 702.141a): "[Cost], Exile this card from your graveyard: For each opponent, create a
token that's a copy of this card that attacks that opponent this turn if able. The tokens gain
haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery."

The requirement names a player (508.1d): attacking that player's planeswalker or battle doesn't
obey it (``combat.phase`` reads the player from the requirement's value)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.delayed import at_next_end_step
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import turn_effect
from arbiter.mtg.effects.tokens import create_tokens
from arbiter.mtg.enums import EndStepAction
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.objects.copiable import copiable_values
from arbiter.mtg.state import PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class EncoreTokens(Effect):
    """CR 702.141a: the instructions of encore's activated ability (the keyword renders them)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            "For each opponent, create a token that's a copy of this card that attacks that opponent this turn if "
            "able. The tokens gain haste. Sacrifice them at the beginning of the next end step."
        )


@handles(EncoreTokens)
def _encore(g: Game, o: GameObject, e: EncoreTokens, legal: list[bool]) -> None:
    """CR 702.141a, 707.2: a token copy of the exiled card (its copiable values) for each opponent,
    bound to attack that opponent this turn (508.1d), with haste, sacrificed at the next end step
    (603.7a)."""
    st = g.state
    card = st.objects.get(o.source) if o.source is not None else None
    if card is None:
        return
    values = copiable_values(card)
    for opponent in (i for i in range(len(st.players)) if i != o.controller):
        for token in create_tokens(g, o, None, copy_of=values):
            g.log(ev.EffectCreated("702.141a", token.label, msg("is a copy of {card}", card=CardName(card.label))))
            who = st.players[opponent].name
            turn_effect(
                g,
                token,
                resolved.AttacksIfAble(PlayerRef(opponent)),
                "702.141a",
                msg("attacks {who} this turn if able", who=who),
            )
            g.set(token, "marks", token.marks | {"haste"})  # "The tokens gain haste."
            at_next_end_step(g, token, o.controller, EndStepAction.SACRIFICE, o)
