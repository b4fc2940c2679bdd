"""A search whose quality isn't a stated number must not crash the compiler (CR 701.23, 201.2)."""

import pytest

from arbiter.cards.oracle.effects import parse_effects


@pytest.mark.parametrize(
    "text",
    [
        "Search your library for a card named Nissa's Chosen, put it onto the battlefield, then shuffle.",
        "Search your library for any number of Elf creature cards, put them onto the battlefield, then shuffle.",
    ],
)
def test_searches_are_read_or_refused_without_error(text: str) -> None:
    # Nissa Revane's +1 once raised ValueError in the search reader (a quality without digits)
    parse_effects(text, ability=True)
