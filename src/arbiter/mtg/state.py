"""The game state (CR 400 zones, 102 players): plain slotted classes keyed by object id.

Everything here is mutated only through the game's :class:`~arbiter.core.journal.Journal`
(``game.journal.set(obj, "tapped", True)``); containers held in fields are immutable tuples so
that a field assignment is the only primitive change. CR 400.7: an object that changes zones
becomes a new object — it keeps its id here (ids are stable, for scenarios and logs) but its
``zcc`` (zone-change counter) grows, and a target remembers the ``zcc`` it was chosen with.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.core.slots import slot_cloner
from arbiter.mtg.designations import Initiative, Monarch, Ring, Speed, VentureMarker  # (re-exported)
from arbiter.mtg.enums import ChoiceKey, EndStepAction, Step, Zone
from arbiter.mtg.ir.abilities import TriggeredAbility  # (at run time: field annotations are read)
from arbiter.mtg.lki import (
    Accepted as Accepted,
)
from arbiter.mtg.lki import (
    BlockedAttacker as BlockedAttacker,
)
from arbiter.mtg.lki import (
    DiscardedCard as DiscardedCard,
)
from arbiter.mtg.lki import (
    ExiledCard as ExiledCard,
)
from arbiter.mtg.lki import (
    Lki as Lki,
)
from arbiter.mtg.lki import (
    PutIntoHand as PutIntoHand,
)
from arbiter.mtg.lki import (
    ReturnedAttacker as ReturnedAttacker,
)
from arbiter.mtg.lki import (
    SacrificedObject as SacrificedObject,
)
from arbiter.mtg.lki import (
    SeenCard as SeenCard,
)
from arbiter.mtg.lki import (
    SourceSeen as SourceSeen,
)
from arbiter.mtg.lki import (  # (re-exported: the records are part of the state)
    SubjectSeen as SubjectSeen,
)
from arbiter.mtg.lki import (
    TargetController as TargetController,
)
from arbiter.mtg.lki import (
    ThatMuch as ThatMuch,
)
from arbiter.mtg.lki import (
    ThatPlayer as ThatPlayer,
)
from arbiter.mtg.mana.pool import EMPTY_POOL, ManaCost
from arbiter.mtg.model import CardDef

if TYPE_CHECKING:
    from arbiter.core.events import Event
    from arbiter.mtg.actions import Decision
    from arbiter.mtg.casting.progress import CastProgress
    from arbiter.mtg.ir.abilities import ActivatedAbility
    from arbiter.mtg.keywords.dredge import ReplacingDraw
    from arbiter.mtg.lki import LeftLook
    from arbiter.mtg.mana.abilities import ManaColorChoice, ManaCostChoice
    from arbiter.mtg.mana.spend_only import RestrictedMana
    from arbiter.mtg.objects.as_enters import Entering
    from arbiter.mtg.paused import Resolving
    from arbiter.mtg.resolved import Change
    from arbiter.mtg.statuses import PhasedOut, PreparedCopy
    from arbiter.mtg.turn.extra_phases import AdditionalPhases
    from arbiter.mtg.turn.restart import Restarting


@dataclass(frozen=True, slots=True)
class PlayerRef:
    """A player as a target or recipient."""

    index: int


@dataclass(frozen=True, slots=True)
class ObjectRef:
    """An object as a target: its id and the zone-change count it had when chosen (CR 400.7)."""

    id: int
    zcc: int


TargetRef = PlayerRef | ObjectRef

# how one creature's combat damage is divided: (recipient, amount) pairs (CR 510.1c–d)
DamageSplit = tuple[tuple[TargetRef, int], ...]

if TYPE_CHECKING:
    # the event log as a persistent linked list: (event, previous cell, length)
    EventLog = tuple[Event, "EventLog | None", int]


@dataclass(frozen=True, slots=True)
class AttackDeclaration:
    """Attackers being declared while optional costs to attack are asked one by one (CR 508.1g):
    the declared ``attacks``, the creatures still to ask about, and those exerted so far."""

    attacks: tuple[tuple[int, TargetRef], ...]
    optional: tuple[int, ...]
    exerted: tuple[int, ...] = ()
    enlisting: tuple[int, ...] = ()  # attackers with enlist still to ask about (702.154a)
    enlisted: tuple[tuple[int, int], ...] = ()  # (attacker, the creature it enlists)


@dataclass(frozen=True, slots=True)
class PendingUnlessPaid:
    """A delayed triggered ability (CR 603.7) a player may stop by paying a cost before its step
    begins — a special action (116.2c): Quenchable Fire's additional damage, Glass Asp's life loss.
    When the step begins the ability goes on the stack with ``target`` as its fixed target."""

    uid: int  # a timestamp naming this entry
    source: int  # the object that created it
    target: TargetRef  # the player or permanent it affects (the ability's target 0)
    ability: TriggeredAbility  # what goes on the stack
    controller: int  # who controls the delayed trigger
    payer: int  # who may pay to stop it
    cost: ManaCost  # what stops it
    turn: int  # the turn in whose ``step`` it triggers
    step: Step  # the beginning of this step (upkeep or draw)
    player: int  # whose step it is ("your next upkeep": the controller; "their next draw step")
    what: str  # what it will do, as printed ("that player loses 2 life"), for the log
    card: CardDef | None = field(default=None, repr=False, compare=False)  # as DelayedDraw.card


@dataclass(frozen=True, slots=True)
class Encoded:
    """CR 702.99a–c: the exiled card ``card`` (as zone-change count ``zcc``) encoded on the creature
    ``creature`` (as ``creature_zcc``): it stays encoded while both remain where they are (400.7)."""

    card: int
    zcc: int
    creature: int
    creature_zcc: int


@dataclass(frozen=True, slots=True)
class PlayPermission:
    """An effect's permission for ``player`` to play an exiled card (CR 611.2a) — while it is
    the same object (``zcc``, 400.7) and until the end of turn ``last`` — ``free``: without
    paying its mana cost; ``cast_only``: "you may cast that card" — a land can't be played so."""

    card: int
    zcc: int
    player: int
    last: int
    free: bool = False
    cast_only: bool = False


