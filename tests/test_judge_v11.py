"""Format 1.1 setup keys the judge checks as it builds the position: each mistake is the file's
error, named with its file and line (exit status 2), never a traceback or a silent default."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from arbiter.cli.main import main

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="uses real cards from ../shared/data/cards.jsonl.gz")

BOARD = "scenario: x\nsetup:\n  players:\n    alice:\n      battlefield:\n"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            BOARD + "        - {card: Prodigal Pyromancer, id: pyro}\n        - {card: Plains, id: p}\n"
            "  stack:\n    - {ability_of: pyro, ability: 1, targets: [p]}\n",
            "p is not a legal target for Prodigal Pyromancer's ability",
        ),
        (
            BOARD + "        - {card: Llanowar Elves, id: elves}\n  stack:\n    - {ability_of: elves, ability: 1}\n",
            "a mana ability doesn't use the stack",
        ),
        (
            BOARD + "        - {card: Grizzly Bears, id: b}\n  stack:\n    - {ability_of: b, ability: 1}\n",
            "has 0 activated or triggered abilities",
        ),
        (BOARD + "        - {card: Coldsteel Heart, chosen: {color: purple}}\n", "chosen.color must be one of"),
        (BOARD + "        - {card: Coldsteel Heart, chosen: {flavour: red}}\n", "unknown chosen key 'flavour'"),
        (BOARD + "        - {card: Clone, copy_of: nobody}\n", "copy_of must name another permanent"),
        (
            "scenario: x\nsetup:\n  stack:\n    - {card: Lightning Bolt, x: 2, targets: [bob]}\n",
            "its mana cost has no X",
        ),
    ],
)
def test_setup_mistakes_are_the_files_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, words: str
) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(text)
    status = main(["judge", str(bad), "--json", "--cards", str(CARDS)])
    captured = capsys.readouterr()
    assert status == 2, captured.out
    assert f"{bad}:" in captured.err and words in captured.err, captured.err
    assert json.loads(captured.out)["errors"] == 1


def test_a_mode_left_open_stops_the_step_for_the_next_to_answer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The runner doesn't pick one of several modes (format 1.1): the next `choose:` does."""
    from arbiter.scenario.steps import RUNNER_CHOICES

    f = tmp_path / "modes.yaml"
    f.write_text(
        "scenario: modes\nsetup:\n  players:\n    alice:\n"
        "      hand: [{card: Fiery Confluence, id: fc}]\n      battlefield: [Mountain, Mountain, Mountain, Mountain]\n"
        "do:\n  - by: alice\n    cast: fc\n    expect: {zone: {fc: stack}}\n"
        "  - by: alice\n    choose: [2, 2, 2]\n  - resolve: 1\nexpect: {life: {bob: 14}}\n"
    )
    RUNNER_CHOICES.clear()
    status = main(["judge", str(f), "--explain", "--cards", str(CARDS)])
    out = capsys.readouterr().out
    assert not [c for c in RUNNER_CHOICES if c[2] > 1], RUNNER_CHOICES
    assert "the runner stops" in out, out
    assert status == 0, out


