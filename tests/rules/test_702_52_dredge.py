"""CR 702.52 (dredge): the question is a typed decision of the drawing player — each dredge card that
could apply and "draw" (616.1, 616.1e) — listed and answered like any other; a card needing more
cards than the library has is neither offered nor accepted (702.52b); no question without a dredge
card in the drawing player's graveyard."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.cards.registry import LayeredPool
from arbiter.mtg.actions import Choose, Pass, Pick, Priority, Purpose
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.keywords.dredge import DRAW, ReplacingDraw
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _pool() -> LayeredPool:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    return open_source(str(CARDS))


def _upkeep(graveyard: list[str], library: int = 8, keep_history: bool = True) -> tuple[Game, dict[str, int]]:
    """Alice's upkeep with ``graveyard`` in her graveyard and ``library`` Islands in her library."""
    pool = _pool()
    alice = PlayerSetup(
        zones={
            Zone.GRAVEYARD: [Entry(pool.get(n), label=f"g{i}") for i, n in enumerate(graveyard)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"lib{i}") for i in range(library)],
        }
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"), label=f"b{i}") for i in range(5)]})
    game, labels = build(Setup(0, Step.UPKEEP, 3, (alice, bob)))
    game.keep_history = keep_history
    return game, labels


def _to_draw_step(game: Game) -> None:
    assert game.apply(Pass()) and game.apply(Pass())  # both pass in the upkeep: the draw step begins (504.1)


def test_702_52a_the_question_names_the_drawing_player_each_dredge_card_and_draw() -> None:
    game, labels = _upkeep(["Golgari Grave-Troll", "Darkblast", "Forest"])
    _to_draw_step(game)
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose is Purpose.DREDGE and dec.rule == "702.52a"
    assert dec.player == 0 and dec.options == (labels["g0"], labels["g1"], DRAW)
    assert not dec.purpose.during_resolution
    assert isinstance(game.state.replacing_draw, ReplacingDraw)
    assert game.state.step is Step.DRAW and game.state.players[0].hand == ()
    listed = list(game.legal_actions())
    assert listed == [Pick(v) for v in dec.options]
    for action in listed:  # every listed answer is accepted (each on a copy of the waiting game)
        trial = game.copy()
        assert trial.apply(action)
        assert isinstance(trial.pending, Priority) and trial.state.replacing_draw is None
    before = game.digest()
    assert not game.apply(Pick(labels["g2"])) and game.digest() == before  # a Forest: not an option


def test_702_52a_each_answer_does_what_it_says() -> None:
    game, labels = _upkeep(["Golgari Grave-Troll", "Darkblast"])
    _to_draw_step(game)
    troll, blast = game.copy(), game.copy()
    assert troll.apply(Pick(labels["g0"]))
    p = troll.state.players[0]
    assert p.hand == (labels["g0"],) and len(p.library) == 2 and len(p.graveyard) == 7 and p.cards_drawn == 0
    assert blast.apply(Pick(labels["g1"]))
    assert blast.state.players[0].hand == (labels["g1"],) and len(blast.state.players[0].library) == 5
    assert game.apply(Pick(DRAW))
    p = game.state.players[0]
    assert p.hand == (labels["lib0"],) and p.cards_drawn == 1 and len(p.graveyard) == 2


def test_702_52b_a_card_needing_more_cards_than_the_library_has_is_not_offered_and_is_refused() -> None:
    game, labels = _upkeep(["Golgari Grave-Troll", "Darkblast"], library=4)
    _to_draw_step(game)
    dec = game.pending
    assert isinstance(dec, Choose) and dec.options == (labels["g1"], DRAW)
    before = game.digest()
    ruling = game.apply(Pick(labels["g0"]))
    assert not ruling and ruling.rules[0] == "702.52b" and game.digest() == before
    game2, _ = _upkeep(["Golgari Grave-Troll"], library=5)
    _to_draw_step(game2)
    assert isinstance(game2.pending, Priority)  # nothing to ask: drawn as usual
    assert len(game2.state.players[0].hand) == 1


def test_no_question_without_a_dredge_card_in_the_drawing_players_graveyard() -> None:
    game, _ = _upkeep(["Forest", "Lightning Bolt"])
    _to_draw_step(game)
    assert isinstance(game.pending, Priority) and game.state.replacing_draw is None