@dataclass(frozen=True, slots=True)
class ControlBase:
    """CR 613.1b: the controller ``object`` (while it has zone-change count ``zcc``) would have
    without control-changing effects."""

    object: int
    zcc: int
    controller: int


@dataclass(frozen=True, slots=True)
class ExiledUntil:
    """CR 610.3: a card exiled "until ~ leaves the battlefield" — the ``source`` (as the object
    with ``source_zcc``) and the exiled ``card`` (as the object with ``card_zcc``)."""

    source: int
    source_zcc: int
    card: int
    card_zcc: int
    linked: bool = False  # exiled by one ability, returned by a linked one (CR 607.2a: "the exiled card")
    from_hand: bool = False  # CR 610.3: it returns to its previous zone — its owner's hand (Kitesail Freebooter)


# -- delayed triggered abilities (CR 603.7) waiting for their event


@dataclass(frozen=True, slots=True)
class DelayedReturnTrigger:
    """ "When that card is put into a graveyard this turn, <ability>": the ``object`` (with its
    zone-change count), who controls the trigger, the turn (603.7c) and the delayed triggered
    ability itself (603.7a: any instruction; "that card" is its source). ``fired``: it has
    triggered and waits to be put on the stack (it triggers only once, 603.7c). With ``at`` "end of
    combat", it triggers instead as this turn's end of combat step begins (511.2), ``object`` being
    the source of the ability that created it and ``subject`` what "that creature" names; other
    moments: :mod:`arbiter.mtg.effects.end_of_combat`, :mod:`arbiter.mtg.effects.next_moments`."""

    object: int
    zcc: int
    controller: int
    turn: int
    ability: TriggeredAbility
    fired: bool = False
    at: str = ""
    subject: tuple[int, int] | None = None
    kept: tuple[Lki, ...] = ()  # what its instruction reads of the creating object's targets (608.2h)
    uid: int = 0  # names it among others of one source (two delayed triggers of Arcane Denial, 603.3b)
    card: CardDef | None = field(default=None, repr=False, compare=False)  # its source's, if that ceases to exist
    x: int = 0  # CR 107.3n: the X announced for the spell or ability that created it


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    """An extra turn still to come (CR 500.7): whose it is, and ``uid``, which names it for what
    is said of "that turn" ("At the beginning of that turn's end step, …", 603.7)."""

    player: int
    uid: int
    skip_untap: bool = False  # "Skip the untap step of that turn." (Savor the Moment, 614.10)


