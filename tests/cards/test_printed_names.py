"""Cards by their printed names in other languages: folded lookup, ambiguity refused with the
candidates, "did you mean" in the language typed, imported with the cards, used by decklists."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter.cards import database as db
from arbiter.cards.decklist import DecklistError, parse_decklist
from arbiter.cards.printed_names import Printed, PrintedNames, fold, read_rows
from arbiter.cards.records import read_records
from arbiter.cards.registry import LayeredPool

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
CARDS = DATA / "cards.jsonl.gz"

BOLT = {"name": "Lightning Bolt", "mana_cost": "{R}", "type_line": "Instant", "oracle_text":
        "Lightning Bolt deals 3 damage to any target.", "colors": ["R"]}  # fmt: skip
THUNDER = {"name": "Thunderbolt", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text":
           "Thunderbolt deals 4 damage to any target.", "colors": ["R"]}  # (shortened)  # fmt: skip
NAMES = [
    {"name": "Lightning Bolt", "de": ["Blitzschlag"], "es": ["Relámpago"], "ja": ["稲妻"], "ru": ["Удар Молнии"]},
    {"name": "Thunderbolt", "pt_BR": ["Relâmpago"], "ru": ["Громовой Удар"]},
]


def _files(tmp_path: Path) -> Path:
    cards = tmp_path / "cards.jsonl"
    cards.write_text("".join(json.dumps(c) + "\n" for c in (BOLT, THUNDER)), encoding="utf-8")
    with gzip.open(tmp_path / "card-names-foreign.jsonl.gz", "wt", encoding="utf-8") as fh:
        fh.write("".join(json.dumps(n, ensure_ascii=False) + "\n" for n in NAMES))
    return cards


def test_fold_ignores_case_accents_quotes_and_spacing() -> None:
    assert fold("Relámpago") == fold("RELAMPAGO") == "relampago"
    assert fold("Удар  Молнии") == fold("удар молнии")
    assert fold("Ёж") == fold("еж")
    assert fold("Sorin’s Thirst") == fold("sorin's thirst")


def test_exact_spelling_decides_between_cards_that_fold_alike(tmp_path: Path) -> None:
    names = PrintedNames(read_rows(_files(tmp_path).parent / "card-names-foreign.jsonl.gz"))
    assert names.cards("Relámpago") == ["Lightning Bolt"]
    assert names.cards("Relâmpago") == ["Thunderbolt"]
    assert names.cards("relampago") == ["Lightning Bolt", "Thunderbolt"]  # ambiguous: both
    assert names.cards("稲妻") == ["Lightning Bolt"]
    assert [p.name for p in names.suggestions("Удар Молни")] == ["Удар Молнии"]


def test_a_record_file_finds_the_printed_names_beside_it(tmp_path: Path) -> None:
    pool = LayeredPool([db.open_records(_files(tmp_path))])
    assert pool.get("удар молнии").name == "Lightning Bolt"
    assert pool.full_names("Relampago") == ["Lightning Bolt", "Thunderbolt"]
    deck = parse_decklist("2 Blitzschlag\n2 稲妻\n1 Громовой Удар\n", pool)
    assert [c.name for c in deck.main] == ["Lightning Bolt"] * 4 + ["Thunderbolt"]
    with pytest.raises(DecklistError, match="printed name of 'Lightning Bolt' and 'Thunderbolt'"):
        parse_decklist("1 Relampago\n", pool)
    with pytest.raises(DecklistError, match="did you mean 'Удар Молнии'"):
        parse_decklist("1 Удар Молни\n", pool)


def test_without_printed_names_a_foreign_name_says_how_to_get_them(tmp_path: Path) -> None:
    cards = _files(tmp_path)
    (tmp_path / "card-names-foreign.jsonl.gz").unlink()
    pool = LayeredPool([db.open_records(cards)])
    with pytest.raises(DecklistError, match="import the cards again"):
        parse_decklist("1 Удар Молнии\n", pool)
    with pytest.raises(DecklistError) as plain:
        parse_decklist("1 Lightning Boltt\n", pool)
    assert "import the cards again" not in str(plain.value)  # an English name: just "did you mean"


def test_import_keeps_the_printed_names(tmp_path: Path) -> None:
    cards = _files(tmp_path)
    target = tmp_path / "db.sqlite"
    rows = list(read_rows(tmp_path / "card-names-foreign.jsonl.gz"))
    db.build(read_records(cards), target, "test", printed=rows)
    pool = LayeredPool([db.CardDatabase(target)])
    assert pool.get("Blitzschlag").name == "Lightning Bolt"
    assert pool.full_names("Relâmpago") == ["Thunderbolt"]
    plain = tmp_path / "plain.sqlite"
    db.build(read_records(cards), plain, "test")
    assert db.CardDatabase(plain).printed_names() is None  # imported without names: none


@given(st.lists(st.text(max_size=30), max_size=4))
def test_reading_names_refuses_malformed_lines_with_their_number(lines: list[str]) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "names.jsonl"
        path.write_text("\n".join(lines), encoding="utf-8")
        try:
            rows = list(read_rows(path))
        except ValueError as exc:
            assert str(path) in str(exc)
        else:
            assert all(isinstance(r, Printed) for r in rows)


@pytest.mark.skipif(not CARDS.is_file(), reason="needs ../shared/data/cards.jsonl.gz")
def test_cards_show_by_russian_printed_name() -> None:
    for name in ("Удар Молнии", "удар молнии"):
        out = subprocess.run([sys.executable, "-m", "arbiter", "cards", "show", name, "--cards", str(CARDS)],
                             capture_output=True, text=True, timeout=300)  # fmt: skip
        assert out.returncode == 0, out.stderr
        assert out.stdout.startswith("Lightning Bolt  {R}")
