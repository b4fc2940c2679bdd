"""The "… from among them onto the battlefield" shapes of looking at the top cards (CR 608.2c,
202.3) and what they refuse."""

from __future__ import annotations

from arbiter.cards.oracle.sentences.library import dig
from arbiter.mtg.effects.library import DigOntoBattlefield
from arbiter.mtg.enums import CardType


def test_up_to_two_creatures_with_mana_value_bound() -> None:
    tail = (
        "Put up to two creature cards with mana value 3 or less from among them onto the battlefield. "
        "Put the rest on the bottom of your library in any order."
    )
    e = dig(6, tail)
    assert isinstance(e, DigOntoBattlefield)
    assert (e.count, e.take, e.tapped, e.rest) == (6, 2, False, "bottom any")
    assert e.what.types == frozenset({CardType.CREATURE}) and e.what.max_value == 3


def test_you_may_put_a_land_tapped_random_bottom() -> None:
    tail = (
        "You may put a land card from among them onto the battlefield tapped. "
        "Put the rest on the bottom of your library in a random order."
    )
    e = dig(5, tail)
    assert isinstance(e, DigOntoBattlefield)
    assert (e.take, e.tapped, e.rest, e.what.max_value) == (1, True, "bottom random", None)


def test_refused_shapes() -> None:
    # "up to two" with a lone card, an unknown quality, a rest the text doesn't name
    assert (
        dig(
            6,
            "Put up to two creature card from among them onto the battlefield. Put the rest on the "
            "bottom of your library in any order.",
        )
        is None
    )
    assert (
        dig(
            6,
            "Put up to two shiny cards from among them onto the battlefield. Put the rest on the "
            "bottom of your library in any order.",
        )
        is None
    )
    assert dig(6, "Put up to two creature cards from among them onto the battlefield. Put the rest somewhere.") is None
