"""Static abilities that change a rule of the game for their controller or everyone (CR 604):
additional costs and cost changes (601.2f, 118), casting timing (flash), counterability (101.2),
the untap step (502.3), maximum hand size (402.2) and beginning the game on the battlefield (103.6)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.spell_kinds import is_spell_kind
from arbiter.mtg.wording import COLOR_WORD_OF, article

if TYPE_CHECKING:
    from arbiter.mtg.costs.parts import CostPart, SacrificeOne
    from arbiter.mtg.enums import CardType, Color
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.ir.filters import Filter

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


@dataclass(frozen=True, slots=True)
class CantPayCosts(Static):
    """ "Players can't pay life or sacrifice <permanents> to cast spells or activate abilities."
    (Angel of Jubilation: ``life``, and ``sacrifice`` the permanents that can't be sacrificed; a
    cost that can't be paid makes the action illegal, CR 118.3)."""

    affects_others = True

    life: bool
    sacrifice: Filter

    def text(self) -> str:
        life = "pay life or " if self.life else ""
        return f"Players can't {life}sacrifice {self.sacrifice.text} to cast spells or activate abilities."


@dataclass(frozen=True, slots=True)
class CantBeCountered(Static):
    """ "~ can't be countered." (CR 701.6b: a spell that can't be countered isn't)."""

    def text(self) -> str:
        return "~ can't be countered."


@dataclass(frozen=True, slots=True)
class SpellsCantBeCountered(Static):
    """ "Creature spells can't be countered.", "Green spells you control can't be countered." (CR
    101.2, 701.6b): a spell of one of ``types`` (none: any), none of ``nontypes``, one of ``colors``
    and one of ``subtypes`` where given — any player's, or with ``yours`` only one the source's
    controller controls — isn't countered by an instruction to counter it."""

    affects_others = True

    noun: str
    yours: bool
    types: frozenset[CardType] = frozenset()
    nontypes: frozenset[CardType] = frozenset()
    colors: frozenset[Color] = frozenset()
    subtypes: frozenset[str] = frozenset()

    def text(self) -> str:
        return f"{self.noun} spells{' you control' if self.yours else ''} can't be countered."

    def applies(self, card: CardDef) -> bool:
        """Is a spell of ``card`` of the kind the noun names?"""
        return is_spell_kind(card, self.types, self.nontypes, self.colors, self.subtypes)


@dataclass(frozen=True, slots=True)
class SpendOnlyOnX(Static):
    """ "Spend only black mana on X." (a spell's; CR 107.3a, 601.2h): the mana paid for X must be
    that color (``color``: its mana symbol)."""

    color: str

    def text(self) -> str:
        return f"Spend only {COLOR_WORD_OF[self.color]} mana on X."


@dataclass(frozen=True, slots=True)
class BeginOnBattlefield(Static):
    """ "If ~ is in your opening hand, you may begin the game with it on the battlefield." (103.6a)"""

    def text(self) -> str:
        return "If ~ is in your opening hand, you may begin the game with it on the battlefield."


@dataclass(frozen=True, slots=True)
class CastAsThoughFlash(Static):
    """ "You may cast spells as though they had flash." (CR 702.8, 601.3) — or, with a ``noun``,
    only spells of one of ``types`` (none: any), none of ``nontypes``, one of ``colors`` and one of
    ``subtypes`` where given: "You may cast green creature spells as though they had flash."."""

    affects_others = True

    noun: str = ""  # "green creature", "Spirit", "sorcery"
    types: frozenset[CardType] = frozenset()
    nontypes: frozenset[CardType] = frozenset()
    colors: frozenset[Color] = frozenset()
    subtypes: frozenset[str] = frozenset()

    def text(self) -> str:
        return f"You may cast {self.noun + ' ' if self.noun else ''}spells as though they had flash."

    def applies(self, card: CardDef) -> bool:
        """Is a spell of ``card`` one it lets its controller cast as though it had flash (601.3)?"""
        return is_spell_kind(card, self.types, self.nontypes, self.colors, self.subtypes)


@dataclass(frozen=True, slots=True)
class CreatureAbilitiesCostLess(Static):
    """ "Activated abilities of creatures you control cost {N} less to activate. This effect can't
    reduce the mana in that cost to less than one mana." (a cost reduction applied at 601.2f)."""

    affects_others = True

    amount: int

    def text(self) -> str:
        return (
            f"Activated abilities of creatures you control cost {{{self.amount}}} less to activate. "
            "This effect can't reduce the mana in that cost to less than one mana."
        )


@dataclass(frozen=True, slots=True)
class AdditionalCostPerSymbol(Static):
    """Spells (``spells``) or activated abilities cost an additional ``part`` for each mana symbol
    of ``color`` in their mana / activation costs — hybrid symbols included (Drought: "Sacrifice a
    Swamp" for each black symbol; CR 601.2f, 118.8)."""

    affects_others = True

    part: SacrificeOne
    color: Color
    spells: bool

    def text(self) -> str:
        extra, color = f'an additional "{self.part.text()}"', COLOR_NAMES[self.color.value]
        if self.spells:
            return f"Spells cost {extra} to cast for each {color} mana symbol in their mana costs."
        return f"Activated abilities cost {extra} to activate for each {color} mana symbol in their activation costs."


@dataclass(frozen=True, slots=True)
class DoesntUntapItself(Static):
    """ "~ doesn't untap during your untap step." (CR 502.3); on an Aura, "Enchanted creature
    doesn't untap during its controller's untap step." (``whose``)."""

    whose: str = "your"
    # "… if it has a depletion counter on it." (CR 122.1): only while it has one of that kind
    counter: str = ""
    # printed in the sentence of the ability before it: "~ enters tapped and doesn't untap …"
    joined: bool = False

    def text(self) -> str:
        if self.counter:
            kind = f"{article(self.counter)} {self.counter}"
            return f"~ doesn't untap during {self.whose} untap step if it has {kind} counter on it."
        return f"~ doesn't untap during {self.whose} untap step."

    def joined_tail(self) -> str:
        return " and" + self.text().removeprefix("~") if self.joined else ""

    def holds(self, counters: int) -> bool:
        """Does it keep the permanent from untapping now (``counters``: of its kind on it)?"""
        return not self.counter or counters > 0


@dataclass(frozen=True, slots=True)
class DamageCantBePrevented(Static):
    """ "Damage can't be prevented." (CR 615.12: prevention effects still apply but prevent
    nothing; their additional effects happen, and shields aren't reduced)."""

    affects_others = True

    def text(self) -> str:
        return "Damage can't be prevented."


@dataclass(frozen=True, slots=True)
class UntapsDuringOthersUntap(Static):
    """ "Untap ~ during each other player's untap step." (CR 502.3: the untap step's untapping,
    done for this permanent in the other players' untap steps too)."""

    def text(self) -> str:
        return "Untap ~ during each other player's untap step."


@dataclass(frozen=True, slots=True)
class AdditionalCost(Static):
    """ "As an additional cost to cast ~, sacrifice a creature." (CR 601.2b, 601.2f–h: chosen and
    paid with the spell's other costs)."""

    part: CostPart

    def text(self) -> str:
        words = self.part.text()
        return f"As an additional cost to cast ~, {words[0].lower()}{words[1:]}."


@dataclass(frozen=True, slots=True)
class NoMaximumHandSize(Static):
    """ "You have no maximum hand size." (CR 402.2, 514.1); ``players``: "Players have no maximum
    hand size." (every player)."""

    affects_others = True

    players: bool = False

    def text(self) -> str:
        return "Players have no maximum hand size." if self.players else "You have no maximum hand size."


_HAND_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 11: "eleven"}


@dataclass(frozen=True, slots=True)
class MaximumHandSize(Static):
    """ "Each opponent's maximum hand size is reduced by N.", "Your maximum hand size is increased by
    N.", "Your maximum hand size is N." (CR 402.2): ``change`` is "reduced", "increased" or "set";
    ``opponents``: each opponent's, else the controller's."""

    affects_others = True

    change: str
    amount: int
    opponents: bool = False

    def text(self) -> str:
        whose = "Each opponent's" if self.opponents else "Your"
        n = _HAND_NUMBERS.get(self.amount, str(self.amount))
        if self.change == "set":
            return f"{whose} maximum hand size is {n}."
        return f"{whose} maximum hand size is {self.change} by {n}."
