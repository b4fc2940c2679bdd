"""Malformed scenario fields are the user's mistake: ``arbiter judge`` names the file, the line and
the field, exits 2, and still runs the other files — never an internal error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter.cli.main import main
from arbiter.scenario.loader import MAX_DEPTH, MAX_FILE_BYTES, ScenarioError, load_file, load_text
from arbiter.scenario.runner import run
from arbiter.scenario.staged import run as run_staged
from tests.conftest import BUILTIN

GOOD = "scenario: fine\nsetup: {}\nexpect: {life: {alice: 20}}\n"


def refusal(text: str, ruleset: str = "mtg") -> str:
    """The message a scenario text is refused with (at reading, or before it runs)."""
    try:
        scenarios = load_text(text, "t.yaml")
    except ScenarioError as exc:
        return str(exc)
    [sc] = scenarios
    result = run_staged(sc) if ruleset == "staged" else run(sc, BUILTIN)
    assert result.status == "error" and result.malformed, result
    return result.message


BOARD = """scenario: x
setup:
  players:
    alice:
      battlefield: [{card: Grizzly Bears, id: bears}]
"""


@pytest.mark.parametrize(
    ("text", "where"),
    [
        (
            BOARD + "expect:\n  counters: {bears: 3}\n",
            "t.yaml:7: expect.counters.bears must be a mapping of counter kinds",
        ),
        (BOARD + "expect:\n  counters: [bears]\n", "t.yaml:7: expect.counters must be a mapping"),
        (
            BOARD + "do:\n  - expect:\n      can_block: [{blocker: bears}]\n",
            "t.yaml:8: step 1: expect.can_block[0] needs 'attacker'",
        ),
        (BOARD + "do:\n  - expect:\n      can_block: bears\n", "t.yaml:8: step 1: expect.can_block must be a list"),
        # keys the checks read one by one: an unknown one is the scenario's mistake, not an engine error
        (BOARD + "expect:\n  step: {tep: main1}\n", "expect.step has unknown key(s) tep"),
        (BOARD + "expect:\n  view: {bob: {sess: [bears]}}\n", "expect.view.bob has unknown key(s) sess"),
        (BOARD + "expect:\n  characteristics: {bears: {colour: [green]}}\n", "has unknown key(s) colour"),
        (
            "scenario: x\nsetup:\n  players:\n    bob: {poison: .inf}\n",
            "t.yaml:4: setup.players.bob.poison must be a whole number ≥ 0, not inf",
        ),
        ("scenario: x\nsetup:\n  players:\n    bob: {life: 2.5}\n", "setup.players.bob.life must be a whole number"),
        (
            "scenario: x\nsetup:\n  players:\n    alice:\n      battlefield:\n        - {card: Grizzly Bears, counters: {+1/+1: -2}}\n",
            "t.yaml:6: setup.players.alice.battlefield[0].counters.+1/+1 must be a whole number ≥ 0, got -2",
        ),
        (
            "scenario: x\nsetup:\n  players:\n    alice:\n      battlefield:\n        - card: Grizzly Bears\n          damage: -1\n",
            "t.yaml:7: setup.players.alice.battlefield[0].damage must be a whole number ≥ 0, got -1",
        ),
        (
            "scenario: x\nsetup:\n  players:\n    alice:\n      library: {count: 1000000000, card: Forest}\n",
            "setup.players.alice.library.count must be a whole number from 0 to 100,000",
        ),
        (
            "scenario: x\nsetup:\n  turn: {number: yes}\n",
            "t.yaml:3: setup.turn.number must be a whole number ≥ 1, got True",
        ),
        (
            BOARD + "do:\n  - by: alice\n    cast: [bears]\n",
            "t.yaml:8: step 1: cast must be an id or a card name, got ['bears']",
        ),
        (BOARD + "do:\n  - by: alice\n    activate: {source: bears, ability: 0}\n", "step 1: activate.ability must be"),
        (BOARD + "do:\n  - by: alice\n    choose: {a: 1}\n", "step 1: choose must be an id, a number, yes/no"),
        (
            BOARD + "do:\n  - by: alice\n    pay: {mana: [{source: bears}]}\n",
            "step 1: pay.mana[0] needs 'color'",
        ),
        (BOARD + "expect:\n  zone: {bears: moon}\n", "t.yaml:7: expect.zone.bears must be one of battlefield, hand"),
        (BOARD + "expect:\n  illegal: maybe\n", "t.yaml:7: expect.illegal must be true or false, got 'maybe'"),
        (BOARD + "expect:\n  stack: -1\n", "expect.stack must be a whole number ≥ 0"),
        ("scenario: x\nformat: 2\nsetup: {}\n", "t.yaml:2: format must be 1 or 1.1, got 2"),
        (
            "scenario: x\nsetup: {}\nnotes: " + "[" * 1000 + "]" * 1000 + "\n",
            f"nested more than {MAX_DEPTH} levels deep",
        ),
        (
            "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
            + "".join(f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 10)}]\n" for i in range(8)),
            "with its aliases expanded, more than 1,000,000 values",
        ),
        ("scenario: x\nsetup: {}\nnotes: &a [*a]\n", "an alias refers to a value that contains it"),
        ("scenario: x\nsetup: {}\nnotes: " + "9" * 5000 + "\n", "Exceeds the limit (4300 digits)"),
        ("scenario: x\nsetup: {}\n\x01\n", "t.yaml:3: not valid YAML: the character U+0001 is not allowed"),
    ],
)
def test_each_field_is_type_checked_with_file_line_and_name(text: str, where: str) -> None:
    assert where in refusal(text)


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("scenario: s\nruleset: staged\nsetup: {seed: lots}\n", "setup.seed must be a whole number"),
        (
            "scenario: s\nruleset: staged\nsetup:\n  players:\n    alice: {energy: .inf}\n",
            "t.yaml:5: setup.players.alice.energy must be a whole number ≥ 0, not inf",
        ),
        (
            "scenario: s\nruleset: staged\nsetup: {}\ndo:\n  - by: alice\n    declare: {source: [a], feature: f}\n",
            "step 1: declare.source",
        ),
    ],
)
def test_the_staged_ruleset_is_checked_too(text: str, where: str) -> None:
    assert where in refusal(text, "staged")


def test_a_file_too_large_is_refused_before_reading(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    big.write_text(GOOD + "notes: '" + "x" * MAX_FILE_BYTES + "'\n")
    with pytest.raises(ScenarioError, match="larger than 1024 KiB"):
        load_file(big)


def test_a_utf8_bom_is_accepted(tmp_path: Path) -> None:
    f = tmp_path / "bom.yaml"
    f.write_bytes(b"\xef\xbb\xbf" + GOOD.encode())
    assert [sc.name for sc in load_file(f)] == ["fine"]


def test_judge_reports_a_malformed_field_as_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "bad.yaml").write_text(BOARD + "expect:\n  counters: {bears: 3}\n")
    (tmp_path / "good.yaml").write_text(GOOD)
    assert main(["judge", str(tmp_path), "--json"]) == 2
    captured = capsys.readouterr()
    assert f"{tmp_path / 'bad.yaml'}:7: expect.counters.bears must be a mapping" in captured.err
    assert "internal error" not in captured.err
    report = json.loads(captured.out)
    assert report["passed"] == 1 and report["errors"] == 1
