"""The ability model: frozen dataclasses for cards, abilities, costs, effects and targets.

Design idea 4: cards are data. The Oracle compiler produces these nodes; the engine runs them.
Every node renders its own Oracle text (``text()``), with ``~`` standing for the object's own
name, so that a card's compiled form can be compared with its printed Oracle text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter.mtg.enums import PERMANENT_TYPES, CardType, Color, Zone
from arbiter.mtg.mana import POOL_ORDER, ManaCost, pool_text

# --------------------------------------------------------------------------------------------
# Targets (CR 115) and references to the objects and players an effect acts on


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One instance of the word "target" (CR 115.1): what it may choose.

    ``noun`` is the Oracle phrase after "target" ("creature", "creature an opponent controls",
    "spell"), or "any target" (CR 115.4). ``types`` are the card types an object must have one
    of; ``players`` says which players may be chosen ("", "any", "opponent"); ``controller``
    restricts the object's controller ("", "you", "opponent"); ``zone`` is where the object
    must be (the battlefield, or the stack for "target spell"); ``nontypes`` and ``noncolors``
    exclude ("noncreature", "nonblack"); ``other`` forbids the source itself ("another target").
    """

    noun: str
    types: frozenset[CardType] = frozenset()
    players: str = ""
    controller: str = ""
    zone: Zone = Zone.BATTLEFIELD
    nontypes: frozenset[CardType] = frozenset()
    noncolors: frozenset[Color] = frozenset()
    other: bool = False

    @property
    def allows_players(self) -> bool:
        return bool(self.players)

    @property
    def object_types(self) -> frozenset[CardType]:
        return self.types

    def text(self) -> str:
        if self.noun == "any target":
            return self.noun
        return f"{'another ' if self.other else ''}target {self.noun}"


ANY_TARGET = TargetSpec(
    "any target", frozenset({CardType.CREATURE, CardType.PLANESWALKER, CardType.BATTLE}), players="any"
)
TARGET_CREATURE = TargetSpec("creature", frozenset({CardType.CREATURE}))
TARGET_PLAYER = TargetSpec("player", players="any")
TARGET_OPPONENT = TargetSpec("opponent", players="opponent")


@dataclass(frozen=True, slots=True)
class Ref:
    """Who or what an effect acts on: ``target`` (index into the ability's targets), ``this``
    (the source object), or ``you`` (the controller)."""

    kind: str
    index: int = 0

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.kind == "target":
            return specs[self.index].text()
        if self.kind == "this":
            return "~"
        return "you"


def target(index: int = 0) -> Ref:
    return Ref("target", index)


THIS = Ref("this")
YOU = Ref("you")

# --------------------------------------------------------------------------------------------
# Effects (CR 609): one class per verb, each rendering its Oracle sentence


def _subject(ref: Ref, specs: tuple[TargetSpec, ...]) -> str:
    text = ref.text(specs)
    return text[0].upper() + text[1:]


