"""The shapes read for Signal Pest, Goblin Rabblemaster and Legion Loyalist, with the other cards
of the same shape: "~ can't be blocked except by <creatures>." (CR 509.1b), "[Other] <creatures>
you control attack each combat if able." (508.1d), "… for each other attacking <Goblin>" (608.2h)
and "… gain <keywords> until end of turn and can't be blocked by <creatures> this turn." (611.2a)."""

from __future__ import annotations

import pytest

from arbiter.cards.oracle import parse_line
from arbiter.cards.oracle.combat_statics import creatures_either
from arbiter.mtg.ir.statics.combat import CantBeBlockedExceptByCreatures, GroupAttacksEachCombat
from arbiter.mtg.model import TriggeredAbility, Unsupported


@pytest.mark.parametrize(
    ("phrase", "n"),
    [("creatures with flying or reach", 2), ("Walls and/or creatures with flying", 2), ("Rogues", 1),
     ("artifact creatures and/or white creatures", 2), ("black creatures", 1)],
)  # fmt: skip
def test_509_1b_blocked_except_by_reads_each_description(phrase: str, n: int) -> None:
    by = creatures_either(phrase)
    assert by is not None and len(by) == n
    [ability] = parse_line(f"~ can't be blocked except by {phrase}.")
    assert (
        isinstance(ability, CantBeBlockedExceptByCreatures)
        and ability.text() == f"~ can't be blocked except by {phrase}."
    )


def test_509_1b_the_numbered_form_is_not_read_as_descriptions() -> None:
    assert creatures_either("two or more creatures") is None
    assert creatures_either("creatures with flavor text") is None


@pytest.mark.parametrize(
    "line",
    [
        "Other Goblin creatures you control attack each combat if able.",
        "Creatures you control attack each combat if able.",
    ],
)
def test_508_1d_a_group_attack_requirement(line: str) -> None:
    [ability] = parse_line(line)
    assert isinstance(ability, GroupAttacksEachCombat) and ability.text() == line


def test_608_2h_for_each_other_attacking_goblin() -> None:
    [ability] = parse_line("Whenever ~ attacks, it gets +1/+0 until end of turn for each other attacking Goblin.")
    assert isinstance(ability, TriggeredAbility)


def test_611_2a_gain_and_cant_be_blocked_by_creature_tokens() -> None:
    line = (
        "Whenever ~ and at least two other creatures attack, creatures you control gain first strike and trample "
        "until end of turn and can't be blocked by creature tokens this turn."
    )
    [ability] = parse_line(line)
    assert isinstance(ability, TriggeredAbility) and not isinstance(ability, Unsupported)
