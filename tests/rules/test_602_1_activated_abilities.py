"""CR 602.1 / seed requirement A1: an activated ability is "Cost: Effect" — it has a colon. The
seven cards the seed article names have no activated ability (kicker, multikicker, entwine,
extort, morph-like costs and effects that ask to pay are not activated abilities)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import RecordFile
from arbiter.cards.oracle import compile_record
from arbiter.mtg.model import ActivatedAbility, Unsupported

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
NO_ACTIVATED = [
    "Blind Obedience",
    "Apex Hawks",
    "Tooth and Nail",
    "Hooded Hydra",
    "Drake Haven",
    "Quenchable Fire",
    "Curse of the Cabal",
]


@pytest.fixture(scope="module")
def records() -> RecordFile:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    return RecordFile(CARDS)


@pytest.mark.parametrize("name", NO_ACTIVATED)
def test_602_1_named_cards_have_no_activated_ability(records: RecordFile, name: str) -> None:
    record = records.record(name)
    assert record is not None
    card = compile_record(record)
    assert not any(isinstance(a, ActivatedAbility) for a in card.abilities)
    # every one of them runs (morph, suspend, offering, extort … are not activated abilities)
    assert not any(isinstance(a, Unsupported) for a in card.abilities), card.unsupported


def test_602_1_a_colon_line_compiles_to_an_activated_ability(records: RecordFile) -> None:
    record = records.record("Prodigal Sorcerer")
    assert record is not None
    card = compile_record(record)
    assert isinstance(card.abilities[0], ActivatedAbility)
