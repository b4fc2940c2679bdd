"""CR 118.6, 118.6a: a card with no mana cost has an unpayable cost and can't be cast for it, but
an alternative cost — "without paying its mana cost" (Omniscience, cascade) — may be applied to
it. The listing offers that cast, and it is accepted."""

from __future__ import annotations

from arbiter.mtg.actions import Cast
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.without_paying import WITHOUT_PAYING
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, cost: str | None) -> CardDef:
    return compiled_card(name, type_line, text, cost=cost, pt=None, colors=("U",))


VISION = _card("Test Vision", "Sorcery", "You draw three cards.", None)
OMNI = _card(
    "Test Omniscience", "Enchantment", "You may cast spells from your hand without paying their mana costs.", "{7}"
)


def _game(*battlefield: Entry) -> tuple[Game, dict[str, int]]:
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: list(battlefield),
            Zone.HAND: [Entry(VISION, label="vision")],
            Zone.LIBRARY: [Entry(VISION)] * 5,
        }
    )
    return build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))


def test_118_6_a_card_with_no_mana_cost_cant_be_cast_for_it() -> None:
    game, ids = _game()
    ruling = game.apply(Cast(ids["vision"]))
    assert not ruling and "118.6" in ruling.rules
    assert game.state.objects[ids["vision"]].zone is Zone.HAND


def test_118_6a_omniscience_lets_it_be_cast_without_paying_and_the_listing_offers_it() -> None:
    game, ids = _game(Entry(OMNI))
    cast = Cast(ids["vision"], alternative=WITHOUT_PAYING)
    assert cast in list(game.legal_actions())
    assert Cast(ids["vision"]) not in list(game.legal_actions())
    assert game.apply(cast)
    assert game.state.objects[ids["vision"]].zone is Zone.STACK
