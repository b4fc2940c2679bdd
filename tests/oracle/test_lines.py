"""Line-level grammar: keyword lines with a cost (CR 702), statics (604) and costs (602.1, 118)."""

from __future__ import annotations

import pytest

from arbiter.cards.oracle import parse_line
from arbiter.cards.oracle.costs import cost_parts
from arbiter.mtg.costs.parts import PayLife, PayMana, SacrificeOne, TapThis
from arbiter.mtg.enums import CardType
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import (
    ActivatedAbility,
    CantBlock,
    EntersTapped,
    EntersWithCounters,
    Flashback,
    Keyword,
    Kicker,
    TriggeredAbility,
    Unsupported,
)


def test_702_keyword_line() -> None:
    assert parse_line("Flying, vigilance") == [Keyword("flying", joined=False, separator=", "),
                                               Keyword("vigilance", joined=True, separator=", ")]  # fmt: skip


@pytest.mark.parametrize(
    ("line", "kind"),
    [("Flashback {2}{R}", Flashback), ("Kicker {1}{G}", Kicker), ("Equip {2}", ActivatedAbility),
     ("Cycling {2}", ActivatedAbility), ("Echo {3}{R}", TriggeredAbility), ("Persist", TriggeredAbility)],
)  # fmt: skip
def test_702_keywords_with_a_cost_compile_to_what_they_stand_for(line: str, kind: type) -> None:
    abilities = parse_line(line)
    assert len(abilities) == 1 and isinstance(abilities[0], kind), abilities


def test_702_a_keyword_cost_the_engine_cannot_pay_is_unsupported() -> None:
    assert isinstance(parse_line("Flashback {X}{R}")[0], Unsupported)


def test_702_6a_equip_is_a_sorcery_speed_attach() -> None:
    (equip,) = parse_line("Equip {2}")
    assert isinstance(equip, ActivatedAbility)
    assert equip.sorcery_speed and equip.costs == (PayMana(ManaCost.parse("{2}")),)
    assert equip.targets[0].noun == "creature you control"


@pytest.mark.parametrize(
    ("line", "node"),
    [("~ can't block.", CantBlock()), ("~ enters tapped.", EntersTapped()),
     ("~ enters with two +1/+1 counters on it.", EntersWithCounters("+1/+1", 2))],
)  # fmt: skip
def test_604_statics(line: str, node: object) -> None:
    assert parse_line(line) == [node]


def test_122_1b_a_counter_with_rules_meaning_is_not_pretended() -> None:
    assert isinstance(parse_line("~ enters with a decayed counter on it.")[0], Unsupported)


def test_122_1c_122_1h_shield_and_finality_counters_are_run() -> None:
    assert parse_line("~ enters with a shield counter on it.") == [EntersWithCounters("shield", 1)]
    assert parse_line("~ enters with a finality counter on it.") == [EntersWithCounters("finality", 1)]


def test_602_1a_cost_parts() -> None:
    parts = cost_parts("{1}, {T}, Pay 2 life, Sacrifice a creature")
    assert parts is not None
    assert parts[:3] == [PayMana(ManaCost.parse("{1}")), TapThis(), PayLife(2)]
    assert isinstance(parts[3], SacrificeOne) and parts[3].what.types == frozenset({CardType.CREATURE})
    assert cost_parts("Sacrifice a goblin wizard") is None


def test_602_1_activated_ability_with_restrictions() -> None:
    (ability,) = parse_line("{T}: Draw a card. Activate only as a sorcery.")
    assert isinstance(ability, ActivatedAbility) and ability.sorcery_speed and not ability.once_each_turn
    assert parse_line("{T}: Frobnicate.") == [Unsupported("{T}: Frobnicate.")]


def test_614_1a_counters_put_instead() -> None:
    from arbiter.mtg.ir.statics.counter_replacement import CountersPutReplaced

    line = "If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on it instead."
    (found,) = parse_line(line)
    assert isinstance(found, CountersPutReplaced) and found.change == "twice" and found.kind == "+1/+1"
    assert found.changed(3) == 6 and found.text() == line
    (mowu,) = parse_line(
        "If one or more +1/+1 counters would be put on ~, that many plus one +1/+1 counters are put on it instead."
    )
    assert isinstance(mowu, CountersPutReplaced) and mowu.what is None and mowu.changed(1) == 2
