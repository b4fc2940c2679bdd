"""Last known information a stack object keeps (CR 608.2h): what it needs of objects that may
have left or changed by the time it resolves. ``GameObject.lki`` holds these records."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType, ChoiceKey, Color

if TYPE_CHECKING:
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import TargetRef


@dataclass(frozen=True, slots=True)
class SubjectSeen:
    """The object the trigger event was about ("it"), as the zone-change count it had (400.7)."""

    id: int
    zcc: int


@dataclass(frozen=True, slots=True)
class LeftLook:
    """CR 608.2h, 113.7a: a permanent's colors, card types, subtypes and supertypes as it last
    existed on the battlefield, with the effects that applied to it then (a creature made red
    until end of turn was red), for an object that stands in for it once it has left."""

    colors: frozenset[Color]
    types: frozenset[CardType]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...] = ()  # "legendary", "snow" … (CR 205.4; a copy's are the copied ones, 707.2)


@dataclass(frozen=True, slots=True)
class SubjectGone:
    """The object the trigger event was about, kept as it last existed on the battlefield once it
    has ceased to exist (a token, CR 704.5d, 111.7): what "it deals 1 damage to its controller"
    needs of it as the source of that damage (608.2h) — its card, owner, controller and keywords
    then, and its colors and types then (``look``; None: not recorded, its card's are read)."""

    id: int
    card: CardDef
    owner: int
    controller: int
    keywords: frozenset[str]
    look: LeftLook | None = None
    pt: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class ThatPlayer:
    """The player the trigger event was about ("that player")."""

    index: int


@dataclass(frozen=True, slots=True)
class ThatMuch:
    """The amount the trigger event was about ("that much": the damage dealt, CR 603.2, 608.2h)."""

    amount: int


@dataclass(frozen=True, slots=True)
class TargetController:
    """The controller of the ``target``-th target as it last existed on the battlefield."""

    target: int
    controller: int


@dataclass(frozen=True, slots=True)
class TargetNames:
    """The names of the ``target``-th target as it last existed (CR 608.2h): "cards with the same
    name as that creature" after the creature was exiled (a copy's name is the copied one, 707.2;
    a split card has both halves' names, 709.4)."""

    target: int
    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TargetManaValue:
    """The mana value of the ``target``-th target, a spell, as it last existed on the stack (CR
    608.2h, 202.3e: X counted as chosen): "Counter target spell. … that spell's mana value"."""

    target: int
    value: int


@dataclass(frozen=True, slots=True)
class BlockedAttacker:
    """A creature the ability's source was blocking ("each creature it's blocking")."""

    id: int
    zcc: int


@dataclass(frozen=True, slots=True)
class SourceSeen:
    """The ability's source as it was activated or triggered: its controller and zone-change
    count, and whether it was then on the battlefield (a permanent: CR 400.7, a new object once it
    leaves, even if it comes back)."""

    controller: int
    zcc: int
    on_battlefield: bool = False


@dataclass(frozen=True, slots=True)
class SourceLeft:
    """CR 607.2a, 603.10a, 400.7: the zone-change count the source of a leaves-the-battlefield
    ability had on the battlefield as it left — the departure the ability triggered on, so that
    "return the exiled card" finds only the card that object's linked ability exiled, not one an
    earlier object of the same card exiled (its own leaves ability countered, or gone by then)."""

    zcc: int


@dataclass(frozen=True, slots=True)
class SourceChosen:
    """A choice the ability's source made as it entered (CR 614.12), kept when the source left the
    battlefield with the ability on the stack (113.7a, 608.2h: "the chosen player" of Stuffy Doll)."""

    key: ChoiceKey
    value: str | int


@dataclass(frozen=True, slots=True)
class ExiledCard:
    """A card the resolution exiled, for what follows ("you may play those cards"). ``creature``:
    for a permanent, whether it was a creature as it last existed on the battlefield (CR 608.2h:
    "creatures exiled this way" — an animated land, a crewed Vehicle); None for a card exiled
    from another zone (what it is in exile is what it was)."""

    id: int
    zcc: int
    creature: bool | None = None


@dataclass(frozen=True, slots=True)
class DiscardedCard:
    """A card discarded while resolving: its colors ("if a red card was discarded this way") and
    its id (what "that card" names after the discard, 608.2c; -1: not known)."""

    colors: frozenset[Color]
    card: int = -1


@dataclass(frozen=True, slots=True)
class SacrificedObject:
    """A permanent sacrificed to pay the cost, as it last existed: its colors, mana value, power
    and toughness (CR 608.2h: "the sacrificed creature's power"), and its supertypes ("If the
    sacrificed creature was legendary", 205.4)."""

    colors: frozenset[Color]
    mana_value: int
    power: int = 0
    toughness: int = 0
    supertypes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SeenCard:
    """A card an instruction of the resolution looked at or revealed, as the object it was (400.7):
    what the instructions after it call "it" or "that card" (608.2c); ``revealed``: shown to all
    (701.20a), not only looked at; ``during``: the resolving object's zone-change count (a card
    cast again is a new object, 400.7, and this record isn't about its new resolution)."""

    id: int
    zcc: int
    revealed: bool = False
    during: int = 0


@dataclass(frozen=True, slots=True)
class Delved:
    """A card exiled from the graveyard to pay for the spell with delve — "exiled with it" (CR
    702.66a) — as the object it became in exile (400.7)."""

    id: int
    zcc: int


@dataclass(frozen=True, slots=True)
class Convoked:
    """A creature tapped to pay for the spell with convoke — it "convoked" the spell (CR 702.51c) —
    as the object it was then (400.7)."""

    id: int
    zcc: int


@dataclass(frozen=True, slots=True)
class CouldNotSacrifice:
    """A player who had nothing to sacrifice when the resolution told each player to sacrifice
    ("Each player who can't discards a card.", CR 608.2c)."""

    player: int


@dataclass(frozen=True, slots=True)
class Accepted:
    """A player who did what a resolving spell or ability offered ("Each opponent may …. For each
    opponent who does, …", CR 608.2c–d)."""

    player: int


@dataclass(frozen=True, slots=True)
class ReturnedAttacker:
    """What the creature returned for ninjutsu was attacking as the cost was paid (CR 702.49c), and
    the ninjutsu card's zone-change count then (400.7)."""

    attacking: TargetRef
    zcc: int


@dataclass(frozen=True, slots=True)
class PutIntoHand:
    """A card the resolution put into a hand from among the cards looked at ("If you didn't put a
    card into your hand this way, …", CR 608.2c)."""

    id: int


@dataclass(frozen=True, slots=True)
class MovedTarget:
    """A target the resolution itself moved to a public zone, as the new object it became there
    (CR 400.7j): what the instructions after the move call "it" or "that creature" ("Return target
    creature card … to the battlefield. Put a +1/+1 counter on it."). ``during``: the resolving
    object's zone-change count, as for :class:`SeenCard`."""

    target: int
    id: int
    zcc: int
    during: int = 0


@dataclass(frozen=True, slots=True)
class RevealedCards:
    """The cards an instruction of the resolution revealed from the top of a library, each as
    (id, zone-change count) (CR 701.20a, 400.7): "the revealed cards" / "the rest" of a later
    instruction of the same resolution (608.2c). ``during``: as for :class:`SeenCard`."""

    cards: tuple[tuple[int, int], ...]
    during: int = 0


@dataclass(frozen=True, slots=True)
class DestroyedThisWay:
    """How many permanents a "destroy" instruction of the resolution destroyed: what "for each
    enchantment destroyed this way" counts (CR 608.2c, 701.8a)."""

    count: int


@dataclass(frozen=True, slots=True)
class ClashResult:
    """This resolution's clash (CR 701.30), or the clash that triggered this ability: whether its
    controller won ("If you win, …", "If you won, …", 701.30d)."""

    won: bool


@dataclass(frozen=True, slots=True)
class ExtraTurnTaken:
    """The extra turn this resolution created (CR 500.7), named by its uid: "that turn" in the
    instruction after it."""

    uid: int


@dataclass(frozen=True, slots=True)
class EpicSpell:
    """The spell with epic as it resolved (CR 702.50a, 707.10): what each upkeep's copy copies —
    its characteristics without its epic ability, and the decisions made for it (modes, X,
    kicker, targets, the division of damage). Kept by epic's delayed triggered ability."""

    card: CardDef
    modes: tuple[int, ...]
    x: int
    kicked: int
    targets: tuple[TargetRef | None, ...]
    division: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TappedToStation:
    """CR 702.184a: the creature tapped to pay a station ability's cost (as the object it was, 400.7),
    and its power as it was tapped — the amount if it has left by then without another record."""

    id: int
    zcc: int
    power: int


Lki = (
    SubjectSeen | SubjectGone | ThatPlayer | TargetController | BlockedAttacker | SourceSeen | ExiledCard
    | DiscardedCard
    | SourceChosen
    | SacrificedObject
    | PutIntoHand
    | SeenCard
    | RevealedCards
    | ThatMuch
    | Accepted
    | CouldNotSacrifice
    | Convoked
    | ReturnedAttacker
    | MovedTarget
    | TargetManaValue
    | TargetNames
    | Delved
    | DestroyedThisWay
    | ClashResult
    | ExtraTurnTaken
    | EpicSpell
    | SourceLeft
    | TappedToStation
)  # fmt: skip
