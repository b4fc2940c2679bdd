"""CR 107.3b, 107.3: a ``choose:`` step that casts a spell during a resolution (Sram's Expertise's
"cast … without paying its mana cost", 608.2g) and names ``x:`` — the spell cast that way has X = 0
(a cost with no X was paid), so another X is refused, as ``cast`` refuses it; a spell with no {X}
has no X to name. The runner once ignored such an ``x:`` and ran the spell with X = 0."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cli.main import main
from tests.conftest import CARD_DATA

BOARD = """format: 1.1
scenario: {name}
covers: ["107.3b"]
setup:
  turn: {{active: alice, step: main1}}
  players:
    alice:
      battlefield: [Plains, Plains, Plains, Plains]
      hand: [{{card: "Sram's Expertise", id: sram}}, {{card: {card}, id: c}}]
do:
  - by: alice
    cast: sram
  - resolve: 1
  - by: alice
    choose: c
    x: {x}
    expect: {{illegal: {illegal}}}
"""


def _judge(tmp_path: Path, capsys: pytest.CaptureFixture[str], card: str, x: int, illegal: bool) -> tuple[int, str]:
    f = tmp_path / "s.yaml"
    f.write_text(BOARD.format(name="x", card=card, x=x, illegal=str(illegal).lower()))
    status = main(["judge", str(f), "--cards", str(CARD_DATA)])
    captured = capsys.readouterr()
    return status, captured.out + captured.err


@pytest.mark.parametrize(
    ("card", "x", "illegal"),
    [("Dune Drifter", 2, True), ("Dune Drifter", 0, False), ("Grizzly Bears", 1, True), ("Grizzly Bears", 0, False)],
)
def test_the_x_a_choose_step_names_must_be_the_spells(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], card: str, x: int, illegal: bool
) -> None:
    status, out = _judge(tmp_path, capsys, card, x, illegal)
    assert status == 0, out
