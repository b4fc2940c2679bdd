"""Casting a spell as though it had flash for a cost increase (CR 702.8a, 601.2f): "You may cast
~ as though it had flash if you pay {2} more to cast it." The permission lets it be cast at any
time its controller could cast an instant (117.1a); the increase applies only when it is cast at a
time a sorcery couldn't have been cast — that is, when the permission is what lets it be cast."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.flash_for_more import FlashIfPayMore, FlashThenSacrifice
from arbiter.mtg.state import WaitingTrigger

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef


def flash_permission(card: CardDef) -> FlashIfPayMore | None:
    """The card's own "as though it had flash if you pay {N} more" permission, if it has one."""
    return next((s for s in card.statics if isinstance(s, FlashIfPayMore)), None) if card.statics else None


def flash_surcharge(g: Game, card: CardDef, player: int) -> int:
    """CR 601.2f: the generic mana the permission adds to the total cost of ``card`` cast now by
    ``player`` (0 when it could be cast now without the permission)."""
    from arbiter.mtg.casting.timing import as_though_flash, has_flash, sorcery_timing_ok

    permission = flash_permission(card)
    if permission is None or card.is_instant or has_flash(card) or as_though_flash(g, player, card):
        return 0
    return 0 if sorcery_timing_ok(g, player) else permission.more


FLASHED = "cast when a sorcery couldn't have been"  # (the mark's prefix; the caster's index follows)


def flashed_mark(g: Game, card: CardDef, player: int) -> str | None:
    """The mark of a spell cast at a time a sorcery couldn't have been by a card whose permission
    then sacrifices the permanent it becomes (:class:`FlashThenSacrifice`), or None."""
    from arbiter.mtg.casting.timing import sorcery_timing_ok

    if not isinstance(flash_permission(card), FlashThenSacrifice) or sorcery_timing_ok(g, player):
        return None
    return f"{FLASHED} {player}"


def cleanup_sacrifices(g: Game) -> list[WaitingTrigger]:
    """CR 603.7, 514.3a: as a cleanup step begins, the delayed triggered ability of each marked
    permanent — the permanent that spell became, still that object (400.7) — triggers, once (the
    mark is used up, 603.7b); it is controlled by the player who cast the spell (603.7d). A
    phased-out permanent's ability triggers too — its trigger event is the step beginning, not the
    permanent — and then can't sacrifice what is treated as though it doesn't exist (702.26b)."""
    from arbiter.mtg.triggers.builtin import CLEANUP_SACRIFICE

    st = g.state
    found: list[WaitingTrigger] = []
    for i in (*st.battlefield, *(p.obj for p in st.phased_out)):
        o = st.objects[i]
        mark = next((m for m in o.marks if m.startswith(FLASHED)), None) if o.marks else None
        if mark is not None and o.zone in (Zone.BATTLEFIELD, Zone.PHASED_OUT):
            g.set(o, "marks", o.marks - {mark})
            found.append(WaitingTrigger(o.id, CLEANUP_SACRIFICE, int(mark.rsplit(" ", 1)[1]), (o.id, o.zcc)))
    return found