@dataclass(frozen=True, slots=True)
class DelayedDraw:
    """ "Draw a card at the beginning of the next turn's upkeep" (603.7): ``uid`` names it."""

    uid: int
    source: int
    player: int
    turn: int
    card: CardDef | None = field(default=None, repr=False, compare=False)  # a ceasing source's (603.7d, 704.5e)


@dataclass(frozen=True, slots=True)
class EndStepTrigger:
    """ "At the beginning of the next end step" (603.7): ``what`` happens to the ``object`` —
    sacrificed, exiled, returned — or rebound (cast at its owner's next upkeep, 702.88a)."""

    uid: int
    object: int
    zcc: int
    controller: int
    what: EndStepAction
    # CR 603.7d–e: the delayed ability's source — the spell, or the source of the ability, that
    # created it (-1: the object itself, as for rebound, dash and unearth); its card if it ceases to exist
    source: int = -1
    card: CardDef | None = field(default=None, repr=False, compare=False)


@dataclass(frozen=True, slots=True)
class WaitingTrigger:
    """A triggered ability waiting to be put on the stack (CR 603.3): its ``source``, the index
    of the ability (or one of the negative markers of :mod:`arbiter.mtg.triggers.builtin`), its
    ``controller``, and the ``subject`` its event was about ("it" in "… you may return it to your
    hand") as (id, zone-change count) — or a player as (index, ``triggers.PLAYER``) — or None;
    ``player``: the player the event was about as well when the subject is an object ("that
    player" after "Whenever a creature you control deals combat damage to a player", CR 603.2).
    ``chosen``: the source's choices as it entered (614.12), kept if it left the battlefield before
    the ability was put on the stack (608.2h: Stuffy Doll dying of the damage it was dealt)."""

    source: int
    ability: int
    controller: int
    subject: tuple[int, int] | None = None
    player: int | None = None
    chosen: tuple[tuple[ChoiceKey, str | int], ...] = ()


NO_OBJECT = -1  # the ``object_id`` of a TurnEffect on no object: its change names its player(s)


@dataclass(frozen=True, slots=True)
class WhileSourceTapped:
    """CR 611.2b: "for as long as ~ remains tapped" — the ``source`` as the object it was
    (``zcc``, 400.7) and, for "for as long as you control ~ and ~ remains tapped", the
    ``controller`` it must keep (None: anyone). ``tapped`` False: "for as long as you control ~"
    alone — the source need not be tapped."""

    source: int
    zcc: int
    controller: int | None = None
    tapped: bool = True


@dataclass(frozen=True, slots=True)
class TurnEffect:
    """A continuous effect from a resolved spell or ability (CR 611.2a) — until end of turn
    (514.2) in ``GameState.effects``, with no end in ``GameState.lasting``: ``change`` (one of
    the records of :mod:`arbiter.mtg.resolved`) on the object ``object_id`` as it was with
    ``zcc`` (400.7), or on :data:`NO_OBJECT` for a change that names its players."""

    object_id: int
    zcc: int
    change: Change
    timestamp: int
    # CR 611.2b: "for as long as ~ remains tapped" (:mod:`arbiter.mtg.effects.while_tapped` ends it)
    while_tapped: WhileSourceTapped | None = None
    until_turn_of: int | None = None  # CR 611.2a, 500.4: "until your next turn": whose (in ``lasting``)

    def on(self, o: GameObject) -> bool:
        """Whether the effect is on ``o`` as it is now (not on an earlier object with its id, 400.7)."""
        return self.object_id == o.id and self.zcc == o.zcc


@dataclass(frozen=True, slots=True)
class PTBoost:
    """A "+N/+N until end of turn" effect on one object (CR 611.2a, 613.4c, 514.2)."""

    object_id: int
    zcc: int
    power: int
    toughness: int
    timestamp: int


# the mark ``left_marks`` carries, followed by the index of a printed triggered ability the
# permanent didn't have as it last existed on the battlefield (lost in layer 6: CR 603.10a, 613.1f)
LOST_TRIGGER = "lost triggered ability "


