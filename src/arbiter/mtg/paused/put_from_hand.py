"""The choice of "You may put a … card from your hand onto the battlefield [tapped and attacking]."
(CR 608.2c) and what the instruction then does to the permanent put (haste, 702.10; the delayed
sacrifice at the next end step, 603.7a; attacking, 508.4)."""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.delayed import at_next_end_step
from arbiter.mtg.effects.put_from_hand import PutFromHandThen
from arbiter.mtg.effects.tokens import enter_attacking
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.objects.transform import mana_value
from arbiter.mtg.paused.attack_choice import ask_what_each_attacks
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.paused.choices import PuttingFromHand
from arbiter.mtg.replacement.enters import entering_tapped
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class PuttingFromHandThen(PuttingFromHand):
    """The card chosen (0: none) is put onto the battlefield under the resolving object's
    controller's control; then the instruction's follow-ups apply to that new object (400.7)."""

    put: PutFromHandThen

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            return Next.GO_ON
        controller = at.object(g).controller
        chosen = g.state.objects[card]
        with entering_tapped() if self.put.attacking else nullcontext():  # CR 110.5b, 614.1d: it enters tapped
            move(g, chosen, Zone.BATTLEFIELD, "608.2c", "is put", controller=controller)
        g.set(chosen, "controller", controller)
        if chosen.zone is not Zone.BATTLEFIELD:
            return Next.GO_ON
        if self.put.haste:
            g.set(chosen, "marks", chosen.marks | {"haste"})  # CR 702.10: for as long as it stays
        if self.put.at_end is not None:
            at_next_end_step(g, chosen, controller, self.put.at_end, at.object(g))  # CR 603.7a
        if self.put.attacking:
            enter_attacking(g, chosen)  # CR 508.4: attacking, though never declared an attacker
            if self.put.attacking == "chosen":  # (not "attacking that opponent": the player attacked)
                return ask_what_each_attacks(g, at, (chosen.id,))
        return Next.GO_ON


def _source_counters(g: Game, at: At, kind: str) -> int:
    """The ``kind`` counters on the ability's source (Aether Vial's charge counters). CR 608.2h:
    a source that left the battlefield with the ability on the stack counts as it last existed
    there — the counters it had as it left, not the none of the new object it became (400.7)."""
    source = at.source(g)
    if source is None:
        return 0
    counters = source.counters if source.zone is Zone.BATTLEFIELD else source.left_counters
    return dict(counters).get(kind, 0)


def begin_put_from_hand_then(g: Game, at: At, e: PutFromHandThen) -> Next:
    """Offer the cards in the controller's hand that fit (0: put none)."""
    st = g.state
    o = at.object(g)
    player = o.controller
    wanted = -1
    if e.value_counter:
        wanted = _source_counters(g, at, e.value_counter)
    options = tuple(
        c for c in st.players[player].hand
        if fits(g, e.what, st.objects[c], player) and (wanted < 0 or mana_value(st.objects[c]) == wanted)
    )  # fmt: skip
    if not options:
        return Next.GO_ON
    prompt = msg("put {noun} from your hand onto the battlefield (0: none)", noun=Quoted(e.noun))
    step = PuttingFromHandThen(e)
    return pause(g, at, step, Choose(player, Purpose.PUT_FROM_HAND, "608.2c", (*options, 0), prompt))


def register(askers: Askers) -> None:
    askers.add(PutFromHandThen, begin_put_from_hand_then)
