"""Announcing how hybrid and Phyrexian symbols will be paid (CR 601.2b, 107.4e–f)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import msg
from arbiter.mtg.actions import Choose
from arbiter.mtg.casting.progress import CastProgress, evolve

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def hybrid_options(symbol: str) -> tuple[str, ...]:
    """How one hybrid or Phyrexian symbol can be paid (CR 107.4e–f): "{G/P}" → G or 2 life,
    "{W/U}" → W or U, "{2/W}" → 2 or W."""
    parts = symbol.split("/")
    out = [p for p in parts if p != "P"]
    if "P" in parts:
        out.append("life")
    return tuple(out)


def announce_hybrid(g: Game, progress: CastProgress) -> CastProgress | None:
    """CR 601.2b: announce how each hybrid and Phyrexian symbol will be paid; the cost becomes
    plain mana (plus life). Returns None while a choice is pending."""
    st = g.state
    cost = progress.cost
    if cost is None or not cost.other:
        return progress
    hybrid = tuple(o for o in cost.other if o != "S")
    if not hybrid:
        return progress  # CR 107.4h: {S} isn't announced; it's paid with mana from a snow source
    if hybrid != cost.other[: len(hybrid)]:  # (the {S} symbols last, so the next one to announce is first)
        cost = replace(cost, other=(*hybrid, *("S",) * (len(cost.other) - len(hybrid))))
        progress = evolve(progress, cost=cost)
    if progress.stage == "targets":
        from arbiter.mtg.casting.targets import refuse_before_question

        refuse_before_question(g, progress, modes_pending=False)  # CR 601.2c: before the first symbol
    symbol = cost.other[0]
    options = hybrid_options(symbol)
    if any(o not in ("W", "U", "B", "R", "G", "C", "life") and not o.isdigit() for o in options):
        raise IllegalAction(msg("the engine cannot pay the mana symbol {{{symbol}}} yet", symbol=symbol), "601.2h")
    g.set(st, "cast", evolve(progress, stage="announce"))
    prompt = msg("pay {{{symbol}}} with", symbol=symbol)
    g.set(st, "pending", Choose(progress.player, "hybrid", "601.2b", options, prompt))
    return None