class GameObject:
    """A card, token, spell or ability on the stack (CR 109)."""

    __slots__ = (
        "ability",
        "attached_to",
        "attacking",
        "blocked",
        "blocker",
        "blockers",
        "blocking",
        "card",
        "chosen",
        "controller",
        "counter_times",
        "counters",
        "damage",
        "deathtouched",
        "division",
        "enchanted_player",
        "face_down",
        "flashback",
        "front",
        "id",
        "is_token",
        "kicked",
        "left_attached",
        "left_controller",
        "left_counters",
        "left_face_down",
        "left_keywords",
        "left_look",
        "left_marks",
        "left_pt",
        "lki",
        "marks",
        "modes",
        "owner",
        "printed",
        "sick",
        "since",
        "skip_untaps",
        "source",
        "tapped",
        "targets",
        "timestamp",
        "unflipped",
        "used",
        "x",
        "zcc",
        "zone",
    )  # fmt: skip

    def __init__(self, oid: int, card: CardDef, owner: int, zone: Zone) -> None:
        self.id = oid
        self.card = card
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.zcc = 0
        self.timestamp = 0
        self.tapped = False
        self.sick = False
        self.damage = 0
        self.deathtouched = False
        self.counters: tuple[tuple[str, int], ...] = ()
        # the timestamp of each kind of keyword counter put on it (CR 613.7c: all counters of a kind
        # get the newest one's); a kind not listed has the object's own timestamp
        self.counter_times: tuple[tuple[str, int], ...] = ()
        self.attached_to: int | None = None
        self.enchanted_player: int | None = None  # an Aura with "Enchant player": the player it's attached to (303.4)
        self.is_token = False
        self.attacking: TargetRef | None = None  # the player or planeswalker it attacks (508.1)
        self.blocking: tuple[int, ...] = ()  # attackers it blocks (509.1)
        self.blocker = False  # 509.1g: a blocking creature until removed from combat, even once it blocks nothing
        self.blocked = False  # 509.1h: an attacking creature stays blocked
        self.blockers: tuple[int, ...] = ()  # creatures blocking it, in declaration order
        self.targets: tuple[TargetRef | None, ...] = ()  # on the stack: chosen targets (601.2c); None: unchosen
        self.division: tuple[int, ...] = ()  # damage divided among the chosen targets (601.2d)
        self.unflipped: CardDef | None = None  # a flipped permanent's normal card (CR 710.2)
        self.since = 0  # the turn it came under its controller's control (for echo, 702.30a)
        self.left_counters: tuple[tuple[str, int], ...] = ()  # its counters as it left the battlefield (LKI)
        self.left_pt: tuple[int, int] | None = None  # a creature's power/toughness as it left (LKI)
        self.left_keywords: frozenset[str] | None = None  # as it left (LKI: deathtouch 702.2e, lifelink 702.15c)
        self.left_controller: int | None = None  # its controller as it left the battlefield (LKI)
        self.left_look: LeftLook | None = None  # its colors and types as it left the battlefield (LKI, 608.2h)
        self.left_attached: tuple[int, int] | None = None  # (id, zcc) an Aura/Equipment was on as it left (608.2h)
        self.left_marks: frozenset[str] = frozenset()  # how it was cast etc., as it left the battlefield
        self.flashback = False  # cast with flashback: exiled instead of leaving the stack otherwise (702.34a)
        self.source: int | None = None  # ability on the stack: its source (113.7)
        self.ability: ActivatedAbility | TriggeredAbility | None = None  # what this stack object is (113.1)
        self.x = 0
        self.lki: tuple[Lki, ...] = ()  # last known information it keeps (608.2h)
        self.used: tuple[tuple[int, int], ...] = ()  # (ability index, turn) activations (602.5b)
        self.skip_untaps = 0  # "doesn't untap during its controller's next untap step" (502.3)
        self.kicked = 0  # times its kicker cost was paid (702.33d)
        self.modes: tuple[int, ...] = ()  # modes chosen for a modal spell (700.2)
        # face down (CR 708): ``card`` is then the face-down characteristics and this the card itself
        self.face_down: CardDef | None = None
        self.left_face_down = False  # it was face down as it last existed on the battlefield (603.10a)
        # cast or played as one of its faces (a split half, an Adventure, a back face): ``card`` is
        # that face and this the whole card (CR 709.3, 712.11, 715.3)
        self.front: CardDef | None = None
        # designations and how it was cast: "renowned" (702.112b), "evoked" (702.74a), "dashed"
        # (702.109a), "buyback" (702.27a), … — a spell's carry over to the permanent it becomes
        self.marks: frozenset[str] = frozenset()
        # a copy effect's values (CR 707.2): ``card`` is then the copiable values in effect and this
        # the card itself, which it is again once it leaves the battlefield (400.7)
        self.printed: CardDef | None = None
        # what was chosen as it entered (CR 614.12): (COLOR, "red"), (CREATURE_TYPE, "Elf"), …
        self.chosen: tuple[tuple[ChoiceKey, str | int], ...] = ()

    def clone(self) -> GameObject:
        return _clone_object(self)

    def counter(self, kind: str) -> int:
        """How many ``kind`` counters are on it (CR 122.1)."""
        return count_of_kind(self.counters, kind)

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def label(self) -> str:
        """How logs name it: a face-down object has no name (CR 708.2a)."""
        if self.face_down is not None:
            # (a card foretold from the hand is face down there and in exile: 702.143a, 406.3)
            return "a face-down creature" if self.zone in (Zone.BATTLEFIELD, Zone.STACK) else "a face-down card"
        return self.card.name

    def digest_data(self) -> tuple[object, ...]:
        return (
            self.id, self.card.name, self.owner, self.controller, int(self.zone), self.zcc,
            self.timestamp, self.tapped, self.sick, self.damage, self.deathtouched, self.counters,
            self.attached_to, self.is_token, self.attacking, self.blocking, self.blocked,
            self.blockers, self.targets, self.source, self.x, self.used, self.skip_untaps, self.kicked,
            self.modes, self.division, self.unflipped is not None, self.flashback, self.left_counters, self.since,
            self.face_down is not None, self.left_face_down, self.front is not None and self.card.name,
            tuple(sorted(self.marks)), tuple(sorted(self.left_marks)),
            self.printed is not None and self.printed.name, self.chosen,
            *self._digest_more(),
        )  # fmt: skip

    def _digest_more(self) -> tuple[object, ...]:
        """Fields added later, in the digest only where they say more than the fields above —
        so states without them keep the digests saved records were checked with."""
        more: tuple[object, ...] = ()
        if self.blocker and not self.blocking:
            more += ("blocker",)  # still a blocking creature, its attackers gone (509.1g)
        if self.enchanted_player is not None:
            more += (("enchanted player", self.enchanted_player),)
        return more

    def __repr__(self) -> str:
        return f"<{self.label}#{self.id} {self.zone.label}>"


