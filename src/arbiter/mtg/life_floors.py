"""How much life damage makes a player lose under "Damage that would reduce your life total to less
than N reduces it to N instead." (CR 614.1a, 120.3a): a permanent's static (Ali from Cairo, Worship
while its condition holds, 611.3a) or a rule made this turn (Angel's Grace, 611.2a). The damage is
dealt in full; only the life lost is less. A life total already below N goes down as usual (the
damage doesn't "reduce it to less than N"). With several floors the result is the highest floor
not above the life total, whichever order the player applies them in (616.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.ir.statics.life_floor import LifeFloor

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def life_lost_to_damage(g: Game, player: int, amount: int) -> int:
    """The life ``player`` loses from ``amount`` damage (CR 120.3a), after the floors that apply."""
    st = g.state
    if not (st.grant_sources or st.effects):
        return amount
    from arbiter.mtg.condition_check import holds
    from arbiter.mtg.effects.player_rules_this_turn import rules_about_players

    life = st.players[player].life
    best, name = None, ""
    for src, controller, s in rules_about_players(g, LifeFloor):
        assert isinstance(s, LifeFloor)
        if controller != player or s.floor > life or life - amount >= s.floor:
            continue
        # CR 611.3a: the condition ("you control a creature", "your life total is …") is the controller's
        if s.condition is not None and not holds(g, s.condition, controller, None):
            continue
        if best is None or s.floor > best:
            best, name = s.floor, src
    if best is None:
        return amount
    what = msg("damage reduces their life total only to {floor} ({src})", floor=best, src=CardName(name))
    g.log(ev.EffectCreated("614.1a", st.players[player].name, what))
    return life - best
