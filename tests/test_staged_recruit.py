"""Decks and recruitment in the staged game (rules 100 and 302): a deck of 30
to 50 cards with at most 3 copies, 15 cards dealt, a squad recruited with crystals, the first
player first; cards dealt are hidden from the opponent and don't fight."""

from __future__ import annotations

import pytest

from arbiter.staged import rules as R
from arbiter.staged.actions import Pass, Recruit
from arbiter.staged.cards import EXAMPLES
from arbiter.staged.game import StagedGame
from arbiter.staged.recruit import StagedDeckError, read_deck
from arbiter.staged.sim import example_deck, play_random

DECK_TEXT = "\n".join(f"3 {name}" for name in sorted(EXAMPLES)[:10])  # 30 cards


def test_read_deck_counts_and_names() -> None:
    deck = read_deck("# ten cards, three each\n" + DECK_TEXT.lower(), EXAMPLES)
    assert len(deck) == 30 and deck[0] is EXAMPLES[sorted(EXAMPLES)[0]]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("3 Example Raider\n", "30 to 50 cards, this one 3"),
        (DECK_TEXT + "\n4 Example Troll\n", "at most 3 copies of a card, 4 of Example Troll"),
        (DECK_TEXT + "\n1 Example Nobody\n", "line 11: unknown card 'Example Nobody'"),
    ],
)
def test_deck_rules_are_checked(text: str, words: str) -> None:
    with pytest.raises(StagedDeckError, match=words):
        read_deck(text, EXAMPLES)


def _match(seed: int = 1) -> StagedGame:
    return StagedGame.match((example_deck(10), example_deck(11)), seed=seed)


def test_fifteen_cards_dealt_and_the_first_player_recruits_first() -> None:
    game = _match()
    st = game.state
    for owner in (0, 1):
        zones = [c.zone for c in st.cards.values() if c.owner == owner]
        assert zones.count("dealt") == 15 and zones.count("deck") == 15
        assert st.players[owner].crystals == R.DEFAULT_RULES.crystals
    assert game.pending.player == 0 and getattr(game.pending, "stage", None) == "recruit"
    listed = game.legal_actions()
    assert Pass() in listed and all(isinstance(a, Recruit | Pass) for a in listed)


def test_recruiting_pays_crystals_and_refusals_leave_the_state_unchanged() -> None:
    game = _match()
    st = game.state
    mine = next(c for c in st.cards.values() if c.owner == 0 and c.zone == "dealt")
    theirs = next(c for c in st.cards.values() if c.owner == 1 and c.zone == "dealt")
    before = st.digest_data()
    refused = game.apply(Recruit(theirs.id))
    assert not refused and R.RECRUIT in refused.rules and st.digest_data() == before
    assert game.apply(Recruit(mine.id))
    assert mine.zone == "field" and st.players[0].crystals == R.DEFAULT_RULES.crystals - mine.defn.crystals
    assert not game.apply(Recruit(mine.id))  # no longer a dealt card


def test_a_card_costing_more_than_the_crystals_left_is_refused() -> None:
    game = _match()
    st = game.state
    game.set(st.players[0], "crystals", 0)
    card = next(c for c in st.cards.values() if c.owner == 0 and c.zone == "dealt" and c.defn.crystals > 0)
    assert Recruit(card.id) not in game.legal_actions()
    refused = game.apply(Recruit(card.id))
    assert not refused and "crystals" in str(refused)


def test_the_battle_begins_after_both_squads_and_the_rest_is_shuffled_back() -> None:
    """Rule 302: the cards dealt and not recruited are shuffled back into the deck."""
    game = _match()
    st = game.state
    for owner in (0, 1):
        card = next(c for c in st.cards.values() if c.owner == owner and c.zone == "dealt")
        assert game.apply(Recruit(card.id))
        assert game.apply(Pass())
    assert getattr(game.pending, "stage", None) == "main" and game.pending.player == st.active
    assert not game.apply(Recruit(next(c.id for c in st.cards.values() if c.zone == "deck")))
    view = game.view(1)
    assert view.dealt_sizes == (0, 0) and view.deck_sizes == (29, 29)
    assert not any(c.zone in ("dealt", "deck") for c in view.cards)


def test_a_player_who_recruits_no_one_has_lost() -> None:
    game = _match()
    st = game.state
    card = next(c for c in st.cards.values() if c.owner == 0 and c.zone == "dealt")
    assert game.apply(Recruit(card.id)) and game.apply(Pass())
    assert game.apply(Pass())  # the second player recruits no one
    assert st.over and st.winner == 0


def test_random_games_recruit_and_every_listed_action_is_accepted() -> None:
    for seed in range(3):
        game, result = play_random(seed)
        assert game.state.over and not result.stopped
        assert any("recruits" in e.text() for e in game.state.events)
