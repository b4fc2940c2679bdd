"""CR 702.14c, 205.3i: a block refused for landwalk names the land the defending player controls
as its reminder text does — a land type is a subtype, capitalized ("controls a Swamp", "an
Island"); in Russian, in the case the sentence needs."""

from __future__ import annotations

import pytest

from arbiter.core.ruling import Illegal
from arbiter.i18n import render
from arbiter.mtg.actions import DeclareBlockers
from arbiter.mtg.enums import Step
from tests.conftest import data_pool, player, position


@pytest.mark.parametrize(
    ("walker", "land", "english", "russian"),
    [
        ("Mire Boa", "Swamp", "and the defending player controls a Swamp", "контролирует Болото"),
        ("Segovian Leviathan", "Island", "and the defending player controls an Island", "Остров"),
        ("Zodiac Dog", "Mountain", "and the defending player controls a Mountain", "контролирует Гору"),
    ],
)
def test_702_14c_the_refusal_names_the_land_type_capitalized(
    walker: str, land: str, english: str, russian: str
) -> None:
    pool = data_pool()
    game, labels = position(
        alice=player(battlefield=[{"card": walker, "label": "walker", "attacking": 1}], pool=pool),
        bob=player(battlefield=[{"card": land}, {"card": "Grizzly Bears", "label": "bears"}], pool=pool),
        step=Step.DECLARE_BLOCKERS,
    )
    ruling = game.apply(DeclareBlockers(((labels["bears"], labels["walker"]),)))
    assert isinstance(ruling, Illegal)
    assert english in ruling.reason, ruling.reason
    assert {"509.1b", "702.14c"} <= set(ruling.rules)
    assert russian in render(ruling.reason, "ru"), render(ruling.reason, "ru")
