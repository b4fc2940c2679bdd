"""CR 702.53a, 701.23a: transmute searches for "a card with the same mana value as the discarded
card" — the question names that card once ("find a card with mana value 0"), as a search for a
kind of card names its kind ("find Forest card")."""

from __future__ import annotations

from arbiter.mtg.paused.library import _find_prompt


def test_702_53a_a_noun_that_names_the_card_gets_no_second_card() -> None:
    assert str(_find_prompt("card with mana value 0", 1, False)) == "find a card with mana value 0 (1 more; 0: stop)"
    assert str(_find_prompt("card with mana value 3", 1, True)) == "find a card with mana value 3 (1 more)"


def test_701_23a_a_kind_of_card_and_any_card() -> None:
    assert str(_find_prompt("Forest", 1, True)) == "find Forest card (1 more)"
    assert str(_find_prompt("", 2, False)) == "find a card (2 more; 0: stop)"
