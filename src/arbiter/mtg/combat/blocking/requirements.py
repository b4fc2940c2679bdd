"""Requirements on declaring blockers (CR 509.1c): "blocks each combat if able", "all creatures
able to block ~ do so", "must be blocked if able", provoke's "blocks that creature if able", and
for a turn "<target> must be blocked this turn if able" / "<target> blocks this turn if able"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import resolved
from arbiter.mtg.combat.blocking.restrictions import Block, View, block_cost, candidates
from arbiter.mtg.effects.combat_requirements import has_turn_effect
from arbiter.mtg.ir.statics.combat import AttacksOrBlocksEachCombat
from arbiter.mtg.layers import statics
from arbiter.mtg.model import AllMustBlock, BlocksEachCombat, MustBeBlocked

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class Requirement:
    """``kind``: "blocks" (blocker blocks something), "blocks_attacker" (blocker blocks that
    attacker), "blocked" (attacker is blocked by at least one creature)."""

    kind: str
    blocker: int | None
    attacker: int | None
    why: str

    def obeyed(self, blocks: Sequence[Block]) -> bool:
        if self.kind == "blocks":
            return any(b == self.blocker for b, _ in blocks)
        if self.kind == "blocks_attacker":
            return (self.blocker, self.attacker) in blocks
        return any(a == self.attacker for _, a in blocks)


def requirements(g: Game, view: View | None = None) -> list[Requirement]:
    """The blocking requirements in force (CR 509.1c). A requirement of a creature that could
    obey it only by paying a cost to block (509.1d) doesn't count."""
    st = g.state
    view = view or View(g)
    blockers, attackers = candidates(g, view)
    if st.effects or st.grant_sources:
        # CR 509.1c: a requirement that could be obeyed only by paying a cost to block doesn't count
        blockers = [b for b in blockers if block_cost(g, b) == 0]
    out: list[Requirement] = []
    for b in blockers:
        name = CardName(b.label)
        if any(isinstance(s, (BlocksEachCombat, AttacksOrBlocksEachCombat)) for s in view.statics(b)):
            out.append(Requirement("blocks", b.id, None, msg("{card} blocks each combat if able", card=name)))
        if st.effects and has_turn_effect(g, b, resolved.BlocksIfAble):
            out.append(Requirement("blocks", b.id, None, msg("{card} blocks this turn if able", card=name)))
    for a in attackers:
        a_name = CardName(a.label)
        lure = any(isinstance(s, AllMustBlock) and not s.enchanted for s in view.statics(a))
        for sid in st.grant_sources:
            src = st.objects[sid]
            if src.attached_to == a.id and any(isinstance(s, AllMustBlock) and s.enchanted for s in statics(g, src)):
                lure = True
        if st.effects and has_turn_effect(g, a, resolved.AllMustBlockIt):
            lure = True  # "All creatures able to block target creature this turn do so." (611.2a)
        if lure:
            for b in blockers:
                out.append(
                    Requirement(
                        "blocks_attacker",
                        b.id,
                        a.id,
                        msg("{blocker} must block {attacker}", blocker=CardName(b.label), attacker=a_name),
                    )
                )
        if any(isinstance(s, MustBeBlocked) for s in view.statics(a)):
            out.append(Requirement("blocked", None, a.id, msg("{card} must be blocked if able", card=a_name)))
        if st.effects and has_turn_effect(g, a, resolved.MustBeBlocked):
            out.append(Requirement("blocked", None, a.id, msg("{card} must be blocked this turn if able", card=a_name)))
    ids = {b.id for b in blockers}
    for e in st.effects:
        # "… blocks that creature if able" (provoke, 702.39a): one requirement per effect
        if isinstance(e.change, resolved.MustBlock) and e.object_id in ids and st.objects[e.object_id].zcc == e.zcc:
            attacker = st.objects.get(e.change.attacker)
            if attacker is not None and attacker.attacking is not None:
                why = msg(
                    "{blocker} must block {attacker}",
                    blocker=CardName(st.objects[e.object_id].label),
                    attacker=CardName(attacker.label),
                )
                out.append(Requirement("blocks_attacker", e.object_id, attacker.id, why))
    return out


def obeyed_flags(reqs: Sequence[Requirement], blocks: Sequence[Block]) -> list[bool]:
    """Which requirements a declaration obeys (``Requirement.obeyed``, with sets)."""
    pairs = set(blocks)
    blockers = {b for b, _ in pairs}
    attackers = {a for _, a in pairs}
    return [
        r.blocker in blockers
        if r.kind == "blocks"
        else (r.blocker, r.attacker) in pairs
        if r.kind == "blocks_attacker"
        else r.attacker in attackers
        for r in reqs
    ]
