"""CR 705: "Flip a coin." and the sentences after it that say what happens for each result: "If
you win the flip, …" and/or "If you lose the flip, …" (in either order). Each result's sentence
is one instruction, or two joined by "and" / ", then"; instructions that ask a question as they
resolve aren't read here."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.sentences import sentence as instruction
from arbiter.mtg.effects.coin_flips import FlipCoin

if TYPE_CHECKING:
    from arbiter.cards.oracle.context import Ctx
    from arbiter.cards.oracle.effects import _Reading
    from arbiter.mtg.ir.effect import Effect

_RESULT = re.compile(r"If you (win|lose) the flip, (.+)")


def _result(body: str, ctx: Ctx) -> tuple[Effect, ...] | None:
    """The instructions of one result's sentence, or None."""
    from arbiter.cards.oracle.effects import coordinated

    if re.match(r"add\b", body):
        return None  # CR 605.1a: an ability that could add mana would be a mana ability (not read here)
    text = body if body.startswith("~") else body[0].upper() + body[1:]
    one = instruction(text, ctx)
    fx = [one] if one is not None else coordinated(text, ctx)
    if not fx or any(e.decides for e in fx):
        return None
    return tuple(fx)


def coin_flip(r: _Reading, i: int, s: str) -> int | Pass | None:
    """ "Flip a coin." and its result sentences (CR 705.2, 608.2c)."""
    if s != "Flip a coin.":
        return PASS
    results: dict[str, tuple[Effect, ...]] = {}
    order: list[str] = []
    for nxt in r.sentences[i + 1 : i + 3]:
        m = _RESULT.fullmatch(nxt.strip())
        if m is None or m.group(1) in results:
            break
        fx = _result(m.group(2), r.ctx)
        if fx is None:
            return None
        results[m.group(1)] = fx
        order.append(m.group(1))
    if not results:
        return None
    flip = FlipCoin(results.get("win", ()), results.get("lose", ()), lose_first=order[0] == "lose")
    r.effects.append(flip)
    return 1 + len(results)
