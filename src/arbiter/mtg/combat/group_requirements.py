"""Attack requirements a permanent puts on a group of creatures (CR 508.1d): "Other Goblin
creatures you control attack each combat if able." Each such static is one requirement on each
creature it describes, read for its source's controller and its source ("other")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.statics.combat import GroupAttacksEachCombat
from arbiter.mtg.layers import statics

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

Group = tuple["GameObject", GroupAttacksEachCombat]


def attack_groups(g: Game) -> list[Group]:
    """Each permanent's "<creatures> … attack each combat if able" statics, with the permanent
    (read once per declaration; a static lost to "loses all abilities" isn't there, 613.1f)."""
    st = g.state
    found: list[Group] = []
    for oid in st.battlefield:
        o = st.objects[oid]
        found += [(o, s) for s in statics(g, o) if isinstance(s, GroupAttacksEachCombat)]
    return found


def group_requirements(g: Game, o: GameObject, groups: list[Group]) -> list[str]:
    """The requirements (CR 508.1d) the ``groups`` put on creature ``o``, one per static."""
    return [
        msg("{card} attacks each combat if able ({source})", card=CardName(o.label), source=CardName(src.label))
        for src, s in groups
        if fits(g, s.what, o, src.controller, src.id)
    ]
