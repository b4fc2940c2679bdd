"""Batch simulation: the same games whatever the number of workers (and on Ray), results files
(SQLite, Parquet) read back as written, Wilson intervals, and ``arbiter report``'s table and PNGs."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter.cli.main import main
from arbiter.cli.report import wilson
from arbiter.sim.batch import Batch, GameRow, read_results, run_batch, write_results

SMALL_A = "6 Forest\n6 Grizzly Bears\n"  # small decks: the games end by an empty library soon (CR 704.5b)
SMALL_B = "6 Mountain\n6 Raging Goblin\n"


def _decks(tmp_path: Path) -> tuple[str, str]:
    a, b = tmp_path / "green.txt", tmp_path / "red.txt"
    a.write_text(SMALL_A)
    b.write_text(SMALL_B)
    return str(a), str(b)


def _same(rows: list[GameRow]) -> list[GameRow]:
    return [replace(r, seconds=0.0) for r in rows]


def test_two_workers_play_the_same_games_as_one() -> None:
    batch = Batch(SMALL_A, SMALL_B, "green", "red", seed=5)
    one = run_batch(batch, 6, workers=1)
    two = run_batch(batch, 6, workers=2)
    assert _same(one) == _same(two)
    assert [r.index for r in two] == list(range(6))
    assert {r.winner for r in one} <= {"a", "b", "draw"} and all(r.turns > 0 for r in one)


def test_cli_workers_give_the_same_results(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b = _decks(tmp_path)
    outs = []
    for workers in ("1", "2"):
        db = tmp_path / f"w{workers}.sqlite"
        args = ["simulate", a, b, "--games", "5", "--seed", "3", "--json", "--workers", workers, "--results", str(db)]
        assert main(args) == 0
        outs.append(json.loads(capsys.readouterr().out))
    assert outs[0]["wins"] == outs[1]["wins"] and outs[0]["decisions"] == outs[1]["decisions"]
    assert _same(read_results(tmp_path / "w1.sqlite")) == _same(read_results(tmp_path / "w2.sqlite"))
    # and the same as the single-process simulate without a results file
    assert main(["simulate", a, b, "--games", "5", "--seed", "3", "--json", "--workers", "1"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert plain["wins"] == outs[0]["wins"] and plain["decisions"] == outs[0]["decisions"]


def test_results_round_trip_sqlite(tmp_path: Path) -> None:
    rows = run_batch(Batch(SMALL_A, SMALL_B, "green", "red", seed=1, records=str(tmp_path / "records")), 2, workers=1)
    write_results(rows, tmp_path / "r.db")
    assert read_results(tmp_path / "r.db") == rows
    write_results(rows, tmp_path / "r.db")  # appended
    assert len(read_results(tmp_path / "r.db")) == 4
    record = rows[0].record
    assert record is not None and json.loads(Path(record).read_text())["format"] == "arbiter-game-record"


def test_results_round_trip_parquet(tmp_path: Path) -> None:
    pytest.importorskip("pyarrow")
    rows = run_batch(Batch(SMALL_A, SMALL_B, "green", "red", seed=1), 2, workers=1)
    write_results(rows, tmp_path / "r.parquet")
    assert read_results(tmp_path / "r.parquet") == rows


def test_wilson_interval() -> None:
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_report_prints_rates_and_writes_pngs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("matplotlib")
    a, b = _decks(tmp_path)
    db = tmp_path / "results.sqlite"
    assert main(["simulate", a, b, "--games", "4", "--seed", "2", "--workers", "1", "--results", str(db)]) == 0
    assert main(["simulate", b, a, "--games", "3", "--seed", "2", "--workers", "1", "--results", str(db)]) == 0
    capsys.readouterr()
    out = tmp_path / "plots"
    assert main(["report", str(db), "--out", str(out), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [m["games"] for m in data["matchups"]] == [4, 3]
    first = data["matchups"][0]
    assert first["a"]["wins"] + first["b"]["wins"] + first["draw"]["games"] == 4
    for png in (out / "results-winrate.png", out / "results-length.png"):
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert main(["report", str(db), "--no-plots"]) == 0
    text = capsys.readouterr().out
    assert "green v red: 4 games" in text and "95% CI" in text


def test_report_of_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["report", str(tmp_path / "none.sqlite")]) == 2
    assert "no such results file" in capsys.readouterr().err


@pytest.mark.slow
def test_ray_plays_the_same_games() -> None:
    ray = pytest.importorskip("ray")
    batch = Batch(SMALL_A, SMALL_B, "green", "red", seed=5)
    ray.init(num_cpus=2, include_dashboard=False)
    try:
        assert _same(run_batch(batch, 4, workers=2, backend="ray")) == _same(run_batch(batch, 4, workers=1))
    finally:
        ray.shutdown()


def test_workers_default_to_one_per_core_never_more_than_games() -> None:
    import argparse

    from arbiter.cli.report import worker_count
    from arbiter.sim.batch import default_workers

    assert worker_count(argparse.Namespace(workers=None, games=1000)) == default_workers()
    assert worker_count(argparse.Namespace(workers=0, games=1000)) == default_workers()
    assert worker_count(argparse.Namespace(workers=3, games=2)) == 2
    assert worker_count(argparse.Namespace(workers=None, games=1)) == 1


def test_simulate_on_workers_without_decks_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "3", "--workers", "2"]) == 2
    assert "two decklist files" in capsys.readouterr().err


@pytest.mark.parametrize("workers", [1, 2])
def test_ctrl_c_keeps_the_games_that_ended(workers: int) -> None:
    """Ctrl-C (here raised as the second game ends) stops the batch with the ended games' rows."""
    from arbiter.sim.batch import Interrupted

    seen: list[GameRow] = []

    def tick(row: GameRow) -> None:
        seen.append(row)
        if len(seen) == 2:
            raise KeyboardInterrupt

    with pytest.raises(Interrupted) as stop:
        run_batch(Batch(SMALL_A, SMALL_B, "green", "red", seed=1), 12, workers=workers, on_row=tick)
    ended = [r.index for r in stop.value.rows]
    # every game reported so far, and (on workers) those whose results arrived during the grace
    assert ended == sorted(ended) and {r.index for r in seen} <= set(ended)
