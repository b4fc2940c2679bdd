"""Static abilities whose effects are placed by the layer system (CR 613): type-changing effects
on a group (layer 4 — Blood Moon, Urborg, Opalescence, with Opalescence's P/T in 7b) and "lose
all abilities" on a group (layer 6, with Humility's P/T in 7b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.filters import CountOf

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType
    from arbiter.mtg.ir.filters import Filter


@dataclass(frozen=True, slots=True)
class TypeChange(Static):
    """CR 613.1d (layer 4): "Nonbasic lands are Mountains." (``set_land_types``: the land loses its
    old land types and its rules-text abilities and gains the new types' mana abilities, 305.7),
    "Each land is a Swamp in addition to its other land types." (305.7, last sentence), "Each
    other non-Aura enchantment is a creature in addition to its other types and has base power
    and base toughness each equal to its mana value." (``base_is_mana_value``: layer 7b, to the
    same objects, 613.6). ``except_subtypes``: what "non-Aura" leaves out."""

    affects_others = True

    what: Filter
    text_: str
    types: frozenset[CardType] = frozenset()
    subtypes: tuple[str, ...] = ()
    set_land_types: bool = False
    except_subtypes: frozenset[str] = frozenset()
    base_is_mana_value: bool = False
    # "All lands are 2/2 creatures that are still lands." (Nature's Revolt): the base power and
    # toughness set in layer 7b to the same objects (CR 613.4b, 613.6)
    base: tuple[int, int] | None = None

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class GroupLosesAllAbilities(Static):
    """CR 613.1f (layer 6): "All creatures lose all abilities[ and have base power and toughness
    1/1]." (Humility; the P/T part in layer 7b to the same creatures, 613.6 — even once the
    source itself has lost the ability)."""

    affects_others = True

    what: Filter
    text_: str
    base: tuple[int, int] | None = None

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class CardTypesAmong(CountOf):
    """ "the number of card types among cards in all graveyards" (Tarmogoyf; CR 205.2a: each card
    type counts once, however many cards have it) — ``what`` says which cards."""


@dataclass(frozen=True, slots=True)
class BasicLandTypesAmong(CountOf):
    """ "for each basic land type among lands you control" (domain: CR 205.3i, 305.6 — Plains,
    Island, Swamp, Mountain and Forest each count once, read from the lands' current subtypes)."""


@dataclass(frozen=True, slots=True)
class YourLifeTotal(CountOf):
    """ "where X is your life total" (CR 119.1): the controller's life total as it is now — negative
    too (107.1b: a calculation uses a negative value; Death's Shadow at -3 life gets +3/+3)."""


@dataclass(frozen=True, slots=True)
class YourSpeed(CountOf):
    """ "where X is your speed" (CR 702.179f): the controller's speed as it is now — 0 while they
    have none; read whenever the characteristics are (613.4c: Samut's "+X/+0")."""


@dataclass(frozen=True, slots=True)
class PlayerCountersHad(CountOf):
    """ "for each experience counter you have" / "for each poison counter your opponents have"
    (CR 122.1, 122.1f): the counters of ``kind`` the controller has, or all of their opponents
    together (``opponents``), as they are now (613.4c: counted whenever P/T is)."""

    kind: str = ""
    opponents: bool = False


@dataclass(frozen=True, slots=True)
class CountersOnSource(CountOf):
    """ "for each charge counter on ~" (Banshee's Blade): the counters of ``kind`` on the source
    as it is now (CR 122.1, 613.4c: counted whenever P/T is); ``kind`` "" — "for each counter on
    ~": counters of every kind."""

    kind: str = ""
