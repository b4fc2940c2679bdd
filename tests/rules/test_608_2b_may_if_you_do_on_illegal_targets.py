"""CR 608.2b, 608.2d, 118.12: "You may <act on target creature>. If you do / If you don't, …" when
that target is illegal as the spell resolves (another target still legal, so the spell resolves).
No printed card runs this shape (§415, §424), so the spell is made from its text on a real card's frame."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from arbiter.cards.oracle import parse_effects
from arbiter.mtg.ir.abilities import SpellAbility
from arbiter.scenario.cards import card_source
from arbiter.scenario.loader import load_text
from arbiter.scenario.runner import run

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="uses real cards from ../shared/data/cards.jsonl.gz")

TEXTS = {
    "do": "Target creature gets +1/+1 until end of turn. You may have target creature get -2/-2 until end of turn. "
    "If you do, you gain 2 life.",
    "don't": "Target creature gets +1/+1 until end of turn. You may have target creature get -2/-2 until end of turn. "
    "If you don't, you gain 2 life.",
}

SCENARIO = """format: 1.1
scenario: "the second target bounced in response"
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      battlefield: [{card: Grizzly Bears, id: gb}, Forest]
      hand: [{card: Giant Growth, id: spell}]
    bob:
      battlefield: [{card: Hill Giant, id: hg}, Island]
      hand: [{card: Unsummon, id: un}]
do:
  - by: alice
    cast: spell
    targets: [gb, hg]
  - by: alice
    pass: true
  - by: bob
    cast: un
    targets: [hg]
  - resolve: 1
  - resolve: 1
    expect: {stack: 0}
expect:
  pt: {gb: "3/3"}
  life: {alice: LIFE}
"""


class _Pool:
    """The real cards, with Giant Growth's spell ability replaced by the text under test."""

    def __init__(self, text: str) -> None:
        self.real = card_source(str(CARDS))
        parsed = parse_effects(text)
        assert parsed is not None
        effects, targets = parsed
        growth = self.real.get("Giant Growth")
        spell = replace(growth.spell, effects=tuple(effects), targets=tuple(targets)) if growth.spell else None
        assert isinstance(spell, SpellAbility)
        self.card = replace(growth, abilities=(spell,), oracle_text=text)

    def get(self, name: str) -> Any:
        return self.card if name == "Giant Growth" else self.real.get(name)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


@pytest.mark.parametrize(("words", "life"), [("do", 20), ("don't", 22)])
def test_608_2b_an_instruction_on_an_illegal_target_is_not_asked(words: str, life: int) -> None:
    """Nothing is asked (the resolve finishes with an empty stack); "If you do" doesn't happen,
    "If you don't" does (608.2d: the option can't be chosen)."""
    sc = load_text(SCENARIO.replace("LIFE", str(life)))[0]
    result = run(sc, _Pool(TEXTS[words]))  # type: ignore[arg-type]
    assert result.status == "passed", result