class Player:
    """CR 102: a player, their life, counters, mana pool and non-shared zones."""

    __slots__ = (
        "cards_drawn",
        "citys_blessing",
        "command",
        "counters",
        "drew_from_empty",
        "exile",
        "graveyard",
        "hand",
        "index",
        "kept",
        "lands_played",
        "library",
        "life",
        "lost",
        "mulligans",
        "name",
        "pool",
        "restricted",
        "spells_cast",
    )  # fmt: skip

    def __init__(self, index: int, name: str) -> None:
        self.index = index
        self.name = name
        self.life = 20  # CR 103.4
        # CR 122.1: the counters on the player by kind — poison (122.1f), energy ({E}, 107.14),
        # experience, rad (122.1i), ticket… — sorted by kind, none with a count of 0
        self.counters: tuple[tuple[str, int], ...] = ()
        self.citys_blessing = False  # CR 702.131c: a designation kept for the rest of the game
        self.library: tuple[int, ...] = ()  # top first
        self.hand: tuple[int, ...] = ()
        self.graveyard: tuple[int, ...] = ()  # top (newest) last
        self.exile: tuple[int, ...] = ()
        self.command: tuple[int, ...] = ()
        self.pool = EMPTY_POOL  # CR 106.4
        self.restricted: tuple[RestrictedMana, ...] = ()  # CR 106.6: mana spent only as its restriction says
        self.lands_played = 0  # CR 305.2
        self.drew_from_empty = False  # CR 704.5b
        self.lost = False
        self.mulligans = 0  # CR 103.5
        self.kept = False
        self.spells_cast = 0  # spells cast this turn ("your second spell each turn")
        self.cards_drawn = 0  # cards drawn this turn ("your second card each turn")

    def clone(self) -> Player:
        return _clone_player(self)

    def counter(self, kind: str) -> int:
        """How many ``kind`` counters the player has (CR 122.1)."""
        return count_of_kind(self.counters, kind)

    @property
    def poison(self) -> int:
        """CR 122.1f: poison counters (ten or more lose the game, 704.5c)."""
        return self.counter("poison")

    @poison.setter
    def poison(self, amount: int) -> None:
        self.counters = with_count(self.counters, "poison", amount)

    @property
    def energy(self) -> int:
        """CR 107.14: energy counters, paid for {E}."""
        return self.counter("energy")

    @energy.setter
    def energy(self, amount: int) -> None:
        self.counters = with_count(self.counters, "energy", amount)

    def zone(self, zone: Zone) -> tuple[int, ...]:
        ids: tuple[int, ...] = getattr(self, _PLAYER_ZONE_FIELDS[zone])
        return ids

    def digest_data(self) -> tuple[object, ...]:
        return tuple(getattr(self, n) for n in Player.__slots__)


