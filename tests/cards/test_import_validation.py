"""Card import checks every record's field types before anything is replaced, and a killed
import leaves the previous database as it was."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from arbiter.cards import database as db
from arbiter.cards.records import CardDataError, read_records
from arbiter.cli.main import main

GOOD = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "",
        "power": "2", "toughness": "2", "colors": ["G"]}  # fmt: skip


def old_database(tmp_path: Path) -> Path:
    src = tmp_path / "good.jsonl"
    src.write_text(json.dumps(GOOD) + "\n", encoding="utf-8")
    target = tmp_path / "db.sqlite"
    db.build(read_records(src), target, "good")
    return target


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("power", {"a": 1}, "field 'power' must be text, a whole number or null, got an object"),
        ("type_line", 7, "field 'type_line' must be text, got a number"),
        ("colors", "G", "field 'colors' must be a list, got text"),
        ("colors", [1], "field 'colors' must be a list of text"),
        ("faces", [3], "face 0 must be an object, got a number"),
        ("mana_cost", ["{G}"], "field 'mana_cost' must be text or null, got a list"),
        ("layout", True, "field 'layout' must be text, got true/false"),
    ],
)
def test_wrong_field_type_is_refused_with_line_and_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], field: str, value: Any, message: str
) -> None:
    target = old_database(tmp_path)
    bad = tmp_path / "bad.jsonl"
    record = dict(GOOD, name="Bad Bear", **{field: value})
    bad.write_text(json.dumps(GOOD) + "\n" + json.dumps(record) + "\n", encoding="utf-8")
    assert main(["cards", "import", str(bad), "--db", str(target)]) == 2
    err = capsys.readouterr().err
    assert f"bad.jsonl:2: 'Bad Bear': {message}" in err
    assert [r.name for r in db.CardDatabase(target)] == ["Grizzly Bears"]  # the old database, untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.jsonl", "db.sqlite", "good.jsonl"]
    assert main(["cards", "show", "Grizzly Bears", "--cards", str(target)]) == 0


def test_scryfall_and_mtgjson_fields_are_checked(tmp_path: Path) -> None:
    scry = tmp_path / "scryfall.json"
    scry.write_text(json.dumps([{"name": "X", "type_line": "Instant", "oracle_text": {"t": 1}}]))
    with pytest.raises(CardDataError, match=r"scryfall.json: item 0: 'X': field 'oracle_text' must be text"):
        list(read_records(scry))
    scry.write_text(json.dumps([{"name": "X", "card_faces": [{"name": "Y", "power": [2]}]}]))
    with pytest.raises(CardDataError, match=r"item 0: 'X': field 'power' must be text, a whole number or null"):
        list(read_records(scry))
    mtgjson = tmp_path / "atomic.json"
    mtgjson.write_text(json.dumps({"data": {"X": [{"name": "X", "type": "Instant", "text": ["no"]}]}}))
    with pytest.raises(CardDataError, match=r"atomic.json: entry 'X': field 'text' must be text, got a list"):
        list(read_records(mtgjson))
    mtgjson.write_text(json.dumps({"data": {"X": ["not a face"]}}))
    with pytest.raises(CardDataError, match=r"entry 'X': each face must be an object, got text"):
        list(read_records(mtgjson))


def test_numbers_for_power_and_toughness_are_read_as_printed(tmp_path: Path) -> None:
    src = tmp_path / "n.jsonl"
    src.write_text(json.dumps(dict(GOOD, power=3, toughness=0)) + "\n")
    (record,) = read_records(src)
    assert (record.power, record.toughness) == ("3", "0")


def test_deeply_nested_or_huge_numbers_are_card_data_errors(tmp_path: Path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(CardDataError, match=r"deep\.json"):
        list(read_records(deep))
    huge = tmp_path / "huge.json"
    huge.write_text("[" + "9" * 5000 + "]")
    with pytest.raises(CardDataError, match=r"huge\.json"):
        list(read_records(huge))


def test_a_killed_import_leaves_the_old_database(tmp_path: Path) -> None:
    """The import writes a temporary file in the same folder and renames it into place only when
    complete: killing the process half-way (SIGKILL, no clean-up) leaves the old database."""
    target = old_database(tmp_path)
    script = textwrap.dedent(
        f"""
        import time
        from pathlib import Path
        from arbiter.cards import database as db
        from arbiter.cards.records import CardRecord

        def records():
            for i in range(1000):
                yield CardRecord(f"Card {{i}}", None, "Instant", "")
            print("half-way", flush=True)
            time.sleep(120)
            yield CardRecord("Never", None, "Instant", "")

        db.build(records(), Path({str(target)!r}), "killed")
        """
    )
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "half-way"
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    assert [r.name for r in db.CardDatabase(target)] == ["Grizzly Bears"]
    # what the killed process left is only its temporary file (and its SQLite journal)
    assert {p.name for p in tmp_path.iterdir()} - {"good.jsonl", "db.sqlite"} <= {
        p.name for p in tmp_path.glob("db.sqlite.*.part*")
    }
