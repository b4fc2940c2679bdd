"""Parley (an ability word, CR 207.2c): "Each player reveals the top card of their library. For each
nonland card revealed this way, <instruction>. Then each player draws a card." — every player
reveals (701.20a, in APNAP order 101.4), the instruction is followed once for each nonland card
revealed (608.2c), then each player draws (121.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.zones import draw

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class Parley(Effect):
    """``each``: the instruction followed for each nonland card revealed (one that asks nothing);
    ``text_``: the three sentences as printed."""

    each: Effect
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(Parley)
def _parley(g: Game, o: GameObject, e: Parley, legal: list[bool]) -> None:
    st = g.state
    order = (st.active, 1 - st.active)  # CR 101.4
    nonland = 0
    for player in order:
        library = st.players[player].library
        if not library:
            continue
        top = st.objects[library[0]]
        g.log(
            ev.EffectCreated(
                "701.20a",
                st.players[player].name,
                msg("reveals {top} from the top of their library", top=CardName(top.label)),
                (top.id,),
            )
        )
        nonland += CardType.LAND not in top.card.types
    for _ in range(nonland):  # bounded by the number of players
        perform(g, o, (e.each,), legal)
    for player in order:
        draw(g, player, "121.1")
