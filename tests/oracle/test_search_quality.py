"""A search whose quality isn't a stated number must not crash the compiler (CR 701.23)."""

from arbiter.cards.oracle.effects import parse_effects


def test_any_number_of_cards_of_a_type_is_read_or_refused_without_error() -> None:
    # Nissa Revane's −7 once raised ValueError in the search reader (a quality without digits)
    parse_effects("Search your library for any number of Elf creature cards, put them onto the battlefield, then shuffle.")
