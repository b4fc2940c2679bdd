"""The fourteenth new-card list (decisions §442): gift (CR 702.174), "You gain life equal to the
damage dealt this way" (119.3, 120.3), a condition before joined instructions (608.2c), "it" after
an instruction on the enchanted creature (608.2c, 303.4)."""

from __future__ import annotations

from arbiter.cards.oracle import parse_effects
from arbiter.cards.oracle.compile import compile_record
from arbiter.cards.oracle.lines import parse_line
from arbiter.cards.records import CardRecord
from arbiter.mtg.effects.conditional import IfCondition, OnlyIf
from arbiter.mtg.effects.damage_gain import GainDamageDealtThisWay
from arbiter.mtg.effects.gift import GiveGift
from arbiter.mtg.effects.instructions import Instructions
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.gift import GiftCost


def _card(name: str, type_line: str, text: str) -> CardRecord:
    return CardRecord(name=name, mana_cost="{1}{R}", type_line=type_line, oracle_text=text)


def test_702_174a_gift_lines_and_an_unknown_gift() -> None:
    (cost,) = parse_line("Gift a tapped Fish")
    assert isinstance(cost, GiftCost) and cost.gift is not None and cost.text() == "Gift a tapped Fish"
    assert parse_line("Gift a Rhystic Study")[0].__class__.__name__ == "Unsupported"


def test_702_174b_the_gift_first_on_a_spell_and_by_a_trigger_on_a_permanent() -> None:
    spell = compile_record(_card("Test Blast", "Instant", "Gift a card\n~ deals 2 damage to any target."))
    assert spell.spell is not None and isinstance(spell.spell.effects[0], GiveGift) and not spell.unsupported
    assert spell.rules_text() == "Gift a card\n~ deals 2 damage to any target."
    creature = compile_record(_card("Test Bear", "Creature — Bear", "Gift a Food\nReach"))
    (trigger,) = creature.triggered
    assert isinstance(trigger, TriggeredAbility) and trigger.event == "enters" and trigger.test is not None


def test_119_3_gain_life_equal_to_the_damage_dealt_this_way() -> None:
    parsed = parse_effects("~ deals 1 damage to each opponent. You gain life equal to the damage dealt this way.")
    assert parsed is not None and isinstance(parsed[0][0], GainDamageDealtThisWay)


def test_608_2c_a_condition_before_joined_instructions_covers_both() -> None:
    text = "If you control a Forest, tap target creature and put a stun counter on it."
    parsed = parse_effects(text)
    assert parsed is not None
    (effect,) = parsed[0]
    assert (
        isinstance(effect, OnlyIf) and isinstance(effect.effect, Instructions) and effect.text(tuple(parsed[1])) == text
    )
    asking = parse_effects("If you control a Forest, draw a card, then discard a card.")
    assert asking is not None and isinstance(asking[0][0], IfCondition) and asking[0][0].decides


def test_608_2c_it_after_tapping_the_enchanted_creature_isnt_the_aura() -> None:
    (ability,) = parse_line("When ~ enters, tap enchanted creature. Put a +1/+1 counter on ~.")
    assert isinstance(ability, TriggeredAbility)
    (stun,) = parse_line("When ~ enters, tap enchanted creature. Put three stun counters on it.")
    assert isinstance(stun, TriggeredAbility)  # (decisions §451: the counters grammar takes that "it")
    assert stun.effects[-1].on.kind == "enchanted" and stun.effects[-1].on.said == "it"  # type: ignore[attr-defined]
