"""Keyword lines and mechanics compiled by the keyword room: deck-construction abilities (CR
113.6n), energy (107.14), job select (702.182a), backup (702.165a) and ascend (702.131)."""

from __future__ import annotations

import json

import pytest

from arbiter.cards.oracle import compile_record, parse_effects, parse_line
from arbiter.cards.oracle.cost_changes import cost_change
from arbiter.cards.oracle.lines import permanent_abilities
from arbiter.cards.records import CardRecord
from arbiter.mtg.costs.parts import ReturnOne
from arbiter.mtg.effects.ascend_spell import AscendAsSpell
from arbiter.mtg.effects.copies import DemonstrateCopies
from arbiter.mtg.effects.energy import GetEnergy
from arbiter.mtg.effects.instead import Instead
from arbiter.mtg.effects.keywords import BackupGrant, JobSelect
from arbiter.mtg.effects.optional import MayDo
from arbiter.mtg.effects.zones import Destroy
from arbiter.mtg.energy import PayEnergy, energy_amount, energy_text
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.card import CardDef
from arbiter.mtg.ir.casting_keywords import AlternativeCost
from arbiter.mtg.ir.conditional_costs import CostsLessIfBargained
from arbiter.mtg.ir.conditions import SourceIs
from arbiter.mtg.ir.deck_construction import DeckConstructionKeyword, DeckConstructionRule
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import ActivatedAbility, Keyword, TriggeredAbility, Unsupported
from arbiter.mtg.resolution import instructions
from arbiter.mtg.state import GameObject


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
    # granted static abilities aren't applied yet, but for the two read from the permanent's abilities
    backup, _ = permanent_abilities("Backup 1\nOther creatures you control get +1/+1.", aura=False)
    assert backup == Unsupported("Backup 1")


def test_702_165a_backup_grants_cant_be_blocked_by_below() -> None:
    # CR 509.1b, 613.1f: "~ can't be blocked by …" is read from the creature's current abilities
    backup, below = permanent_abilities("Backup 1\n~ can't be blocked by creatures with power 2 or less.", aura=False)
    assert isinstance(backup, TriggeredAbility) and BackupGrant((), (below,)) in backup.effects


def test_702_165a_three_backup_abilities_on_one_line() -> None:
    # "Backup 1, backup 1, backup 1": each triggers separately; the first renders the line
    *backups, trample = permanent_abilities("Backup 1, backup 1, backup 1\nTrample", aura=False)
    assert len(backups) == 3 and all(isinstance(b, TriggeredAbility) for b in backups)
    assert [b.text() for b in backups] == ["Backup 1, backup 1, backup 1", "", ""]
    assert isinstance(trample, Keyword)


def _compiled(type_line: str, text: str) -> CardDef:
    rec = {"name": "Test Card", "type_line": type_line, "oracle_text": text, "mana_cost": "{1}{U}"}
    return compile_record(CardRecord.from_json(json.dumps(rec)))


def test_702_131a_ascend_on_a_sorcery_is_its_first_instruction() -> None:
    """CR 702.131a: ascend on an instant or sorcery is a spell ability, followed as it resolves,
    before the instructions printed after it (608.2c)."""
    card = _compiled("Sorcery", "Ascend\nDraw two cards. If you have the city's blessing, draw three cards instead.")
    assert not card.unsupported and Keyword("ascend") in card.abilities
    o = GameObject(1, card, 0, Zone.STACK)
    fx = instructions(None, o)  # type: ignore[arg-type]
    assert isinstance(fx[0], AscendAsSpell) and len(fx) == 2


@pytest.mark.parametrize("n", [1, 2])
def test_702_166b_costs_less_if_bargained(n: int) -> None:
    line = f"~ costs {{{n}}} less to cast if it's bargained."
    found = cost_change(line)
    assert found == CostsLessIfBargained(n) and found.text() == line


def test_702_166b_if_it_was_bargained_instead() -> None:
    parsed = parse_effects(
        "Target creature gets -3/-3 until end of turn. If ~ was bargained, that creature gets -5/-5 until end of turn instead."
    )
    assert parsed is not None
    (instead,) = parsed[0]
    assert isinstance(instead, Instead) and instead.condition == SourceIs("~ was bargained", "kicked")


def test_702_144a_demonstrate_is_a_cast_trigger_with_a_may_copy() -> None:
    (ability,) = parse_line("Demonstrate")
    assert isinstance(ability, TriggeredAbility) and ability.event == "cast this"
    assert ability.effects == (MayDo(DemonstrateCopies()),) and ability.text() == "Demonstrate"


