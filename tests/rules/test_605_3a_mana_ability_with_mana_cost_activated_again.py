"""CR 605.3a, 601.2g (602.2b): while a cost is being paid a player may activate mana abilities,
the same one again and again as long as its own cost can be paid. A mana ability with a mana
cost and no {T} — Agent of Stromgald's "{R}: Add {B}.", Bog Initiate's "{1}: Add {B}." — turns
each mana that pays it into one more: two Mountains and the Agent pay {B}{B}. The legal actions
list an ability exactly when such a payment exists; a filter land's "{B/R}, {T}: Add …" stays
once ({T}), as does an ability with "Activate only once each turn" (602.5b)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.actions import Activate, Cancel, Priority
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.layers import activated
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(battlefield: list[str]) -> tuple[Game, dict[str, int]]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(pool.get(n), label=f"b{i}") for i, n in enumerate(battlefield)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)],
        },
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"), label=f"x{i}") for i in range(5)]})
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def _listed(game: Game, source: int, index: int) -> bool:
    return any(isinstance(a, Activate) and a.source == source and a.index == index for a in game.legal_actions())


def _completes(game: Game, source: int, index: int) -> bool:
    """Whether activating, then mana abilities and Pay, reaches the stack (bounded, never Cancel)."""
    start = game.copy()
    if not start.apply(Activate(source, index)):
        return False
    todo, seen = [start], set()
    while todo:
        g = todo.pop()
        if isinstance(g.pending, Priority):
            if any(g.state.objects[s].source == source for s in g.state.stack):
                return True
            continue
        key = g.digest()
        if key in seen or len(seen) > 3000:
            continue
        seen.add(key)
        for action in g.legal_actions():
            if not isinstance(action, Cancel):
                nxt = g.copy()
                if nxt.apply(action):
                    todo.append(nxt)
    return False


@pytest.mark.parametrize(
    ("battlefield", "listed"),
    [
        # Knight of Stromgald's "{B}{B}: ~ gets +1/+0 until end of turn."
        (["Knight of Stromgald", "Agent of Stromgald", "Mountain", "Mountain"], True),  # {R}→{B} twice
        (["Knight of Stromgald", "Agent of Stromgald", "Mountain"], False),  # one {B} only
        (["Knight of Stromgald", "Agent of Stromgald", "Mountain", "Swamp"], True),
        (["Knight of Stromgald", "Agent of Stromgald", "Forest", "Forest"], False),  # the Agent needs {R}
        (["Knight of Stromgald", "Bog Initiate", "Wastes", "Wastes"], True),  # "{1}: Add {B}." twice
        (["Knight of Stromgald", "Bog Initiate", "Wastes"], False),
        # "{1}: Add {W}, {B}, or {G}. Activate only once each turn." — once
        (["Knight of Stromgald", "Abzan Devotee", "Wastes", "Wastes"], False),
        (["Knight of Stromgald", "Abzan Devotee", "Wastes", "Swamp"], True),
    ],
)
def test_605_3a_mana_ability_paid_with_mana_counted_as_often_as_its_cost_is_paid(
    battlefield: list[str], listed: bool
) -> None:
    game, labels = _game(battlefield)
    knight = labels["b0"]
    index = next(
        i for i, ab in enumerate(activated(game, game.state.objects[knight])) if ab.text().startswith("{B}{B}")
    )
    assert _listed(game, knight, index) is listed
    assert _completes(game, knight, index) is listed
