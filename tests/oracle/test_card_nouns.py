"""The card grammar of hidden zones (CR 109.2, 110.4, 205.2a): what each phrase asks of a card."""

from __future__ import annotations

import pytest

from arbiter.cards.oracle.card_nouns import card_noun
from arbiter.mtg.enums import PERMANENT_TYPES, CardType, Color


def test_permanent_card_is_a_card_of_a_permanent_type() -> None:
    f = card_noun("nonland permanent card")
    assert f is not None and f.types == PERMANENT_TYPES and f.nontypes == {CardType.LAND}  # CR 110.4


def test_spell_types_and_adjectives_alone() -> None:
    f = card_noun("instant or sorcery card")
    assert f is not None and f.types == {CardType.INSTANT, CardType.SORCERY}  # CR 205.2a
    g = card_noun("green card")
    assert g is not None and g.colors == {Color.GREEN} and not g.types
    h = card_noun("nonlegendary, nonland card")
    assert h is not None and h.nonsupertypes == {"Legendary"} and h.nontypes == {CardType.LAND}


def test_spell_types_are_subtypes() -> None:
    f = card_noun("Spirit or Arcane card")  # CR 205.3k: Arcane is a spell type
    assert f is not None and f.subtypes == {"Spirit", "Arcane"}


def test_post_modifiers() -> None:
    f = card_noun("card with mana value 4 or greater")
    assert f is not None and f.min_value == 4 and not f.types  # CR 202.3
    g = card_noun("creature card with power 2 or less")
    assert g is not None and g.max_power == 2 and g.types == {CardType.CREATURE}


@pytest.mark.parametrize(
    "phrase",
    ["tapped creature card", "creature card you control", "historic card", "Spirit or Arcane card with flying"],
)
def test_words_a_card_cannot_be_asked_are_refused(phrase: str) -> None:
    assert card_noun(phrase) is None


def test_subtype_lists() -> None:
    f = card_noun("Elf, Warrior, or Tyvar card")  # CR 205.3: one of these subtypes
    assert f is not None and f.subtypes == {"Elf", "Warrior", "Tyvar"} and not f.types and not f.either
    g = card_noun("instant, sorcery, or Dragon card")  # a card type or a subtype will do
    assert g is not None and g.types == {CardType.INSTANT, CardType.SORCERY} and g.subtypes == {"Dragon"} and g.either
    h = card_noun("Spirit or Arcane card")
    assert h is not None and h.subtypes == {"Spirit", "Arcane"}
