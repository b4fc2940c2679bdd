"""CR 116.2c: an effect may let a player take a special action later — Quenchable Fire's
"unless that player … pays {U} before that step": offered in legal_actions while the player has
priority, paid from the mana pool, no stack; without it, the delayed damage happens (603.7)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.actions import Activate, Cast, DeclareAttackers, DeclareAttackersDecision, Pass, PayToStop, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import PlayerRef

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game() -> tuple[Game, int]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    mountains = [Entry(pool.get("Mountain")) for _ in range(4)]
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: mountains,
            Zone.HAND: [Entry(pool.get("Quenchable Fire"), label="fire")],
            Zone.LIBRARY: [Entry(pool.get("Mountain")) for _ in range(3)],
        }
    )
    bob = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(pool.get("Island"), label="island")],
            Zone.LIBRARY: [Entry(pool.get("Island")) for _ in range(3)],
        }
    )
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    assert game.apply(Cast(ids["fire"]))
    assert game.apply(Pick(PlayerRef(1)))  # the target
    while game.state.stack or game.state.cast is not None:
        ruling = game.apply(Pass())
        if not ruling:
            actions = game.legal_actions()
            assert game.apply(actions[0])
    assert game.state.players[1].life == 17
    return game, ids["island"]


def test_116_2c_paying_stops_the_delayed_damage() -> None:
    g, island = _game()
    # bob gets priority (alice passes), taps the Island, then pays {U} as a special action
    assert g.apply(Pass())
    assert PayToStop(0) not in g.legal_actions()
    assert g.apply(Activate(island, 0))
    assert PayToStop(0) in g.legal_actions()
    before_stack = len(g.state.stack)
    assert g.apply(PayToStop(0))
    assert not g.state.unless_paid and len(g.state.stack) == before_stack


def test_116_2c_only_the_damaged_player_may_pay() -> None:
    game, _ = _game()
    ruling = game.apply(PayToStop(0))
    assert not ruling and "116.2c" in ruling.rules


def _glass_asp_hit() -> tuple[Game, list[int]]:
    """Alice's Glass Asp has dealt combat damage to bob and its trigger has resolved: the delayed
    life loss waits for bob's next draw step."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(pool.get("Glass Asp"), label="asp")],
                               Zone.LIBRARY: [Entry(pool.get("Forest")) for _ in range(3)]})  # fmt: skip
    forests = [Entry(pool.get("Forest"), label=f"f{i}") for i in range(2)]
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: forests, Zone.LIBRARY: [Entry(pool.get("Island")) for _ in range(3)]})
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    while not isinstance(game.pending, DeclareAttackersDecision):
        assert game.apply(Pass())
    assert game.apply(DeclareAttackers(((ids["asp"], PlayerRef(1)),)))
    return game, [ids["f0"], ids["f1"]]


def test_116_2c_glass_asp_paid_before_the_draw_step_stops_the_life_loss() -> None:
    """Glass Asp: "that player loses 2 life at the beginning of their next draw step unless they pay
    {2} before that step." — bob pays {2} as a special action: no delayed trigger at his draw step."""
    game, forests = _glass_asp_hit()
    for _ in range(60):
        if game.state.unless_paid or game.state.over:
            break
        assert game.apply(Pass()) or game.apply(game.legal_actions()[0])
    assert len(game.state.unless_paid) == 1 and game.state.unless_paid[0].payer == 1
    life = game.state.players[1].life
    while game.state.priority != 1:
        assert game.apply(Pass())
    for f in forests:
        assert game.apply(Activate(f, 0))
    assert PayToStop(0) in game.legal_actions()
    assert game.apply(PayToStop(0)) and not game.state.unless_paid
    while not (game.state.active == 1 and game.state.step is Step.MAIN1):
        assert game.apply(Pass())
    assert game.state.players[1].life == life  # no loss at his draw step
