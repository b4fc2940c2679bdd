"""CR 704.8, 603.10a: permanents that leave the battlefield at once — state-based actions
performed together, or "Destroy all creatures" — each leave as they last existed before any of
them left. A creature dying together with a lord ("Other creatures you control get +1/+1") still
has the lord's bonus in its last known power."""

from __future__ import annotations

import pytest

from arbiter.mtg import sba
from arbiter.mtg.actions import Cast, Pass
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost="{0}", pt=pt, colors=())


LORD = _card("Test Lord", "Creature — Human", "Other creatures you control get +1/+1.", ("2", "2"))
BRUTE = _card("Test Brute", "Creature — Giant", "", ("1", "3"))
WRATH = _card("Test Wrath", "Sorcery", "Destroy all creatures.")


@pytest.mark.parametrize("lord_first", [True, False])
def test_704_8_creatures_dying_together_keep_the_lords_bonus(lord_first: bool) -> None:
    lord = Entry(LORD, label="lord", damage=2)
    brute = Entry(BRUTE, label="brute", damage=4)
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [lord, brute] if lord_first else [brute, lord]})
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    sba.check(game)
    st = game.state
    assert st.objects[ids["lord"]].zone is Zone.GRAVEYARD
    assert st.objects[ids["brute"]].zone is Zone.GRAVEYARD
    assert st.objects[ids["brute"]].left_pt == (2, 4)  # with the lord's +1/+1 (704.8)


def test_704_8_a_creature_dying_in_a_later_check_has_no_bonus_left() -> None:
    lord = Entry(LORD, label="lord", damage=2)
    brute = Entry(BRUTE, label="brute", damage=3)  # 3 on a 2/4: lethal only once the lord is gone
    game, ids = build(Setup(0, Step.MAIN1, 3, (PlayerSetup(zones={Zone.BATTLEFIELD: [lord, brute]}), PlayerSetup())))
    sba.check(game)
    assert game.state.objects[ids["brute"]].zone is Zone.GRAVEYARD
    assert game.state.objects[ids["brute"]].left_pt == (1, 3)


@pytest.mark.parametrize("lord_first", [True, False])
def test_603_10a_destroy_all_keeps_the_lords_bonus(lord_first: bool) -> None:
    lord, brute = Entry(LORD, label="lord"), Entry(BRUTE, label="brute")
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [lord, brute] if lord_first else [brute, lord]})
    bob = PlayerSetup(zones={Zone.HAND: [Entry(WRATH, label="wrath")]})
    game, ids = build(Setup(1, Step.MAIN1, 3, (alice, bob)))
    assert game.apply(Cast(ids["wrath"]))
    assert game.apply(Pass()) and game.apply(Pass())
    assert game.state.objects[ids["brute"]].zone is Zone.GRAVEYARD
    assert game.state.objects[ids["brute"]].left_pt == (2, 4)
    assert game.state.objects[ids["lord"]].left_pt == (2, 2)
