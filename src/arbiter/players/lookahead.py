"""One-ply lookahead: try an action on the game, play the position forward a little with the fast
policy, score it with the board evaluation, and take it back (a savepoint, CR 733's journal).

The heuristic player compares its candidate actions this way — spells and abilities until the
stack is empty again (CR 608: both players pass, it resolves), attacks and blocks through the
combat damage step (510) — so the engine, not a second copy of the rules, says what a spell or a
combat does. It always runs on a determinized game (``determinize.py``), never the real one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.mtg.actions import (
    Action,
    Activate,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareAttackersDecision,
    DeclareBlockers,
    DeclareBlockersDecision,
    Pass,
    Pick,
    PlayLand,
    Priority,
)
from arbiter.mtg.enums import Step
from arbiter.mtg.layers import activated
from arbiter.players.evaluate import evaluate
from arbiter.players.tactics import attack, block, is_instant_speed, quick

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

HOLD = 3.5  # what keeping an instant for the opponent's turn is worth (it may meet a better target)
MAX_LISTED = 16  # listed attack or block declarations tried besides the policy's own
_MARGIN = 0.05


def _step(g: Game, passing: bool) -> None:
    dec = g.pending
    assert dec is not None
    action = Pass() if passing and isinstance(dec, Priority) else quick(g, dec.player)
    if not g.apply(action):
        g.apply(g.legal_actions()[0])


def settle(g: Game, limit: int = 80) -> None:
    """Play on until the stack is empty and nothing is being cast, everyone passing priority."""
    for _ in range(limit):
        st = g.state
        if st.over or (isinstance(st.pending, Priority) and not st.stack and st.cast is None):
            return
        _step(g, passing=True)


def through_combat(g: Game, limit: int = 200) -> None:
    """Play on through this turn's combat damage (CR 510), everyone passing priority."""
    turn = g.state.turn
    for _ in range(limit):
        st = g.state
        if st.over or st.turn != turn or st.step >= Step.END_OF_COMBAT:
            return
        _step(g, passing=True)


def worth(g: Game, me: int, action: Action, after: Callable[[Game], None]) -> float:
    """The evaluation after ``action`` and ``after``; the game is returned to where it was."""
    point = g.savepoint()
    try:
        if not g.apply(action):
            return float("-inf")
        after(g)
        return evaluate(g, me)
    finally:
        g.restore(point)


def best(g: Game, me: int, candidates: list[Action], after: Callable[[Game], None]) -> Action:
    """The first candidate scoring highest (ties keep the earlier, so the default comes first)."""
    top, top_value = candidates[0], worth(g, me, candidates[0], after)
    for a in candidates[1:]:
        v = worth(g, me, a, after)
        if v > top_value + _MARGIN:
            top, top_value = a, v
    return top


def not_mana(g: Game, a: Activate) -> bool:
    abilities = activated(g, g.state.objects[a.source])
    return a.index < len(abilities) and not abilities[a.index].is_mana


def priority(g: Game, me: int) -> Action:
    """A land first (curve), then the spell or ability whose resolved board scores best, instants
    held (by ``HOLD``) in our own main phases; pass unless something beats passing."""
    st = g.state
    acts = list(g.legal_actions())
    if not st.stack:
        for a in acts:
            if isinstance(a, PlayLand):
                return a
    options = [a for a in acts if isinstance(a, Cast) or (isinstance(a, Activate) and not_mana(g, a))]
    if not options:
        return Pass()
    base = worth(g, me, Pass(), settle) if st.stack else evaluate(g, me)
    own_main = st.active == me and st.step in (Step.MAIN1, Step.MAIN2)
    chosen: Action = Pass()
    top = base + _MARGIN
    for a in options:
        v = worth(g, me, a, settle)
        if isinstance(a, Cast) and own_main and is_instant_speed(st.objects[a.card]):
            v -= HOLD
        if v > top:
            chosen, top = a, v
    return chosen


def _declarations(g: Game, mine: Action, kind: type[Action]) -> list[Action]:
    """The policy's own declaration first, then the listed ones (a few)."""
    listed = [a for a in g.legal_actions() if isinstance(a, kind) and a != mine]
    return [mine, *listed[:MAX_LISTED]]


def choose(g: Game, me: int) -> Action:
    """The heuristic's action for the decision ``me`` faces in ``g`` (a determinized game)."""
    dec = g.pending
    if isinstance(dec, Priority):
        return priority(g, me)
    if isinstance(dec, DeclareAttackersDecision):
        return best(g, me, _declarations(g, attack(g, me), DeclareAttackers), through_combat)
    if isinstance(dec, DeclareBlockersDecision):
        return best(g, me, _declarations(g, block(g, me), DeclareBlockers), through_combat)
    if isinstance(dec, Choose) and dec.purpose == "target" and len(dec.options) > 1:
        return best(g, me, [Pick(v) for v in dec.options], settle)
    return quick(g, me)
