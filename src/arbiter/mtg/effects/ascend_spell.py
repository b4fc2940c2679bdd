"""Ascend on an instant or sorcery (CR 702.131a): a spell ability, followed first as the spell
resolves (:mod:`arbiter.mtg.keywords.ascend` has the keyword's rules on permanents)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.keywords.ascend import ASCEND_PERMANENTS

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class AscendAsSpell(Effect):
    """CR 702.131a: ascend on an instant or sorcery spell is a spell ability: "If you control ten
    or more permanents and you don't have the city's blessing, you get the city's blessing for the
    rest of the game." Followed first, as the keyword is printed first (608.2c)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "If you control ten or more permanents and you don't have the city's blessing, you get the city's blessing for the rest of the game."  # noqa: E501


@handles(AscendAsSpell)
def _ascend_as_spell(g: Game, o: GameObject, e: AscendAsSpell, legal: list[bool]) -> None:
    st = g.state
    p = st.players[o.controller]
    if p.citys_blessing:
        return
    if sum(1 for i in st.battlefield if st.objects[i].controller == p.index) >= ASCEND_PERMANENTS:
        g.set(p, "citys_blessing", True)  # CR 702.131a, 702.131c: for the rest of the game
        g.log(ev.EffectCreated("702.131a", p.name, msg("gets the city's blessing for the rest of the game")))
