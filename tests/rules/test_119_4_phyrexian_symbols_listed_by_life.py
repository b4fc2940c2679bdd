"""CR 107.4f, 119.4, 118.3 (602.2b, 601.2h): a Phyrexian mana symbol in an ability's cost is paid
with one mana of its color or with 2 life, and life can be paid only from a life total at least
as large as the payment (a player at 2 life may pay 2 and go to 0; at 1 they can't), nor where an
effect forbids paying life (Angel of Jubilation). The legal actions list such an ability only
when some way of paying each symbol — life as far as the life total pays it, mana for the rest —
could be paid; a listed one always reaches the stack, one left out never can."""

from __future__ import annotations

import pytest

from tests.rules import activation_boards as boards


@pytest.mark.parametrize(
    ("battlefield", "text", "life", "listed"),
    [
        (["Immolating Souleater"], "{R/P}", 20, True),  # 2 life pays {R/P}
        (["Immolating Souleater"], "{R/P}", 2, True),  # CR 119.4: 2 life from 2 (then 0: 704.5a)
        (["Immolating Souleater"], "{R/P}", 1, False),  # 1 life can't pay 2
        (["Immolating Souleater", "Mountain"], "{R/P}", 1, True),  # red mana can
        (["Immolating Souleater", "Forest"], "{R/P}", 1, False),  # green can't
        # two symbols: 4 life pays both; 3 pays one, a Swamp the other; 1 life pays none
        (["Lashwrithe", "Grizzly Bears"], "Equip {B/P}{B/P}", 4, True),
        (["Lashwrithe", "Grizzly Bears"], "Equip {B/P}{B/P}", 3, False),
        (["Lashwrithe", "Grizzly Bears", "Swamp"], "Equip {B/P}{B/P}", 3, True),
        (["Lashwrithe", "Grizzly Bears", "Swamp"], "Equip {B/P}{B/P}", 1, False),
        (["Lashwrithe", "Grizzly Bears", "Swamp", "Swamp"], "Equip {B/P}{B/P}", 1, True),
        # CR 118.3: Angel of Jubilation — "Players can't pay life … to cast spells or activate abilities"
        (["Immolating Souleater", "Angel of Jubilation"], "{R/P}", 20, False),
        (["Immolating Souleater", "Angel of Jubilation", "Mountain"], "{R/P}", 20, True),
    ],
)
def test_119_4_phyrexian_symbol_listed_only_when_life_or_mana_pays_it(
    battlefield: list[str], text: str, life: int, listed: bool
) -> None:
    game, labels = boards.board(battlefield, life=life)
    source = labels["b0"]
    index = boards.ability_index(game, source, text)
    assert boards.listed(game, source, index) is listed
    assert boards.completes(game, source, index, bound=2000) is listed
