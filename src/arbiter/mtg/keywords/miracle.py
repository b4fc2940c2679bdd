"""Miracle (CR 702.94): revealing a card as it is drawn, and the triggered ability that may cast it.

"Miracle [cost]" means "You may reveal this card from your hand as you draw it if it's the first
card you've drawn this turn. When you reveal this card this way, you may cast it by paying [cost]
rather than its mana cost." (702.94a). The reveal is a choice made as the card is drawn, wherever
the draw happens (the draw step, "draw two cards", a draw during a cast) — asked as dredge's
replacement is (``keywords.dredge``: the answer being carried out is asked about, then carried out
again with the answer). Only the first card a player draws in a turn can be revealed: the second
card of "draw two cards" can't, nor a card drawn after one drawn in the upkeep. The card stays
revealed while it is in the hand until the ability has left the stack (702.94b); revealing it is
what triggers the ability (603.2), which is put on the stack the next time a player would receive
priority (603.3) and, as it resolves, offers the cast for the miracle cost (608.2g: timing
ignored) if the card is still in the hand as the same object (400.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Purpose
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.casting_keywords import Miracle
from arbiter.mtg.keywords import dredge
from arbiter.mtg.state import SubjectSeen, WaitingTrigger

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import CardDef
    from arbiter.mtg.state import GameObject

RULE = "702.94a"
REVEAL, KEEP = "yes", "no"  # the answers: reveal the card, or keep it hidden


@dataclass(frozen=True, slots=True)
class RevealedForMiracle(Event):
    """CR 702.94a: a card with miracle revealed as its owner drew it (its ability triggers)."""

    obj: int
    zcc: int
    player: int
    name: str

    def text(self) -> str:
        return msg("{card}'s miracle ability triggers.", card=CardName(self.name))


def miracle_of(card: CardDef) -> Miracle | None:
    """The card's miracle ability, if it has one."""
    return next((a for a in card.options if isinstance(a, Miracle)), None)


def drawn(g: Game, player: int, o: GameObject) -> None:
    """CR 702.94a: ``player`` just drew ``o``, their first card this turn: if it has miracle, they
    may reveal it (asked as the draw happens); revealed, its triggered ability triggers."""
    miracle = miracle_of(o.card)
    if miracle is None:
        return
    prompt = msg(
        "you drew {card}: reveal it to cast it for its miracle cost {cost}?",
        card=CardName(o.label),
        cost=miracle.cost.text,
    )
    if dredge.next_answer(dredge.DrawAsked(player, (REVEAL, KEEP), Purpose.MIRACLE, prompt)) != REVEAL:
        return
    st = g.state
    g.log(ev.EffectCreated(RULE, st.players[player].name, msg("reveals {card}", card=CardName(o.label)), (o.id,)))
    g.log(RevealedForMiracle(RULE, o.id, o.zcc, player, o.card.name))


def miracle_trigger(e: object) -> WaitingTrigger:
    """CR 702.94a: "When you reveal this card this way" — triggered by the reveal, about the card in
    its owner's hand as it was revealed."""
    from arbiter.mtg.triggers.builtin import MIRACLE

    assert isinstance(e, RevealedForMiracle)
    return WaitingTrigger(e.obj, MIRACLE, e.player, (e.obj, e.zcc))


def still_revealed(g: Game) -> tuple[int, ...]:
    """CR 702.94b: the cards revealed for miracle that stay revealed — in their owner's hand, as
    the same object, while their ability waits to be put on the stack or is on it."""
    from arbiter.mtg.triggers.builtin import MIRACLE, MIRACLE_ABILITY

    st = g.state
    seen = [w.subject for w in st.waiting if w.ability == MIRACLE and w.subject is not None]
    for c in st.stack:
        if st.objects[c].ability is MIRACLE_ABILITY:
            seen += [(x.id, x.zcc) for x in st.objects[c].lki if isinstance(x, SubjectSeen)]
    out: list[int] = []
    for subject in seen:
        card = st.objects.get(subject[0])
        if card is not None and card.zone is Zone.HAND and card.zcc == subject[1] and card.id not in out:
            out.append(card.id)
    return tuple(out)
