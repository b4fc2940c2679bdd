"""CR 107.3, 601.2f, 601.2h: once X is announced, the total cost holds X's mana — the payment of
Blaze with X=3 is logged as {3}{R}, not as its printed {X}{R}; a refusal names the same cost, and
Chalice of the Void ({X}{X}) with X=1 under Etherium Sculptor costs {1}."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

BLAZE_X_3 = """\
format: 1.1
scenario: "Blaze with X=3, then X=4 with too few lands"
covers: ["107.3", "601.2h"]
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      hand: [{card: Blaze, id: blaze}, {card: Blaze, id: blaze2}]
      battlefield: [Mountain, Mountain, Mountain, Mountain]
do:
  - by: alice
    cast: blaze
    x: 3
    targets: [bob]
  - resolve: 1
    expect: {life: {bob: 17}}
  - by: alice
    cast: blaze2
    x: 4
    targets: [bob]
    expect: {illegal: true, rule: "601.2h"}
"""

CHALICE_REDUCED = """\
format: 1.1
scenario: "Chalice of the Void with X=1 under Etherium Sculptor"
covers: ["601.2f", "107.3"]
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      hand: [{card: Chalice of the Void, id: chalice}]
      battlefield: [Etherium Sculptor, Island]
do:
  - by: alice
    cast: chalice
    x: 1
"""


def test_x_spell_payment_is_logged_with_x_counted_in(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, BLAZE_X_3)
    assert "alice pays {3}{R} for Blaze." in out, out
    assert "can't pay {4}{R}" in out, out
    assert "{X}{R}" not in out, out


def test_reduced_x_spell_payment_is_logged_as_paid(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, CHALICE_REDUCED)
    assert "alice pays {1} for Chalice of the Void." in out, out
