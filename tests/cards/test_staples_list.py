"""The project's list of much-played cards (``../shared/spec/staples.txt``): every card of it the
engine runs keeps running. A change that makes one of them unsupported fails here, naming it; the
cards not supported yet are listed below (decisions §170), and the list only shrinks."""

from __future__ import annotations

import json

import pytest

from arbiter.cli.main import main
from tests.conftest import CARD_DATA

STAPLES = CARD_DATA.parents[1] / "spec" / "staples.txt"

NOT_YET: frozenset[str] = frozenset()  # (Karn Liberated, the last, runs since restarting the game, CR 727)


def test_every_supported_staple_stays_supported(capsys: pytest.CaptureFixture[str]) -> None:
    if not (CARD_DATA.is_file() and STAPLES.is_file()):
        pytest.skip("needs ../shared/data/cards.jsonl.gz and ../shared/spec/staples.txt")
    assert main(["cards", "coverage", "--cards", str(CARD_DATA), "--names", str(STAPLES), "--json", "-q"]) == 0
    report = json.loads(capsys.readouterr().out)
    unsupported = {c["name"] for c in report["cards"] if not c["supported"]}
    assert unsupported <= NOT_YET, f"staples no longer supported: {sorted(unsupported - NOT_YET)}"
    assert report["total"] >= 490
