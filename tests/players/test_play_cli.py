"""``arbiter play`` through a pseudo-terminal, and ``simulate`` with AI players."""

from __future__ import annotations

import io
import json
import os
import sys
from importlib.resources import files
from pathlib import Path

import pytest

from arbiter.cli.main import main

pexpect = pytest.importorskip("pexpect")

DATA = files("arbiter.data")
TRAILER = "A number, an action in notation, or"  # printed once before each real prompt
PROMPT = TRAILER + r"[\s\S]*?your move>"  # (prompt_toolkit redraws the prompt after each line: match it once)


def _spawn(tmp_path: Path, *extra: str, small: bool = False) -> pexpect.spawn:
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", NO_COLOR="1", TERM="xterm", COLUMNS="100", LINES="50")
    mine, theirs = str(DATA / "deck_a.txt"), str(DATA / "deck_b.txt")
    if small:  # a quick game: lands against hasty goblins
        (tmp_path / "mine.txt").write_text("20 Forest\n")
        (tmp_path / "theirs.txt").write_text("8 Mountain\n12 Raging Goblin\n")
        mine, theirs = str(tmp_path / "mine.txt"), str(tmp_path / "theirs.txt")
    args = ["-m", "arbiter", "play", mine, "--vs", theirs, *extra]
    child = pexpect.spawn(
        sys.executable, args, env=env, cwd=str(tmp_path), encoding="utf-8", timeout=60, dimensions=(50, 100)
    )
    child.delaybeforesend = None  # the prompt is awaited before each line anyway
    return child


def test_a_whole_game_in_a_pseudo_terminal(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    child = _spawn(tmp_path, "--seed", "3", "--record", str(record), small=True)
    child.expect(PROMPT)
    child.sendline("why")  # before any ruling of ours
    child.expect(PROMPT)
    child.sendline("1")  # keep (or the first option)
    child.expect(PROMPT)
    child.sendline("undo")
    child.expect("Undone")
    child.expect(PROMPT)
    child.sendline("play nothing at all")  # not an action: refused as a value, the game goes on
    child.expect("Not allowed")
    answered = 0
    while True:
        i = child.expect([PROMPT, "Game over", pexpect.EOF], timeout=120)
        if i != 0:
            break
        child.sendline("1")  # the first option every time (usually: pass); the AI wins
        answered += 1
        assert answered < 2000
    child.expect("Game record saved")
    child.expect(pexpect.EOF)
    data = json.loads(record.read_text())
    assert data["winner"] in ("arbiter", "you")
    assert main(["replay", str(record)]) == 0


def test_why_shows_the_rule_text_and_concede_saves_the_record(tmp_path: Path) -> None:
    record = tmp_path / "conceded.json"
    child = _spawn(tmp_path, "--seed", "5", "--seat", "second", "--record", str(record))
    child.expect(PROMPT)
    child.sendline("1")
    child.expect(PROMPT)
    child.sendline("why")
    child.expect(["\\d{3}\\.\\d", "isn't available"])
    child.expect(PROMPT)
    child.sendline("concede")
    child.expect("You conceded")
    child.expect("Game record saved")
    child.expect(pexpect.EOF)
    assert json.loads(record.read_text())["players"]


RU_PROMPT = r"Число, действие в нотации или[\s\S]*?ваш ход>"


def test_a_game_in_russian_in_a_pseudo_terminal(tmp_path: Path) -> None:
    """``arbiter play --lang ru``: the table, the prompt, the help, the commands (in English or
    Russian), the engine's events and refusals, and the end of the session, in Russian."""
    record = tmp_path / "ru.json"
    child = _spawn(tmp_path, "--seed", "3", "--record", str(record), "--lang", "ru", small=True)
    child.logfile_read = seen = io.StringIO()
    child.expect("Игра против игрока-ИИ heuristic, зерно 3")
    child.expect("что произошло")  # the log's title
    child.expect("Ход \\d+")
    child.expect("ваша рука")
    child.expect("Ваше решение: ")
    child.expect(RU_PROMPT)
    child.sendline("помощь")
    child.expect("Команды:")
    child.expect(RU_PROMPT)
    child.sendline("почему")  # before any ruling of ours
    child.expect("Решений ещё не было.")
    child.expect(RU_PROMPT)
    child.sendline("1")
    child.expect(RU_PROMPT)
    child.sendline("undo")
    child.expect("Отменено: вы снова у своего предыдущего решения.")
    child.expect(RU_PROMPT)
    child.sendline("play nothing at all")  # refused in Russian; the game goes on
    child.expect("Нельзя:")
    child.expect(RU_PROMPT)
    child.sendline("99")
    child.expect("Варианта 99 нет")
    child.expect(RU_PROMPT)
    child.sendline("сдаться")
    child.expect("Вы сдались \\(CR 104.3a\\). Игра окончена.")
    child.expect("Запись партии сохранена")
    child.expect(pexpect.EOF)
    screen = seen.getvalue()
    for english in ("Your decision", "your move", "what happened", "Turn ", "your hand", "Not allowed", "Commands:",
                    "life ", "library ", "summoning sick", "passes priority"):  # fmt: skip
        assert english not in screen, english
    assert "— шаг: " in screen or "Начинается ход" in screen  # the engine's events, rendered
    assert json.loads(record.read_text())["players"]


def test_simulate_with_players(capsys: pytest.CaptureFixture[str]) -> None:
    a, b = str(DATA / "deck_a.txt"), str(DATA / "deck_b.txt")
    assert main(["simulate", a, b, "--games", "2", "--a-player", "heuristic", "--b-player", "random", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["wins"]["a"] + out["wins"]["b"] + out["wins"]["draw"] == 2
