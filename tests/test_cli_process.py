"""The ``arbiter`` command as a user runs it (a subprocess): exit statuses 0 ok, 1 a judgment
failed, 2 bad input, 3 only for a bug; Ctrl-C prints the partial result and exits 130; help
text; ``demo --summary``; ``simulate --save``; the coverage cache."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "src" / "arbiter" / "data"
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"
DECKS = [str(DATA / "deck_a.txt"), str(DATA / "deck_b.txt")]


def arbiter(*args: str, env: dict[str, str] | None = None, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "arbiter", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, **(env or {})},
        cwd=ROOT,
    )


def started(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "arbiter", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, **(env or {})},
        cwd=ROOT,
    )


def interrupted(process: subprocess.Popen[str], ready: float | Path) -> tuple[int, str, str]:
    """Send SIGINT once the command is at work: a file exists, or the process has used that many
    seconds of CPU time (not of the clock: on a loaded machine it may still be importing)."""
    deadline = time.monotonic() + 120
    if isinstance(ready, Path):
        while not ready.exists() and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.05)
    else:
        while _cpu_seconds(process.pid) < ready and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.05)
    assert process.poll() is None, "the command ended before it could be interrupted"
    process.send_signal(signal.SIGINT)
    try:
        out, err = process.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        workers = _children(process.pid)  # found before their parent dies (they'd be reparented)
        process.kill()  # never leave it (and the workers it started) running after the test
        for pid in workers:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        process.communicate()
        raise
    return process.returncode, out, err


def _cpu_seconds(pid: int) -> float:
    """The CPU time ``pid`` has used so far (Linux: /proc/PID/stat, user + system)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _children(pid: int) -> list[int]:
    """The processes ``pid`` started (Linux: from /proc), for cleaning up after a failed test."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, IndexError, ValueError):
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(stat.parent.name))
    return found


@pytest.mark.parametrize(
    ("args", "status", "words"),
    [
        (("simulate", *DECKS, "--games", "-5"), 2, "--games: must be 0 or more"),
        (("simulate", "/nonexistent.txt", DECKS[1]), 2, "cannot read the decklist"),
        (("selfcheck", "--jobs", "0"), 2, "--jobs: must be 1 or more"),
        (("judge", "/nonexistent.yaml"), 2, "cannot read the file"),
        (("judge", "scenarios/cr7_sba", "--cards", "/nonexistent.json"), 2, "/nonexistent.json: no such file"),
        (("rules", "100.1", "--rules-file", "/nonexistent"), 2, "no such file"),
        (("rules", "100.1", "--rules-file", sys.executable), 2, "not a text file"),
        (("replay", "/nonexistent.json"), 2, "can't be read"),
        (("replay", DECKS[0]), 2, "not a JSON game record"),
        (("cards", "coverage", "--cards", "/nonexistent"), 2, "no such file"),
        (("cards", "import", "/nonexistent.json", "--db", "/tmp/never.sqlite"), 2, "no such file"),
        (("cards",), 2, "import"),
        ((), 2, "COMMAND"),
        (("demo", "--seed", "x"), 2, "invalid int value"),
    ],
)
def test_bad_input_exits_2_with_a_message(args: tuple[str, ...], status: int, words: str) -> None:
    done = arbiter(*args)
    assert done.returncode == status, done.stderr
    assert words in done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr


def test_judgments_that_fail_exit_1(tmp_path: Path) -> None:
    (tmp_path / "f.yaml").write_text("scenario: wrong life\nsetup: {}\nexpect: {life: {bob: 3}}\n")
    assert arbiter("judge", str(tmp_path)).returncode == 1
    assert arbiter("cards", "search", "zzzzqqqq").returncode == 1
    unknown = arbiter("cards", "show", "Lightning", "Bolth")
    assert unknown.returncode == 1 and "unknown card 'Lightning Bolth'" in unknown.stderr
    assert arbiter("rules", "999.9z").returncode in (1, 2)  # 2 where no rules file is found


def test_every_option_has_help_with_its_default() -> None:
    for command in ("demo", "simulate", "replay", "judge", "selfcheck", "rules", "cards import", "cards coverage"):
        done = arbiter(*command.split(), "--help")
        assert done.returncode == 0
        assert "(default:" in done.stdout or command in ("replay", "rules", "cards import"), command
    text = arbiter("simulate", "--help").stdout
    assert "how many games (default: 10)" in " ".join(text.split())


def test_simulate_interrupted_prints_the_games_finished_and_exits_130(tmp_path: Path) -> None:
    process = started("simulate", *DECKS, "--games", "100000", "--json", "--save", str(tmp_path))
    status, out, err = interrupted(process, tmp_path / "game-00000.json")
    assert status == 130, err
    report = json.loads(out)
    assert report["interrupted"] is True and report["games"] >= 1
    assert sum(report["wins"].values()) == report["games"]


def test_simulate_interrupted_as_text(tmp_path: Path) -> None:
    process = started("simulate", *DECKS, "--games", "100000", "--save", str(tmp_path))
    status, out, _ = interrupted(process, tmp_path / "game-00000.json")
    assert status == 130 and "(interrupted)" in out and "games" in out


def test_judge_interrupted_reports_what_ran(tmp_path: Path) -> None:
    slow = "scenario: s{i}\nsetup: {{players: {{alice: {{library: {{count: 20000, card: Forest}}}}}}}}\n"
    for i in range(400):
        (tmp_path / f"s{i:03}.yaml").write_text(slow.format(i=i))
    process = started("judge", str(tmp_path), "--json")
    status, out, err = interrupted(process, 3.0)
    assert status == 130, err
    report = json.loads(out)
    assert report["interrupted"] is True and report["passed"] < 400


def test_selfcheck_interrupted_reports_what_was_checked() -> None:
    process = started("selfcheck", "--games", "100000", "--json")
    status, out, err = interrupted(process, 5.0)
    assert status == 130, err
    assert json.loads(out)["interrupted"] is True


def test_demo_summary_fits_on_a_screen() -> None:
    done = arbiter("demo", "--summary", "--seed", "1")
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert len(lines) <= 25 and all(len(line) <= 110 for line in lines)
    assert lines[-1].startswith("After ") and "wins" in lines[-1]
    assert "Turn " in done.stdout and "casts" in done.stdout


def test_simulate_save_keeps_a_record_per_game_that_replays(tmp_path: Path) -> None:
    done = arbiter("simulate", *DECKS, "--games", "2", "--seed", "4", "--save", str(tmp_path / "games"))
    assert done.returncode == 0, done.stderr
    records = sorted((tmp_path / "games").glob("*.json"))
    assert [r.name for r in records] == ["game-00000.json", "game-00001.json"]
    replayed = arbiter("replay", str(records[1]), "--summary")
    assert replayed.returncode == 0 and "After " in replayed.stdout


def test_no_progress_bar_when_stderr_is_not_a_terminal() -> None:
    done = arbiter("simulate", *DECKS, "--games", "1")
    assert done.returncode == 0 and done.stderr == ""


@pytest.mark.skipif(not CARDS.is_file(), reason="needs ../shared/data/cards.jsonl.gz")
def test_coverage_is_cached_by_data_and_engine(tmp_path: Path) -> None:
    from arbiter.cards import coverage_cache
    from arbiter.cards.coverage import Coverage

    sample = tmp_path / "sample.jsonl"
    with __import__("gzip").open(CARDS, "rt", encoding="utf-8") as f:
        sample.write_text("".join(line for _, line in zip(range(300), f, strict=False)))
    env = {"ARBITER_CACHE": str(tmp_path / "cache")}
    first = arbiter("cards", "coverage", "--cards", str(sample), "--json", env=env)
    assert first.returncode == 0, first.stderr
    assert len(list((tmp_path / "cache").glob("coverage-*.json"))) == 1
    # a planted entry under this data's key is what the next run prints: it doesn't measure again
    os.environ["ARBITER_CACHE"] = env["ARBITER_CACHE"]
    try:
        coverage_cache.store(sample, Coverage(total=7, supported=3))
    finally:
        del os.environ["ARBITER_CACHE"]
    again = json.loads(arbiter("cards", "coverage", "--cards", str(sample), "--json", env=env).stdout)
    assert (again["total"], again["supported"]) == (7, 3)
    # other bytes: another key, measured afresh
    sample.write_text(sample.read_text() + "\n")
    fresh = json.loads(arbiter("cards", "coverage", "--cards", str(sample), "--json", env=env).stdout)
    assert fresh == json.loads(first.stdout)
    assert (
        json.loads(arbiter("cards", "coverage", "--cards", str(sample), "--json", "--no-cache", env=env).stdout)
        == fresh
    )


def test_the_cache_key_changes_with_the_engine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from arbiter.cards import coverage_cache

    data = tmp_path / "d.jsonl"
    data.write_text("{}\n")
    before = coverage_cache.key(data)
    monkeypatch.setattr(coverage_cache, "engine_fingerprint", lambda: "another engine")
    assert coverage_cache.key(data) != before


def on_a_terminal(*args: str) -> str:
    """What the command writes to a terminal 100 columns wide (stdout and stderr)."""
    import fcntl
    import pty
    import struct
    import termios

    pid, fd = pty.fork()
    if pid == 0:  # pragma: no cover - the child
        os.chdir(ROOT)
        os.execv(sys.executable, [sys.executable, "-m", "arbiter", *args])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    out = b""
    try:
        while chunk := os.read(fd, 4096):
            out += chunk
    except OSError:  # the terminal closed
        pass
    os.waitpid(pid, 0)
    return out.decode("utf-8", "replace")


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_a_progress_bar_with_time_left_on_a_terminal_unless_quiet() -> None:
    shown = on_a_terminal("simulate", *DECKS, "--games", "3")
    assert "/3 [" in shown and "game/s]" in shown and "<00:" in shown  # (the last refresh may be skipped)
    assert "3 games:" in shown
    quiet = on_a_terminal("simulate", *DECKS, "--games", "3", "--quiet")
    assert "3/3 [" not in quiet and "3 games:" in quiet
