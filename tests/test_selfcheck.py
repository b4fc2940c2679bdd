"""The engine checks itself (``arbiter selfcheck``): in random games between random decks of
supported cards, every action ``legal_actions()`` lists is accepted, every decision has an
accepted option, and no exception escapes. A few games run by default; 1,000 in the slow run."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from arbiter.cli.main import main
from arbiter.sim.decks import SupportedCards
from arbiter.sim.selfcheck import SelfcheckReport, default_source, game_seed, selfcheck


def _assert_clean(report: SelfcheckReport) -> None:
    data = report.as_json()
    assert data["refused_listed"] == 0, report.text()
    assert data["dead_ends"] == 0, report.text()
    assert data["exceptions"] == 0, report.text()


@pytest.fixture(scope="module")
def source() -> SupportedCards:
    return default_source(None)


def test_a_few_random_games_list_only_accepted_actions(source: SupportedCards) -> None:
    report = selfcheck(4, 20261201, source, max_decisions=3000)
    assert report.tally.games == 4 and report.tally.decisions > 0
    _assert_clean(report)


def test_builtin_cards_alone_are_enough() -> None:
    source = SupportedCards(None, "built-in cards only")
    report = selfcheck(2, 3, source, max_decisions=2000)
    assert source.builtin_only and report.tally.games == 2
    _assert_clean(report)


def test_each_game_is_reproducible_on_its_own(source: SupportedCards) -> None:
    """Game 2 of a run is the same whether checked within the run or alone (``--game 2``)."""
    run = selfcheck(3, 11, source, max_decisions=400)
    parts = [selfcheck(1, 11, source, first=i, max_decisions=400) for i in range(3)]
    assert run.tally.decisions == sum(p.tally.decisions for p in parts)
    assert run.tally.checked == sum(p.tally.checked for p in parts)
    assert len({game_seed(11, i) for i in range(100)}) == 100


def test_the_command_prints_the_counts_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["selfcheck", "--games", "1", "--seed", "5", "--max-decisions", "300", "--json"])
    data = json.loads(capsys.readouterr().out)
    for key in ("games", "decisions", "refused_listed", "dead_ends", "exceptions"):
        assert isinstance(data[key], int)
    assert data["games"] == 1
    assert status == (0 if data["refused_listed"] + data["dead_ends"] + data["exceptions"] == 0 else 1)


def test_names_restrict_the_pool_to_the_named_cards(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--names FILE``: the decks are drawn only from the cards the file names (an audit's sample)."""
    records = [r for r in default_source(None).records if r.name in {"Grizzly Bears", "Hill Giant", "Shock"}]
    source = SupportedCards(records, "three cards", names=frozenset({"Grizzly Bears", "Shock"}))
    assert {r.name for r in source.records} <= {"Grizzly Bears", "Shock"}
    names = tmp_path / "names.txt"
    names.write_text("# sample\nGrizzly Bears\n\nShock\n", encoding="utf-8")
    status = main(
        ["selfcheck", "--games", "1", "--seed", "5", "--max-decisions", "200", "--json", "--names", str(names)]
    )
    assert "among 2 named cards" in json.loads(capsys.readouterr().out)["cards"] and status in (0, 1)
    assert main(["selfcheck", "--names", str(tmp_path / "missing.txt")]) == 2


@pytest.mark.slow
def test_1000_random_games_list_only_accepted_actions(source: SupportedCards) -> None:
    jobs = min(2, os.cpu_count() or 1)
    start = time.perf_counter()
    report = selfcheck(1000, 1, source, jobs=jobs)
    print(f"selfcheck: 1000 games in {time.perf_counter() - start:.0f} s with {jobs} processes")
    assert report.tally.games == 1000
    _assert_clean(report)
