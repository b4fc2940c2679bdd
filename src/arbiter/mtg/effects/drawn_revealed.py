"""Cards drawn and revealed, and one of them cast (Dungeon of the Mad Mage's Mad Wizard's Lair):
"Draw three cards and reveal them. You may cast one of them without paying its mana cost."

The cards drawn are revealed to all (CR 701.20a) and named by the next instruction as "them"
(608.2c); one of them still in the hand may be cast during the resolution (608.2g, following
601.2a–i) without paying its mana cost (118.9); the others stay in the hand. The cast is asked by
:mod:`arbiter.mtg.paused.drawn_revealed`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, join, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import SeenCard
from arbiter.mtg.wording import COUNT_WORDS
from arbiter.mtg.zones import draw

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class DrawAndReveal(Effect):
    """ "Draw N cards and reveal them." (CR 121.1, 701.20a)."""

    count: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Draw {COUNT_WORDS[self.count]} cards and reveal them."


@dataclass(frozen=True, slots=True)
class CastOneOfThemFree(Effect):
    """ "You may cast one of them without paying its mana cost." — one of the cards the
    instruction before revealed, still in the hand (CR 608.2g, 118.9)."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You may cast one of them without paying its mana cost."


@handles(DrawAndReveal)
def _draw_and_reveal(g: Game, o: GameObject, e: DrawAndReveal, legal: list[bool]) -> None:
    """The cards that come into the hand by these draws (a draw replaced brings none, 614.11) are
    revealed and remembered as "them" (CR 608.2c)."""
    st = g.state
    player = st.players[o.controller]
    before = set(player.hand)
    for _ in range(e.count):
        draw(g, o.controller, "121.1")
    drawn = tuple(c for c in st.players[o.controller].hand if c not in before)
    if drawn:
        shown = join([CardName(st.objects[c].label) for c in drawn])
        g.log(ev.EffectCreated("701.20a", player.name, msg("reveals {shown}", shown=shown), drawn))
    g.set(o, "lki", (*o.lki, *(SeenCard(c, st.objects[c].zcc, True, o.zcc) for c in drawn)))