def count_of_kind(counters: tuple[tuple[str, int], ...], kind: str) -> int:
    """How many ``kind`` counters a (kind, count) tuple holds — an object's or a player's (CR 122.1)."""
    for k, n in counters:
        if k == kind:
            return n
    return 0


def with_count(counters: tuple[tuple[str, int], ...], kind: str, amount: int) -> tuple[tuple[str, int], ...]:
    """``counters`` with exactly ``amount`` of ``kind`` (none left at 0), sorted by kind: a new
    tuple, so the journal can put the old one back."""
    rest = [(k, n) for k, n in counters if k != kind]
    if amount > 0:
        rest.append((kind, amount))
    return tuple(sorted(rest))


_PLAYER_ZONE_FIELDS = {
    Zone.LIBRARY: "library", Zone.HAND: "hand", Zone.GRAVEYARD: "graveyard", Zone.EXILE: "exile",
    Zone.COMMAND: "command",
}  # fmt: skip


def zone_field(zone: Zone) -> str:
    return _PLAYER_ZONE_FIELDS[zone]


class GameState:
    """Everything about a game in progress. ``pending`` is the decision being waited for."""

    __slots__ = (
        "active",
        "additional",
        "after_extra",
        "at_end_step",
        "battlefield",
        "boosts",
        "cast",
        "combat_declared",
        "completed",
        "control_base",
        "damage_plan",
        "day_night",
        "declaring",
        "delayed",
        "delayed_draws",
        "effects",
        "encoded",
        "entering",
        "exiled_until",
        "extra_cleanup",
        "extra_turns",
        "first_strikers",
        "grant_sources",
        "granted_seen",
        "granted_triggered",
        "initiative",
        "lasting",
        "legend_keep",
        "log",
        "mana_choice",
        "mana_cost_choice",
        "manifested",
        "may_play",
        "monarch",
        "next_id",
        "next_ts",
        "objects",
        "opening_done",
        "over",
        "passes",
        "pending",
        "phased_out",
        "players",
        "prepared",
        "priority",
        "replacing_draw",
        "resolving",
        "restarting",
        "rings",
        "rng",
        "shield_first",
        "skip_draws",
        "speeds",
        "stack",
        "started",
        "starting_player",
        "step",
        "step_begun",
        "tokens",
        "trigger_mark",
        "turn",
        "unless_paid",
        "untapping",
        "ventures",
        "waiting",
        "winner",
    )  # fmt: skip

    def __init__(self, names: tuple[str, str], seed: int) -> None:
        self.players: tuple[Player, ...] = (Player(0, names[0]), Player(1, names[1]))
        self.objects: dict[int, GameObject] = {}
        self.battlefield: tuple[int, ...] = ()  # in the order permanents arrived
        self.stack: tuple[int, ...] = ()  # bottom first; top is the last
        self.turn = 0
        self.active = 0
        self.step = Step.UNTAP
        self.priority: int | None = None
        self.passes = 0  # players who passed in succession (117.4)
        self.pending: Decision | None = None
        self.rng = seed
        self.next_id = 1
        self.next_ts = 1
        # the event log as a persistent linked list (event, previous cell, length), so that
        # copy() shares it instead of copying thousands of events
        self.log: EventLog | None = None
        self.boosts: tuple[PTBoost, ...] = ()
        self.winner: int | None = None
        self.over = False
        self.started = False
        self.starting_player = 0
        self.cast: CastProgress | None = None  # progress of a spell being cast or an ability being activated
        self.step_begun = False  # turn-based actions of the current step are done
        self.extra_cleanup = False
        self.combat_declared = False  # attackers were declared this combat (508.8)
        self.first_strikers: tuple[int, ...] = ()  # had first/double strike as 510.4's step began
        self.legend_keep: tuple[int, ...] = ()  # legend-rule choices made for the next SBA check
        self.tokens: tuple[int, ...] = ()  # ids of tokens that exist (CR 111, 704.5d)
        self.mana_choice: ManaColorChoice | None = None  # a mana ability waiting for its color (106.1)
        self.mana_cost_choice: ManaCostChoice | None = None  # a mana ability waiting for an object its cost needs
        self.damage_plan: tuple[tuple[int, DamageSplit], ...] = ()  # combat damage assigned so far this step (510.1)
        # the sources whose combat damage each prevention shield (by timestamp) prevents first (615.7)
        self.shield_first: tuple[tuple[int, tuple[int, ...]], ...] = ()
        self.resolving: Resolving | None = None  # a resolution paused for a decision (CR 608.2d)
        self.delayed: tuple[DelayedReturnTrigger, ...] = ()  # delayed "return it" triggers (603.7c)
        self.opening_done: tuple[int, ...] = ()  # opening-hand cards already offered (103.6a)
        self.trigger_mark = 0  # events up to here have been looked at for triggers (603.2)
        self.waiting: tuple[WaitingTrigger, ...] = ()  # triggered abilities waiting for the stack (603.3)
        self.effects: tuple[TurnEffect, ...] = ()  # until-end-of-turn effects (611.2a)
        self.grant_sources: tuple[int, ...] = ()  # permanents whose statics affect other objects
        # the granted leaves-the-battlefield abilities of permanents at the last look for triggers,
        # as (id, zone-change count, abilities): what they had just before what happens next (603.10a)
        self.granted_seen: tuple[tuple[int, int, tuple[TriggeredAbility, ...]], ...] = ()
        # the granted triggered abilities that have triggered in this game, by ``triggers.GRANTED`` +
        # index: a waiting trigger names one by its index (once triggered, it is kept: 113.7a)
        self.granted_triggered: tuple[TriggeredAbility, ...] = ()
        self.declaring: AttackDeclaration | None = None  # attackers being declared, optional costs asked (508.1g)
        self.may_play: tuple[PlayPermission, ...] = ()  # permissions to play exiled cards (611.2a)
        self.encoded: tuple[Encoded, ...] = ()  # exiled cards with cipher and the creatures they're encoded on
        self.unless_paid: tuple[PendingUnlessPaid, ...] = ()  # delayed triggers a player may pay to stop (116.2c)
        self.delayed_draws: tuple[DelayedDraw, ...] = ()  # delayed "draw a card" triggers (603.7)
        self.at_end_step: tuple[EndStepTrigger, ...] = ()  # "at the beginning of the next end step" (603.7)
        self.lasting: tuple[TurnEffect, ...] = ()  # effects with no end (e.g. "gain control of …")
        self.control_base: tuple[ControlBase, ...] = ()  # controllers without control effects (613.1b)
        self.exiled_until: tuple[ExiledUntil, ...] = ()  # back when their source leaves (610.3)
        self.monarch: Monarch | None = None  # CR 725
        self.speeds: tuple[Speed, ...] = ()  # CR 702.179: the players who have speed (mtg/speed.py)
        self.additional: AdditionalPhases | None = None  # additional combat and main phases to come (500.8)
        self.entering: Entering | None = None  # a permanent whose "as ~ enters" choices are being made (614.12)
        self.extra_turns: tuple[ExtraTurn, ...] = ()  # the extra turns to come, oldest first (500.7)
        self.after_extra: int | None = None  # whose turn follows the extra turns being taken (500.7)
        self.day_night: str | None = None  # CR 731.1: "day", "night", or neither (None) until it becomes one
        self.replacing_draw: ReplacingDraw | None = None  # a draw or move asked about (614.11, 616.1; dredge.py)
        self.phased_out: tuple[PhasedOut, ...] = ()  # permanents phased out (702.26b; objects/phasing.py)
        self.prepared: tuple[PreparedCopy, ...] = ()  # CR 722.3c: prepared permanents' copies in exile
        self.restarting: Restarting | None = None  # a restarted game before its first turn (727.4; turn/restart.py)
        self.rings: tuple[Ring, ...] = ()  # CR 701.54: the players the Ring has tempted (effects/the_ring.py)
        self.initiative: Initiative | None = None  # CR 726 (effects/dungeons.py)
        self.ventures: tuple[VentureMarker, ...] = ()  # CR 309.4: each player's venture marker
        self.completed: tuple[tuple[int, str], ...] = ()  # CR 309.7: (player, dungeon name) completed
        self.manifested: tuple[tuple[int, int], ...] = ()  # CR 701.40a: (id, zone-change count) while face down
        self.skip_draws: tuple[int, ...] = ()  # CR 614.10a: a player, once for each "next draw step" they skip
        self.untapping: tuple[tuple[int, ...], tuple[int, ...]] | None = None  # CR 502.3: (would untap, picked)

    def clone(self) -> GameState:
        new = _clone_state(self)
        new.players = tuple(p.clone() for p in self.players)
        new.objects = {k: o.clone() for k, o in self.objects.items()}
        return new

    @property
    def event_count(self) -> int:
        return self.log[2] if self.log is not None else 0

    @property
    def events(self) -> list[Event]:
        """The event log, oldest first."""
        out: list[Event] = []
        cell = self.log
        while cell is not None:
            out.append(cell[0])
            cell = cell[1]
        out.reverse()
        return out

    def digest_data(self) -> tuple[object, ...]:
        return (
            tuple(p.digest_data() for p in self.players),
            tuple(self.objects[k].digest_data() for k in sorted(self.objects)),
            self.battlefield, self.stack, self.turn, self.active, int(self.step), self.priority,
            self.passes, repr(self.pending), self.rng, self.next_id, self.next_ts, self.event_count,
            self.boosts, self.winner, self.over, self.started, self.starting_player,
            repr(self.cast), self.step_begun, self.extra_cleanup, self.combat_declared,
            self.first_strikers, self.legend_keep, self.tokens, self.effects, self.grant_sources,
            repr(self.mana_choice), repr(self.mana_cost_choice), repr(self.damage_plan), self.trigger_mark,
            self.waiting,
            repr(self.resolving), self.delayed, self.opening_done, self.lasting, self.control_base,
            repr(self.declaring), self.may_play, repr(self.unless_paid), self.delayed_draws, self.exiled_until,
            self.at_end_step, self.monarch, self.additional, repr(self.entering), self.extra_turns,
            self.after_extra, self.day_night,
            *((repr(self.replacing_draw),) if self.replacing_draw is not None else ()),  # (added later)
            *((self.encoded,) if self.encoded else ()),
            *((self.shield_first,) if self.shield_first else ()),
            *((self.phased_out,) if self.phased_out else ()),
            *((self.restarting,) if self.restarting is not None else ()),
            *((self.rings,) if self.rings else ()),
            *((self.initiative, self.ventures, self.completed) if self.ventures or self.initiative else ()),
            *((self.skip_draws,) if self.skip_draws else ()),
            *((self.manifested,) if self.manifested else ()),
            *((self.untapping,) if self.untapping is not None else ()),
            *((self.speeds,) if self.speeds else ()),
            *((self.prepared,) if self.prepared else ()),
        )  # fmt: skip


_clone_object = slot_cloner(GameObject)
_clone_player = slot_cloner(Player)
_clone_state = slot_cloner(GameState)
