"""Helpers the rule tests share to drive the judge and a game: a scenario judged with its
explanation, and a game played on until a spell's or trigger's targets are asked."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cli.main import main
from arbiter.mtg.actions import Cast, Choose
from arbiter.mtg.game import Game
from tests.conftest import CARD_DATA


def explained(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str) -> str:
    """The judge's explained report of the scenario ``text`` (which must pass), with the card data."""
    f = tmp_path / "s.yaml"
    f.write_text(text)
    status = main(["judge", str(f), "--explain", "--cards", str(CARD_DATA)])
    out = capsys.readouterr().out
    assert status == 0, out
    return out


def cast_until_targets_asked(game: Game, what: str) -> Game:
    """Cast the first listed spell, then take the first listed answer until a target is asked."""
    assert game.apply(next(a for a in game.legal_actions() if isinstance(a, Cast)))
    for _ in range(20):
        dec = game.pending
        if isinstance(dec, Choose) and dec.purpose == "target":
            return game
        assert game.apply(game.legal_actions()[0])
    raise AssertionError(f"{what} never asked for targets")
