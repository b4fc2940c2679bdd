"""Replacement effects on life gain (CR 614.1a, 119.10): "If you would gain life, you gain that
much life plus 1 instead." and the like, applied to one life gain event in the order the gaining
player chooses (616.1e, 616.1f). While a spell or ability resolves the player is asked when the
order changes the result (:mod:`arbiter.mtg.paused.replacement_order`); otherwise (lifelink, a
gain outside a resolution) and after the effects chosen, the engine takes the order that leaves
the player with the most life (the orders are tried, at most 6 effects; more are applied in
timestamp order)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import permutations
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.statics.replacement import LifeGainReplaced
from arbiter.mtg.layers import statics
from arbiter.mtg.replacement.order import MOST_ORDERED, chosen_for, order_matters

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

# one applicable effect: its key, its source and the static
Found = tuple[str, "GameObject", LifeGainReplaced]


@dataclass(frozen=True, slots=True)
class LifeEvent:
    """A life gain about to happen (``lose``: it has become a loss of that much life instead)."""

    amount: int
    lose: bool = False


def _replaced(s: LifeGainReplaced, e: LifeEvent) -> LifeEvent | None:
    """The event after ``s`` applies, or None if it doesn't apply (no longer a gain, or a gain of
    0 life: no life gain event, 119.10)."""
    if e.lose or e.amount <= 0:
        return None
    if s.kind == "plus":
        return replace(e, amount=e.amount + s.amount)
    if s.kind == "twice":
        return replace(e, amount=e.amount * 2)
    if s.kind == "none":
        return replace(e, amount=0)
    return replace(e, lose=True)


def _applicable(g: Game, player: int) -> list[Found]:
    """The life-gain replacements of permanents that apply to ``player`` gaining life, each with
    its key ("<source id>/<n>"), in timestamp order."""
    st = g.state
    found: list[Found] = []
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is not Zone.BATTLEFIELD:
            continue
        for i, s in enumerate(statics(g, src)):
            if not isinstance(s, LifeGainReplaced):
                continue
            mine = src.controller == player
            if s.who == "player" or (s.who == "you") == mine:
                found.append((f"{src.id}/{i}", src, s))
    return sorted(found, key=lambda f: f[1].timestamp)


def event_key(player: int) -> str:
    """The name of the event "``player`` gains life" for the chosen order (616.1)."""
    return f"life {player}"


def _apply(found: list[Found], order: tuple[str, ...], amount: int) -> tuple[LifeEvent, list[GameObject]]:
    """CR 616.1f: the event after the effects in ``order`` (each applied if it still applies)."""
    by_key = {k: (src, s) for k, src, s in found}
    e, used = LifeEvent(amount), []
    for k in order:
        src, s = by_key[k]
        after = _replaced(s, e)
        if after is not None:
            e = after
            used.append(src)
    return e, used


def order_question(g: Game, player: int, amount: int, first: tuple[str, ...]) -> list[Found]:
    """CR 616.1e: the effects ``player`` chooses among next for gaining ``amount`` life (after
    ``first``), when the order changes what happens; else none."""
    if amount <= 0 or not g.state.grant_sources:
        return []
    found = _applicable(g, player)
    keys = [k for k, _, _ in found]
    if not order_matters(keys, lambda order: _apply(found, order, amount)[0], first):
        return []
    return [f for f in found if f[0] not in first]


def replace_life_gain(g: Game, player: int, amount: int) -> tuple[LifeEvent, list[GameObject]]:
    """CR 616.1: the event that happens instead of ``player`` gaining ``amount`` life, and the
    sources of the effects applied, in order: those the player chose first, then the order that
    leaves them the most life."""
    found = _applicable(g, player)
    if not found:
        return LifeEvent(amount), []
    first = tuple(k for k in chosen_for(event_key(player)) if any(f[0] == k for f in found))
    rest = [k for k, _, _ in found if k not in first]
    orders = permutations(rest) if len(rest) <= MOST_ORDERED else iter([tuple(rest)])
    best: tuple[int, LifeEvent, list[GameObject]] | None = None
    for order in orders:
        e, used = _apply(found, (*first, *order), amount)
        value = -e.amount if e.lose else e.amount
        if best is None or value > best[0]:
            best = (value, e, used)
    assert best is not None
    return best[1], best[2]
