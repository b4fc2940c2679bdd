"""Hidden information and resources in whole staged games, as properties over random games.

512.5.5: a target chosen face down is revealed only at the end of the target-resolution step, so
until then the opponent's seat must not be able to tell which cards were chosen — not from its
view, not from the decision it is given, not from the actions listed for it. And energy, set
aside for the declared feature (paid in any case, 512.5.4), never goes below zero.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.staged.actions import Action, Declare, Pass
from arbiter.staged.game import StagedGame
from arbiter.staged.sim import RandomPlayer, new_game

MAX_STEPS = 4000


def _hidden_declarations(game: StagedGame) -> list[tuple[Declare, Declare]]:
    """Pairs of listed declarations of one hidden feature that differ only in their targets."""
    by_feature: dict[tuple[int, str], list[Declare]] = {}
    for action in game.legal_actions():
        if isinstance(action, Declare) and action.targets:
            feature = game.state.cards[action.source].defn.feature(action.feature)
            if feature is not None and feature.hidden:
                by_feature.setdefault((action.source, action.feature), []).append(action)
    return [(group[0], group[-1]) for group in by_feature.values() if len(group) > 1]


def _play_to_a_hidden_choice(seed: int) -> tuple[StagedGame, tuple[Declare, Declare]] | None:
    game = new_game(seed)
    game.keep_history = False
    players = (RandomPlayer(seed * 5 + 1), RandomPlayer(seed * 5 + 2))
    for _ in range(MAX_STEPS):
        if game.state.over:
            return None
        pairs = _hidden_declarations(game)
        if pairs:
            return game, pairs[seed % len(pairs)]
        who = game.pending.player
        assert game.apply(players[who].decide(game.view(who), game.pending, game.legal_actions()))
    return None


def _unrevealed(game: StagedGame) -> bool:
    decl = game.state.decl
    return decl is not None and any(t.hidden and not t.revealed for t in decl.targets)


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=10**6), st.integers(min_value=0, max_value=10**6))
def test_512_5_5_the_opponent_cannot_tell_which_hidden_targets_were_chosen(seed: int, pick: int) -> None:
    """Two games that differ only in the face-down targets chosen look the same to the opponent
    — its view, its pending decision and its listed actions — at every decision until the
    reveal, whatever the opponent does meanwhile; the declaring player's own view differs."""
    found = _play_to_a_hidden_choice(seed)
    if found is None:
        return
    game, (first, second) = found
    declarer = game.state.active
    opponent = 1 - declarer
    a, b = game.copy(), game.copy()
    assert a.apply(first) and b.apply(second)
    assert a.view(declarer) != b.view(declarer)
    for step in range(200):
        if not (_unrevealed(a) and _unrevealed(b)):
            break
        assert a.view(opponent) == b.view(opponent)
        assert a.view(opponent, "ru") == b.view(opponent, "ru")
        assert a.pending == b.pending
        action: Action = Pass()
        if a.pending.player == opponent:
            listed_a, listed_b = list(a.legal_actions()), list(b.legal_actions())
            assert listed_a == listed_b
            action = listed_a[(pick + step) % len(listed_a)]
        assert a.apply(action) and b.apply(action)


@settings(max_examples=10, deadline=None)
@given(st.integers(min_value=0, max_value=10**6))
def test_energy_and_crystals_never_go_below_zero_and_every_listed_action_is_accepted(seed: int) -> None:
    game = new_game(seed)
    game.keep_history = False
    players = (RandomPlayer(seed * 7 + 1), RandomPlayer(seed * 7 + 2))
    for _ in range(MAX_STEPS):
        if game.state.over:
            break
        who = game.pending.player
        action = players[who].decide(game.view(who), game.pending, game.legal_actions())
        assert game.apply(action), action
        for p in game.state.players:
            assert p.energy >= 0 and p.crystals >= 0, (p.name, p.energy, p.crystals)
    assert game.state.over


def test_512_5_4_a_blocking_feature_in_card_data_names_its_condition() -> None:
    """The seed calls the blocking features triggered or conditional: card data for one without a
    condition (or a condition on another feature) is refused, naming the field."""
    from arbiter.staged.carddata import CardDataError, card

    block = {"name": "Seal", "role": "block feature", "cost": 1}
    with pytest.raises(CardDataError, match=r"cards\.Warden\.features\[0\].*condition"):
        card("Warden", {"health": 2, "strikes": [1, 1, 1], "features": [block]})
    read = card("Warden", {"health": 2, "strikes": [1, 1, 1], "features": [{**block, "condition": "enemy action"}]})
    assert read.features[0].condition == "enemy action"
    with pytest.raises(CardDataError, match="condition"):
        card(
            "Shade",
            {
                "health": 2,
                "strikes": [1, 1, 1],
                "features": [
                    {"name": "Hit", "role": "declare", "abilities": [{"kind": "spell"}], "condition": "enemy action"}
                ],
            },
        )


def test_the_rules_lab_board_marks_a_face_down_target_until_it_is_revealed() -> None:
    from arbiter.lab.board import staged_board
    from arbiter.staged.cards import EXAMPLES

    game = StagedGame.new()
    shade = game.add_card(EXAMPLES["Example Shade"], 0)
    peasant = game.add_card(EXAMPLES["Example Peasant"], 1)
    assert game.apply(Declare(shade.id, "Shadow Strike", (peasant.id,)))
    board = staged_board(game)
    assert board["ruleset"] == "staged" and board["step"] == "ability_blocking"
    assert board["declaration"].endswith("Example Peasant (face down)")
    while game.state.decl is not None and game.state.decl.stage != "declared":
        assert game.apply(Pass())
    assert staged_board(game)["declaration"].endswith("→ Example Peasant")
