"""CR 605.3a, 601.2g (602.2b): while a cost is being paid a player may activate mana abilities,
the same one again and again as long as its own cost can be paid. A mana ability with a mana
cost and no {T} — Agent of Stromgald's "{R}: Add {B}.", Bog Initiate's "{1}: Add {B}." — turns
each mana that pays it into one more: two Mountains and the Agent pay {B}{B}. The legal actions
list an ability exactly when such a payment exists; a filter land's "{B/R}, {T}: Add …" stays
once ({T}), as does an ability with "Activate only once each turn" (602.5b)."""

from __future__ import annotations

import pytest

from arbiter.mtg.layers import activated
from tests.rules import activation_boards as boards


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
    game, labels = boards.board(battlefield)
    knight = labels["b0"]
    index = next(
        i for i, ab in enumerate(activated(game, game.state.objects[knight])) if ab.text().startswith("{B}{B}")
    )
    assert boards.listed(game, knight, index) is listed
    assert boards.completes(game, knight, index, bound=3000) is listed
