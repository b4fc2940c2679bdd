"""CR 603.4: an intervening "if" about the player whose step it is ("if that player has two or
fewer cards in hand") is read as the condition for "you", judged for that player; where the
trigger has no such player, or the condition names "you" too, it is refused."""

from __future__ import annotations

import pytest

from arbiter.cards.oracle.trigger_grammar import triggered
from arbiter.mtg.ir.conditions import AllOf, CardsIn, LifeTotal, ThatPlayerHolds


@pytest.mark.parametrize(
    ("line", "inner"),
    [
        (
            "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, "
            "~ deals 2 damage to that player.",
            CardsIn,
        ),
        ("At the beginning of each player's upkeep, if that player has no cards in hand, you draw a card.", CardsIn),
        (
            "At the beginning of each player's end step, if that player has 5 or less life, ~ deals 2 damage to that player.",
            LifeTotal,
        ),
        (
            "At the beginning of each opponent's upkeep, if that player has no cards in hand and ~ has two or more "
            "quest counters on it, you may have that player lose 5 life.",
            AllOf,
        ),
    ],
)
def test_that_players_condition_is_read(line: str, inner: type) -> None:
    ability = triggered(line)
    assert ability is not None
    assert isinstance(ability.test, ThatPlayerHolds)
    assert isinstance(ability.test.inner, inner)
    assert ability.test.text == ability.condition


def test_that_player_has_one_or_fewer_read_and_them_is_that_player() -> None:
    ability = triggered(
        "At the beginning of each opponent's upkeep, if that player has one or fewer cards in hand, ~ deals 2 damage to them."
    )
    assert ability is not None and isinstance(ability.test, ThatPlayerHolds)
    inner = ability.test.inner
    assert isinstance(inner, CardsIn) and (inner.at_least, inner.at_most) == (0, 1)


@pytest.mark.parametrize(
    "line",
    [
        # "you" inside the condition: judged for that player it would lose its own "you"
        "At the beginning of each opponent's end step, if that player controls more creatures than you, you draw a card.",
        # no "that player" in a trigger about your own step
        "At the beginning of your upkeep, if that player has no cards in hand, you draw a card.",
        # "them" after a trigger whose event has no player stays unread
        "At the beginning of your upkeep, ~ deals 2 damage to them.",
    ],
)
def test_that_players_condition_refused_where_it_cant_be_judged(line: str) -> None:
    ability = triggered(line)
    assert ability is None or not isinstance(ability.test, ThatPlayerHolds)
    assert ability is None
