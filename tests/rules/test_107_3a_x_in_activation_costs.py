"""CR 107.3a, 107.3k: an X in an activated ability's cost ({X}, "Remove X … counters") is
announced as it is activated, and its instructions read that value; an X with nothing to read
it, or an X in a triggered ability the text doesn't define, isn't run."""

from __future__ import annotations

import json

import pytest

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg.costs.parts import Loyalty, RemoveCounters, counters_x, with_loyalty_x


def _unsupported(type_line: str, text: str, cost: str = "{3}") -> tuple[str, ...]:
    rec = {"name": "Test Card", "type_line": type_line, "oracle_text": text, "mana_cost": cost}
    if "Creature" in type_line:
        rec.update(power="2", toughness="2")
    return compile_record(CardRecord.from_json(json.dumps(rec))).unsupported


@pytest.mark.parametrize(
    "text",
    [
        "{X}, {T}: Draw X cards.",
        "{X}, {T}: You gain X life.",
        "{X}: Put X tower counters on ~.",
        "{X}, {T}: Put X +1/+1 counters on target creature.",
        "{T}, Remove X charge counters from ~: Target creature gets -X/-X until end of turn.",
        "{X}, {T}, Remove X +1/+1 counters from ~: It deals X damage to any target.",
        "{X}{R}{G}, {T}: Target creature gets +X/+0 and gains trample until end of turn.",
        "{X}: ~ becomes an X/X Construct artifact creature until end of turn.",
        "{X}, {T}: Search your library for a creature card with mana value X or less, reveal it, "
        "put it into your hand, then shuffle.",
    ],
)
def test_107_3a_activated_x_is_read(text: str) -> None:
    assert _unsupported("Artifact", text) == ()


@pytest.mark.parametrize(
    ("type_line", "text"),
    [
        ("Artifact", "{X}: Draw a card."),  # an X nothing reads
        ("Artifact", "{X}{G}, {T}: Draw a card."),
        ("Creature — Elf", "Whenever ~ attacks, put X +1/+1 counters on target creature."),
        ("Creature — Elf", "Whenever ~ attacks, you gain X life."),  # X the text doesn't define
        ("Artifact", "{2}: ~ becomes an X/X Construct artifact creature until end of turn."),  # no X announced
        ("Creature — Elf", "Whenever ~ attacks, it gets +X/+0 and gains trample until end of turn."),
        ("Land", "{T}, Remove X storage counters from ~: Add X mana of any one color. Draw a card."),  # (not only mana)
    ],
)
def test_107_3a_unread_or_undefined_x_is_not_run(type_line: str, text: str) -> None:
    assert _unsupported(type_line, text) == (text,)


def test_107_3a_remove_x_counters_announced() -> None:
    costs = (RemoveCounters("storage", 0, x=True),)
    assert costs[0].text() == "Remove X storage counters from ~"
    assert counters_x(costs) == "storage"
    paid = with_loyalty_x(costs, 3)
    assert paid == (RemoveCounters("storage", 3),) and counters_x(paid) == ""
    assert counters_x((Loyalty(0, x=True),)) == "loyalty"
    assert with_loyalty_x((Loyalty(0, x=True),), 2) == (Loyalty(-2),)


@pytest.mark.parametrize(
    ("type_line", "text", "cost"),
    [
        ("Sorcery", "Tap X target creatures.", "{X}{B}{B}"),
        ("Sorcery", "Destroy up to X target artifacts.", "{X}{R}"),
        ("Artifact", "{X}, {T}: Untap X target lands.", "{1}"),
        ("Creature — Spirit", "{1}, Remove X ki counters from ~: Tap X target creatures.", "{2}{W}"),
    ],
)
def test_601_2c_x_target_group_is_read(type_line: str, text: str, cost: str) -> None:
    assert _unsupported(type_line, text, cost) == ()


