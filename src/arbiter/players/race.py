"""A race estimate for the search's leaf: how many turns each side needs to kill the other.

Life totals (CR 119) and power on board say who is ahead only in part: a 20-to-8 lead in life
loses to a board that deals 8 a turn past the blockers, and three Lightning Bolts in hand are nine
life the opponent doesn't really have. The estimate reads, for each side, the damage a turn its
creatures get past the other side's creatures (each blocker stops one attacker it can block —
flying only by flying or reach, CR 702.9b, 702.17b — the biggest first) and the direct damage in
its hand (a spell whose text deals N damage to any target or a player), and counts the turns to
bring the other's life to 0 (CR 704.5a). It runs on a determinized game, so the opponent's hand it
reads is a sample, never the real one. The numbers are a heuristic's weights, not rules.
"""

from __future__ import annotations

import functools
import math
import re
from typing import TYPE_CHECKING

from arbiter.mtg.layers import has_keyword, is_creature, power

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

NEVER = 8.0  # turns counted for a side that can't deal damage (and the cap of every count)
TURN = 2.5  # evaluation points per turn of difference between the two clocks
_BURN = re.compile(r"deals (\d+) damage to (?:any target|target player|target opponent|each opponent)")


@functools.cache
def burn(oracle_text: str) -> int:
    """The direct damage a card's text deals to a player (0 when none)."""
    return sum(int(n) for n in _BURN.findall(oracle_text))


def _through(attackers: list[tuple[int, bool]], blockers: list[bool]) -> int:
    """Damage a turn past the blockers: each blocker (``True``: it can block fliers) stops the
    biggest attacker left that it can block. ``attackers`` are (power, flying) pairs."""
    left = sorted(attackers, reverse=True)
    for reach in sorted(blockers):  # ground blockers first: the ones that can stop fliers wait
        for k, (_, flying) in enumerate(left):
            if reach or not flying:
                del left[k]
                break
    return sum(p for p, _ in left)


def clocks(g: Game) -> tuple[float, float]:
    """For each player, the turns it needs to kill the other (``NEVER`` at most)."""
    st = g.state
    attackers: tuple[list[tuple[int, bool]], list[tuple[int, bool]]] = ([], [])
    blockers: tuple[list[bool], list[bool]] = ([], [])
    for oid in st.battlefield:
        o = st.objects[oid]
        if not is_creature(g, o):
            continue
        p = power(g, o)
        if p > 0:
            attackers[o.controller].append((p, has_keyword(g, o, "flying")))
        blockers[o.controller].append(has_keyword(g, o, "flying") or has_keyword(g, o, "reach"))
    out = [NEVER, NEVER]
    for side in (0, 1):
        life = st.players[1 - side].life
        direct = sum(burn(st.objects[i].card.oracle_text) for i in st.players[side].hand)
        per_turn = _through(attackers[side], blockers[1 - side])
        need = life - direct
        if need <= 0:
            out[side] = 1.0
        elif per_turn > 0:
            out[side] = min(NEVER, 1.0 + math.ceil(need / per_turn))
    return out[0], out[1]


def race(g: Game, me: int) -> float:
    """Evaluation points for ``me`` from the race: ``TURN`` a turn the opponent's clock is longer."""
    both = clocks(g)
    mine, theirs = both[me], both[1 - me]
    return TURN * (theirs - mine)
