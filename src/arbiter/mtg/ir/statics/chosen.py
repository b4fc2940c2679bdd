"""Static abilities that read a value chosen as their permanent entered (CR 614.12): "Activated
abilities of sources with the chosen name can't be activated unless they're mana abilities."
(Pithing Needle, 602.5) and "Spells with the chosen name can't be cast." (601.3)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static


@dataclass(frozen=True, slots=True)
class ChosenNameCantBeActivated(Static):
    """ "Activated abilities of sources with the chosen name can't be activated unless they're
    mana abilities." (CR 602.5: a prohibited ability can't begin to be activated); without
    ``except_mana`` (Phyrexian Revoker), mana abilities too (605.3a)."""

    affects_others = True

    except_mana: bool = True

    def text(self) -> str:
        unless = " unless they're mana abilities" if self.except_mana else ""
        return f"Activated abilities of sources with the chosen name can't be activated{unless}."


@dataclass(frozen=True, slots=True)
class ChosenNameCantBeCast(Static):
    """ "Spells with the chosen name can't be cast." / "Your opponents can't cast spells with the
    chosen name." (CR 601.3: a prohibited spell can't begin to be cast)."""

    affects_others = True

    opponents: bool = False

    def text(self) -> str:
        if self.opponents:
            return "Your opponents can't cast spells with the chosen name."
        return "Spells with the chosen name can't be cast."
