"""CR 701.3d, 603.10c: "Whenever ~ becomes unattached from a permanent, sacrifice that permanent."
— the trigger event, and "that permanent" read as the object the event was about (only there)."""

from __future__ import annotations

from arbiter.cards.oracle.lines import parse_line
from arbiter.mtg.effects.zones import Destroy, SacrificeIt
from arbiter.mtg.ir.abilities import TriggeredAbility, Unsupported
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.objects.unattaching import BECOMES_UNATTACHED

LINE = "Whenever ~ becomes unattached from a permanent, sacrifice that permanent."


def test_the_trigger_names_the_permanent_it_was_attached_to() -> None:
    (ability,) = parse_line(LINE)
    assert isinstance(ability, TriggeredAbility) and ability.event == BECOMES_UNATTACHED
    assert ability.effects == (SacrificeIt(Ref("subject permanent")),)
    assert ability.text() == LINE


def test_destroy_that_permanent_reads_the_same_object() -> None:
    (ability,) = parse_line(LINE.replace("sacrifice", "destroy"))
    assert isinstance(ability, TriggeredAbility)
    (effect,) = ability.effects
    assert isinstance(effect, Destroy) and effect.to == Ref("subject permanent")


def test_that_permanent_needs_an_event_about_a_permanent() -> None:
    (ability,) = parse_line("At the beginning of your upkeep, sacrifice that permanent.")
    assert isinstance(ability, Unsupported)
