"""Notation: every listed action reads back as itself (round trip), notations of one decision are
distinct, and text that names nothing is refused as a value."""

from __future__ import annotations

import pytest

from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Action, DeclareAttackers, DeclareBlockers, Pass
from arbiter.mtg.game import Game
from arbiter.mtg.state import PlayerRef
from tests.api.conftest import CARDS, builtin_decks, compiled_decks, play
from tests.conftest import player, position


def round_trips(game: Game) -> None:
    actions = list(game.legal_actions())
    texts = [game.notation(a) for a in actions]
    assert len(set(texts)) == len(texts), texts
    for action, text in zip(actions, texts, strict=True):
        assert game.parse(text) == action, (text, action)


@pytest.mark.parametrize("seed", range(3))
def test_round_trip_builtin_decks(seed: int) -> None:
    a, b = builtin_decks()
    play(Game.new(a, b, seed=seed, keep_history=False), seed, 700, round_trips)


@pytest.mark.parametrize("seed", range(4))
def test_round_trip_compiled_cards(seed: int) -> None:
    decks = compiled_decks(seed)
    if decks is None:
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    play(Game.new(*decks, seed=seed, keep_history=False), seed, 500, round_trips)


def test_examples_read_well() -> None:
    game, ids = position(
        player(
            battlefield=[{"card": "Grizzly Bears", "label": "bears"}, "Llanowar Elves", "Mountain"],
            hand=["Lightning Bolt"],
        ),
        player(battlefield=[{"card": "Giant Spider", "label": "spider"}]),
    )
    texts = {game.notation(a) for a in game.legal_actions()}
    assert {
        "pass",
        "cast Lightning Bolt",
        "activate Llanowar Elves: {T}: Add {G}.",
        "activate Mountain: {T}: Add {R}.",
    } <= texts
    attack = DeclareAttackers(((ids["bears"], PlayerRef(1)),))
    assert game.notation(attack) == "attack Grizzly Bears → bob"
    block = DeclareBlockers(((ids["spider"], ids["bears"]),))
    assert game.notation(block) == "block Giant Spider ← Grizzly Bears"


def test_identical_cards_are_told_apart_only_when_needed() -> None:
    game, _ = position(player(hand=["Forest", "Forest", "Lightning Bolt"], battlefield=["Forest"]))
    texts = {game.notation(a) for a in game.legal_actions()}
    assert {"play Forest [hand 1]", "play Forest [hand 2]", "activate Forest [battlefield]: {T}: Add {G}."} <= texts
    assert "cast Lightning Bolt" not in texts  # no red mana: not listed, but readable all the same
    cast = game.parse("cast Lightning Bolt")
    assert cast == game.parse("  cast   Lightning Bolt ") and not isinstance(cast, Illegal)
    assert game.notation(cast) == "cast Lightning Bolt"


@pytest.mark.parametrize(
    "text", ["", "cast", "cast Black Lotus", "attack Grizzly Bears → nobody", "choose 7", "fly", "block x ← y"]
)
def test_text_that_names_nothing_is_refused_as_a_value(text: str) -> None:
    game, _ = position(player(battlefield=["Grizzly Bears"]))
    ruling = game.parse(text)
    assert isinstance(ruling, Illegal)
    assert repr(text) in ruling.reason


def test_parse_refuses_what_is_not_text() -> None:
    game, _ = position()
    assert isinstance(game.parse(None), Illegal)
    assert isinstance(game.parse(3), Illegal)


def test_notation_of_any_object_is_text() -> None:
    game, _ = position()
    assert game.notation(Pass()) == "pass"
    assert isinstance(game.notation(Action()), str)
    assert isinstance(game.notation("nonsense"), str)


NAMES = CARDS.parent / "card-names-foreign.jsonl.gz"


@pytest.mark.skipif(not NAMES.is_file(), reason="the printed names are in ../shared/data/card-names-foreign.jsonl.gz")
def test_a_card_may_be_named_by_its_printed_name_in_any_language() -> None:
    """A player writes a card as it is printed on the card in their hand — «Удар Молнии»,
    "Blitzschlag", "稲妻" — case and accents aside; the action is the one its Oracle name names."""
    game, _ = position(
        player(battlefield=["Mountain", "Mountain"], hand=["Lightning Bolt", "Forest"]),
        player(battlefield=["Grizzly Bears"]),
    )
    bolt, forest = game.parse("cast Lightning Bolt"), game.parse("play Forest")
    assert not isinstance(bolt, Illegal) and not isinstance(forest, Illegal)
    for text in ("cast Удар Молнии", "cast удар молнии", "cast BLITZSCHLAG", "cast 稲妻"):
        assert game.parse(text) == bolt, text
    assert game.parse("play лес") == forest
    assert isinstance(game.parse("cast Удар Молни"), Illegal)  # a misspelt name names nothing
