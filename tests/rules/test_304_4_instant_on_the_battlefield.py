"""CR 304.4, 307.4: instant and sorcery cards can't be on the battlefield. A scenario setup that
lists one there describes no game, so the judge refuses it as bad input (exit 2) naming the card —
it doesn't run a board the rules can't reach. Face down (a manifested card, 708.2a) it is a 2/2
creature and is accepted."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cli.main import main
from tests.conftest import CARD_DATA

BOARD = """format: 1.1
scenario: {name}
covers: ["304.4"]
setup:
  turn: {{active: alice, step: main1}}
  players:
    alice:
      battlefield: [{entry}]
do:
  - expect: {{zone: {{c: battlefield}}}}
"""


def _judge(tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, entry: str) -> tuple[int, str]:
    f = tmp_path / "s.yaml"
    f.write_text(BOARD.format(name=name, entry=entry))
    status = main(["judge", str(f), "--cards", str(CARD_DATA)])
    captured = capsys.readouterr()
    return status, captured.out + captured.err


@pytest.mark.parametrize("card", ["Giant Growth", "Divination"])
def test_an_instant_or_sorcery_on_the_battlefield_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], card: str
) -> None:
    status, out = _judge(tmp_path, capsys, "refused", f"{{card: {card}, id: c}}")
    assert status == 2, out
    assert f"{card} is an instant or sorcery card" in out and "304.4" in out


def test_a_face_down_instant_is_a_creature_and_accepted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out = _judge(tmp_path, capsys, "face down", "{card: Giant Growth, id: c, face_down: true}")
    assert status == 0, out
