"""Kicker announced for a spell cast during a resolution (CR 601.2b, 702.33a, 608.2g): cascade,
suspend, "you may cast that card" cast a spell as any cast does, so its player may announce they
pay its kicker cost — an additional cost, paid even when the spell is cast without paying its
mana cost (118.9d) — and the spell is kicked (702.33d). Offered only as many times as the mana
the player has and can make could pay (once for kicker, any number for multikicker, 702.33c)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg.actions import Action, Choose, Decision, Pick, Purpose
from arbiter.mtg.casting.total_cost import add_costs
from arbiter.mtg.mana.pool import ManaCost

if TYPE_CHECKING:
    from arbiter.mtg.casting.progress import CastProgress
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.casting_keywords import Kicker


def affordable_kicks(g: Game, progress: CastProgress, kicker: Kicker) -> int:
    """How many times the player could pay the kicker cost on top of the spell's cost (for listing)."""
    from arbiter.mtg.mana.abilities import potential_mana

    pool, wild = potential_mana(g, progress.player)
    base = progress.cost.total if progress.cost is not None else 0
    kicks = (sum(pool) + wild - base) // max(kicker.cost.total, 1)
    return max(0, min(kicks, 1 if not kicker.multi else kicks))


def ask_kicker(g: Game, progress: CastProgress) -> bool:
    """CR 601.2b: ask how many times the kicker cost is paid; False when it can't be paid at all."""
    o = g.state.objects[progress.obj]
    kicker = o.card.kicker
    top = affordable_kicks(g, progress, kicker) if kicker is not None else 0
    if not top:
        return False
    st = g.state
    g.set(st, "cast", replace(progress, stage="kicker"))
    prompt = msg("pay {card}'s kicker cost how many times", card=CardName(o.card.name))
    g.set(st, "pending", Choose(progress.player, Purpose.KICKER, "702.33a", tuple(range(top + 1)), prompt))
    return True


def answer_kicker(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 601.2b, 601.2f, 702.33d: the kicker cost is added to the total cost; the spell is kicked."""
    from arbiter.mtg.casting.begin import announce_during_resolution

    if not (isinstance(action, Pick) and isinstance(dec, Choose) and action.value in dec.options):
        raise IllegalAction(msg("choose how many times the kicker cost is paid"), "702.33a")
    st = g.state
    o = st.objects[progress.obj]
    kicks = action.value
    assert isinstance(kicks, int) and o.card.kicker is not None  # one of the options: counts
    g.set(st, "pending", None)
    if kicks:
        g.set(o, "kicked", kicks)  # CR 702.33d
        base = progress.cost if progress.cost is not None else ManaCost(0, text="")
        progress = replace(progress, cost=add_costs(base, o.card.kicker.cost, kicks))  # CR 118.9d, 601.2f
    announce_during_resolution(g, replace(progress, stage="targets"))
