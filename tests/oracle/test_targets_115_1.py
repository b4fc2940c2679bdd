"""Targets named by the grammar (CR 115.1, 601.2c): one target for each instance of the word
"target", exactly N for "N target …", "up to N" may leave some unchosen, and a sentence read and
given up names none."""

from __future__ import annotations

from arbiter.cards.oracle import parse_effects
from arbiter.mtg.amounts import Counted
from arbiter.mtg.model import ANY_TARGET, DealDamage, Ref, TargetSpec


def _targets(text: str, it: str = "") -> list[TargetSpec]:
    parsed = parse_effects(text, it=it, ability=True)
    assert parsed is not None, text
    return parsed[1]


def test_601_2c_a_fixed_number_of_targets_is_exactly_that_many() -> None:
    for text, n in (("Untap two target lands.", 2), ("Destroy two target nonblack creatures.", 2),
                    ("Destroy three target permanents.", 3)):  # fmt: skip
        specs = _targets(text)
        assert len(specs) == n
        assert all(not s.optional for s in specs), text
        assert len({s.group for s in specs}) == 1 and specs[0].group  # one word "target": distinct objects


def test_601_2c_up_to_n_targets_may_stay_unchosen() -> None:
    specs = _targets("Untap up to two target lands.")
    assert [s.optional for s in specs] == [True, True]
    assert specs[0].group_text == "up to two target lands"


def test_601_2d_divided_among_one_or_two_needs_the_first() -> None:
    specs = _targets("~ deals 3 damage divided as you choose among one or two targets.")
    assert [s.optional for s in specs] == [False, True]


def test_115_1_equal_to_its_power_has_one_target() -> None:
    """Murderous Redcap: the bite production reads the words, gives up, and takes its target back."""
    parsed = parse_effects("It deals damage equal to its power to any target.", it="self")
    assert parsed is not None
    effects, targets = parsed
    assert targets == [ANY_TARGET]
    assert isinstance(effects[0], Counted)
    assert effects[0].effect == DealDamage(1, Ref("target", 0), "It")


def test_115_1_a_bite_between_two_targets_names_two() -> None:
    parsed = parse_effects(
        "Target creature you control deals damage equal to its power to target creature you don't control."
    )
    assert parsed is not None
    assert [t.noun for t in parsed[1]] == ["creature you control", "creature you don't control"]


def test_a_refused_sentence_leaves_no_targets_behind() -> None:
    """ "You may …" tries the inner sentence twice; the first attempt's targets don't leak into the second."""
    parsed = parse_effects("Tap target creature. Untap that creature.", ability=True)
    assert parsed is not None and len(parsed[1]) == 1
