"""CR 601.3, 601.2f, 712.11c–d: the listing offers a cast by disturb exactly when the back face
could be cast now for the disturb cost — an effect that forbids casting from a graveyard
(Grafdigger's Cage) removes it, a cost increase or reduction for the back face's type (not the
front face's) decides whether it can be paid, and flash for every spell (Leyline of Anticipation)
lets either kind of back face be cast in the opponent's turn; what is listed is accepted."""

from __future__ import annotations

from arbiter.mtg.actions import Cast
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from tests.conftest import data_pool, player, position


def _board(
    alice: list[str], graveyard: list[str], bob: list[str] = (), step: Step = Step.MAIN1, active: int = 0
) -> Game:  # type: ignore[assignment]
    pool = data_pool()
    game, _ = position(
        player(alice, graveyard=graveyard, library=["Island"] * 5, pool=pool),
        player(bob, library=["Island"] * 5, pool=pool),
        step=step,
        active=active,
    )
    return game


def _graveyard_casts(game: Game) -> list[str]:
    st = game.state
    out = []
    for a in game.legal_actions():
        if isinstance(a, Cast) and st.objects[a.card].zone is Zone.GRAVEYARD:
            assert game.check(a), a  # what is listed can begin
            out.append(st.objects[a.card].card.name)
    return sorted(out)


def _pass_to_alice(game: Game) -> None:
    """Bob (active) passes priority to alice."""
    assert game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "Pass"))


def test_601_3_grafdiggers_cage_forbids_disturb() -> None:
    game = _board(["Island", "Island"], ["Baithook Angler"], bob=["Grafdigger's Cage"])
    assert _graveyard_casts(game) == []


def test_601_2f_thalia_prices_the_back_face_not_the_front() -> None:
    # Spectral Binding (an Aura) costs {1} more under Thalia; Hook-Haunt Drifter (a creature) doesn't
    game = _board(["Island", "Island"], ["Binding Geist", "Baithook Angler"], bob=["Thalia, Guardian of Thraben"])
    assert _graveyard_casts(game) == ["Baithook Angler"]


def test_601_2f_an_enchantment_reduction_lists_the_aura_back_face() -> None:
    game = _board(["Jukai Naturalist", "Island"], ["Binding Geist", "Baithook Angler"], bob=["Grizzly Bears"])
    assert _graveyard_casts(game) == ["Binding Geist"]


def test_712_11c_flash_for_all_spells_lists_both_back_faces_in_the_opponents_turn() -> None:
    game = _board(
        ["Leyline of Anticipation", "Island", "Island"],
        ["Binding Geist", "Baithook Angler"],
        bob=["Grizzly Bears"],
        active=1,
    )
    _pass_to_alice(game)
    assert _graveyard_casts(game) == ["Baithook Angler", "Binding Geist"]


def test_601_2f_an_escape_cost_gets_thalias_increase_in_the_listing() -> None:
    # Fruit of Tizerus (an instant) escapes for {3}{B} — {4}{B} under Thalia: four Swamps don't pay
    others = ["Island"] * 3
    game = _board(["Swamp"] * 4, ["Fruit of Tizerus", *others], bob=["Thalia, Guardian of Thraben"])
    assert _graveyard_casts(game) == []
    game = _board(["Swamp"] * 5, ["Fruit of Tizerus", *others], bob=["Thalia, Guardian of Thraben"])
    assert _graveyard_casts(game) == ["Fruit of Tizerus"]


def test_101_2_grafdiggers_cage_forbids_the_library_top_too() -> None:
    pool = data_pool()
    game, _ = position(
        player(["Future Sight", "Mountain"], library=["Lightning Bolt", "Island"], pool=pool),
        player(["Grafdigger's Cage"], pool=pool),
    )
    st = game.state
    assert not [a for a in game.legal_actions() if isinstance(a, Cast) and st.objects[a.card].zone is Zone.LIBRARY]
    game, _ = position(
        player(["Future Sight", "Mountain"], library=["Lightning Bolt", "Island"], pool=pool), player(pool=pool)
    )
    st = game.state
    (cast,) = [a for a in game.legal_actions() if isinstance(a, Cast) and st.objects[a.card].zone is Zone.LIBRARY]
    assert game.check(cast)
