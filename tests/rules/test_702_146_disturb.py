"""CR 702.146a, 712.11c–d: a card with disturb in its owner's graveyard is listed as a cast exactly
when its back face could be cast now (its timing, a target for an Aura) and the disturb cost
could be paid; what is listed is accepted, and the spell has its back face up (712.8c)."""

from __future__ import annotations

from arbiter.mtg.actions import Cast
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.objects.transform import mana_value
from tests.conftest import data_pool, player, position


def _board(
    battlefield: list[str], graveyard: list[str], bob: list[str] = (), step: Step = Step.MAIN1, active: int = 0
) -> tuple[Game, dict[str, int]]:  # type: ignore[assignment]
    pool = data_pool()
    alice = player(battlefield, graveyard=graveyard, library=["Island"] * 5, pool=pool)
    other = player(bob, library=["Island"] * 5, pool=pool)
    return position(alice, other, step=step, active=active)


def _graveyard_casts(game: Game) -> list[Cast]:
    st = game.state
    return [a for a in game.legal_actions() if isinstance(a, Cast) and st.objects[a.card].zone is Zone.GRAVEYARD]


def test_702_146a_disturb_listed_when_payable_and_accepted() -> None:
    game, _ = _board(["Island", "Island"], ["Baithook Angler"])
    (cast,) = _graveyard_casts(game)
    assert game.apply(cast)
    o = game.state.objects[cast.card]
    assert o.zone is Zone.STACK and o.card.name == "Hook-Haunt Drifter"
    assert mana_value(o) == 2  # CR 712.8c: the front face's mana cost


def test_702_146a_disturb_not_listed_without_the_mana() -> None:
    game, _ = _board(["Island"], ["Baithook Angler"])
    assert _graveyard_casts(game) == []


def test_712_11c_disturb_not_listed_at_instant_speed() -> None:
    game, _ = _board(["Island", "Island"], ["Baithook Angler"], step=Step.UPKEEP)
    assert _graveyard_casts(game) == []


def test_712_11c_an_aura_back_face_needs_a_creature_to_target() -> None:
    game, _ = _board(["Island", "Island"], ["Binding Geist"])
    assert _graveyard_casts(game) == []  # no creature: Spectral Binding can't target anything
    game, _ = _board(["Island", "Island"], ["Binding Geist"], bob=["Grizzly Bears"])
    assert len(_graveyard_casts(game)) == 1


def test_702_146a_a_card_without_a_back_face_cant_have_disturb() -> None:
    from arbiter.cards.oracle.compile import compile_record
    from arbiter.cards.records import CardRecord

    record = CardRecord(
        name="Test Geist", mana_cost="{1}{U}", type_line="Creature — Spirit", oracle_text="Disturb {1}{U}",
        power="1", toughness="1",
    )  # fmt: skip
    assert compile_record(record).unsupported == ("Disturb {1}{U}",)
