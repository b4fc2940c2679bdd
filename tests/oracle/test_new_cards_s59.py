"""The sentences of the thirteenth new-card list (decisions §431): "Whenever a <quality> creature
dies" (CR 603.10a), "where X is that creature's power" after a watched trigger (608.2h), "the
amount of mana spent to cast her" (601.2h), "Then earthbend X, where X is …" (701.66a, 608.2c) and
Kaboom!'s reveal for each target (701.20a)."""

from __future__ import annotations

from arbiter.cards.oracle import parse_effects
from arbiter.cards.oracle.lines import parse_line, spell_abilities
from arbiter.mtg.amounts import Counted
from arbiter.mtg.effects.conditional import ThenInstruction
from arbiter.mtg.effects.earthbend import Earthbend
from arbiter.mtg.effects.reveal_for_each_target import RevealForEachTarget
from arbiter.mtg.ir.abilities import SpellAbility, TriggeredAbility

_KABOOM = (
    "Choose any number of target players or planeswalkers. For each of them, reveal cards from the top of your "
    "library until you reveal a nonland card, ~ deals damage equal to that card's mana value to that player or "
    "planeswalker, then you put the revealed cards on the bottom of your library in any order."
)


def test_603_10a_a_green_creature_dies_reads_its_colors() -> None:
    (ability,) = parse_line("Whenever a green creature dies, its controller discards a card.")
    assert isinstance(ability, TriggeredAbility) and ability.watch is not None and ability.watch.colors


def test_608_2h_that_creatures_power_after_the_source_deals_damage() -> None:
    line = "Whenever a legendary creature you control dies, ~ deals damage equal to that creature's power to target opponent."
    (ability,) = parse_line(line)
    assert isinstance(ability, TriggeredAbility) and ability.text() == line
    (effect,) = ability.effects
    assert isinstance(effect, Counted) and effect.count.subject and effect.count.stat == "power"


def test_701_66a_earthbend_x_where_x_is_that_creatures_power() -> None:
    line = "Whenever a nonland creature you control dies, earthbend X, where X is that creature's power."
    (ability,) = parse_line(line)
    assert isinstance(ability, TriggeredAbility) and ability.text() == line
    (effect,) = ability.effects
    assert isinstance(effect, Counted) and isinstance(effect.effect, Earthbend) and effect.count.subject


def test_701_66a_then_earthbend_x_counted_as_it_is_reached() -> None:
    parsed = parse_effects("Create a Food token. Then earthbend X, where X is twice the number of Foods you control.")
    assert parsed is not None
    effects, targets = parsed
    then = effects[1]
    assert isinstance(then, ThenInstruction) and isinstance(then.effect, Counted)
    assert isinstance(then.effect.effect, Earthbend) and len(targets) == 1


def test_701_66a_then_earthbend_reading_the_instruction_before_is_refused() -> None:
    # "that card's mana value" names what the instruction before found: not read after "Then"
    text = "Reveal the top card of your library. Then earthbend X, where X is that card's mana value."
    assert parse_effects(text) is None


def test_701_20a_kaboom_one_instruction_over_the_group() -> None:
    (spell,) = spell_abilities(_KABOOM)
    assert isinstance(spell, SpellAbility)
    (effect,) = spell.effects
    assert isinstance(effect, RevealForEachTarget) and effect.to.kind == "targets"
    assert all(t.noun == "player or planeswalker" and t.optional for t in spell.targets)


def test_603_3d_a_delayed_dies_ability_with_its_own_target_is_refused() -> None:
    # the earthbend's target land would be chosen as the delayed ability triggers: not read (it was
    # compiled aimed at the creature's target index)
    assert parse_effects("Choose target creature. When that creature dies this turn, earthbend 4.") is None
    assert parse_effects("Choose target creature. When that creature dies this turn, draw a card.") is not None
