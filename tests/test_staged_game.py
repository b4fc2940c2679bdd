"""The staged ruleset as a game: turns, listing, hidden information, random games."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.staged.actions import Declare, Form, Pass, Play
from arbiter.staged.cards import EXAMPLES
from arbiter.staged.game import FormNext, StagedGame
from arbiter.staged.sim import play_random


def _board(hidden_target: str, bob_hand: str = "Example Giant") -> tuple[StagedGame, dict[str, int]]:
    g = StagedGame.new(seed=3)
    ids = {
        "shade": g.add_card(EXAMPLES["Example Shade"], 0).id,
        "peasant": g.add_card(EXAMPLES["Example Peasant"], 1).id,
        "giant": g.add_card(EXAMPLES["Example Giant"], 1).id,
        "hand": g.add_card(EXAMPLES[bob_hand], 1, "hand").id,
    }
    g.journal.forget()
    assert g.apply(Declare(ids["shade"], "Shadow Strike", (ids[hidden_target],)))
    return g, ids


def test_512_5_5_hidden_target_is_not_in_the_opponents_view() -> None:
    """The opponent's view is the same whichever card was chosen face down, until the reveal;
    the declaring player sees its own choice."""
    a, ids = _board("peasant")
    b, _ = _board("giant")
    assert a.view(1) == b.view(1)
    assert a.view(1).targets == (None,)
    assert a.view(0).targets == (ids["peasant"],)
    assert a.view(0) != b.view(0)
    assert any("1 hidden target(s)" in e for e in a.view(1).events)
    assert not any("Example Peasant (face down)" in e for e in a.view(1).events)
    for g in (a, b):  # after the reveal both players see it
        while g.state.decl is not None and g.state.decl.stage != "declared":
            assert g.apply(Pass())
    assert a.view(1).targets == (ids["peasant"],)


def test_hand_contents_are_not_in_the_opponents_view() -> None:
    a, _ = _board("peasant", "Example Giant")
    b, _ = _board("peasant", "Example Troll")
    assert a.view(0) == b.view(0)
    assert a.view(0).hand_sizes == (0, 1)
    assert a.view(1) != b.view(1)


def test_main_stage_pass_ends_the_turn_and_opens_the_new_active_players_cards() -> None:
    g = StagedGame.new(seed=1)
    raider = g.add_card(EXAMPLES["Example Raider"], 0)
    peasant = g.add_card(EXAMPLES["Example Peasant"], 1)
    peasant.closed = True
    g.journal.forget()
    assert Pass() in g.legal_actions()
    assert Declare(raider.id, "Attack", (peasant.id,)) in list(g.legal_actions())
    assert g.apply(Pass())
    st = g.state
    assert (st.active, st.turn, peasant.closed, st.players[1].energy) == (1, 2, False, 7)


def test_every_listed_action_is_accepted_in_each_kind_of_decision() -> None:
    g = StagedGame.new(seed=2)
    twin = g.add_card(EXAMPLES["Example Twinblade"], 0)
    a = g.add_card(EXAMPLES["Example Peasant"], 1)
    b = g.add_card(EXAMPLES["Example Giant"], 1)
    g.add_card(EXAMPLES["Example Jailer"], 0)
    g.add_card(EXAMPLES["Example Warden"], 1)
    g.journal.forget()
    seen = set()
    for _ in range(200):
        if g.state.over:
            break
        legal = list(g.legal_actions())
        assert legal, "a decision with no accepted answer"
        for action in legal:
            assert g.check(action), action
        seen |= {type(x) for x in legal}
        pick = next((x for x in legal if isinstance(x, Declare | Form | Play)), legal[0])
        assert g.apply(pick)
        if isinstance(g.pending, FormNext):
            assert all(isinstance(x, Form) for x in g.legal_actions())
    assert {Declare, Play, Pass} <= seen
    assert twin.id and a.id and b.id


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=10**6))
def test_random_staged_games_finish_with_no_refused_listed_action(seed: int) -> None:
    game, result = play_random(seed)
    assert not result.stopped
    assert game.state.over


@pytest.mark.slow
def test_1000_random_staged_games() -> None:
    for seed in range(1000):
        game, result = play_random(seed)
        assert game.state.over and not result.stopped, seed


@settings(max_examples=200, deadline=None)
@given(st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.text(max_size=12)
    | st.sampled_from(["declare", "trigger", "spell", "enemy", "on declaration", "enemy action"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["health", "strikes", "features", "name", "role", "cost", "abilities", "kind", "targets",
                         "trigger", "condition", "damage", "hidden", "redirects", "x"]), inner, max_size=5),
    max_leaves=20,
))  # fmt: skip
def test_card_data_reader_names_the_field_or_reads_a_card(data: object) -> None:
    """Any value either reads as a card or is refused with a message naming where."""
    from arbiter.staged.carddata import CardDataError, card

    try:
        defn = card("Fuzz", data)
    except CardDataError as exc:
        assert "cards.Fuzz" in str(exc)
    else:
        assert defn.health >= 1 and len(defn.strikes) == 3


def test_cli_demo_and_simulate_the_staged_ruleset() -> None:
    """`arbiter demo --ruleset staged --lang ru` plays a whole game with the log in Russian;
    `simulate --ruleset staged --json` reports the games."""
    import json
    import subprocess
    import sys

    demo = subprocess.run([sys.executable, "-m", "arbiter", "demo", "--ruleset", "staged", "--lang", "ru"],
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert demo.returncode == 0, demo.stderr
    assert "[правило 512.5.4]" in demo.stdout and "игра окончена" in demo.stdout
    sim = subprocess.run([sys.executable, "-m", "arbiter", "simulate", "--ruleset", "staged", "--games", "3", "--json"],
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    assert sim.returncode == 0, sim.stderr
    data = json.loads(sim.stdout)
    assert data["games"] == 3 and sum(data["wins"].values()) == 3
