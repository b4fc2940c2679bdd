"""CR 701.22a: a scried card put on the bottom of the library stays in the library. The log said
"Hill Giant (alice) is put on the bottom of the library from library to library."; a move within
one zone is logged by its verb alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

_BONES = """
format: 1.1
scenarios:
  - scenario: "Read the Bones: one card to the bottom"
    covers: ["701.22a"]
    setup:
      turn: {active: alice, step: main1}
      players:
        alice:
          battlefield: [Swamp, Swamp, Swamp]
          hand: [{card: Read the Bones, id: rtb}]
          library: [{card: Hill Giant, id: c1}, {card: Grizzly Bears, id: c2}, {card: Forest, id: c3}]
    do:
      - by: alice
        cast: rtb
      - resolve: 1
      - by: alice
        choose: [c1]
    expect:
      zone: {c1: library, c2: hand, c3: hand}
"""


def test_701_22a_a_scried_card_put_on_the_bottom_is_logged_without_from_library_to_library(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = explained(tmp_path, capsys, _BONES)
    assert "Hill Giant (alice) is put on the bottom of the library.  [CR 701.22a]" in out
    assert "from library to library" not in out
