"""CR 107.4f, 119.4, 118.3, 601.2f: an independent look at how spells with Phyrexian symbols are
listed — by the life total (2 life per symbol, from a total at least that large), beside cost
increases and reductions, X, and an effect that forbids paying life (Angel of Jubilation)."""

from __future__ import annotations

import pytest

from arbiter.mtg.actions import Cast
from arbiter.mtg.game import Game
from tests.conftest import data_pool, player, position


def _board(
    card: str, lands: list[str], life: int, bob: list[str] | None = None, mine: list[str] | None = None
) -> tuple[Game, int]:
    pool = data_pool()
    alice = player([*lands, *(mine or [])], hand=[card], library=["Island"] * 5, life=life, pool=pool)
    game, _ = position(alice, player(bob or ["Grizzly Bears"], library=["Island"] * 5, pool=pool))
    oid = next(o.id for o in game.state.objects.values() if o.card.name == card and o.controller == 0)
    return game, oid


def _listed(game: Game, card: int) -> bool:
    return any(isinstance(a, Cast) and a.card == card for a in game.legal_actions())


@pytest.mark.parametrize(
    ("lands", "life", "listed"),
    [
        (["Swamp", "Plains"], 3, True),  # {1} Plains, one {B/P} Swamp, one 2 life
        (["Plains", "Plains"], 3, False),  # two symbols need 4 life or black mana
        (["Plains"], 4, True),  # both symbols with life, leaving 0
        (["Plains"], 2, False),
        (["Swamp", "Swamp", "Plains"], 1, True),  # no life needed
        ([], 4, False),  # the {1} is unpaid
    ],
)
def test_119_4_dismember_two_symbols_listed_by_life(lands: list[str], life: int, listed: bool) -> None:
    game, card = _board("Dismember", lands, life)
    assert _listed(game, card) is listed


@pytest.mark.parametrize(
    ("lands", "life", "listed"),
    [
        ([], 2, False),  # Thalia's {1} can't be paid with life (601.2f)
        (["Island"], 2, True),
        (["Island"], 1, False),
        (["Mountain", "Island"], 1, True),
    ],
)
def test_601_2f_a_cost_increase_beside_a_phyrexian_symbol(lands: list[str], life: int, listed: bool) -> None:
    game, card = _board("Gut Shot", lands, life, bob=["Thalia, Guardian of Thraben"])
    assert _listed(game, card) is listed


@pytest.mark.parametrize(("life", "listed"), [(4, True), (3, False)])
def test_601_2f_a_reduction_leaves_only_phyrexian_symbols(life: int, listed: bool) -> None:
    game, card = _board("Dismember", [], life, mine=["Goblin Electromancer"])
    assert _listed(game, card) is listed


@pytest.mark.parametrize(("lands", "listed"), [([], False), (["Mountain"], True)])
def test_118_3_no_life_paid_under_angel_of_jubilation(lands: list[str], listed: bool) -> None:
    game, card = _board("Gut Shot", lands, 20, bob=["Angel of Jubilation"])
    assert _listed(game, card) is listed


@pytest.mark.parametrize(("life", "listed"), [(1, False), (2, True)])
def test_107_4f_x_spell_with_a_phyrexian_symbol(life: int, listed: bool) -> None:
    game, card = _board("Corrosive Gale", ["Island"], life)
    assert _listed(game, card) is listed


@pytest.mark.parametrize(
    ("lands", "life", "listed"),
    [(["Mountain"] * 4, 3, True), (["Mountain"] * 4, 1, False), (["Mountain"] * 5, 1, True)],
)
def test_119_4_act_of_aggression(lands: list[str], life: int, listed: bool) -> None:
    game, card = _board("Act of Aggression", lands, life)
    assert _listed(game, card) is listed
