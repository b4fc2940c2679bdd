"""A ``pay:`` entry that no payment of its step used: ``arbiter judge`` prints a plain WARNING naming
the file, the scenario, the step and the entry, and the scenario passes or fails as before;
``arbiter judge --strict`` makes the warning a failure. Entries a payment used give none."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter.cli.main import main

_SCENARIO = """
scenario: "Bolt, {pay}"
setup:
  turn: {{active: alice, step: main1}}
  players:
    alice:
      battlefield: [{{card: Mountain, id: m1}}, {{card: Mountain, id: m2}}, {{card: Grizzly Bears, id: bears}}]
      hand: [{{card: Lightning Bolt, id: bolt}}]
do:
  - by: alice
    cast: bolt
    targets: [bob]
    pay: {pay}
  - resolve: 1
expect:
  life: {{bob: 17}}
"""


def _file(tmp_path: Path, pay: str) -> Path:
    path = tmp_path / "bolt.yaml"
    path.write_text(_SCENARIO.format(pay=pay))
    return path


def test_unused_entries_warn_and_the_scenario_still_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _file(tmp_path, "{mana: [m1, m2], sacrifice: [bears]}")
    assert main(["judge", str(path), "--json"]) == 0
    out = capsys.readouterr()
    report = json.loads(out.out)
    assert report["passed"] == 1
    assert report["scenarios"][0]["warnings"] == [
        {"step": "step 1", "unused_pay": "mana: m2"},
        {"step": "step 1", "unused_pay": "sacrifice: bears"},
    ]
    lines = [line for line in out.err.splitlines() if line.startswith("WARNING: ")]
    assert len(lines) == 2
    assert all(str(path) in line and "Bolt, " in line and "step 1" in line for line in lines)
    assert "mana: m2" in lines[0] and "sacrifice: bears" in lines[1]


def test_strict_makes_an_unused_entry_a_failure(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _file(tmp_path, "{sacrifice: [bears]}")
    assert main(["judge", str(path), "--json", "--strict"]) == 1
    (scenario,) = json.loads(capsys.readouterr().out)["scenarios"]
    assert scenario["status"] == "failed"
    assert [f["step"] for f in scenario["failures"]] == ["step 1"]
    assert "sacrifice: bears" in str(scenario["failures"][0]["actual"])


def test_used_entries_give_no_warning(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _file(tmp_path, "{mana: [m2]}")
    assert main(["judge", str(path), "--json", "--strict"]) == 0
    out = capsys.readouterr()
    assert "warnings" not in json.loads(out.out)["scenarios"][0]
    assert "WARNING" not in out.err


_CARDS = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "cards.jsonl.gz"

_OWN_COST = """
scenario: "Mind Stone's second ability, {pay}"
setup:
  turn: {{active: alice, step: main1}}
  players:
    alice:
      battlefield: [{{card: Mind Stone, id: stone}}, {{card: Wastes}}, {{card: Grizzly Bears, id: bears}}]
do:
  - by: alice
    activate: {{source: stone, ability: 2}}
    pay: {pay}
  - resolve: 1
expect:
  zone: {{stone: graveyard}}
  hand: {{alice: 1}}
"""


@pytest.mark.skipif(not _CARDS.is_file(), reason="Mind Stone comes from ../shared/data/cards.jsonl.gz")
@pytest.mark.parametrize(("pay", "warned"), [("{sacrifice: [stone]}", False), ("{sacrifice: [bears]}", True)])
def test_an_entry_naming_what_a_cost_of_its_own_object_did_is_used(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], pay: str, warned: bool
) -> None:
    """CR 602.2b: "{1}, {T}, Sacrifice ~" asks no choice; naming the source under ``sacrifice:`` names
    what the payment did — naming another permanent names nothing the step did."""
    path = tmp_path / "stone.yaml"
    path.write_text(_OWN_COST.format(pay=pay))
    assert main(["judge", str(path), "--json", "--strict", "--cards", str(_CARDS)]) == (1 if warned else 0)
    assert ("WARNING" in capsys.readouterr().err) is warned
