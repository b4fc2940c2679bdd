"""Gift's second ability on an instant or sorcery (CR 702.174b): "If this spell's gift cost was
paid, [effect]" — followed before any other of the spell's instructions (702.174j), and not at all
if the spell leaves the stack without resolving. The chosen player (``RefKind.GIFT_PLAYER``) is the
opponent chosen as the spell was cast (702.174a), kept as a mark of the spell (``ir.gift``); on a
permanent, the same mark kept by the permanent the spell became."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.gift import GiftCost, gift_mark, gift_receiver
from arbiter.mtg.objects.last_known import source_as_it_last_existed

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.casting_keywords import Kicker
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class GiveGift(Effect):
    """CR 702.174b, 702.174j: the gift ``effect`` of a spell whose gift was promised, given first.
    Printed as the keyword line "Gift a …" (so it renders nothing in the spell's text)."""

    effect: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return ""


def gift_player(g: Game, o: GameObject) -> int | None:
    """CR 702.174a: the opponent chosen as the spell was cast — of the resolving spell ``o``, or
    of the permanent it became whose enters trigger ``o`` is (as it last existed if it has left
    the battlefield, 608.2h); None if the gift wasn't promised."""
    source = source_as_it_last_existed(g, o)  # CR 113.7a: flickered, the one that was promised
    if source is None:
        return None
    marks = source.marks if source.zone in (Zone.STACK, Zone.BATTLEFIELD) else source.left_marks
    return gift_receiver(marks)


def gift_promised(g: Game, cost: Kicker | None, player: int, times: int) -> frozenset[str]:
    """CR 702.174a, 702.174k: the mark of a spell cast by ``player`` whose gift cost is paid
    (``times``, announced with the cast, 601.2b) — the opponent chosen as the cost is paid (601.2h),
    in a two-player game the only opponent still in the game; no mark otherwise."""
    if not times or not isinstance(cost, GiftCost):
        return frozenset()
    chosen = next((p.index for p in g.state.players if p.index != player and not p.lost), None)
    return frozenset({gift_mark(chosen)}) if chosen is not None else frozenset()


@handles(GiveGift)
def _give_gift(g: Game, o: GameObject, e: GiveGift, legal: list[bool]) -> None:
    """CR 702.174b: only if the spell's gift cost was paid (its gift was promised, 702.174k)."""
    if o.kicked > 0 and gift_player(g, o) is not None:
        perform(g, o, (e.effect,), legal)
