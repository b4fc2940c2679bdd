"""CR 505.1, 601.2a: "If you cast this spell during your main phase" — whether a card asks is read
once per card, and the memory of it stays bounded however many card values a long run makes."""

from dataclasses import replace

from arbiter.cards.oracle.compile import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg import state_condition_check as scc
from arbiter.mtg.ir.card import CardDef


def _card(text: str) -> CardDef:
    return compile_record(CardRecord("Test Card", "{1}{W}", "Instant", text, None, None, colors=("W",)))


def test_505_1_addendum_is_asked_only_by_cards_that_say_it() -> None:
    asks = _card("Draw two cards. If you cast this spell during your main phase, you gain 2 life.")
    plain = _card("Draw two cards.")
    assert scc.asks_cast_in_main_phase(asks)
    assert not scc.asks_cast_in_main_phase(plain)


def test_505_1_the_memory_of_cards_asked_stays_bounded() -> None:
    base = _card("Draw two cards. If you cast this spell during your main phase, you gain 2 life.")
    for i in range(scc._ASKS_MAIN.limit + 50):
        assert scc.asks_cast_in_main_phase(replace(base, name=f"Test Card {i}"))
    assert len(scc._ASKS_MAIN) <= scc._ASKS_MAIN.limit
