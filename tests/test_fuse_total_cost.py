"""CR 702.102c, 601.2f: a fused split spell's total cost is one cost, the mana costs of both
halves added up — written as one cost in the log and in a refusal ({3}{U}{R}, not the card's
printed "{2}{U} // {1}{R}")."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cli.main import main

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="uses real cards from ../shared/data/cards.jsonl.gz")

SCENARIO = """format: 1.1
scenarios:
  - scenario: fused with too little mana
    setup:
      turn: {active: alice, step: main1}
      players:
        alice:
          hand: [{card: Turn // Burn, id: tb}]
          battlefield: [Island, Island, Island, Mountain]
        bob:
          battlefield: [{card: Grizzly Bears, id: gb}]
    do:
      - by: alice
        cast: tb
        face: fused
        targets: [gb, gb]
        expect: {illegal: true}
  - scenario: fused and paid
    setup:
      turn: {active: alice, step: main1}
      players:
        alice:
          hand: [{card: Turn // Burn, id: tb}]
          battlefield: [Island, Island, Island, Mountain, Mountain]
        bob:
          battlefield: [{card: Grizzly Bears, id: gb}]
    do:
      - by: alice
        cast: tb
        face: fused
        targets: [gb, gb]
"""


def test_a_fused_spell_pays_one_total_cost(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "fused.yaml"
    f.write_text(SCENARIO)
    main(["judge", str(f), "--explain", "--cards", str(CARDS)])
    out = capsys.readouterr().out
    assert "can't pay {3}{U}{R}" in out, out
    assert "pays {3}{U}{R} for Turn // Burn" in out, out
    assert " // {1}{R}" not in out, out
