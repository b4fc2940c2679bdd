"""Static abilities that give or take characteristics (CR 604, 613): grants to creatures a player
controls (layers 6, 7c), to (and losses of) the creature an Aura or Equipment is attached to, control of the
enchanted permanent (layer 2), characteristic-defining abilities (604.3, layer 7a), level bands
(711) and the type-changing devotion rule of the Theros gods (layer 4)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static, render_lines
from arbiter.mtg.wording import pt_change

if TYPE_CHECKING:
    from arbiter.mtg.enums import Color
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.filters import CountOf, Filter
    from arbiter.mtg.ir.statics.defined_pt import DefinedNumber
    from arbiter.mtg.ir.statics.sparing import Spares


@dataclass(frozen=True, slots=True)
class ControlEnchanted(Static):
    """ "You control enchanted <noun>." (Control Magic: a control-changing effect, layer 2,
    CR 613.1b, with the Aura's timestamp, 613.7e)."""

    affects_others = True

    noun: str

    def text(self) -> str:
        return f"You control enchanted {self.noun}."


@dataclass(frozen=True, slots=True)
class NotCreatureUnlessDevotion(Static):
    """ "As long as your devotion to <color> [and <color>] is less than N, ~ isn't a creature." (the
    Theros gods: a type-changing effect, layer 4, CR 613.1d; devotion, 700.5 — to two colors, a
    symbol of either or both counts once)."""

    changes_own_types = True

    color: Color
    count: int
    also: Color | None = None  # the second color of a two-color god, in printed order

    def text(self) -> str:
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        name = names[self.color.value] + (f" and {names[self.also.value]}" if self.also is not None else "")
        words = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
        return f"As long as your devotion to {name} is less than {words[self.count]}, ~ isn't a creature."


@dataclass(frozen=True, slots=True)
class HasActivatedAbilitiesOf(Static):
    """ "As long as ~ is on the battlefield, it has all activated abilities of all <cards>.": of
    the cards ``what`` describes, where they are ("creature cards in all graveyards", Necrotic
    Ooze; layer 6, 613.1f; each ability tracked per card, CR 602.5c)."""

    what: Filter

    def text(self) -> str:
        return f"As long as ~ is on the battlefield, it has all activated abilities of all {self.what.text}."


@dataclass(frozen=True, slots=True)
class GroupLosesKeywords(Static):
    """ "<group> lose <keyword>[ and <keyword>]." — an ability-removing effect on every permanent
    ``what`` describes, read for the source's controller (CR 613.1f, layer 6): "Creatures your
    opponents control lose infect." (Melira, Sylvok Outcast), "All creatures lose flying."."""

    affects_others = True

    what: Filter
    keywords: tuple[str, ...]
    text_: str

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class AttachedGrant(Static):
    """ "Equipped/Enchanted creature gets +N/+N [and has <keyword>]." (layers 6 and 7c)."""

    affects_others = True

    holder: str  # "Equipped" or "Enchanted"
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    granted: tuple[Ability, ...] = ()  # quoted abilities: has "{2}, Sacrifice ~: You gain 2 life."
    loses: tuple[str, ...] = ()  # "… and loses flying" (layer 6, in timestamp order, 613.9)
    per: CountOf | None = None  # "+1/+1 for each enchantment you control", counted now (608.2h)
    text_: str = ""  # the Oracle wording where it shortens ("protection from red and from blue", 702.16g)
    condition: Condition | None = None  # "… as long as <condition>" (CR 611.3a), read for the source's controller
    # "gets +X/+0, where X is the number of …": ``per`` counts X, ``power``/``toughness`` ±1 or 0
    where_x: bool = False
    # "for each other creature you control": "other" than the creature it is attached to (the
    # noun of the holder), not than the source ("for each other enchantment …": than the Aura)
    other_than_attached: bool = False
    # CR 702.16n–p: "This effect doesn't remove this Aura / Auras / …" — its protection spares those
    spares: Spares | None = None

    def text(self) -> str:
        if self.text_:
            return self.text_
        if self.granted:
            quoted = '" and "'.join(a.text() for a in self.granted)
            return f'{self.holder} creature has "{quoted}"'
        if self.where_x and self.per is not None:
            return f"{self.holder} creature gets {x_change(self.power, self.toughness)}, where X is {self.per.text}."
        parts = []
        if self.power or self.toughness:
            each = f" for each {self.per.text}" if self.per is not None else ""
            parts.append(f"gets {pt_change(self.power, self.toughness)}{each}")
        if self.keywords:
            parts.append(f"has {' and '.join(self.keywords)}")
        if self.loses:
            parts.append(f"loses {' and '.join(self.loses)}")
        return f"{self.holder} creature {' and '.join(parts)}."


def x_change(power: int, toughness: int) -> str:
    """ "+X/+X", "-X/-0", "+0/+X": a bonus of X (or none) to each, the sign of a zero the other's."""
    sign = "-" if min(power, toughness) < 0 else "+"
    return "/".join(("-" if n < 0 else "+" if n > 0 else sign) + ("X" if n else "0") for n in (power, toughness))


@dataclass(frozen=True, slots=True)
class AttachedOtherwise(Static):
    """ "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2." — two
    grants of one ability (CR 611.3a): ``first`` while its condition holds, ``otherwise`` (whose
    condition is the negation of the first's) while it doesn't. Keywords and bonuses only."""

    affects_others = True

    first: AttachedGrant
    otherwise: AttachedGrant
    text_: str

    def text(self) -> str:
        return self.text_


def flat_grants(abilities: tuple[Ability, ...]) -> tuple[Ability, ...]:
    """The abilities with each :class:`AttachedOtherwise` as its two grants (for the layers)."""
    if not any(isinstance(a, AttachedOtherwise) for a in abilities):
        return abilities
    out: list[Ability] = []
    for a in abilities:
        out.extend((a.first, a.otherwise) if isinstance(a, AttachedOtherwise) else (a,))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class AttachedRestriction(Static):
    """ "Enchanted creature can't attack or block." — an Aura's or Equipment's effect on the
    creature it's attached to. Not an ability the creature gains: the creature losing all its
    abilities doesn't end it (cf. seed requirement E14)."""

    affects_others = True

    holder: str  # "Equipped" or "Enchanted"
    rule: Static  # the restriction as if printed on the creature ("~ can't attack or block.")
    noun: str = "creature"  # or "permanent": an Aura that may enchant any permanent (CR 303.4)
    # printed in the sentence of the bonus before it: "Enchanted creature gets +2/+2 and can't block."
    joined: bool = field(default=False, compare=False)
    comma: bool = field(default=False, compare=False)  # joined by ", and" ("can't attack or block, and …")

    def text(self) -> str:
        return f"{self.holder} {self.noun}{self.rule.text().removeprefix('~')}"

    def joined_tail(self) -> str:
        if not self.joined:
            return ""
        tail = self.rule.text().removeprefix("~")
        if tail.startswith("'s "):  # "~'s activated abilities …" → "and its activated abilities …"
            tail = " its " + tail.removeprefix("'s ")
        return ("," if self.comma else "") + " and" + tail


@dataclass(frozen=True, slots=True)
class GrantToControlled(Static):
    """ "Creatures you control have <keyword>." / "Other Merfolk get +1/+1 and have islandwalk."
    (layer 6 and 7c effects on other objects, CR 613): on the permanents ``what`` describes, read
    for the source's controller ("you control", "your opponents control") and the source ("other")."""

    affects_others = True

    what: Filter
    keywords: tuple[str, ...] = ()
    power: int = 0
    toughness: int = 0
    text_: str = ""
    self_only: bool = False  # "~ gets +1/+1 …" / "~ has flying …": the source itself
    condition: Condition | None = None  # "… as long as <condition>" (CR 611.3a)
    per: CountOf | None = None  # "… +1/+1 for each <thing>": the bonus times the count
    granted: tuple[Ability, ...] = ()  # quoted abilities: have "{T}: Add one mana of any color." (613.1f)
    # "Other creatures you control get -1/-1." on a noncreature Aura (Vampirism): other than the
    # enchanted creature, the one creature the card speaks of (set when the card is compiled)
    other_than_attached: bool = False
    # CR 613.1e (layer 5): "… ~ gets +1/+1, is black, and has …" (the Possessed cycle) — the colors it
    # is instead of its own while the grant applies
    colors: frozenset[Color] = frozenset()

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class PTDefinition(Static):
    """CR 604.3, 613.4a (layer 7a): "~'s power and toughness are each equal to the number of
    lands you control." / "~'s power is equal to …" — a characteristic-defining ability; it
    works in every zone. ``toughness`` None: the printed toughness."""

    power: CountOf | DefinedNumber
    toughness: CountOf | DefinedNumber | None
    text_: str = ""

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class LevelBand(Static):
    """CR 711.2: "{LEVEL N1-N2} [abilities] [P/T]" — while the permanent has N1 to N2 level
    counters (N1 or more with no N2) it has base power and toughness P/T (layer 7b) and those
    abilities (layer 6)."""

    low: int
    high: int | None
    power: int
    toughness: int
    abilities: tuple[Ability, ...] = ()

    def active(self, level: int) -> bool:
        return level >= self.low and (self.high is None or level <= self.high)

    def text(self) -> str:
        head = f"LEVEL {self.low}-{self.high}" if self.high is not None else f"LEVEL {self.low}+"
        return "\n".join([head, f"{self.power}/{self.toughness}", *render_lines(self.abilities)])