@dataclass(frozen=True, slots=True)
class Effect:
    """Base of all effects."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class DealDamage(Effect):
    """CR 120: "~ deals N damage to <ref>"."""

    amount: int
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"~ deals {self.amount} damage to {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class AddMana(Effect):
    """CR 106.3, 605: "Add {G}." — ``mana`` is an amount per kind in W U B R G C order."""

    mana: tuple[int, ...]

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Add {pool_text(self.mana)}."


@dataclass(frozen=True, slots=True)
class ModifyPT(Effect):
    """CR 613.4c: "<ref> gets +N/+N until end of turn"."""

    power: int
    toughness: int
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{_subject(self.to, specs)} gets {self.power:+d}/{self.toughness:+d} until end of turn."


@dataclass(frozen=True, slots=True)
class Destroy(Effect):
    """CR 701.8: "Destroy <ref>." (indestructible permanents survive, 702.12b)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Destroy {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class ExileIt(Effect):
    """CR 406.2: "Exile <ref>."."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Exile {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class ReturnToHand(Effect):
    """ "Return <ref> to its owner's hand." (CR 400.7: it becomes a new object)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Return {self.to.text(specs)} to its owner's hand."


@dataclass(frozen=True, slots=True)
class TapIt(Effect):
    """CR 701.26a: "Tap <ref>."."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Tap {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class UntapIt(Effect):
    """CR 701.26b: "Untap <ref>."."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Untap {self.to.text(specs)}."


def _amount(n: int, one: str, many: str) -> str:
    words = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
    return f"{words.get(n, str(n))} {one if n == 1 else many}"


@dataclass(frozen=True, slots=True)
class Draw(Effect):
    """CR 121: "<who> draw(s) N card(s)."."""

    amount: int
    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        cards = _amount(self.amount, "card", "cards")
        if self.who.kind == "you":
            return f"Draw {cards}."
        return f"{_subject(self.who, specs)} draws {cards}."


@dataclass(frozen=True, slots=True)
class GainLife(Effect):
    """CR 119.3: "<who> gain(s) N life."."""

    amount: int
    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verb = "gain" if self.who.kind == "you" else "gains"
        return f"{_subject(self.who, specs)} {verb} {self.amount} life."


@dataclass(frozen=True, slots=True)
class LoseLife(Effect):
    """CR 119.3: "<who> lose(s) N life."."""

    amount: int
    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verb = "lose" if self.who.kind == "you" else "loses"
        return f"{_subject(self.who, specs)} {verb} {self.amount} life."


@dataclass(frozen=True, slots=True)
class CounterIt(Effect):
    """CR 701.6: "Counter <ref>." — the spell or ability goes to the graveyard / ceases to exist."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Counter {self.to.text(specs)}."


# --------------------------------------------------------------------------------------------
# Costs (CR 118, 602.1a)


@dataclass(frozen=True, slots=True)
class CostPart:
    def text(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class PayMana(CostPart):
    cost: ManaCost

    def text(self) -> str:
        return self.cost.text


@dataclass(frozen=True, slots=True)
class TapThis(CostPart):
    """The tap symbol {T} (CR 107.5): tap this permanent as a cost."""

    def text(self) -> str:
        return "{T}"


# --------------------------------------------------------------------------------------------
# Abilities (CR 113)


@dataclass(frozen=True, slots=True)
class Ability:
    def text(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Keyword(Ability):
    """A keyword ability (CR 702), e.g. ``Keyword("flying")``. ``joined``: printed on the
    previous keyword's line after a comma ("Flying, vigilance")."""

    name: str
    joined: bool = field(default=False, compare=False)

    def text(self) -> str:
        return self.name.capitalize()


@dataclass(frozen=True, slots=True)
class SpellAbility(Ability):
    """The effect of an instant or sorcery (CR 113.3a)."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()

    def text(self) -> str:
        return " ".join(e.text(self.targets) for e in self.effects)


@dataclass(frozen=True, slots=True)
class ActivatedAbility(Ability):
    """ "Cost: Effect" (CR 602.1). ``is_mana`` marks mana abilities (CR 605.1a)."""

    costs: tuple[CostPart, ...]
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    is_mana: bool = False
    sorcery_speed: bool = False  # CR 602.5d "Activate only as a sorcery."
    once_each_turn: bool = False  # CR 602.5b "Activate only once each turn."
    # derived, for the hot path
    taps: bool = field(init=False, default=False, compare=False)
    mana_cost: ManaCost | None = field(init=False, default=None, compare=False)
    produces: tuple[int, ...] | None = field(init=False, default=None, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "taps", any(isinstance(c, TapThis) for c in self.costs))
        costs = [c.cost for c in self.costs if isinstance(c, PayMana)]
        object.__setattr__(self, "mana_cost", costs[0] if costs else None)
        adds = [e.mana for e in self.effects if isinstance(e, AddMana)]
        object.__setattr__(self, "produces", adds[0] if len(adds) == 1 and len(self.effects) == 1 else None)

    def text(self) -> str:
        cost = ", ".join(c.text() for c in self.costs)
        parts = [e.text(self.targets) for e in self.effects]
        if self.sorcery_speed and self.once_each_turn:
            parts.append("Activate only as a sorcery and only once each turn.")
        elif self.sorcery_speed:
            parts.append("Activate only as a sorcery.")
        elif self.once_each_turn:
            parts.append("Activate only once each turn.")
        return f"{cost}: {' '.join(parts)}"


@dataclass(frozen=True, slots=True)
class Unsupported(Ability):
    """Oracle text the compiler cannot turn into abilities yet. A card with one of these can't
    be played: the engine names the words it cannot run."""

    words: str

    def text(self) -> str:
        return self.words


@dataclass(frozen=True, slots=True)
class IntrinsicManaAbility(ActivatedAbility):
    """CR 305.6: a basic land type's intrinsic "{T}: Add [mana]." ability; printed only as
    reminder text, so it renders as nothing of its own."""

    def text(self) -> str:
        return ""


BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def mana_ability(symbol: str, intrinsic: bool = False) -> ActivatedAbility:
    """``{T}: Add {symbol}.``"""
    amounts = tuple(1 if c == symbol else 0 for c in POOL_ORDER)
    cls = IntrinsicManaAbility if intrinsic else ActivatedAbility
    return cls((TapThis(),), (AddMana(amounts),), (), True)


# --------------------------------------------------------------------------------------------
# Cards


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card's characteristics and abilities (CR 109.3), shared by every object of that card."""

    name: str
    mana_cost: ManaCost | None
    types: frozenset[CardType]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: frozenset[Color] = frozenset()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    abilities: tuple[Ability, ...] = ()
    oracle_text: str = ""
    # derived, for the hot path
    keywords: frozenset[str] = field(init=False, default=frozenset())
    activated: tuple[ActivatedAbility, ...] = field(init=False, default=())
    spell: SpellAbility | None = field(init=False, default=None)
    is_creature: bool = field(init=False, default=False)
    is_land: bool = field(init=False, default=False)
    is_permanent: bool = field(init=False, default=False)
    is_instant: bool = field(init=False, default=False)
    is_legendary: bool = field(init=False, default=False)
    is_planeswalker: bool = field(init=False, default=False)
    is_aura: bool = field(init=False, default=False)
    is_equipment: bool = field(init=False, default=False)
    mana_abilities: tuple[tuple[int, ActivatedAbility], ...] = field(init=False, default=())
    unsupported: tuple[str, ...] = field(init=False, default=())

    def __post_init__(self) -> None:
        def put(name: str, value: object) -> None:
            object.__setattr__(self, name, value)

        put("keywords", frozenset(a.name for a in self.abilities if isinstance(a, Keyword)))
        put("activated", tuple(a for a in self.abilities if isinstance(a, ActivatedAbility)))
        spells = [a for a in self.abilities if isinstance(a, SpellAbility)]
        put("spell", spells[0] if spells else None)
        put("is_creature", CardType.CREATURE in self.types)
        put("is_land", CardType.LAND in self.types)
        put("is_permanent", bool(self.types & PERMANENT_TYPES))
        put("is_instant", CardType.INSTANT in self.types)
        put("is_legendary", "Legendary" in self.supertypes)
        put("is_planeswalker", CardType.PLANESWALKER in self.types)
        put("is_aura", "Aura" in self.subtypes)
        put("is_equipment", "Equipment" in self.subtypes)
        put("mana_abilities", tuple((i, a) for i, a in enumerate(self.activated) if a.is_mana))
        put("unsupported", tuple(a.words for a in self.abilities if isinstance(a, Unsupported)))

    @property
    def type_line(self) -> str:
        order = [t.value for t in CardType if t in self.types]
        left = " ".join([*self.supertypes, *order])
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def rules_text(self) -> str:
        """The Oracle text this definition renders, with ``~`` for the card's own name."""
        lines: list[str] = []
        for a in self.abilities:
            t = a.text()
            if not t:
                continue
            if isinstance(a, Keyword) and a.joined and lines:
                lines[-1] += ", " + t[0].lower() + t[1:]
            else:
                lines.append(t)
        return "\n".join(lines)
