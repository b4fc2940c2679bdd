"""Sentences about the tokens just created (CR 608.2c), token subjects (111.2), tokens that
are tapped and attacking (508.4), named (111.4) and X/X (107.3) tokens."""

from __future__ import annotations

from arbiter.cards.oracle.lines import parse_line
from arbiter.mtg.effects.created_tokens import CreatedGain, CreatedLater
from arbiter.mtg.effects.tokens import CreateToken, CreateXToken
from arbiter.mtg.ir.amounts import Counted
from arbiter.mtg.model import TriggeredAbility, Unsupported, render_lines


def _one(line: str) -> TriggeredAbility:
    abilities = parse_line(line)
    assert len(abilities) == 1 and isinstance(abilities[0], TriggeredAbility)
    assert "\n".join(render_lines(tuple(abilities))) == line
    return abilities[0]


def test_608_2c_it_after_create_is_the_token_not_the_source() -> None:
    ability = _one("Whenever ~ attacks, create a 1/1 white Spirit creature token. It gains haste until end of turn.")
    assert isinstance(ability.effects[1], CreatedGain)
    later = _one(
        "When ~ enters, create a 3/1 red Elemental creature token. Exile it at the beginning of the next end step."
    )
    assert isinstance(later.effects[1], CreatedLater) and not later.effects[1].combat


def test_608_2c_an_unread_pronoun_after_create_is_refused() -> None:
    abilities = parse_line("Whenever ~ attacks, create a 1/1 red Goblin creature token. Tap it.")
    assert any(isinstance(a, Unsupported) for a in abilities)


def test_608_2c_pronoun_agrees_with_the_number_created() -> None:
    abilities = parse_line(
        "Whenever ~ attacks, create two 1/1 red Goblin creature tokens. It gains haste until end of turn."
    )
    assert any(isinstance(a, Unsupported) for a in abilities)


def test_111_2_player_subject_and_508_4_attacking_and_111_4_name() -> None:
    ability = _one("When ~ enters, target opponent creates a 1/1 white Spirit creature token named Ghost.")
    made = ability.effects[0]
    assert isinstance(made, CreateToken) and made.who is not None and made.name == "Ghost"
    attack = _one("Whenever ~ attacks, create two 1/1 white Spirit creature tokens that are tapped and attacking.")
    assert isinstance(attack.effects[0], CreateToken) and attack.effects[0].attacking


def test_107_3_x_x_token_counts_power_and_toughness() -> None:
    ability = _one("When ~ dies, create an X/X black Horror creature token, where X is ~'s power.")
    made = ability.effects[0]
    assert isinstance(made, Counted) and isinstance(made.effect, CreateXToken)
    scaled = made.times(4)
    assert isinstance(scaled, CreateXToken) and (scaled.power, scaled.toughness) == (4, 4)
