"""CR 603.2: a trigger event that carries a value ("you attack with N or more creatures", "you
cast a spell with mana value N or greater", "an opponent casts a red spell") is read from the
ability's event string once and compared with what happened."""

from __future__ import annotations

from arbiter.mtg.triggers.patterns import (
    Attached,
    AttackWith,
    CastManaValue,
    CastSpell,
    LastCounter,
    SpellCast,
    names,
    patterns,
)


def test_patterns_are_read_from_the_event_strings() -> None:
    assert patterns("you attack with 3") == (AttackWith(3),)
    assert patterns("cast:red") == (CastSpell("you", "red"),)
    assert patterns("opponent cast:spell") == (CastSpell("opponent", "spell"),)
    assert patterns("any cast:spell") == (CastSpell("any", "spell"),)
    assert patterns("cast:mv>=4") == (CastManaValue("you", 4),)
    assert patterns("equipped combat damage to player") == (Attached("equipped", "combat damage to player"),)
    assert patterns("last fade counter") == (LastCounter("fade"),)
    assert patterns("enters|attacks") == ("enters", "attacks")


def test_508_1_attack_with_n_or_more() -> None:
    assert names("you attack with 3", AttackWith(3))
    assert names("you attack with 3", AttackWith(5))
    assert not names("you attack with 3", AttackWith(2))
    assert not names("you attack", AttackWith(3))  # "Whenever you attack" is its own event


def test_601_2i_cast_by_whom_and_what() -> None:
    red_four = SpellCast(True, frozenset({"spell", "noncreature", "red"}), 4)
    assert names("cast:red", red_four)
    assert names("cast:noncreature", red_four)
    assert names("cast:mv>=4", red_four) and not names("cast:mv>=5", red_four)
    assert names("any cast:spell", red_four)
    assert not names("opponent cast:red", red_four)
    theirs = SpellCast(False, red_four.kinds, 4)
    assert names("opponent cast:red", theirs) and not names("cast:red", theirs)


def test_plain_names_and_alternatives() -> None:
    assert names("enters|attacks", "attacks")
    assert not names("enters|attacks", "blocks")
    assert names("gain life", "gain life")
