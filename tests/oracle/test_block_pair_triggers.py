"""Blocking-pair triggers (CR 509.3b, 509.3d, 509.3f): the event, the quality of the other
creature, and "that creature" as the trigger's subject."""

from __future__ import annotations

from arbiter.cards.oracle.block_triggers import block_pair_trigger
from arbiter.mtg.enums import Color
from arbiter.mtg.model import Destroy, Ref
from arbiter.mtg.triggers.block_pairs import BLOCKED_BY, BLOCKS


def test_509_3d_becomes_blocked_by_a_creature_names_that_creature() -> None:
    ability = block_pair_trigger("Whenever ~ becomes blocked by a creature, destroy that creature.")
    assert ability is not None and ability.event == BLOCKED_BY and ability.watch is None
    effect = ability.effects[0]
    assert isinstance(effect, Destroy) and effect.to == Ref("subject")


def test_509_3b_and_d_blocks_or_becomes_blocked_by() -> None:
    ability = block_pair_trigger(
        "Whenever ~ blocks or becomes blocked by a creature, ~ deals 3 damage to that creature."
    )
    assert ability is not None and ability.event == f"{BLOCKS}|{BLOCKED_BY}"


def test_509_3f_a_quality_of_the_other_creature_is_a_filter() -> None:
    flying = block_pair_trigger("Whenever ~ blocks a creature with flying, ~ gets +3/+0 until end of turn.")
    assert flying is not None and flying.watch is not None and flying.watch.keyword == "flying"
    green = block_pair_trigger("Whenever ~ becomes blocked by a green creature, destroy that creature.")
    assert green is not None and green.watch is not None and green.watch.colors == frozenset({Color.GREEN})


def test_an_intervening_if_or_an_unknown_quality_is_not_read_here() -> None:
    assert block_pair_trigger("Whenever ~ blocks a creature, if it's your turn, draw a card.") is None
    assert block_pair_trigger("Whenever ~ becomes blocked by a creature you control, draw a card.") is None
