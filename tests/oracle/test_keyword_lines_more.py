"""Keyword lines and mechanics compiled by the keyword room: deck-construction abilities (CR
113.6n), energy (107.14), job select (702.182a), backup (702.165a) and ascend (702.131)."""

from __future__ import annotations

import pytest

from arbiter.cards.oracle import parse_line
from arbiter.cards.oracle.lines import permanent_abilities
from arbiter.mtg.effects.energy import GetEnergy
from arbiter.mtg.effects.keywords import BackupGrant, JobSelect
from arbiter.mtg.energy import PayEnergy, energy_amount, energy_text
from arbiter.mtg.ir.deck_construction import DeckConstructionKeyword, DeckConstructionRule
from arbiter.mtg.model import ActivatedAbility, Keyword, TriggeredAbility, Unsupported


@pytest.mark.parametrize(
    "line",
    ["Partner", "Partner—Friends forever", "Choose a Background", "Doctor's companion"],
)
def test_113_6n_partner_abilities_compile_and_keep_their_text(line: str) -> None:
    (ability,) = parse_line(line)
    assert isinstance(ability, DeckConstructionKeyword) and ability.text() == line


@pytest.mark.parametrize("line", ["~ can be your commander.", "A deck can have any number of cards named ~."])
def test_113_6n_deck_rules_compile_and_keep_their_text(line: str) -> None:
    (ability,) = parse_line(line)
    assert isinstance(ability, DeckConstructionRule) and ability.text() == line


@pytest.mark.parametrize(("text", "n"), [("{E}", 1), ("{E}{E}{E}{E}{E}", 5), ("six {E}", 6), ("fifty {E}", 50)])
def test_107_14_energy_amounts_round_trip(text: str, n: int) -> None:
    assert energy_amount(text) == n and energy_text(n) == text


def test_107_14_energy_sentence_and_cost() -> None:
    (trigger,) = parse_line("When ~ enters, you get {E}{E}.")
    assert isinstance(trigger, TriggeredAbility) and isinstance(trigger.effects[0], GetEnergy)
    (activated,) = parse_line("{T}, Pay {E}{E}{E}: Draw a card.")
    assert isinstance(activated, ActivatedAbility) and PayEnergy(3) in activated.costs
    assert activated.text() == "{T}, Pay {E}{E}{E}: Draw a card."


def test_702_182a_job_select_is_an_enters_trigger() -> None:
    (trigger,) = parse_line("Job select")
    assert isinstance(trigger, TriggeredAbility) and trigger.effects == (JobSelect(),)
    assert trigger.event == "enters" and trigger.text() == "Job select"


def test_702_165a_backup_grants_the_keywords_below_it() -> None:
    backup, *keywords = permanent_abilities("Backup 1\nFlying, first strike", aura=False)
    assert isinstance(backup, TriggeredAbility) and all(isinstance(k, Keyword) for k in keywords)
    assert BackupGrant(("flying", "first strike")) in backup.effects


def test_702_165a_backup_grants_a_triggered_ability_below() -> None:
    # CR 613.1f: a gained triggered ability triggers as the permanent's own (collected with the granted ones)
    backup, below = permanent_abilities("Backup 1\nWhenever ~ attacks, draw a card.", aura=False)
    assert isinstance(backup, TriggeredAbility) and BackupGrant((), (below,)) in backup.effects


def test_702_165a_backup_with_a_static_ability_below_stays_unsupported() -> None:
    # granted static abilities aren't applied yet
    backup, _ = permanent_abilities("Backup 1\n~ can't be blocked by creatures with power 2 or less.", aura=False)
    assert backup == Unsupported("Backup 1")
