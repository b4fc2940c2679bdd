"""The counters an instruction gives a card as it puts it onto the battlefield ("return that card …
with a +1/+1 counter on it", CR 122.6) under several counter replacements: the permanent's controller
orders them when the order changes the result (CR 616.1, 616.1e–f), and is asked nothing otherwise."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="uses real cards from ../shared/data/cards.jsonl.gz")


def _journey(replacements: str, answer: str, counters: int) -> str:
    """Otherworldly Journey on alice's Bears, returned at the end step under ``replacements``."""
    steps = (
        "do:\n  - by: alice\n    cast: oj\n    targets: [bears]\n  - resolve: 1\n"
        "  - by: alice\n    advance: end\n  - resolve: 1\n" + answer
    )
    return (
        "format: 1.1\nscenario: x\nsetup:\n  turn: {active: alice, step: main2}\n  players:\n    alice:\n"
        "      hand: [{card: Otherworldly Journey, id: oj}]\n"
        f"      battlefield: [{{card: Grizzly Bears, id: bears}}, {replacements}Plains, Plains]\n"
        + steps
        + f'expect:\n  counters: {{bears: {{"+1/+1": {counters}}}}}\n'
    )


@pytest.mark.parametrize(
    ("text", "passed"),
    [
        # CR 616.1: Hardened Scales first — (1+1)×2; Doubling Season first — 1×2+1
        (_journey("Hardened Scales, Doubling Season, ", "  - by: alice\n    choose: Hardened Scales\n", 4), True),
        (_journey("Hardened Scales, Doubling Season, ", "  - by: alice\n    choose: Doubling Season\n", 3), True),
        # one effect: nothing to order, so a `choose:` has no question to answer (CR 117.1)
        (_journey("Hardened Scales, ", "", 2), True),
        (_journey("Hardened Scales, ", "  - by: alice\n    choose: Hardened Scales\n", 2), False),
    ],
)
def test_616_1_the_returned_permanents_controller_orders_its_counter_replacements(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, passed: bool
) -> None:
    f = tmp_path / "journey.yaml"
    f.write_text(text)
    status = main(["judge", str(f), "--json", "--cards", str(CARDS)])
    report = json.loads(capsys.readouterr().out)
    assert (status == 0) is passed, report
    assert report["passed" if passed else "failed"] == 1, report