def test_an_up_to_target_of_a_trigger_the_step_caused_is_left_to_the_next_choose(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """CR 603.3d, format 1.1: a triggered ability that a step's activation puts on the stack has
    its targets chosen by the next `choose:` step. "None" of an "up to one target" is one of the
    legal answers, so the runner doesn't take it for the player (Agonasaur Rex's cycling trigger)."""
    f = tmp_path / "upto.yaml"
    f.write_text(
        "scenario: upto\nsetup:\n  players:\n    alice:\n"
        "      hand: [{card: Agonasaur Rex, id: rex}]\n"
        "      battlefield: [{card: Grizzly Bears, id: bears}, Forest, Forest, Forest]\n"
        "do:\n  - by: alice\n    activate: {source: rex, ability: 1}\n    expect: {stack: 2}\n"
        "  - by: alice\n    choose: [bears]\n  - resolve: 2\n"
        'expect: {counters: {bears: {"+1/+1": 2}}, hand: {alice: 1}}\n'
    )
    status = main(["judge", str(f), "--explain", "--cards", str(CARDS)])
    out = capsys.readouterr().out
    assert "the runner stops: alice chooses a target" in out, out
    # the runner's note is written under the step that stopped, after its events
    lines = out.splitlines()
    note = next(i for i, x in enumerate(lines) if "the runner stops" in x)
    header = max(i for i, x in enumerate(lines[:note]) if x.strip().startswith("[step"))
    assert lines[header].strip() == "[step 1]", lines[header : note + 1]
    assert status == 0, out


def test_explain_shows_the_layers_of_a_characteristics_expectation(capsys: pytest.CaptureFixture[str]) -> None:
    """`--explain` prints, for each object a `characteristics` expectation names, the value after
    each layer and the effects applied in it (CR 613.1)."""
    f = ROOT / "scenarios" / "cr613_layers" / "cr305_7_blood_moon.yaml"
    status = main(["judge", str(f), "--explain", "--cards", str(CARDS)])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "(layers) tomb:" in out and "layer 4 (type): Ancient Tomb: Land — Mountain" in out, out
    assert "Nonbasic lands are Mountains. — Blood Moon" in out and "layer 7d (P/T switching)" in out, out


def test_rad_counters_reaching_a_precombat_main_phase_are_not_supported_yet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rad counters are kept on a player, but their inherent trigger (CR 728.1) isn't applied yet:
    a scenario that reaches the beginning of that player's precombat main phase says so."""
    f = tmp_path / "rad.yaml"
    f.write_text(
        "scenario: rad\nsetup:\n  turn: {active: alice, step: upkeep}\n  players:\n    alice:\n"
        "      counters: {rad: 2}\ndo:\n  - advance: main1\n"
    )
    status = main(["judge", str(f), "--cards", str(CARDS)])
    out = capsys.readouterr().out
    assert status != 0 and "rad counters at the beginning of a precombat main phase" in out, out


def _judged(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str) -> tuple[int, dict[str, Any]]:
    """The exit status and the JSON report of judging one scenario file with that text."""
    f = tmp_path / "one.yaml"
    f.write_text(text)
    status = main(["judge", str(f), "--json", "--cards", str(CARDS)])
    return status, json.loads(capsys.readouterr().out)


def test_an_attached_to_expectation_naming_the_wrong_player_fails_with_the_right_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`attached_to:` names a player for an Aura with "Enchant player" (CR 303.4a): a Curse on bob
    isn't on alice, and the failure says where it is."""
    status, report = _judged(
        tmp_path,
        capsys,
        "scenario: curse\nsetup:\n  players:\n    alice:\n"
        '      battlefield: [{card: "Curse of Death\'s Hold", id: curse, attached_to: bob}, {card: Grizzly Bears, id: b}]\n'
        "expect: {attached_to: {curse: alice}}\n",
    )
    assert status == 1 and report["failed"] == 1, report
    assert report["scenarios"][0]["failures"][0]["actual"] == {"attached_to": {"curse": "bob"}}, report


def test_a_created_object_keeps_its_number_when_an_earlier_one_is_gone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`NAME#k` (format): the k-th object of that name created; a token that ceased to exist (CR
    704.5d) keeps its number, so the second Soldier made is still `Soldier#2`."""
    status, report = _judged(
        tmp_path,
        capsys,
        "scenario: soldiers\nsetup:\n  players:\n    alice:\n"
        "      battlefield: [Plains, Plains, Mountain, Forest]\n"
        "      hand: [{card: Raise the Alarm, id: r}, {card: Lightning Bolt, id: bolt}, {card: Giant Growth, id: gg}]\n"
        "do:\n  - by: alice\n    cast: r\n  - resolve: 1\n"
        '  - by: alice\n    cast: bolt\n    targets: ["Soldier#1"]\n  - resolve: 1\n'
        '  - by: alice\n    cast: gg\n    targets: ["Soldier#2"]\n  - resolve: 1\n'
        'expect: {pt: {"Soldier#2": "4/4"}}\n',
    )
    assert status == 0 and report["passed"] == 1, report
