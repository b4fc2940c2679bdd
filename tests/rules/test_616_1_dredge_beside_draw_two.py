"""CR 616.1, 616.1e: a draw that dredge and "draw two cards instead" could both replace — the
question asked of the affected player names both: a dredge card (dredge applies first), or "draw"
(the doubling applies first, 614.11). Inside the two draws the doubling made, the question is the
usual one (614.5: the doubling doesn't apply to them again)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.actions import Choose, Pass, Pick, Purpose
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _to_draw(with_doubler: bool):  # type: ignore[no-untyped-def]
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    battlefield = [Entry(pool.get("Thought Reflection"))] if with_doubler else []
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: battlefield,
            Zone.GRAVEYARD: [Entry(pool.get("Golgari Thug"), label="thug")],
            Zone.LIBRARY: [Entry(pool.get("Island")) for _ in range(10)],
        }
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"))]})
    game, labels = build(Setup(0, Step.UPKEEP, 3, (alice, bob)))
    for _ in range(4):
        if isinstance(game.pending, Choose):
            break
        game.apply(Pass())
    assert isinstance(game.pending, Choose) and game.pending.purpose is Purpose.DREDGE
    return game, labels


def test_616_1_dredge_question_names_the_doubling() -> None:
    game, _ = _to_draw(True)
    prompt = str(game.pending.prompt)
    assert "which replacement applies first" in prompt and "Thought Reflection" in prompt


def test_616_1_inside_the_doubling_the_usual_question() -> None:
    game, _ = _to_draw(True)
    draw = next(o for o in game.pending.options if not isinstance(o, int))
    game.apply(Pick(draw))
    assert isinstance(game.pending, Choose) and game.pending.purpose is Purpose.DREDGE
    assert "which replacement applies first" not in str(game.pending.prompt)


def test_616_1_without_a_doubling_the_usual_question() -> None:
    game, _ = _to_draw(False)
    assert "which replacement applies first" not in str(game.pending.prompt)
