"""CR 608.2h, 608.2c: "the number of creatures exiled this way" asks about the permanents an
instruction exiled — as they last existed on the battlefield (an animated land, a crewed Vehicle
was a creature) — while "creature cards exiled this way" asks what the cards are in exile.
Scenario: scenarios/cr_review_s17/cr608_2h_sunfall_creatures_as_they_last_existed.yaml."""

from __future__ import annotations

from arbiter.cards.oracle.amounts import each_count, parse_count


def test_608_2h_creatures_and_creature_cards_are_two_kinds() -> None:
    creatures = parse_count("the number of creatures exiled this way")
    cards = parse_count("the number of creature cards exiled this way")
    assert creatures is not None and creatures.exiled_this_way == "creature"
    assert cards is not None and cards.exiled_this_way == "creature card"
    each = each_count("creature card exiled this way")
    assert each is not None and each.exiled_this_way == "creature card"
    each = each_count("creature exiled this way")
    assert each is not None and each.exiled_this_way == "creature"
