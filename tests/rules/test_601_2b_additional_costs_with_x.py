"""CR 107.3a, 601.2b, 601.2h, 118.3: a spell's additional cost with X objects in it ("discard X
cards", "sacrifice X creatures", "exile X cards from your graveyard"). X is announced as the spell
is cast; the values offered are only those the player can pay (0 up to the number of different
objects that fit — never the spell itself, on the stack by then, 601.2a); a larger X is refused
with the state unchanged; the objects are chosen and paid with the total cost."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.cards.oracle.additional_costs import x_objects_part
from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Cast, Choose, Pay, PayCostDecision, Pick
from arbiter.mtg.costs.parts import DiscardCards, ExileFromGraveyard, ReturnOne, SacrificeOne
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.mana.pool import parse_pool
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(hand: list[str], mine: list[str], graveyard: tuple[str, ...] = ()) -> tuple[Game, dict[str, int]]:
    """Alice's main phase with six Swamps, six Mountains and six Islands, ``hand``, ``mine`` on the
    battlefield and ``graveyard``."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    lands = ["Swamp"] * 6 + ["Mountain"] * 6 + ["Island"] * 6
    alice = PlayerSetup(
        pool=parse_pool("{R}"),
        zones={
            Zone.HAND: [Entry(pool.get(n), label=f"h{i}") for i, n in enumerate(hand)],
            Zone.BATTLEFIELD: [Entry(pool.get(n), label=f"a{i}") for i, n in enumerate(lands + mine)],
            Zone.GRAVEYARD: [Entry(pool.get(n), label=f"g{i}") for i, n in enumerate(graveyard)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)],
        },
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"), label=f"bl{i}") for i in range(5)]})
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def _x_offered(game: Game, card: int) -> tuple[object, ...]:
    assert game.apply(Cast(card))
    pending = game.pending
    assert isinstance(pending, Choose) and pending.rule == "601.2b"
    return pending.options


def test_601_2b_x_offered_is_what_can_be_discarded() -> None:
    """Sickening Dreams with two other cards in hand: X is 0, 1 or 2 (118.3)."""
    game, labels = _game(["Sickening Dreams", "Forest", "Plains"], [])
    assert _x_offered(game, labels["h0"]) == (0, 1, 2)


def test_601_2b_x_offered_counts_only_cards_that_fit() -> None:
    """Scorched Earth ({X}{R}, "discard X land cards"): one land card among three cards in hand."""
    game, labels = _game(["Scorched Earth", "Forest", "Grizzly Bears", "Lightning Bolt"], [])
    assert _x_offered(game, labels["h0"]) == (0, 1)


def _pay_through(game: Game) -> list[int]:
    """Answer each object choice of the cost with its first option, then pay any mana; the picks."""
    picked: list[int] = []
    while isinstance(game.pending, Choose) and game.pending.rule == "601.2h":
        choice = game.pending.options[0]
        assert isinstance(choice, int)
        picked.append(choice)
        assert game.apply(Pick(choice))
    if isinstance(game.pending, PayCostDecision):
        assert game.apply(Pay())
    return picked


def test_118_3_x_more_than_can_be_sacrificed_refused_unchanged() -> None:
    """Devastating Summons ("sacrifice X lands"): with 18 lands X=19 is refused, the state unchanged."""
    game, labels = _game(["Devastating Summons"], [])
    before = game.digest()
    ruling = game.apply(Cast(labels["h0"], x=19))
    assert isinstance(ruling, Illegal) and "118.3" in ruling.rules
    assert game.digest() == before


def test_601_2h_x_creatures_chosen_and_sacrificed() -> None:
    """Devastating Summons with X=2 asks for two lands to sacrifice, one at a time, each a
    different land; they are sacrificed as the cost is paid, with the mana."""
    game, labels = _game(["Devastating Summons"], [])
    summons = labels["h0"]
    assert game.apply(Cast(summons, x=2))
    picked = _pay_through(game)
    assert len(set(picked)) == 2
    st = game.state
    assert all(st.objects[p].zone is Zone.GRAVEYARD for p in picked)
    assert st.objects[summons].zone is Zone.STACK and st.objects[summons].x == 2


@pytest.mark.parametrize(
    ("words", "kind"),
    [
        ("discard X cards", DiscardCards),
        ("discard X land cards", DiscardCards),
        ("discard X creature cards", DiscardCards),
        ("discard X cards at random", DiscardCards),
        ("sacrifice X creatures", SacrificeOne),
        ("sacrifice X lands", SacrificeOne),
        ("exile X cards from your graveyard", ExileFromGraveyard),
        ("exile X creature cards from your graveyard", ExileFromGraveyard),
        ("return X Swamps you control to their owner's hand", ReturnOne),
    ],
)
def test_107_3a_x_objects_compiled_in_their_words(words: str, kind: type) -> None:
    part = x_objects_part(words)
    assert part is not None and isinstance(part.one, kind)
    assert part.text() == words[0].upper() + words[1:]


def test_107_3a_x_objects_not_understood_stay_unsupported() -> None:
    assert x_objects_part("discard X") is None
    assert x_objects_part("sacrifice X creatures and pay X life") is None


def test_701_9b_x_cards_discarded_at_random_as_the_cost() -> None:
    """ "Discard X cards at random" (Devastating Dreams' cost): the game picks X cards (701.9b),
    paid after the other costs (601.2h); X can be at most the cards in hand (118.3)."""
    from tests.rules.compiled import compiled_card

    card = compiled_card(
        "Test Spell",
        "Sorcery",
        "As an additional cost to cast this spell, discard X cards at random.\nYou gain X life.",
    )
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    hand = [Entry(card, label="spell"), *(Entry(pool.get("Forest"), label=f"h{i}") for i in range(3))]
    alice = PlayerSetup(zones={Zone.HAND: hand, Zone.LIBRARY: [Entry(pool.get("Island"), label="l0")]})
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"), label="bl0")]})
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    before = game.digest()
    assert isinstance(game.apply(Cast(labels["spell"], x=4)), Illegal)
    assert game.digest() == before
    assert game.apply(Cast(labels["spell"], x=2))
    st = game.state
    assert len(st.players[0].hand) == 1 and len(st.players[0].graveyard) == 2
    assert st.objects[labels["spell"]].zone is Zone.STACK


def test_601_2h_x_swamps_returned_to_hand() -> None:
    """ "Return X Swamps you control to their owner's hand" (Infernal Harvest's cost): X Swamps
    chosen, each returned as the cost is paid; a Mountain can't be one."""
    from tests.rules.compiled import compiled_card

    card = compiled_card(
        "Test Spell",
        "Sorcery",
        "As an additional cost to cast this spell, return X Swamps you control to their owner's hand.\nYou gain X life.",
    )
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    lands = [Entry(pool.get(n), label=f"a{i}") for i, n in enumerate(["Swamp", "Swamp", "Mountain"])]
    alice = PlayerSetup(zones={Zone.HAND: [Entry(card, label="spell")], Zone.BATTLEFIELD: lands})
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    assert isinstance(game.apply(Cast(labels["spell"], x=3)), Illegal)
    assert game.apply(Cast(labels["spell"], x=2))
    picked = _pay_through(game)
    assert sorted(picked) == sorted([labels["a0"], labels["a1"]])
    assert all(game.state.objects[p].zone is Zone.HAND for p in picked)
