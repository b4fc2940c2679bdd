"""The noun-phrase grammar (CR 109.2, 115.1, 205, 105.2, 122.1): phrases → Filter fields, phrases
it must refuse, and phrases composed from its parts (any adjective order, any post-modifier order)
read as the composition of their parts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.cards.oracle.noun_phrase import (
    ADJECTIVES,
    IN_LAYERS,
    WATCHED_READS,
    noun_phrase,
    phrase_target,
    reads_only,
    watched_noun,
)
from arbiter.mtg.enums import CardType, ChoiceKey, Color, Zone
from arbiter.mtg.ir.filters import Filter

C, A, E, L = CardType.CREATURE, CardType.ARTIFACT, CardType.ENCHANTMENT, CardType.LAND
ALL = frozenset(Color)

TABLE: list[tuple[str, dict[str, object]]] = [
    ("creature", {"types": {C}}),
    ("creatures", {"types": {C}}),
    ("another nontoken creature you control", {"types": {C}, "token": False, "controller": "you", "other": True}),
    ("artifact, creature, or enchantment", {"types": {A, C, E}}),
    ("artifact and/or enchantment", {"types": {A, E}}),
    ("creature or Vehicle", {"types": {C}, "subtypes": {"Vehicle"}, "either": True}),
    ("Cleric, Rogue, Warrior, or Wizard", {"subtypes": {"Cleric", "Rogue", "Warrior", "Wizard"}}),
    ("nontoken artifact or creature an opponent controls", {"types": {A, C}, "token": False, "controller": "opponent"}),
    ("Elves you control with power 2 or greater", {"subtypes": {"Elf"}, "controller": "you", "min_power": 2}),
    ("creature you control with toughness 4 or less", {"types": {C}, "controller": "you", "max_toughness": 4}),
    ("creature an opponent controls with a +1/+1 counter on it",
     {"types": {C}, "controller": "opponent", "counter_kind": "+1/+1"}),
    ("creatures you control with counters on them", {"types": {C}, "controller": "you", "counters": True}),
    ("creatures with no counters on them", {"types": {C}, "counters": False}),
    ("permanent you control with an oil counter on it", {"controller": "you", "counter_kind": "oil"}),
    ("untapped legendary lands", {"types": {L}, "tapped": False, "supertypes": {"Legendary"}}),
    ("tokens you control", {"token": True, "controller": "you"}),
    ("Zombie tokens", {"subtypes": {"Zombie"}, "token": True}),
    ("artifact creature token", {"types": {C}, "all_types": {A}, "token": True}),
    ("Goblin creature", {"types": {C}, "subtypes": {"Goblin"}}),
    ("colorless creature", {"types": {C}, "noncolors": ALL}),
    ("nonland, nontoken permanent you don't control with mana value 4 or less",
     {"nontypes": {L}, "token": False, "controller": "opponent", "max_value": 4}),
    ("non-Angel, non-Demon creature", {"types": {C}, "nonsubtypes": {"Angel", "Demon"}}),
    ("attacking creatures defending player controls", {"types": {C}, "combat": "attacking", "controller": "defending"}),
    ("creature without flying", {"types": {C}, "keyword": "flying", "without": True}),
    ("creatures of the chosen type", {"types": {C}, "chosen": ChoiceKey.CREATURE_TYPE}),
    ("creature that attacked this turn", {"types": {C}, "this_turn": "attacked"}),
    ("Nontoken creatures you control", {"types": {C}, "token": False, "controller": "you"}),
    ("white or black creature", {"types": {C}, "colors": {Color.WHITE, Color.BLACK}}),
]  # fmt: skip

REFUSED = [
    "creature card",  # a card, not a permanent: the callers' zones
    "enchanted creature",
    "creature with power or toughness 1 or less",
    "red or green",  # (no noun)
    "Elf Warrior",  # (both types: not "one of")
    "artifact, enchantment, or creature with flying",  # the last word's quality only
    "creature with no +1/+1 counters on it",
    "multicolored creature",
    "creature spell",
    "creature you control you control",
    "artifact or creature or enchantment",
    "artifact, creature or enchantment",
    "creature with base power 1",
    "",
]


_set_field: Callable[..., Filter] = replace


def _expected(phrase: str, wanted: dict[str, object]) -> Filter:
    f = Filter(phrase)
    for name, value in wanted.items():
        f = _set_field(f, **{name: frozenset(value) if isinstance(value, set) else value})
    return f


@pytest.mark.parametrize(("phrase", "wanted"), TABLE)
def test_phrase_reads_as_its_fields(phrase: str, wanted: dict[str, object]) -> None:
    assert noun_phrase(phrase) == _expected(phrase, wanted)


@pytest.mark.parametrize("phrase", REFUSED)
def test_phrase_outside_the_grammar_is_refused(phrase: str) -> None:
    assert noun_phrase(phrase) is None


def test_table_fields_are_filter_fields() -> None:
    names = {f.name for f in fields(Filter)}
    for quality in ADJECTIVES.values():
        assert all(name in names for name, _ in quality)
    assert names >= IN_LAYERS and all(reads <= names for reads in WATCHED_READS.values())


def test_watched_noun_reads_only_what_the_event_keeps() -> None:
    """CR 603.10a: a dies trigger sees the creature as it last existed — its power, toughness,
    counters, keywords, colors, types and supertypes, combat status (not its mana value, which
    isn't kept); CR 700.4: only creatures die."""
    assert watched_noun("creature you control with flying", "enters") is not None
    flier = watched_noun("creature you control with flying", "dies")
    assert flier is not None and flier.keyword == "flying"
    green = watched_noun("green creature", "dies")
    assert green is not None and green.colors
    assert watched_noun("creature with mana value 3 or less", "dies") is None
    assert watched_noun("artifact you control", "dies") is None
    died = watched_noun("nontoken Zombie you control with power 2 or less", "dies")
    assert died is not None and died.types == {C} and died.max_power == 2


def test_target_phrase_fallback() -> None:
    spec = phrase_target("another target creature you control with power 2 or less")
    assert spec is not None and spec.what is not None
    assert spec.noun == "creature you control with power 2 or less"
    assert spec.what.other and spec.what.zone is Zone.BATTLEFIELD and spec.what.max_power == 2
    assert phrase_target("target creature card") is None


def test_layered_reads_refuse_power() -> None:
    f = noun_phrase("creatures you control with power 4 or greater")
    assert f is not None and not reads_only(f, IN_LAYERS)


# -- composition ---------------------------------------------------------------------------------

Part = tuple[str, dict[str, object]]
_ADJECTIVE_GROUPS: list[list[Part]] = [
    [("white", {"colors": {Color.WHITE}}), ("nonblack", {"noncolors": {Color.BLACK}}), ("colorless", {"noncolors": ALL})],
    [("tapped", {"tapped": True}), ("untapped", {"tapped": False}), ("attacking", {"combat": "attacking"})],
    [("token", {"token": True}), ("nontoken", {"token": False})],
    [("legendary", {"supertypes": {"Legendary"}}), ("nonbasic", {"nonsupertypes": {"Basic"}})],
    [("nonartifact", {"nontypes": {A}}), ("non-Human", {"nonsubtypes": {"Human"}})],
]  # fmt: skip
_HEADS: list[Part] = [
    ("creature", {"types": {C}}), ("creatures", {"types": {C}}), ("land", {"types": {L}}),
    ("permanents", {}), ("Goblin", {"subtypes": {"Goblin"}}), ("Elves", {"subtypes": {"Elf"}}),
    ("artifact creature", {"types": {C}, "all_types": {A}}), ("Zombie creatures", {"types": {C}, "subtypes": {"Zombie"}}),
]  # fmt: skip
_POST_GROUPS: list[list[Part]] = [
    [("you control", {"controller": "you"}), ("an opponent controls", {"controller": "opponent"}),
     ("you don't control", {"controller": "opponent"})],
    [("with flying", {"keyword": "flying"}), ("without reach", {"keyword": "reach", "without": True})],
    [("with power 2 or less", {"max_power": 2}), ("with mana value 3 or greater", {"min_value": 3}),
     ("with toughness 5 or greater", {"min_toughness": 5})],
    [("with a +1/+1 counter on it", {"counter_kind": "+1/+1"}), ("with counters on them", {"counters": True})],
]  # fmt: skip


@st.composite
def _phrases(draw: st.DrawFn) -> tuple[str, dict[str, object]]:
    wanted: dict[str, object] = {}
    words: list[str] = []
    if draw(st.booleans()):
        words.append("another")
        wanted["other"] = True
    adjectives = [draw(st.sampled_from(g)) for g in _ADJECTIVE_GROUPS if draw(st.booleans())]
    adjectives = draw(st.permutations(adjectives))
    head = draw(st.sampled_from(_HEADS))
    posts = draw(st.permutations([draw(st.sampled_from(g)) for g in _POST_GROUPS if draw(st.booleans())]))
    for text, part in (*adjectives, head, *posts):
        words.append(text)
        wanted.update(part)
    return " ".join(words), wanted


@settings(max_examples=300, deadline=None)
@given(_phrases())
def test_composed_phrase_reads_as_its_parts(case: tuple[str, dict[str, object]]) -> None:
    phrase, wanted = case
    assert noun_phrase(phrase) == _expected(phrase, wanted)
