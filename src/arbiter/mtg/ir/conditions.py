"""Conditions of Oracle text, as data: the "if …" of an intervening-if trigger (CR 603.4), the
"as long as …" of a conditional static ability (CR 611.3a, 604.2), "During your turn, …", and
"Activate only if …" (CR 602.5b).

Each condition renders the words it came from (``text``) and is checked against the game as it
is now by :func:`arbiter.mtg.condition_check.holds`. The data lives here, apart from the check,
so that the ability model can name conditions without importing the rules that evaluate them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import CountOf, Filter


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition; ``text`` is its Oracle wording without "if" / "as long as"."""

    text: str


@dataclass(frozen=True, slots=True)
class Controls(Condition):
    """ "you control N or more <permanents>", "you control a Swamp", "you control no untapped
    lands", "you control another artifact", "an opponent controls a Forest" (counted as the
    condition is checked). ``what`` None: any permanent."""

    what: Filter | None
    at_least: int = 1
    at_most: int | None = None
    opponent: bool = False  # "an opponent controls …"
    other: bool = False  # "another …": not the source itself
    tapped: bool | None = None  # "untapped lands" (False) / "tapped creatures" (True)


@dataclass(frozen=True, slots=True)
class OpponentControlsMore(Condition):
    """ "an opponent controls more lands than you" (Knight of the White Orchid); ``you_more``:
    "you control more creatures than defending player" (Goblin Goon) — more than each opponent."""

    what: Filter
    you_more: bool = False


@dataclass(frozen=True, slots=True)
class CardsIn(Condition):
    """ "there are seven or more cards in your graveyard", "you have no cards in hand",
    "there are two or more creature cards in your graveyard"."""

    count: CountOf
    at_least: int = 0
    at_most: int | None = None


@dataclass(frozen=True, slots=True)
class CardTypesInGraveyard(Condition):
    """ "there are four or more card types among cards in your graveyard" (delirium, CR 207.2c)."""

    at_least: int


@dataclass(frozen=True, slots=True)
class LifeTotal(Condition):
    """ "you have 10 or less life" / "you have 30 or more life" (CR 119)."""

    at_least: int | None = None
    at_most: int | None = None


@dataclass(frozen=True, slots=True)
class OnePlayerHasMostLife(Condition):
    """ "a player has more life than each other player" (Wild Dogs; CR 119, 603.4): the highest
    life total is one player's alone (no tie)."""


@dataclass(frozen=True, slots=True)
class OpponentHasMoreLife(Condition):
    """ "you have less life than an opponent" (Timely Reinforcements), "an opponent has more life
    than you": some opponent's life total is greater than yours (CR 119). ``fewer``: the other
    way round — "you have more life than an opponent": some opponent's is less than yours."""

    fewer: bool = False


@dataclass(frozen=True, slots=True)
class AttackingYou(Condition):
    """ "a creature is attacking you" (CR 506.2, 508.1b: a creature attacking the player, not one
    of their planeswalkers, and not removed from combat, 506.4)."""


@dataclass(frozen=True, slots=True)
class ControlsCommander(Condition):
    """ "you control a commander" (CR 903.3: a card is designated a commander only in the Commander
    variant; the engine's games are two-player games without one, so this never holds)."""


@dataclass(frozen=True, slots=True)
class YourTurn(Condition):
    """ "it's your turn" / "it's not your turn"; "During your turn, …" (CR 102.1)."""

    yours: bool = True


@dataclass(frozen=True, slots=True)
class SourceIs(Condition):
    """The source's own state: "~ is tapped", "it's attacking", "~ is equipped",
    "~ is enchanted", "it's blocking", "~ is untapped"."""

    state: str


# "you attacked with creatures with total power N or greater this combat" (pack tactics)
ATTACKING_POWER = "attacking power this combat"


@dataclass(frozen=True, slots=True)
class ThisTurn(Condition):
    """Something that happened this turn (the turn's events): ``what`` one of "gained life"
    (``at_least`` life in total), "opponent lost life", "creature died", "creature died under your
    control" (its controller as it died, 700.4), "attacked",
    "you cast spells" (``at_least`` spells), "drew cards" (``at_least``), :data:`ATTACKING_POWER`
    (the total power, as declared, of the creatures its controller attacked with this combat)."""

    what: str
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class Attacking(Condition):
    """ "~ and at least two other creatures attack" (battalion): the source and creatures its
    controller controls, ``at_least`` in all, are attacking."""

    at_least: int


@dataclass(frozen=True, slots=True)
class AllOf(Condition):
    """Two conditions joined by "and"."""

    parts: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class AnyOf(Condition):
    """Two conditions joined by "or"."""

    parts: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class SpellsLastTurn(Condition):
    """The spells cast during the previous turn (the werewolves' transform conditions): "no
    spells were cast last turn" (``one_player_at_least`` 0: none by anyone) or "a player cast two
    or more spells last turn" (some one player cast at least that many)."""

    one_player_at_least: int = 0


@dataclass(frozen=True, slots=True)
class PlayerState(Condition):
    """A fact about players: "you're the monarch" (``what`` "monarch", CR 725), "an opponent has
    three or more poison counters" ("opponent poison", ``at_least``, CR 122.1f), "creatures you
    control have total power 8 or greater" ("total power", formidable), "you control three or
    more creatures with different powers" ("different powers", coven), "an opponent has ten or
    more cards in their graveyard" ("opponent graveyard"), "an opponent has more cards in hand than
    you" ("opponent more cards in hand"), "a player has one or fewer cards in hand" ("a player hand
    at most", ``at_least`` the most), "black is the most common color among all permanents or is
    tied for most common" ("most common B")."""

    what: str
    at_least: int = 0


@dataclass(frozen=True, slots=True)
class ThatPlayerHolds(Condition):
    """An intervening "if" about the player the trigger event was about — "if that player has two
    or fewer cards in hand" after "At the beginning of each opponent's upkeep" (CR 603.4, 603.2):
    ``inner`` as it would read for "you", judged for that player."""

    inner: Condition


@dataclass(frozen=True, slots=True)
class EventObjectHolds(Condition):
    """An intervening "if" about the object the trigger event was about — "Whenever a creature you
    control enters, if it has one or more oil counters on it, …" (Ichorplate Golem; CR 603.4,
    603.2): ``inner`` as it would read for the source, judged for that object."""

    inner: Condition
