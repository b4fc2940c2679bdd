"""The ``arbiter`` command: simulate, demo, and clear errors for bad decklists."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter.cli.main import main

DATA = Path(__file__).resolve().parent.parent / "src" / "arbiter" / "data"


def test_simulate_json_has_the_promised_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["simulate", str(DATA / "deck_a.txt"), str(DATA / "deck_b.txt"), "--games", "3", "--seed", "2", "--json"])
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert set(out) >= {"games", "wins", "decisions", "seconds", "games_per_s", "decisions_per_s"}
    assert set(out["wins"]) == {"a", "b", "draw"}
    assert out["games"] == 3 and sum(out["wins"].values()) == 3


def test_simulate_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", str(DATA / "deck_a.txt"), str(DATA / "deck_b.txt"), "--games", "2", "--seed", "9", "--json"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    assert first["wins"] == second["wins"] and first["decisions"] == second["decisions"]


def test_bad_decklist_line_names_file_and_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "bad.txt"
    deck.write_text("// comment\n17 Forest\nForest Forest\n")
    assert main(["simulate", str(deck), str(DATA / "deck_b.txt")]) == 2
    err = capsys.readouterr().err
    assert f"{deck}:3" in err and "COUNT CARD NAME" in err


def test_unknown_card_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "unknown.txt"
    deck.write_text("17 Forest\n\n3 Black Lotus Prime\nSideboard\n2 Forest\n")
    assert main(["simulate", str(deck), str(DATA / "deck_b.txt")]) == 2
    err = capsys.readouterr().err
    assert "Black Lotus Prime" in err and f"{deck}:3" in err


def test_sideboard_section_is_read(tmp_path: Path) -> None:
    from arbiter.cards.decklist import load_decklist
    from arbiter.cards.registry import BUILTIN

    deck = tmp_path / "d.txt"
    deck.write_text("Deck\n20 Mountain\n20 Lightning Bolt // burn\n\nSideboard\n4 Shock\n")
    parsed = load_decklist(deck, BUILTIN)
    assert len(parsed.main) == 40 and len(parsed.sideboard) == 4


def test_demo_prints_an_explained_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "[CR 103.1]" in out and "winner:" in out
