"""Changes until end of turn in any order of their words (CR 611.2a, 611.2c, 613.1f, 613.4c):
the subject, the verb phrases, the quoted abilities granted and the words refused."""

from __future__ import annotations

import pytest

from arbiter.cards.oracle import parse_effects
from arbiter.mtg.ir.abilities import ActivatedAbility, TriggeredAbility
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.model import ModifyPT, Ref


def _one(sentence: str) -> ModifyPT:
    parsed = parse_effects(sentence, ability=True)
    assert parsed is not None, sentence
    effects, _ = parsed
    assert len(effects) == 1 and isinstance(effects[0], ModifyPT)
    assert effects[0].text(tuple(parsed[1])) == sentence
    return effects[0]


def test_group_gains_a_quoted_activated_ability() -> None:
    e = _one('Until end of turn, creatures you control gain "{T}: ~ deals 1 damage to any target."')
    assert isinstance(e.to, Each) and e.to.fits[0].controller == "you"
    assert len(e.granted) == 1 and isinstance(e.granted[0], ActivatedAbility)
    assert (e.power, e.toughness, e.keywords) == (0, 0, ())


def test_target_gets_and_gains_a_keyword_and_a_quoted_trigger() -> None:
    e = _one(
        'Until end of turn, target creature gets +2/+2 and gains trample and "Whenever ~ attacks, you gain 1 life."'
    )
    assert e.to == Ref("target", 0)
    assert (e.power, e.toughness, e.keywords) == (2, 2, ("trample",))
    assert isinstance(e.granted[0], TriggeredAbility)


def test_self_loses_and_gains() -> None:
    e = _one("Until end of turn, ~ loses hexproof and gains first strike and deathtouch.")
    assert (e.to, e.loses, e.keywords) == (Ref("this"), ("hexproof",), ("first strike", "deathtouch"))


@pytest.mark.parametrize(
    "sentence",
    [
        "Humans you control gain haste until end of turn.",
        "Other Humans you control get +1/+1 until end of turn.",
        "Each other creature you control gets +1/+0 until end of turn.",
        "Goblin creatures get +3/+0 until end of turn.",
        "Creatures target player controls gain lifelink until end of turn.",
    ],
)
def test_groups(sentence: str) -> None:
    assert isinstance(_one(sentence).to, Each)


@pytest.mark.parametrize(
    "sentence",
    [
        "Until end of turn, target creature gain flying.",  # (number agreement)
        "Until end of turn, creatures you control gains flying.",
        "Until end of turn, target creature gets +1/+1 until end of turn.",  # (one duration)
        'Until end of turn, target creature gains "When ~ enters, draw a card."',  # (not a trigger it would see)
        "Until end of turn, ~ loses flying and gains flying.",
    ],
)
def test_refused(sentence: str) -> None:
    assert parse_effects(sentence, ability=True) is None


def test_other_in_a_spell_is_refused() -> None:
    assert parse_effects("Other Humans you control get +1/+1 until end of turn.") is None


@pytest.mark.parametrize(
    "line",
    [
        "Enchanted creature gets +2/+2 and can't block.",
        "Equipped creature gets +1/+1 and can't be blocked by more than one creature.",
        "Enchanted creature gets +2/+2 and attacks each combat if able.",
    ],
)
def test_a_bonus_and_a_rule_print_back_on_one_line(line: str) -> None:
    """CR 303.4, 301.5: the bonus (layer 7c) and the rule are two abilities of the Aura or
    Equipment, printed in one sentence."""
    from arbiter.cards.oracle import parse_line
    from arbiter.mtg.ir.abilities import render_lines
    from arbiter.mtg.ir.statics.grants import AttachedGrant, AttachedRestriction

    abilities = parse_line(line)
    assert [type(a) for a in abilities] == [AttachedGrant, AttachedRestriction]
    assert render_lines(tuple(abilities)) == [line]


def test_a_subtype_keeps_its_capital_after_the_trigger() -> None:
    """CR 205.3: "When you cycle ~, Cats you control gain …" — a subtype is a name."""
    from arbiter.mtg.ir.abilities import lower_first

    assert lower_first("Cats you control gain hexproof until end of turn.").startswith("Cats")
    assert lower_first("Elves you control get +1/+1 until end of turn.").startswith("Elves")
    assert lower_first("Target creature gets +1/+1 until end of turn.").startswith("target")
    assert lower_first("~ deals 1 damage to you.").startswith("~")
