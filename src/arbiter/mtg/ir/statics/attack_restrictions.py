"""Static abilities that stop a whole group of creatures attacking (CR 508.1c): "Creatures without
flying can't attack." (Moat), "Creatures you control can't attack." (Glacial Chasm), "Creatures
with power greater than the number of cards in your hand can't attack." (Ensnaring Bridge).

They are effects of the permanent that has them on other objects, not abilities those creatures
have: a creature that loses all abilities is still restricted. The check is
:func:`arbiter.mtg.attack_rules.group_attack_error`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import Filter


@dataclass(frozen=True, slots=True)
class CreaturesCantAttack(Static):
    """ "<creatures> can't attack." — each creature ``what`` describes, read for the source's
    controller ("you control"), can't be declared as an attacker (CR 508.1c). With
    ``power_over_hand`` only those whose power is greater than the number of cards in the hand of
    the source's controller, compared as attackers are declared."""

    affects_others = True

    what: Filter
    power_over_hand: bool = False

    def text(self) -> str:
        return f"{self.what.text[:1].upper()}{self.what.text[1:]} can't attack."
