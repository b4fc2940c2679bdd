"""CR 701.23d: a search of a hidden zone "for a card" — a quantity, not a quality — must find that
many cards. Diabolic Tutor's "find none" is refused, and the refusal cites 701.23d, the rule it breaks;
a search with a stated quality (701.23b, "a basic land card") still offers "0"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

_TUTOR = """
format: 1.1
scenarios:
  - scenario: "Diabolic Tutor: finding none is refused"
    covers: ["701.23d"]
    setup:
      turn: {active: alice, step: main1}
      players:
        alice:
          battlefield: [Swamp, Swamp, Swamp, Swamp]
          hand: [{card: Diabolic Tutor, id: tut}]
          library: [{card: Wastes, id: w}, {card: Forest, id: f}]
    do:
      - by: alice
        cast: tut
      - resolve: 1
      - by: alice
        choose: 0
        expect: {illegal: true, rule: "701.23d"}
      - by: alice
        choose: f
    expect:
      zone: {f: hand, w: library}
"""

_FARHAVEN = """
format: 1.1
scenarios:
  - scenario: "Farhaven Elf: a basic land card may be left unfound"
    covers: ["701.23b"]
    setup:
      turn: {active: alice, step: main1}
      players:
        alice:
          battlefield: [Forest, Forest, Forest]
          hand: [{card: Farhaven Elf, id: elf}]
          library: [{card: Island, id: isl}]
    do:
      - by: alice
        cast: elf
      - resolve: 2
      - by: alice
        choose: "yes"
      - by: alice
        choose: 0
    expect:
      zone: {isl: library}
"""


def test_701_23d_finding_no_card_for_a_card_is_refused_citing_701_23d(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = explained(tmp_path, capsys, _TUTOR)
    assert "find a card (1 more) (CR 701.23d)" in out


def test_701_23b_a_search_with_a_quality_may_find_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    explained(tmp_path, capsys, _FARHAVEN)