@pytest.mark.parametrize(
    ("type_line", "text"),
    [
        ("Creature — Elf", "Whenever ~ attacks, tap X target creatures."),  # X undefined in a trigger
        ("Sorcery", "Tap X target creatures. Destroy target land."),  # a target after the X group
        ("Artifact", "{T}: Tap X target creatures."),  # no X announced
    ],
)
def test_601_2c_x_target_group_refused(type_line: str, text: str) -> None:
    assert _unsupported(type_line, text, "{X}{B}") == (text,)


def test_601_2c_x_targets_dropped_past_x() -> None:
    from arbiter.cards.oracle.effects import parse_effects
    from arbiter.mtg.casting.x_targets import x_targets
    from arbiter.mtg.ir.refs import X_TARGET_INSTANCES

    parsed = parse_effects("Tap X target creatures.")
    assert parsed is not None
    specs = tuple(parsed[1])
    assert len(specs) == X_TARGET_INSTANCES and all(s.optional and s.x_count == "exactly" for s in specs)
    two = x_targets(specs, 2)
    assert len(two) == 2 and not any(s.optional or s.x_count for s in two)
    assert x_targets(specs, 0) == ()
    up_to = parse_effects("Destroy up to X target artifacts.")
    assert up_to is not None and all(s.optional for s in x_targets(tuple(up_to[1]), 3))


@pytest.mark.parametrize(
    ("type_line", "text", "cost", "supported"),
    [
        ("Creature — Zombie", "{X}{X}{B}: Destroy target nonblack creature with mana value X.", "{1}{B}", True),
        (
            "Creature — Wizard",
            "{X}, {T}: Target creature with power X or less can't be blocked this turn.",
            "{U}",
            True,
        ),
        ("Creature — Zombie", "{B}: Destroy target creature with mana value X.", "{1}{B}", False),  # no X announced
        # CR 107.3m: a permanent's own enters trigger reads its spell's X — only if its cost has one
        ("Creature — Zombie", "When ~ enters, destroy target creature with mana value X.", "{X}{B}", True),
        ("Creature — Zombie", "When ~ enters, destroy target creature with mana value X.", "{1}{B}", False),
        ("Creature — Elf", "When ~ enters, tap X target creatures.", "{X}{G}", True),
    ],
)
def test_107_3a_target_bound_by_x(type_line: str, text: str, cost: str, supported: bool) -> None:
    assert (_unsupported(type_line, text, cost) == ()) is supported


def test_107_3a_x_bounds_set_once_announced() -> None:
    from arbiter.cards.oracle.effects import parse_effects
    from arbiter.mtg.casting.x_targets import specs_for_x

    parsed = parse_effects("Destroy target creature with mana value X.")
    assert parsed is not None
    (spec,) = parsed[1]
    assert spec.x_bound == "mana value" and spec.what is not None and spec.what.max_value is None
    (bounded,) = specs_for_x((spec,), 3)
    assert bounded.what is not None and (bounded.what.min_value, bounded.what.max_value) == (3, 3)
    power = parse_effects("Tap target creature with power X or less.")
    assert power is not None
    (up_to,) = specs_for_x(tuple(power[1]), 2)
    assert up_to.what is not None and (up_to.what.min_power, up_to.what.max_power) == (None, 2)


def test_601_2h_spend_only_a_color_on_x() -> None:
    from arbiter.mtg.model import ActivatedAbility

    text = "{X}: ~ deals X damage to each creature and each player. Spend only black mana on X."
    rec = {"name": "Test Card", "type_line": "Creature — Rat", "oracle_text": text, "mana_cost": "{1}{B}"}
    rec.update(power="1", toughness="1")
    card = compile_record(CardRecord.from_json(json.dumps(rec)))
    assert card.unsupported == ()
    (ability,) = [a for a in card.abilities if isinstance(a, ActivatedAbility)]
    assert ability.x_color == "B" and ability.text() == text
    assert _unsupported("Artifact", "{2}, {T}: Draw a card. Spend only black mana on X.") != ()
