"""Descriptions of objects: one :class:`Filter` for every "which objects" phrase — a target's
words (CR 115.1), a static ability's group ("white creatures", "Walls", "creatures with power 2 or
less"), a watched zone change ("another nontoken creature you control", 603.6a, 603.10a), a cost's
choice ("an untapped Elf you control", 601.2h), the objects "each …" acts on (608.2c, 611.2c) and
what is counted ("the number of creature cards in your graveyard", :class:`CountOf`).

:mod:`arbiter.mtg.filtering` is the one matcher that reads them."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType, ChoiceKey, Color, Zone
    from arbiter.mtg.ir.refs import Ref


class Whose(StrEnum):
    """Whose objects a description asks for, relative to the player it is read for (a ``str``, so
    ``f.controller == "you"`` reads as before; a word that names none is refused when the filter
    is made)."""

    ANY = ""
    YOU = "you"  # "you control", "your graveyard"
    OPPONENT = "opponent"  # "an opponent controls", "you don't control", "your opponents control"
    DEFENDING = "defending"  # "defending player controls" (CR 506.2)
    ENCHANTED = "enchanted"  # "enchanted player controls": the player the source Aura enchants (303.4a)
    ACTIVE = "active"  # "that player controls" at each player's upkeep: the active player (503.1)

    def __repr__(self) -> str:
        return repr(self.value)


@dataclass(frozen=True, slots=True)
class Filter:
    """What an object must be. Every field left at its default asks nothing; the others all have
    to hold. ``text`` is the Oracle phrase the compiler read ("white creatures", "creature an
    opponent controls"), printed where the description is printed.

    - ``types``: one of these card types (CR 205.2a); ``all_types``: each of them ("artifact
      creature"); ``nontypes``: none of them ("noncreature", 205.4b).
    - ``subtypes``: one of these (205.3; a changeling has every creature type, 702.73a);
      ``nonsubtypes``: none of them ("non-Angel, non-Demon creature", 205.4b — so never a changeling);
      ``supertypes`` one of / ``nonsupertypes`` none of ("legendary", "nonbasic", 205.4).
    - ``colors`` one of / ``noncolors`` none of ("white", "nonblack", 105.2).
    - ``controller``: relative to the player the description is read for — "you", "opponent",
      "defending" (506.2), "enchanted" (the player the source Aura enchants, 303.4a) or "" for
      anyone; a card in a graveyard or hand is its owner's (108.3).
    - ``zone``: where it must be (``None``: wherever the caller looks).
    - ``tapped`` / ``token``: ``None`` asks nothing (110.5, 111.1).
    - ``keyword``: it has that keyword ability, or with ``without`` it doesn't (702).
    - power, toughness and mana value bounds (208, 202.3); ``lesser_power``: power less than the
      source's ("with lesser power", mentor 702.134a).
    - ``either``: ``types`` and ``subtypes`` are alternatives ("creature or Vehicle").
    - ``other``: not the source ("another"); ``or_self``: the source fits whatever it is ("~ or
      another creature").
    """

    text: str = ""
    types: frozenset[CardType] = frozenset()
    all_types: frozenset[CardType] = frozenset()
    nontypes: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    nonsupertypes: frozenset[str] = frozenset()
    colors: frozenset[Color] = frozenset()
    noncolors: frozenset[Color] = frozenset()
    controller: str = ""  # a Whose
    zone: Zone | None = None
    tapped: bool | None = None
    token: bool | None = None
    keyword: str = ""
    without: bool = False
    min_power: int | None = None
    max_power: int | None = None
    min_toughness: int | None = None
    max_toughness: int | None = None
    min_value: int | None = None
    max_value: int | None = None
    lesser_power: bool = False
    other: bool = False
    or_self: bool = False
    counters: bool | None = None  # "with no counters on it" (False), "with a counter on it" (True)
    nonsubtypes: frozenset[str] = frozenset()  # (last: the fields before keep their positions)
    combat: str = ""  # "attacking" / "blocking" (CR 506.4): attacking or blocking now
    counter_kind: str = ""  # "with a +1/+1 counter on it" (CR 122.1): at least one of that kind
    chosen: ChoiceKey | None = None  # "of the chosen type / color" (614.12): the source's choice of that kind
    # what it did this turn, from the turn's history: "attacked" ("creatures that attacked this
    # turn": declared as an attacker in a combat of this turn, CR 508.1, 500.8)
    this_turn: str = ""
    named: bool = False  # "named ~": its name is the source's (CR 201.2; a nameless object has none)
    # "creature or Vehicle": one of ``types`` or one of ``subtypes`` is enough (CR 205.2b, 205.3)
    either: bool = False
    attached_to_source: bool = False  # "Aura attached to it": attached to the source (CR 301.5, 303.4)
    names: tuple[str, ...] = ()  # "a card named Godsire [or …]": it has one of these names (CR 201.2)
    # "spell that targets a permanent you control" (``targeting``) / "… that targets you"
    # (``targeting_you``): one of the spell's targets fits (CR 115.1)
    targeting: Filter | None = None
    targeting_you: bool = False
    # "enchanted creatures" / "equipped creatures": an Aura / an Equipment is attached to it (CR 303.4, 301.5)
    attached: str = ""
    goaded: bool = False  # "goaded creature": a player goaded it (CR 701.15a–b)
    face_down: bool = False  # "face-down creature": a face-down permanent (CR 708.2)
    # whether any field past the card types is set (read by the matcher to skip them at once)
    rest: bool = field(default=False, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "controller", Whose(self.controller))
        rest = (
            self.subtypes or self.nonsubtypes or self.supertypes or self.nonsupertypes or self.colors or self.noncolors
            or self.tapped is not None or self.token is not None or self.keyword or self.lesser_power
            or self.min_power is not None or self.max_power is not None
            or self.min_toughness is not None or self.max_toughness is not None
            or self.min_value is not None or self.max_value is not None
            or self.counters is not None or self.combat or self.counter_kind or self.chosen or self.this_turn
            or self.named or self.attached_to_source or self.names or self.targeting or self.targeting_you
            or self.attached or self.goaded or self.face_down
        )  # fmt: skip
        object.__setattr__(self, "rest", bool(rest))


@dataclass(frozen=True, slots=True)
class CountOf:
    """ "the number of <things>": the objects ``what`` describes, in its zone (the battlefield
    when it names none), ``times`` over ("twice the number of …"), ``plus`` more ("… that number
    plus 1"), read for the instruction's controller or for ``player``. ``text`` is the printed
    phrase."""

    text: str
    what: Filter
    times: int = 1
    plus: int = 0
    player: Ref | None = None  # "… target player controls": the player the filter's "you" means
