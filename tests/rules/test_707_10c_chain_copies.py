"""The chain spells' copies (CR 707.10, 707.10c, 608.2c, 608.2h): how their last sentences read,
and what the words must name. Their play is in scenarios/cr707_copies/cr707_10c_chain_lightning.yaml."""

from __future__ import annotations

import pytest

from arbiter.cards.oracle import parse_effects
from arbiter.mtg.effects.copies import ChainCopy

CHAIN_LIGHTNING = (
    "~ deals 3 damage to any target. Then that player or that permanent's controller may pay {R}{R}. "
    "If the player does, they may copy ~ and may choose a new target for that copy."
)


def test_707_10c_chain_lightning_reads_as_one_instruction_with_its_payment() -> None:
    parsed = parse_effects(CHAIN_LIGHTNING)
    assert parsed is not None
    chain = parsed[0][-1]
    assert isinstance(chain, ChainCopy)
    assert chain.cost is not None and chain.cost.text == "{R}{R}"
    assert chain.who == "that player or that permanent's controller"
    assert chain.text(tuple(parsed[1])) == CHAIN_LIGHTNING.split(". ", 1)[1]


def test_707_10c_chain_without_a_payment() -> None:
    text = "Destroy target noncreature permanent. Then that permanent's controller may copy ~ and may choose a new target for that copy."
    parsed = parse_effects(text)
    assert parsed is not None
    chain = parsed[0][-1]
    assert isinstance(chain, ChainCopy) and chain.cost is None and chain.then


@pytest.mark.parametrize(
    "text",
    [
        # "that player" names no player when the target is a creature
        "Destroy target creature. That player may copy ~ and may choose a new target for that copy.",
        # "that permanent's controller" names no one when the target is a player
        "Target player discards two cards. Then that permanent's controller may copy ~ and may choose a new target for that copy.",
        # two targets: which one the words name is unclear
        "Destroy target artifact and target enchantment. Then that permanent's controller may copy ~ and may choose a new target for that copy.",
        # the payment without its "If the player does"
        "~ deals 3 damage to any target. Then that player or that permanent's controller may pay {R}{R}.",
    ],
)
def test_707_10c_chain_words_that_name_no_single_player_are_refused(text: str) -> None:
    parsed = parse_effects(text)
    assert parsed is None or not any(isinstance(e, ChainCopy) for e in parsed[0])


def test_701_21a_chain_of_vapor_reads_its_sacrifice_as_the_players_action() -> None:
    text = (
        "Return target nonland permanent to its owner's hand. Then that permanent's controller may sacrifice a land "
        "of their choice. If the player does, they may copy ~ and may choose a new target for that copy."
    )
    parsed = parse_effects(text)
    assert parsed is not None
    chain = parsed[0][-1]
    assert isinstance(chain, ChainCopy) and chain.cost is None and chain.action == "sacrifice a land of their choice"
    assert chain.text(tuple(parsed[1])) == text.split(". ", 1)[1]
