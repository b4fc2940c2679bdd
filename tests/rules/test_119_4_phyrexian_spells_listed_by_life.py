"""CR 107.4f, 119.4: a spell's Phyrexian symbol is paid with one mana of its color or 2 life, and
life can be paid only from a life total at least that large — so the legal actions list Gut Shot
({R/P}) at 1 life only when red mana could pay it, and at 2 life with no red mana."""

from __future__ import annotations

import pytest

from arbiter.mtg.actions import Cast
from arbiter.mtg.enums import Zone
from arbiter.mtg.game import Game
from tests.conftest import data_pool, player, position


def _board(lands: list[str], life: int) -> tuple[Game, int]:
    pool = data_pool()
    alice = player(lands, hand=["Gut Shot"], library=["Island"] * 5, life=life, pool=pool)
    game, _ = position(alice, player(library=["Island"] * 5, pool=pool))
    shot = next(o.id for o in game.state.objects.values() if o.card.name == "Gut Shot")
    return game, shot


def _listed(game: Game, card: int) -> bool:
    return any(isinstance(a, Cast) and a.card == card for a in game.legal_actions())


@pytest.mark.parametrize(
    ("lands", "life", "listed"),
    [
        (["Island"], 1, False),  # 119.4: 1 life can't pay 2, and no red mana
        (["Island"], 2, True),  # 2 life pays it (the total may reach 0)
        (["Mountain"], 1, True),  # red mana pays it
        ([], 3, True),
        ([], 1, False),
    ],
)
def test_119_4_phyrexian_spell_listed_by_life_and_mana(lands: list[str], life: int, listed: bool) -> None:
    game, shot = _board(lands, life)
    assert _listed(game, shot) is listed


def test_107_4f_a_listed_phyrexian_spell_is_accepted() -> None:
    game, shot = _board(["Island"], 2)
    assert game.apply(Cast(shot))
    assert game.state.objects[shot].zone is Zone.STACK
