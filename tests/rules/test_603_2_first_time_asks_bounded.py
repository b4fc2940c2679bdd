"""CR 603.2, 500.8: which of the turn's "first" events a card reads ("for the first time each turn",
"the first combat phase of the turn") is read once per card, for positions — and the memory of it
stays bounded however many card values a long run makes (as addendum's, 505.1)."""

from dataclasses import replace

from arbiter.cards.oracle.compile import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg import position_first_time as pft
from arbiter.mtg.ir.card import CardDef


def _card(text: str) -> CardDef:
    return compile_record(CardRecord("Test Card", "{1}{W}", "Creature — Human", text, "2", "2", colors=("W",)))


def test_603_2_first_time_is_asked_only_by_cards_that_say_it() -> None:
    assert pft._asks(_card("Whenever you gain life for the first time each turn, draw a card.")) == {"gain"}
    assert pft._asks(_card("Whenever you gain life, draw a card.")) == frozenset()


def test_603_2_the_memory_of_cards_asked_stays_bounded() -> None:
    base = _card("Whenever you gain life for the first time each turn, draw a card.")
    for i in range(pft._asks.limit + 50):
        assert pft._asks(replace(base, name=f"Test Card {i}")) == {"gain"}
    assert len(pft._asks) <= pft._asks.limit
