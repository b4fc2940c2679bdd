"""Statics that forbid activating a group's abilities (CR 602.5): "Activated abilities of artifacts
can't be activated." (Null Rod, Stony Silence), "Activated abilities of creatures your opponents
control can't be activated." (Linvala, Keeper of Silence), "Activated abilities of artifacts and
creatures can't be activated unless they're mana abilities." (Damping Matrix); and "During your
turn, your opponents can't cast spells or activate abilities of artifacts, creatures, or
enchantments." (Grand Abolisher: 101.2, 601.3, 602.5)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import Static

_WORDS = {
    CardType.ARTIFACT: "artifacts", CardType.CREATURE: "creatures", CardType.PLANESWALKER: "planeswalkers",
    CardType.LAND: "lands", CardType.ENCHANTMENT: "enchantments",
}  # fmt: skip
_ORDER = (CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.PLANESWALKER, CardType.LAND)


@dataclass(frozen=True, slots=True)
class GroupActivationsForbidden(Static):
    """The activated abilities of permanents of ``types`` (their types now, 613.1d) — those an
    opponent controls, with ``opponents`` — can't be activated; ``except_mana``: mana abilities
    can (605.1a)."""

    affects_others = True

    types: frozenset[CardType]
    opponents: bool = False
    except_mana: bool = False
    # "During your turn, your opponents can't cast spells or activate abilities of …": only while
    # the source's controller is the active player, and casting spells is forbidden too (601.3)
    your_turn_no_spells: bool = False

    def text(self) -> str:
        words = [_WORDS[t] for t in _ORDER if t in self.types]
        group = (
            words[0]
            if len(words) == 1
            else " and ".join(words)
            if len(words) == 2
            else (", ".join(words[:-1]) + ", and " + words[-1])
        )
        if self.your_turn_no_spells:
            or_ = group.replace(" and ", " or ")
            return f"During your turn, your opponents can't cast spells or activate abilities of {or_}."
        whose = " your opponents control" if self.opponents else ""
        unless = " unless they're mana abilities" if self.except_mana else ""
        return f"Activated abilities of {group}{whose} can't be activated{unless}."
