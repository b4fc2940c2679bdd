"""CR 616.1, 615.8, 614.9: a prevention effect a resolved ability created (Circle of Protection:
Red's shield for the chosen source) is named by that ability's source, so the player dealt the
damage chooses it among the other effects when the order changes what is left; an order that
only redirects damage which is then prevented anyway (Palisade Giant under Burrenton
Forge-Tender's shield) changes nothing and isn't asked."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cli.main import main

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"

_CIRCLE_AND_SALVE = """
format: 1.1
scenarios:
  - scenario: "Healing Salve's shield applied first to the Bolt: the Circle's shield is left for the Bolt alone, Shock deals 2"
    setup:
      turn: {active: bob, step: main1}
      players:
        alice:
          hand: [{card: Healing Salve, id: salve}]
          battlefield: [{card: "Circle of Protection: Red", id: cop}, Plains, Plains]
        bob:
          hand: [{card: Lightning Bolt, id: bolt}, {card: Shock, id: shock}]
          battlefield: [Mountain, Mountain]
    do:
      - {by: bob, cast: bolt, targets: [alice]}
      - {by: bob, pass: true}
      - {by: alice, activate: {source: cop, ability: 1}}
      - resolve: 1
      - {by: bob, pass: true}
      - {by: alice, cast: salve, modes: [2], targets: [alice]}
      - resolve: 1
      - resolve: 1
      - {by: alice, choose: salve, expect: {life: {alice: 20}, stack: 0}}
      - {by: bob, cast: shock, targets: [alice]}
      - resolve: 1
    expect:
      life: {alice: 18}
"""

_FORGE_TENDER_AND_PALISADE = """
format: 1.1
scenarios:
  - scenario: "Either order leaves all 3 prevented: no question"
    setup:
      turn: {active: alice, step: main1}
      players:
        alice:
          hand: [{card: Lightning Bolt, id: bolt}]
          battlefield: [Mountain]
        bob:
          battlefield: [{card: Palisade Giant, id: giant}, {card: Burrenton Forge-Tender, id: tender}]
    do:
      - {by: alice, cast: bolt, targets: [bob]}
      - {by: alice, pass: true}
      - {by: bob, activate: {source: tender, ability: 1}, pay: {sacrifice: [tender]}}
      - resolve: 1
      - {resolve: 1, expect: {stack: 0}}
    expect:
      life: {bob: 20}
      damage: {giant: 0}
"""


@pytest.mark.parametrize("text", [_CIRCLE_AND_SALVE, _FORGE_TENDER_AND_PALISADE])
def test_616_1_resolved_prevention_order(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str) -> None:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    f = tmp_path / "s.yaml"
    f.write_text(text)
    status = main(["judge", str(f), "--cards", str(CARDS)])
    assert status == 0, capsys.readouterr().out
