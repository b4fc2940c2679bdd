"""What escaping means for a permanent afterwards (CR 702.138b): "When ~ enters, sacrifice it
unless it escaped." (Uro, Kroxa, Phlage) — checked as the ability resolves (it triggers either
way; it isn't an intervening "if", 603.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.effects.zones import SacrificeIt
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.graveyard_casts import ESCAPE
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

ESCAPED_MARK = f"cast for {ESCAPE}"


@dataclass(frozen=True, slots=True)
class SacrificeUnlessEscaped(Effect):
    """ "sacrifice it unless it escaped" — CR 702.138b: a permanent "escaped" if the spell it was
    on the stack was cast from a graveyard with an escape ability (the mark the spell kept)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Sacrifice it unless it escaped."


@handles(SacrificeUnlessEscaped)
def _sacrifice_unless_escaped(g: Game, o: GameObject, e: SacrificeUnlessEscaped, legal: list[bool]) -> None:
    source = g.state.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return
    if ESCAPED_MARK in source.marks:
        g.log(ev.EffectCreated("702.138b", source.label, msg("escaped: it isn't sacrificed")))
        return
    perform(g, o, (SacrificeIt(Ref("this")),), legal)
