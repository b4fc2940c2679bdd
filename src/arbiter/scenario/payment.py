"""Paying mana for a scenario step: ``pay: {mana: [ID]}`` names the sources to tap, otherwise
untapped sources of the acting player are activated until the cost can be paid (scenario
format: "Mana is otherwise paid automatically"). CR 601.2g–h: mana abilities are activated
before the total cost is paid.

This auto-payer reads the cast in progress (``state.cast``); an engine helper that AI players
and user interfaces could share belongs in the engine, and this module is where to take it from."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import Illegal, Ruling
from arbiter.mtg.actions import Activate, Choose, Pay
from arbiter.mtg.characteristics import activated
from arbiter.mtg.mana import POOL_ORDER, can_pay

if TYPE_CHECKING:
    from arbiter.scenario.runner import _Run


def needed_color(r: _Run) -> str:
    """A color the cast still needs, among the colors the mana ability may make."""
    g = r.game
    dec = g.pending
    allowed = tuple(dec.options) if isinstance(dec, Choose) else tuple("WUBRG")
    cast = g.state.cast
    if cast is not None and cast.cost is not None:
        pool = g.state.players[cast.player].pool
        short = [POOL_ORDER[i] for i, (need, have) in enumerate(zip(cast.cost.colored, pool, strict=True))
                 if need > have and i < 5]  # fmt: skip
        # a color still needed; of combinations ("WU"), the one giving the most of what is needed
        best = max(allowed, key=lambda option: sum(option.count(c) for c in short))
        if any(c in best for c in short):
            return best
    return allowed[0]


def pay_mana(r: _Run, sources: list[int]) -> Ruling:
    g = r.game
    cast = g.state.cast
    pool = g.state.players[cast.player].pool
    if cast.cost is None or can_pay(pool, cast.cost):
        return g.apply(Pay())
    options = [a for a in g.legal_actions() if isinstance(a, Activate)]
    obj = g.state.objects[cast.obj]
    if obj.ability is not None and obj.ability.taps:
        # don't tap the permanent whose {T} ability is being paid for
        options = [a for a in options if a.source != obj.source]
    need = [max(c - h, 0) for c, h in zip(cast.cost.colored, pool, strict=True)]
    if sources:
        source = sources.pop(0)
        chosen = [a for a in options if a.source == source]
        if chosen:
            # of that source's mana abilities, one that makes a color still needed
            for a in chosen:
                ab = activated(g, g.state.objects[a.source])[a.index]
                makes = ab.produces or tuple(1 if c in ab.wild_colors else 0 for c in POOL_ORDER)
                if any(n and m for n, m in zip(need, makes, strict=False)):
                    return g.apply(a)
            return g.apply(chosen[0])
        o = g.state.objects.get(source)
        if o is None or not o.card.mana_abilities:
            return Illegal("a named mana source has no mana ability", ("605.1a",))
        return g.apply(Activate(source, o.card.mana_abilities[0][0]))  # the engine's own ruling
    best = None
    for a in options:
        ab = g.state.objects[a.source].card.activated[a.index]
        produced = ab.produces
        if produced is None:
            continue
        if any(n and p for n, p in zip(need, produced, strict=True)):
            best = a
            break
        if best is None and not any(need):
            best = a
    if best is None:
        for a in options:
            if g.state.objects[a.source].card.activated[a.index].wild:
                best = a
                break
    if best is None:
        return g.apply(Pay())  # refused: the cost can't be paid (601.2h)
    return g.apply(best)
