"""CR 601.2b, 702.34a, 702.133a: a card in its owner's graveyard with jump-start that an effect gave
flashback may be cast by either permission — the legal actions list both when each could begin
(the plain cast is the flashback, the other is named), every listed cast is accepted, and the
flashback is listed even when jump-start's discard can't be paid."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Action, Cast, Pass, Pay, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(hand: list[str], give_flashback: bool) -> tuple[Game, dict[str, int]]:
    """Alice's main phase: Direct Current ({1}{R}{R}, jump-start) in her graveyard, six Mountains;
    with ``give_flashback`` she has cast and resolved the card Flashback ({R}) targeting it."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    names = (["Flashback"] if give_flashback else []) + hand
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(pool.get(n), label=f"h{i}") for i, n in enumerate(names)],
            Zone.GRAVEYARD: [Entry(pool.get("Direct Current"), label="dc")],
            Zone.BATTLEFIELD: [Entry(pool.get("Mountain"), label=f"m{i}") for i in range(6)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)],
        }
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"), label=f"b{i}") for i in range(5)]})
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    if give_flashback:
        assert game.apply(Cast(labels["h0"]))
        assert game.apply(Pick(next(a.value for a in game.legal_actions() if isinstance(a, Pick))))  # type: ignore[attr-defined]
        while not any(isinstance(a, Pay) for a in game.legal_actions()):
            assert game.apply(next(iter(game.legal_actions())))  # a Mountain's mana
        assert game.apply(Pay())
        assert game.apply(Pass()) and game.apply(Pass())  # Flashback resolves
        assert not game.state.stack
    return game, labels


def _casts(game: Game, card: int) -> list[Action]:
    return [a for a in game.legal_actions() if isinstance(a, Cast) and a.card == card]


def test_601_2b_flashback_and_jump_start_both_listed_and_accepted() -> None:
    game, labels = _game(["Forest"], give_flashback=True)
    casts = _casts(game, labels["dc"])
    assert sorted(c.alternative for c in casts if isinstance(c, Cast)) == ["", "jump-start"]
    for cast in casts:
        assert game.check(cast), cast


def test_702_34a_given_flashback_listed_with_no_card_to_discard() -> None:
    """Jump-start's discard can't be paid with an empty hand (118.3); the flashback still can."""
    game, labels = _game([], give_flashback=True)
    casts = _casts(game, labels["dc"])
    assert casts == [Cast(labels["dc"])]
    assert game.check(casts[0])
    refused = game.check(Cast(labels["dc"], alternative="jump-start"))
    assert isinstance(refused, Illegal)
    before = game.digest()
    assert game.apply(casts[0])
    assert game.state.objects[labels["dc"]].zone is Zone.STACK
    assert game.undo() and game.digest() == before


def test_702_133a_jump_start_alone_is_the_plain_cast() -> None:
    game, labels = _game(["Forest"], give_flashback=False)
    assert _casts(game, labels["dc"]) == [Cast(labels["dc"])]
    game2, labels2 = _game([], give_flashback=False)
    assert _casts(game2, labels2["dc"]) == []