def test_702_188a_web_slinging_is_an_alternative_cost_with_a_return() -> None:
    (ability,) = parse_line("Web-slinging {2}{W}")
    assert isinstance(ability, AlternativeCost) and ability.name == "web-slinging"
    assert ability.cost == ManaCost.parse("{2}{W}") and ability.text() == "Web-slinging {2}{W}"
    (part,) = ability.parts
    assert isinstance(part, ReturnOne) and part.what.tapped and part.what.controller == "you"


def test_701_19c_a_creature_destroyed_this_way_cant_be_regenerated() -> None:
    """Damn's first line (its overload makes it "each", 702.96a): the destroy can't be regenerated
    and the sentence keeps its printed words."""
    text = "Destroy target creature. A creature destroyed this way can't be regenerated."
    parsed = parse_effects(text)
    assert parsed is not None
    (destroy,) = parsed[0]
    assert isinstance(destroy, Destroy) and destroy.no_regeneration and destroy.text(tuple(parsed[1])) == text


def test_702_96a_overload_joined_and_becomes_instructions_act_on_each() -> None:
    """Overload (702.96a, b): "… gets -2/-0 until end of turn and attacks this turn if able." and
    "Until end of turn, target creature you control becomes …" — every instruction about the
    target acts on the group, and the overloaded spell has no targets."""
    from arbiter.cards.oracle.cost_keywords import with_spell_variants
    from arbiter.cards.oracle.lines import spell_abilities
    from arbiter.mtg.ir.effect import And
    from arbiter.mtg.ir.selectors import Each
    from arbiter.mtg.ir.spell_variants import OVERLOAD, SpellVariant

    for text in (
        "Target creature you don't control gets -2/-0 until end of turn and attacks this turn if able.",
        "Until end of turn, target creature you control becomes a green Wurm with base power and toughness 6/4.",
    ):
        printed = spell_abilities(text)
        *_, variant = with_spell_variants(
            text, [*printed, SpellVariant(OVERLOAD, ManaCost.parse("{4}"), "Overload {4}")]
        )
        assert isinstance(variant, SpellVariant) and variant.spell is not None and not variant.spell.targets
        for e in variant.spell.effects:
            inner = e.effect if isinstance(e, And) else e
            assert isinstance(getattr(inner, "to", None), Each)


def test_702_176a_impending_is_four_abilities() -> None:
    """ "Impending 4—{1}{U}{U}": the alternative cost, four time counters if it was paid, not a
    creature while paid with a time counter, and the end step trigger with its intervening "if"."""
    from arbiter.mtg.ir.impending import IMPENDING_IF, NotCreatureWhileImpending
    from arbiter.mtg.ir.statics.replacement import EntersWithCounters

    cost, enters, static, trigger = parse_line("Impending 4—{1}{U}{U}")
    assert isinstance(cost, AlternativeCost) and cost.name == "impending" and cost.mark == "cast for impending"
    assert cost.cost == ManaCost.parse("{1}{U}{U}") and cost.text() == "Impending 4—{1}{U}{U}"
    assert isinstance(enters, EntersWithCounters) and enters.kind == "time" and enters.count == 4
    assert enters.condition is not None
    assert isinstance(static, NotCreatureWhileImpending)
    assert isinstance(trigger, TriggeredAbility) and trigger.event == "end step" and trigger.condition == IMPENDING_IF


def test_702_176a_an_impending_card_changes_its_own_types() -> None:
    """Its own static makes it no creature (702.176a), so its printed types aren't a shortcut for
    "destroy all creatures" or a target check: the card is ``self_typed``."""
    card = _compiled("Enchantment Creature — Avatar Horror", "Impending 4—{2}{W}{W}\nFlying")
    assert card.self_typed


def test_702_191a_increment_is_a_cast_trigger_with_an_intervening_if() -> None:
    """ "Increment": "Whenever you cast a spell, if … greater than this creature's power or
    toughness, put a +1/+1 counter on this creature." (702.191a)."""
    from arbiter.mtg.keywords.increment import INCREMENT_IF

    (trigger,) = parse_line("Increment")
    assert isinstance(trigger, TriggeredAbility) and trigger.event == "cast:spell"
    assert trigger.condition == INCREMENT_IF and trigger.text() == "Increment"
