"""CR 602.5d: "Activate only as a sorcery" — when a keyword's own definition says it (transmute
702.53a, equip 702.6a, unearth 702.84a, …), a refusal outside sorcery timing cites that keyword's
rule as well as 602.5d: the refusal names the rules that decide it."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.mtg.abilities.limits import sorcery_rules
from arbiter.mtg.model import ActivatedAbility
from tests.rules.judged import explained

SCENARIOS = """
format: 1.1
scenarios:
  - scenario: "Transmute in the opponent's turn: refused, citing 602.5d and 702.53a"
    covers: ["602.5d", "702.53a"]
    setup:
      turn: {active: bob, step: main1}
      players:
        alice:
          hand: [{card: Muddle the Mixture, id: mm}]
          battlefield: [Island, Island, Island]
    do:
      - by: bob
        pass: true
      - by: alice
        activate: {source: mm, ability: 1}
        expect: {illegal: true, rule: "702.53a", cites: ["602.5d"], zone: {mm: hand}}

  - scenario: "Equip with a spell on the stack: refused, citing 602.5d and 702.6a"
    covers: ["602.5d", "702.6a"]
    setup:
      turn: {active: alice, step: main1}
      players:
        alice:
          hand: [{card: Lightning Bolt, id: bolt}]
          battlefield: [{card: Bonesplitter, id: bs}, {card: Grizzly Bears, id: gb}, Mountain, Mountain]
    do:
      - by: alice
        cast: bolt
        targets: [bob]
      - by: alice
        activate: {source: bs, ability: 1}
        targets: [gb]
        expect: {illegal: true, rule: "702.6a", cites: ["602.5d"]}

  - scenario: "Unearth in combat: refused, citing 602.5d and 702.84a"
    covers: ["602.5d", "702.84a"]
    setup:
      turn: {active: alice, step: beginning_of_combat}
      players:
        alice:
          graveyard: [{card: Dregscape Zombie, id: dz}]
          battlefield: [Swamp]
    do:
      - by: alice
        activate: {source: dz, ability: 1}
        expect: {illegal: true, rule: "702.84a", cites: ["602.5d"], zone: {dz: graveyard}}
"""


def test_602_5d_keyword_refusals_cite_the_keyword_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, SCENARIOS)
    assert "3 passed" in out


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        ("Equip {1}", ("702.6a",)),
        ("Equip planeswalker {2}", ("702.6e",)),
        ("Transmute {1}{U}{U}", ("702.53a",)),
        ("Level up {2}", ("702.87a",)),
        (None, ()),  # printed "Activate only as a sorcery.": 602.5d alone
    ],
)
def test_602_5d_sorcery_rules_by_keyword(text: str | None, rules: tuple[str, ...]) -> None:
    ability = ActivatedAbility((), (), sorcery_speed=True, keyword_text=text)
    assert sorcery_rules(ability) == rules
