"""Sneak (CR 702.190): "Sneak [cost]" — "Any time you could cast an instant during your declare
blockers step, you may cast this spell by paying [cost] and returning an unblocked creature you
control to its owner's hand rather than paying this spell's mana cost." (an alternative cost,
118.9, whose return is chosen and paid with the rest, 601.2h). A permanent spell whose sneak cost
was paid enters tapped and attacking what the returned creature was attacking (702.190b, 506.3a:
it was never declared as an attacker)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.cost_keywords import still_attackable
from arbiter.mtg.enums import Step
from arbiter.mtg.ir.casting_keywords import AlternativeCost
from arbiter.mtg.layers import is_creature
from arbiter.mtg.state import ReturnedAttacker

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import GameObject

SNEAK = "sneak"
SNUCK = "cast for sneak"  # the mark of a spell whose sneak cost was paid (AlternativeCost.mark)


def sneak_of(card: CardDef) -> AlternativeCost | None:
    return next((a for a in card.options if isinstance(a, AlternativeCost) and a.name == SNEAK), None)


def in_window(g: Game, player: int) -> bool:
    """CR 702.190a: during ``player``'s own declare blockers step (once blockers are declared, an
    attacking creature is blocked or unblocked, 509.1h)."""
    st = g.state
    return st.active == player and st.step is Step.DECLARE_BLOCKERS and st.pending is not None


def sneak_timing_error(g: Game, card: CardDef, player: int, error: IllegalAction | None) -> IllegalAction | None:
    """CR 702.190a: cast for its sneak cost only during its caster's declare blockers step, and
    then at any time they could cast an instant — the main-phase timing (302.1, 307.1 …) is waived, the
    restrictions on casting (601.3) are not (``error``: what the usual timing check said)."""
    if not in_window(g, player):
        return IllegalAction(msg(
            "{card}'s sneak cost can be paid only during your declare blockers step", card=CardName(card.name)
        ), "702.190a")  # fmt: skip
    from arbiter.mtg.casting.timing import TIMING_RULES

    if error is not None and TIMING_RULES & set(error.rules):
        return None
    return error


def enters_attacking(g: Game, o: GameObject) -> None:
    """CR 702.190b: the permanent a spell cast for its sneak cost became enters tapped and attacking
    what the returned creature was attacking — if that can still be attacked (508.4a) and the
    permanent is a creature (506.3a)."""
    st = g.state
    seen = next((r for r in o.lki if isinstance(r, ReturnedAttacker)), None)
    if seen is None:
        return
    g.set(o, "tapped", True)
    in_combat = st.step.in_combat_phase  # CR 506.2: the whole combat phase
    if not in_combat or not is_creature(g, o) or not still_attackable(g, seen.attacking):
        g.log(ev.EffectCreated("702.190b", o.label, msg("enters tapped but isn't attacking")))
        return
    g.set(o, "attacking", seen.attacking)
    g.log(ev.EffectCreated("702.190b", o.label, msg("enters tapped and attacking")))
