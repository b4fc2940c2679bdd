"""The Licids' paragraph (CR 613.1d, 613.1f, 116.2c) is read as one activated ability in its exact
wording only; the card's "Enchanted creature …" lines are read as an Aura's."""

from __future__ import annotations

from arbiter.cards.oracle.becoming_aura import becoming_aura
from arbiter.cards.oracle.lines import parse_line
from arbiter.mtg.effects.becoming_aura import BecomeAuraAndAttach
from arbiter.mtg.ir.abilities import ActivatedAbility, Unsupported

LINE = (
    "{1}{U}, {T}: ~ loses this ability and becomes an Aura enchantment with enchant creature. "
    "Attach it to target creature. You may pay {U} to end this effect."
)


def test_the_paragraph_is_one_activated_ability() -> None:
    (ability,) = parse_line(LINE)
    assert isinstance(ability, ActivatedAbility)
    (effect,) = ability.effects
    assert isinstance(effect, BecomeAuraAndAttach) and effect.end_cost.text == "{U}"
    assert len(ability.targets) == 1 and ability.text() == LINE


def test_other_wordings_are_not_read_as_it() -> None:
    assert becoming_aura(LINE.replace("target creature", "target artifact")) is None
    assert becoming_aura(LINE.replace("to end this effect", "to end it")) is None
    other = parse_line(LINE.replace("enchant creature.", "enchant land."))
    assert all(isinstance(a, Unsupported) for a in other)
