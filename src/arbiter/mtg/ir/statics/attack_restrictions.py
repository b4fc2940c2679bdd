"""Static abilities that stop a whole group of creatures attacking (CR 508.1c): "Creatures without
flying can't attack." (Moat), "Creatures you control can't attack." (Glacial Chasm), "Creatures
with power greater than the number of cards in your hand can't attack." (Ensnaring Bridge),
"Creatures can't attack you." (Blazing Archon). And
the rules an Aura puts on the creature it enchants that also forbid activating its abilities
(Arrest, 602.5).

They are effects of the permanent that has them on other objects, not abilities those creatures
have: a creature that loses all abilities is still restricted. The check is
:func:`arbiter.mtg.combat.attack_rules.group_attack_error`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.statics.combat import CantAttack, CantBlock

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


@dataclass(frozen=True, slots=True)
class CreaturesCantAttackYou(Static):
    """ "Creatures can't attack you." (Blazing Archon) — no creature can be declared attacking the
    source's controller (CR 508.1b–c); planeswalkers and battles of theirs may still be attacked.
    The check is :func:`arbiter.mtg.combat.attack_rules.protected_from_attack`."""

    affects_others = True

    def text(self) -> str:
        return "Creatures can't attack you."


@dataclass(frozen=True, slots=True)
class CantAttackOrBlockNorActivate(CantAttack):
    """ "~ can't attack or block, and its activated abilities can't be activated." (Arrest, as the
    rule an Aura puts on the creature it enchants): restrictions on attacking and blocking (CR
    508.1c, 509.1b) and a prohibition on activating any of its activated abilities, mana
    abilities included (602.5)."""

    or_block: bool = True

    def text(self) -> str:
        return "~ can't attack or block, and its activated abilities can't be activated."


@dataclass(frozen=True, slots=True)
class CantBlockNorActivate(CantBlock):
    """ "~ can't block, and its activated abilities can't be activated." (Demotion; CR 509.1b, 602.5)."""

    def text(self) -> str:
        return "~ can't block, and its activated abilities can't be activated."


@dataclass(frozen=True, slots=True)
class ActivationsForbidden(Static):
    """ "~'s activated abilities can't be activated." (Detainment Spell, as the rule an Aura puts on
    the creature it enchants): a prohibition on activating any of its activated abilities, mana
    abilities included (CR 602.5); attacking and blocking stay allowed. ``unless_mana``: "… unless
    they're mana abilities." (Faith's Fetters: its mana abilities may be activated, 605.1a)."""

    unless_mana: bool = False

    def text(self) -> str:
        unless = " unless they're mana abilities" if self.unless_mana else ""
        return f"~'s activated abilities can't be activated{unless}."


# the statics that forbid activating the activated abilities of the object they apply to (CR 602.5)
NO_ACTIVATIONS = (CantAttackOrBlockNorActivate, CantBlockNorActivate, ActivationsForbidden)
