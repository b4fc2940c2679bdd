"""CR 305.6, 305.7: a land given a basic land type has that type's intrinsic mana ability. The type
layer reads it at every query of every such land; it is one frozen object for each symbol, so the
layers don't build a new one each time, and the memos kept by ability don't grow with them (a
random game under Prismatic Omen built a quarter of a million of them in four decisions)."""

from __future__ import annotations

from arbiter.mtg.ir.abilities import BASIC_LAND_MANA, IntrinsicManaAbility, mana_ability


def test_305_7_one_mana_ability_for_each_basic_land_type() -> None:
    for symbol in BASIC_LAND_MANA.values():
        ability = mana_ability(symbol, intrinsic=True)
        assert isinstance(ability, IntrinsicManaAbility)
        assert mana_ability(symbol, intrinsic=True) is ability
        assert mana_ability(symbol) is not ability and not isinstance(mana_ability(symbol), IntrinsicManaAbility)
        assert mana_ability(symbol) == mana_ability(symbol)
