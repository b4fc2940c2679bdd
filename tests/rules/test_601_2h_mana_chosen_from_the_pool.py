"""CR 601.2h: the player pays the total cost, and which mana of the pool pays it is theirs to
choose — it decides adamant, "if {R} was spent to cast it" and converge. ``Pay(spend)`` names the
mana; the legal actions list each exact way when the spell asks what was spent."""

from __future__ import annotations

from arbiter.mtg.actions import Cast, Pay
from arbiter.mtg.game import Game
from arbiter.mtg.mana.pool import parse_pool
from tests.conftest import data_pool, player, position


def _casting(card: str, pool: str) -> tuple[Game, int]:
    cards = data_pool()
    alice = player([], hand=[card], library=["Island"] * 5, pool=cards)
    game, _ = position(alice, player(library=["Island"] * 5, pool=cards))
    game.state.players[0].pool = parse_pool(pool)
    oid = next(o.id for o in game.state.objects.values() if o.card.name == card)
    assert game.apply(Cast(oid))
    return game, oid


def _pays(game: Game) -> set[str]:
    return {a.spend for a in game.legal_actions() if isinstance(a, Pay)}


def test_601_2h_each_exact_payment_is_listed_when_the_spell_asks_what_was_spent() -> None:
    game, _ = _casting("Ardenvale Paladin", "{W}{W}{W}{G}{G}{G}")
    assert _pays(game) == {"", "{W}{G}{G}{G}", "{W}{W}{G}{G}", "{W}{W}{W}{G}"}
    assert all(game.check(Pay(s)) for s in _pays(game))


def test_601_2h_no_choice_listed_for_a_spell_that_asks_nothing() -> None:
    game, _ = _casting("Grizzly Bears", "{G}{G}{G}{W}")
    assert _pays(game) == {""}


def test_601_2h_no_choice_listed_when_the_pool_holds_exactly_the_cost() -> None:
    game, _ = _casting("Ardenvale Paladin", "{W}{W}{W}{G}")
    assert _pays(game) == {""}


def test_601_2h_the_chosen_mana_is_spent_and_the_rest_stays() -> None:
    game, oid = _casting("Ardenvale Paladin", "{W}{W}{W}{G}{G}{G}")
    assert game.apply(Pay("{W}{W}{W}{G}"))
    assert tuple(game.state.players[0].pool) == parse_pool("{G}{G}")
    assert "spent W 3" in game.state.objects[oid].marks


def test_601_2h_a_wrong_choice_is_refused_and_changes_nothing() -> None:
    game, _ = _casting("Ardenvale Paladin", "{W}{W}{W}{G}{G}{G}")
    before = game.digest()
    for spend in ("{W}{W}{G}", "{W}{W}{W}{G}{G}", "{W}{W}{W}{W}", "{X}", "three white"):
        ruling = game.apply(Pay(spend))
        assert not ruling, spend
        assert game.digest() == before


def test_601_2h_the_choice_is_written_and_read_in_notation() -> None:
    game, _ = _casting("Ardenvale Paladin", "{W}{W}{W}{G}{G}{G}")
    action = Pay("{W}{W}{W}{G}")
    text = game.notation(action)
    assert text == "pay {W}{W}{W}{G}"
    assert game.parse(text) == action
