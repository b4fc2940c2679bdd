"""How much combat damage a creature assigns (CR 510.1a): its power — or its toughness, where a
static ability says so ("… assigns combat damage equal to its toughness rather than its power.",
101.1: the card's text wins over the rule)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.effects.no_combat_damage import no_damage_mark
from arbiter.mtg.ir.statics.damage_by_toughness import AssignsDamageByToughness, AssignsOwnDamageByToughness
from arbiter.mtg.layers import power, statics, toughness
from arbiter.mtg.layers.sources import each_source, late_abilities
from arbiter.mtg.layers.work import fits

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


def assigned_damage(g: Game, o: GameObject) -> int:
    """CR 510.1a: the combat damage ``o`` assigns (0 or less: none) — none at all after "~
    assigns no combat damage this turn"."""
    if o.marks and no_damage_mark(g.state.turn) in o.marks:
        return 0
    if g.state.grant_sources and _by_toughness(g, o):
        return toughness(g, o)
    if _own_by_toughness(g, o):
        return toughness(g, o)
    return power(g, o)


def _own_by_toughness(g: Game, o: GameObject) -> bool:
    """CR 510.1a: "~ assigns combat damage equal to its toughness rather than its power." — its own
    static, or an attached Aura's rule on it (Treefolk Umbra), or one gained until end of turn
    (backup's, 702.165a, 613.1f)."""
    st = g.state
    printed = any(isinstance(a, AssignsOwnDamageByToughness) for a in o.card.abilities)
    if not (st.grant_sources or st.effects or printed):
        return False
    return any(isinstance(s, AssignsOwnDamageByToughness) for s in statics(g, o))


def _by_toughness(g: Game, o: GameObject) -> bool:
    for source in each_source(g):
        for ab in late_abilities(g, source):
            if not isinstance(ab, AssignsDamageByToughness):
                continue
            if not fits(g, ab.what, o, source.controller, source.id):
                continue
            if not ab.greater_only or toughness(g, o) > power(g, o):
                return True
    return False
