"""More conditions of "as long as" statics (CR 611.3a), cost changes (601.2f) and "enters with …
if …" replacements (614.1c), as data — checked by :mod:`arbiter.mtg.state_condition_check`:

- players' states: "an opponent has 10 or less life", "an opponent has no cards in hand", "a
  player has no cards in hand", "an opponent is poisoned" (122.1f), "you have more cards in
  hand than each opponent";
- negations: "no opponent controls a creature";
- the source's own state: "it's modified" (700.9), "~ entered this turn", "~ is a creature",
  "it's attacking alone" (506.5);
- the turn's history: "an artifact entered the battlefield under your control this turn",
  "you've cast an instant or sorcery spell this turn", "you've sacrificed an artifact this turn";
- "there are five or more mana values among cards in your graveyard";
- the permanent the source is attached to: "enchanted creature is a Human", "equipped creature
  is legendary", "enchanted permanent is a creature" (301.5, 303.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.conditions import Condition

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType
    from arbiter.mtg.ir.filters import Filter


@dataclass(frozen=True, slots=True)
class PlayerCount(Condition):
    """Some player of ``who`` ("opponent": one of the controller's opponents; "player": any
    player; "each player": every player; "you": the controller) has ``what`` ("life" — their life
    total, CR 119; "hand" — cards in hand; "library" — cards in library, 401; "poison" — poison
    counters, 122.1f) between ``at_least`` and ``at_most``."""

    who: str
    what: str
    at_least: int = 0
    at_most: int | None = None


@dataclass(frozen=True, slots=True)
class MoreThanEachOpponent(Condition):
    """ "you have more cards in hand than each opponent": more than every opponent (``what``
    "hand")."""

    what: str = "hand"


@dataclass(frozen=True, slots=True)
class NoneOf(Condition):
    """The negation of ``inner``: "no opponent controls a creature" — not "an opponent controls
    a creature"."""

    inner: Condition


@dataclass(frozen=True, slots=True)
class SelfState(Condition):
    """The source's own state: ``state`` "modified" (CR 700.9), "entered this turn", "creature"
    (it is a creature now, layer 4), "attacking alone" (506.5), "cast from hand" (the spell it
    was cast from its owner's hand, 601.2a), "cast in main phase" (it was cast during a main phase of
    its caster's turn, 505.1), "attacking most life" (attacking the player with the most life or
    tied for most life)."""

    state: str


@dataclass(frozen=True, slots=True)
class Seen:
    """What a zone-change event records of a permanent as it entered or left (CR 603.6a,
    603.10a), as a description: one of ``types`` (any if empty), each of ``all_types``, none of
    ``nontypes``, one of ``subtypes`` (``either``: a type or a subtype will do), none of
    ``nonsubtypes``; ``token`` None asks nothing; ``other``: not the source itself."""

    types: frozenset[CardType] = frozenset()
    all_types: frozenset[CardType] = frozenset()
    nontypes: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    nonsubtypes: frozenset[str] = frozenset()
    either: bool = False
    token: bool | None = None
    other: bool = False


@dataclass(frozen=True, slots=True)
class HappenedThisTurn(Condition):
    """``at_least`` times this turn, the controller ``what``: "entered" (a permanent ``seen``
    describes entered the battlefield under their control, CR 603.6a), "sacrificed" (they
    sacrificed one, 701.21a), "cast" (they cast a spell of one of ``spell_types`` — or, with
    ``nonspell_types``, of none of them; neither: any spell, 601.2i), "added mana" (the source's
    ability with this condition added mana, CR 603.4: Carpet of Flowers), "attacked with" (the
    creatures they declared as attackers, 508.1a), "opponent dealt damage" (the most damage one
    opponent was dealt, 120.3)."""

    what: str
    seen: Seen = Seen()
    at_least: int = 1
    spell_types: frozenset[CardType] = frozenset()
    nonspell_types: frozenset[CardType] = frozenset()


@dataclass(frozen=True, slots=True)
class ValuesAmong(Condition):
    """ "there are five or more mana values among cards in your graveyard" (CR 202.3): how many
    different mana values the cards ``what`` describes have."""

    what: Filter
    at_least: int


@dataclass(frozen=True, slots=True)
class AttachedIs(Condition):
    """The permanent the source (an Aura or Equipment) is attached to fits ``what`` — or, with
    ``negated``, doesn't ("as long as enchanted artifact isn't a creature"). False while the
    source is attached to nothing (CR 301.5, 303.4)."""

    what: Filter
    negated: bool = False


@dataclass(frozen=True, slots=True)
class TurnPart(Condition):
    """Where the turn is (CR 500.1, 505.1): ``part`` "your main phase" (a main phase of your turn),
    "a main phase", "your combat phase", "first combat" ("it's the first combat phase of the turn",
    500.8: a turn can have more than one) or "first combat yours" ("… of your turn")."""

    part: str
