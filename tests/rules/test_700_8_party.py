"""CR 700.8a–b: the number of creatures in a party — each creature stands for one party type, and
the count is the highest any assignment gives."""

from __future__ import annotations

from arbiter.mtg.party import PARTY_TYPES, _most

ALL = frozenset(PARTY_TYPES)


def _party(*creatures: set[str]) -> int:
    return _most(tuple(frozenset(c) for c in creatures), ALL)


def test_one_of_each_type_is_a_full_party() -> None:
    assert _party({"Cleric"}, {"Rogue"}, {"Warrior"}, {"Wizard"}) == 4


def test_a_second_creature_of_a_type_adds_nothing() -> None:
    assert _party({"Cleric"}, {"Cleric"}, {"Rogue"}) == 2


def test_a_creature_of_two_types_counts_once() -> None:
    assert _party({"Cleric", "Wizard"}) == 1


def test_the_highest_assignment_is_counted() -> None:
    # the Cleric Wizard must be the Wizard for the Cleric to count too (700.8b)
    assert _party({"Cleric", "Wizard"}, {"Cleric"}) == 2


def test_every_creature_type_fills_any_missing_slot() -> None:
    assert _party(set(PARTY_TYPES), set(PARTY_TYPES), {"Rogue"}) == 3


def test_no_party_creatures() -> None:
    assert _party() == 0
