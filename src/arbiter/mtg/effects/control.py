"""Control-changing effects (CR 613.1b, layer 2): "Gain control of target creature [until end of
turn]." (611.2a)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.lki import SourceSeen
from arbiter.mtg.state import TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class GainControl(Effect):
    """ "Gain control of <ref>[ until end of turn]." (CR 613.1b, layer 2; 611.2a) — with no end,
    or ending at the cleanup step (514.2)."""

    to: Ref
    until_eot: bool = False
    # CR 611.2b: "for as long as ~ remains on the battlefield" ("remains") / "… you control ~" ("control")
    while_source: str = ""
    # "The player with the most life gains control of ~." (Wild Dogs): that player, not the
    # controller; with a tie for the most life, no one (CR 119)
    most_life: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.most_life:
            return f"The player with the most life gains control of {self.to.text(specs)}."
        if self.while_source == "remains":
            return f"Gain control of {self.to.text(specs)} for as long as ~ remains on the battlefield."
        if self.while_source == "control":
            return f"Gain control of {self.to.text(specs)} for as long as you control ~."
        return f"Gain control of {self.to.text(specs)}{' until end of turn' if self.until_eot else ''}."


@handles(GainControl)
def _gain_control(g: Game, o: GameObject, e: GainControl, legal: list[bool]) -> None:
    """CR 613.1b: a control-changing effect (layer 2) — until end of turn (611.2a) or with no
    end; ``control.refresh`` applies it (summoning sickness 302.6, removal from combat 506.4)."""
    from arbiter.mtg.objects import control as control

    t = permanent_of(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return
    st = g.state
    gainer = o.controller
    if e.most_life:
        from arbiter.mtg.condition_check import most_life

        best = most_life(g)
        if best is None:
            return  # (a tie: no player has the most life)
        gainer = best
    change = resolved.GainControl(gainer)
    if e.while_source:
        source = st.objects.get(o.source) if o.source is not None else None
        seen = next((x.zcc for x in o.lki if isinstance(x, SourceSeen)), None)
        if source is None or source.zone is not Zone.BATTLEFIELD or (seen is not None and seen != source.zcc):
            return  # CR 611.2b: the duration is already over — the effect does nothing
        if e.while_source == "control" and source.controller != o.controller:
            return
        change = replace(change, while_source=(source.id, source.zcc), while_controls=e.while_source == "control")
    effect = TurnEffect(t.id, t.zcc, change, g.next_timestamp())
    if e.until_eot:
        g.set(st, "effects", (*st.effects, effect))
        what = msg("comes under {players}'s control until end of turn", players=st.players[o.controller].name)
    else:
        g.set(st, "lasting", (*st.lasting, effect))
        what = msg("comes under {players}'s control", players=st.players[gainer].name)
    g.log(ev.EffectCreated("613.1b", t.label, what))
    control.refresh(g)
