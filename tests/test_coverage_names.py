"""`arbiter cards coverage --names FILE`: whether each listed card runs, and what it can't run."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from arbiter.cards.coverage import read_name_list
from arbiter.cli.main import main

RUNS = {
    "name": "Prodigal Sorcerer",
    "mana_cost": "{2}{U}",
    "type_line": "Creature — Human Wizard",
    "oracle_text": "{T}: This creature deals 1 damage to any target.",
    "power": "1",
    "toughness": "1",
    "colors": ["U"],
    "layout": "normal",
}
# a sentence the compiler can't run: it must be named as what the card can't run
NOT_YET = dict(RUNS, name="Odd Sorcerer", oracle_text="{T}: Juggle the moon with three fingers.")


def _data(tmp_path: Path) -> Path:
    path = tmp_path / "cards.jsonl.gz"
    with gzip.open(path, "wt", encoding="utf-8") as f:
        for row in (RUNS, NOT_YET):
            f.write(json.dumps(row) + "\n")
    return path


def test_read_name_list_skips_comments_and_blank_lines() -> None:
    assert read_name_list("# staples\nProdigal Sorcerer\n\n  Odd Sorcerer  \n") == [
        (2, "Prodigal Sorcerer"),
        (4, "Odd Sorcerer"),
    ]


def test_names_json_reports_each_card(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    names = tmp_path / "list.txt"
    names.write_text("# two cards\nprodigal sorcerer\nOdd Sorcerer\n", encoding="utf-8")
    assert main(["cards", "coverage", "--cards", str(_data(tmp_path)), "--names", str(names), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["total"], report["supported"]) == (2, 1)
    by_name = {c["name"]: c for c in report["cards"]}
    assert by_name["Prodigal Sorcerer"] == {"name": "Prodigal Sorcerer", "supported": True, "unsupported": []}
    odd = by_name["Odd Sorcerer"]
    assert odd["supported"] is False
    assert any("Juggle the moon" in words for words in odd["unsupported"])


def test_an_unknown_name_is_named_with_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    names = tmp_path / "list.txt"
    names.write_text("Prodigal Sorcerer\nProdigal Sorcere\n", encoding="utf-8")
    assert main(["cards", "coverage", "--cards", str(_data(tmp_path)), "--names", str(names)]) == 2
    out, err = capsys.readouterr()
    assert "supported: 1 of 1 listed cards" in out
    assert f"{names}:2: 'Prodigal Sorcere': unknown card; did you mean Prodigal Sorcerer" in err


def test_an_unreadable_list_is_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nope.txt"
    assert main(["cards", "coverage", "--cards", str(_data(tmp_path)), "--names", str(missing)]) == 2
    assert "can't read the name list" in capsys.readouterr().err
