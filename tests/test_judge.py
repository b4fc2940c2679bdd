"""``arbiter judge``: the scenario suite passes, malformed files get precise errors, the JSON
report has the contract's shape, and ``arbiter rules`` prints rules."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from arbiter.cli.main import main
from arbiter.scenario.report import Result

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT.parent / "shared" / "data" / "comprehensive-rules.txt"
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"


# what an internal object looks like when it leaks into a message: a dataclass or enum repr
INTERNAL = re.compile(
    r"\b(ObjectRef|PlayerRef|TargetRef|GameObject|CardDef)\(|\b[A-Z][A-Za-z]+\([a-z_]+=|<arbiter\.|"
    r"\bfrozenset\(|\b(Zone|Step|CardType|Color|Purpose)\.[A-Z_]+\b"
)
# an engine id in an event or a refusal ("Grizzly Bears#32"): the engine names objects as players
# do ("Grizzly Bears (bob's)"); a scenario's own references ("Forest#1") are the author's words
ENGINE_ID = re.compile(r"\w#\d")
ENGINE_LINE = re.compile(r"refused: |\[(CR|rule) [^\]]*\]$")


@pytest.mark.skipif(not CARDS.is_file(), reason="the scenarios use real cards from ../shared/data/cards.jsonl.gz")
def test_scenario_suite_passes(capsys: pytest.CaptureFixture[str], judged: list[Result]) -> None:
    """...and the runner answers no decision with several legal answers on a player's behalf
    (format 1.1): every answer it gave itself had a single option; and no event, refusal or
    message of the whole suite shows an internal repr (each step's refusal is in its log)."""
    from arbiter.scenario.steps import RUNNER_CHOICES

    results = judged
    RUNNER_CHOICES.clear()
    status = main(["judge", str(ROOT / "scenarios"), "--json", "--cards", str(CARDS)])
    assert not [c for c in RUNNER_CHOICES if c[2] > 1], RUNNER_CHOICES
    shown = [line for r in results for line in (*r.log, r.message, *(f"{f.expected} {f.actual}" for f in r.failures))]
    assert any(line.startswith("  refused: ") for line in shown)  # refusals are looked at too
    leaks = [line for line in shown if INTERNAL.search(line)]
    leaks += [line for line in shown if ENGINE_LINE.search(line) and ENGINE_ID.search(line)]
    assert not leaks, leaks[:10]
    report = json.loads(capsys.readouterr().out)
    bad = [s for s in report["scenarios"] if s["status"] != "passed"]
    assert status == 0 and not bad, bad
    assert report["passed"] == len(report["scenarios"]) > 0
    for s in report["scenarios"]:
        assert set(s) >= {"file", "name", "status", "covers", "failures"}


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("scenario: x\nsetup:\n  turn: {active: carol}\n", 3, "turn.active must be alice or bob"),
        ("scenario: y\nsetup: [\n", 3, "not valid YAML"),
        ("scenario: z\ncovers: [601.2]\nsetup: {}\n", 2, "must be quoted"),
        (
            "scenario: w\nsetup:\n  players:\n    alice:\n      hand: [Nonexistent Card]\n",
            5,
            "unknown card 'Nonexistent Card'",
        ),
        ("scenario: v\nsetup: {}\ndo:\n  - by: alice\n    fly: true\n", 4, "unknown step key(s): fly"),
        ("scenario: u\nsetup:\n  turn: {step: lunch}\n", 3, "unknown step 'lunch'"),
        ("scenario: t\nsetup: {}\nexpect:\n  colour: {x: red}\n", 4, "unknown expectation 'colour'"),
        ("setup: {}\n", 1, "'scenario:'"),
        ("scenario: s\nsetup: {}\ndo:\n  - pass: true\n", 4, "needs 'by: alice|bob'"),
        # not part of format 1.1: a scenario begins after the mulligans and ends with the game
        ("scenario: c\nsetup: {}\ndo:\n  - by: alice\n    concede: true\n", 4, "unknown step key(s): concede"),
        ("scenario: m\nsetup: {}\ndo:\n  - by: alice\n    mulligan: true\n", 4, "unknown step key(s): mulligan"),
    ],
)
def test_malformed_files_name_file_line_and_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, line: int, words: str
) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(text)
    good = tmp_path / "good.yaml"
    good.write_text("scenario: fine\nsetup: {}\nexpect: {life: {alice: 20}}\n")
    status = main(["judge", str(tmp_path), "--json"])
    captured = capsys.readouterr()
    assert status == 2
    assert f"{bad}:{line}: " in captured.err and words in captured.err
    report = json.loads(captured.out)
    assert report["passed"] == 1  # the other file still ran


def test_failed_expectation_reports_step_expected_actual(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "f.yaml"
    f.write_text("scenario: wrong life\nsetup: {}\ndo:\n  - expect: {life: {bob: 19}}\n")
    assert main(["judge", str(f), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    failure = report["scenarios"][0]["failures"][0]
    assert failure == {"step": "step 1", "expected": {"life": {"bob": 19}}, "actual": {"life": {"bob": 20}}}


def test_explain_prints_event_log_with_citations(capsys: pytest.CaptureFixture[str]) -> None:
    main(["judge", str(ROOT / "scenarios" / "cr6_spells_abilities" / "bolt_fizzles_608_2b.yaml"), "--explain"])
    out = capsys.readouterr().out
    assert "[CR 608.2b]" in out and "[CR 601.2i]" in out


@pytest.mark.skipif(not RULES.is_file(), reason="needs ../shared/data/comprehensive-rules.txt")
def test_rules_prints_rule_and_subrules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "509.1", "--rules-file", str(RULES)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("509.1. ") and "\n509.1c " in out and "\n509.2" not in out
    assert main(["rules", "999.9z", "--rules-file", str(RULES)]) == 1
