"""Revealing the top card of a library and taking it (CR 701.20a, 401.5): "Reveal the top card of
your library and put that card into your hand. You lose life equal to its mana value." (Dark
Confidant), "Defending player reveals the top card of their library. If it's a land card, that
player puts it into their hand." (Goblin Guide). The card is revealed to every player; with an
empty library nothing is revealed and nothing happens."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.life import lose_life
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import player_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class RevealTopToHand(Effect):
    """``who`` reveals the top card of their library (CR 701.20a) and puts it into their hand —
    only if it has one of ``kinds`` when any are named ("If it's a land card, …"). With
    ``lose_life``, the controller then loses life equal to the revealed card's mana value
    (202.3; Dark Confidant). ``text_`` is the Oracle sentences, checked as they were read."""

    who: Ref
    kinds: frozenset[CardType]
    lose_life: bool
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(RevealTopToHand)
def _reveal_top(g: Game, o: GameObject, e: RevealTopToHand, legal: list[bool]) -> None:
    from arbiter.mtg.effects.that_card import bind
    from arbiter.mtg.objects.transform import mana_value
    from arbiter.mtg.zones import move

    st = g.state
    player = player_of(g, o, e.who, legal)
    if player is None or not st.players[player].library:
        return
    top = st.objects[st.players[player].library[0]]
    g.log(
        ev.EffectCreated("701.20a", st.players[player].name, msg("reveals {card}", card=CardName(top.label)), (top.id,))
    )
    value = mana_value(top)
    bind(g, o, top, revealed=True)  # CR 608.2c: "that card's mana value" in the next instruction
    if not e.kinds or top.card.types & e.kinds:
        move(g, top, Zone.HAND, "701.20a", "is put")
    if e.lose_life and value:
        lose_life(g, o.controller, value, "119.3")
