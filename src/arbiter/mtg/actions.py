"""Actions a player can take, and the decisions the game waits for (design idea 2).

Decisions form a small set, each naming the player who answers it:

- :class:`Priority` (CR 117): act or pass;
- :class:`DeclareAttackersDecision` (508.1), :class:`DeclareBlockersDecision` (509.1) and
  :class:`AssignDamageDecision` (510.1c–e): the combat declarations;
- :class:`PayCostDecision` (601.2g–h, 602.2b): activate mana abilities, then pay;
- :class:`UnlessPayDecision` (608.2c, 117.1d): pay during a resolution, or decline;
- :class:`Choose`: pick one of ``options``. Its ``purpose`` is a :class:`Purpose` — one member
  per question the engine asks (a target 601.2c, a mulligan 103.5, a card to sacrifice 701.21a,
  the card to put on the bottom when scrying 701.22a …) — and ``rule`` the CR step asking, so an
  AI or UI can tell the questions apart. The answer is ``Pick(option)``; for questions asked
  while a spell or ability resolves, the paused resolution (``GameState.resolving``, a record of
  :mod:`arbiter.mtg.paused`) decides what the answer does.

Actions never name their player: the player is the one the pending decision names.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal, get_args

from arbiter.mtg.state import TargetRef, WaitingTrigger

# what a :class:`Choose` offers and a :class:`Pick` answers: an object id or a number (0: none,
# no more), a word ("yes", a color, "life"…), a target, a division of damage among the targets
# (601.2d), or the triggered ability put on the stack next (603.3b)
Option = int | str | TargetRef | tuple[int, ...] | WaitingTrigger

# -- decisions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Decision:
    player: int

    @property
    def kind(self) -> str:
        return type(self).__name__


@dataclass(frozen=True, slots=True)
class Priority(Decision):
    """CR 117: the player holds priority and may act or pass."""


@dataclass(frozen=True, slots=True)
class DeclareAttackersDecision(Decision):
    """CR 508.1: the active player declares attackers."""


@dataclass(frozen=True, slots=True)
class DeclareBlockersDecision(Decision):
    """CR 509.1: the defending player declares blockers."""


@dataclass(frozen=True, slots=True)
class AssignDamageDecision(Decision):
    """CR 510.1c–e: the player divides the combat damage of these creatures."""

    sources: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class UnlessPayDecision(Decision):
    """A resolving effect asks this player to pay (CR 608.2c, 117.1d: mana abilities may be
    activated): ``Pay`` pays from the pool, ``Pick("decline")`` declines."""

    cost: str
    spell: int


@dataclass(frozen=True, slots=True)
class PayCostDecision(Decision):
    """CR 601.2g–h / 602.2b: activate mana abilities, then pay the total cost."""

    what: str
    cost: str


PurposeName = Literal[
    "mulligan", "bottom", "opening hand", "mode", "x", "hybrid", "offering", "target", "divide", "cost",
    "mana cost", "color", "trigger order", "exert", "legend rule", "discard", "may", "explore", "tap or untap",
    "top or bottom",
    "put from hand", "discard a card", "choose discard", "connive", "sacrifice", "return", "search", "scry",
    "surveil", "order top", "put into hand", "hand to top", "order bottom", "bolster", "proliferate", "amass", "untap",
    "chosen color", "mana color", "cast", "half", "kicker", "buyback", "alternative cost", "as enters",
    "move chosen", "copy chosen",
    "remove counter", "separate", "pile",
    "enlist",
    "harmonize",
    "keep tapped",
    "pair",
    "ring-bearer",
    "source",
    "tap chosen",
    "champion",
    "chosen value",
    "attacked",
    "encode",
    "vote",
    "conniver",
    "replacement order",
    "dredge", "miracle",
    "prevention shield",
    "new target",
    "keep",
    "blight",
    "assist", "assist amount",
    "untap limit",
    "energy amount",
]  # fmt: skip


class Purpose(StrEnum):
    """What a :class:`Choose` asks: one member per question, each with the CR rule that asks it
    (``rule``; the decision's own ``rule`` names the exact step, e.g. 702.85a for cascade's
    "cast"). A ``StrEnum``, so ``dec.purpose == "target"`` compares with its string."""

    rule: str

    # starting the game (CR 103)
    MULLIGAN = "mulligan", "103.5"  # keep or mulligan
    BOTTOM = "bottom", "103.5"  # a card put on the bottom after keeping
    OPENING_HAND = "opening hand", "103.6a"  # a card that may begin the game on the battlefield
    # casting a spell or activating an ability (601.2, 602.2)
    MODE = "mode", "601.2b"  # a mode (0: no more), 700.2a
    HALF = "half", "709.3"  # the half of a split card an effect casts during a resolution (608.2g)
    KICKER = "kicker", "601.2b"  # how many times a spell cast during a resolution is kicked, 702.33a
    BUYBACK = "buyback", "601.2b"  # whether the buyback cost of a spell cast during a resolution is paid, 702.27a
    ALTERNATIVE = (
        "alternative cost",
        "601.2b",
    )  # a spell cast during a resolution for its mana cost or an alternative cost, 118.9
    X = "x", "601.2b"  # the value of X, 107.3
    HYBRID = "hybrid", "601.2b"  # how a hybrid or Phyrexian symbol is paid, 107.4e–f
    OFFERING = "offering", "702.48b"  # the permanent sacrificed for an offering
    HARMONIZE = "harmonize", "702.180b"  # the creature tapped for harmonize (0: none)
    TARGET = "target", "601.2c"  # a target (0: no more, for "up to")
    DIVIDE = "divide", "601.2d"  # how damage is divided among the targets
    COST = "cost", "601.2h"  # what pays a non-mana part of the cost (crew: 702.122a)
    MANA_COST = "mana cost", "605.3b"  # what pays a mana ability's cost
    COLOR = "color", "106.1"  # the color of mana an ability adds
    # turn structure and state-based actions
    TRIGGER_ORDER = "trigger order", "603.3b"  # the triggered ability put on the stack next
    EXERT = "exert", "508.1g"  # exert an attacking creature or not
    ENLIST = "enlist", "702.154a"  # the creature an attacking creature enlists (0: none)
    LEGEND_RULE = "legend rule", "704.5j"  # the legendary permanent kept
    CLEANUP_DISCARD = "discard", "514.1"  # discard down to the maximum hand size
    KEEP_TAPPED = "keep tapped", "502.3"  # a permanent its controller chooses not to untap (0: untap the rest)
    SHIELD = "prevention shield", "615.7"  # the source whose combat damage a prevention shield prevents first
    # a permanent about to enter: its "as ~ enters" choices (a copy, a color, a type, paying life)
    AS_ENTERS = "as enters", "614.12"
    # while a spell or ability resolves (608.2d: choices announced while applying the effect)
    MAY = "may", "608.2d"  # "You may …": yes or no
    EXPLORE = "explore", "701.44a"  # put the revealed nonland card into the graveyard or not
    TAP_OR_UNTAP = "tap or untap", "701.26"  # tap or untap the permanent
    TOP_OR_BOTTOM = "top or bottom", "608.2d"  # its owner puts it on the top or the bottom of their library
    PUT_FROM_HAND = "put from hand", "608.2d"  # a card put from the hand onto the battlefield (0: none)
    DISCARD = "discard a card", "701.9a"  # a card to discard (0: don't, when optional)
    CHOOSE_DISCARD = "choose discard", "701.20a"  # the card of a revealed hand that player discards
    CONNIVE = "connive", "701.50a"  # the card discarded after conniving's draw
    CONNIVER = "conniver", "701.50d"  # which of several permanents told to connive connives next
    SACRIFICE = "sacrifice", "701.21a"  # a permanent to sacrifice (0: don't, when optional)
    RETURN = "return", "608.2d"  # a permanent returned to its owner's hand
    SEARCH = "search", "701.23a"  # a card found in a library (0: find nothing, when allowed: 701.23b)
    SCRY = "scry", "701.22a"  # a card put on the bottom (0: keep the rest on top)
    SURVEIL = "surveil", "701.25a"  # a card put into the graveyard (0: keep the rest on top)
    ORDER_TOP = "order top", "701.22a"  # the card put on top of the library next (401.4)
    PUT_INTO_HAND = "put into hand", "608.2d"  # the card taken from those looked at (0: none)
    MOVE_CHOSEN = "move chosen", "608.2d"  # the card a player moves ("Each player puts a creature card …")
    COPY_CHOSEN = "copy chosen", "608.2d"  # the card exiled this way that is copied and may be cast (707.12)
    HAND_TO_TOP = "hand to top", "608.2c"  # a card put from the hand on top of the library (401.4)
    ORDER_BOTTOM = "order bottom", "401.4"  # the card put on the bottom of the library next
    BOLSTER = "bolster", "701.39a"  # the creature with the least toughness that gets the counters
    PROLIFERATE = "proliferate", "701.34a"  # a permanent or player with counters (0: no more)
    AMASS = "amass", "701.47a"  # the Army that gets the counters
    UNTAP = "untap", "701.26b"  # a land to untap (0: no more)
    CHOSEN_COLOR = "chosen color", "105.4"  # the color of "protection from the color of your choice"
    MANA_COLOR = "mana color", "106.1"  # the mana "of any color" an ability resolving from the stack adds
    CAST = "cast", "608.2g"  # cast the card during the resolution (0: don't)
    REMOVE_COUNTER = "remove counter", "122.1"  # the kind of the next counter removed (0: no more)
    REPLACEMENT_ORDER = "replacement order", "616.1"  # the source of the replacement effect applied next
    SEPARATE = "separate", "700.3"  # an object put into the first pile (0: the rest form the second)
    PILE = "pile", "700.3"  # one of two piles (1 or 2)
    PAIR = "pair", "702.95a"  # the creature soulbond pairs this one with (0: none)
    RING_BEARER = "ring-bearer", "701.54a"  # the creature the Ring tempting a player makes their Ring-bearer
    CHAMPION = "champion", "702.72a"  # the permanent a champion exiles (0: none, and it is sacrificed)
    SOURCE = "source", "609.7a"  # a source of damage an effect applies to ("a red source of your choice")
    TAP_CHOSEN = "tap chosen", "701.26a"  # an untapped permanent tapped for "you may tap …" (0: don't)
    CHOSEN_VALUE = "chosen value", "608.2d"  # "Choose a color." / "Choose a creature type." as it resolves
    ATTACKED = "attacked", "508.4"  # what a creature put onto the battlefield attacking attacks
    ENCODE = "encode", "702.99a"  # the creature a spell with cipher is exiled encoded on (0: none)
    VOTE = "vote", "701.38a"  # the permanent a player votes for
    # a draw the player may replace (614.11; asked wherever the draw happens, so not during_resolution)
    DREDGE = "dredge", "702.52a"  # the dredge card returned instead of the draw, or "draw"
    MIRACLE = "miracle", "702.94a"  # reveal the card just drawn for its miracle cost: yes or no
    # (during a resolution again; last, so that the members before keep their numbers)
    NEW_TARGET = "new target", "115.7a"  # the new target of a spell whose target is changed
    KEEP = "keep", "101.4"  # a creature a player keeps before sacrificing the rest (0: no more)
    BLIGHT = "blight", "701.68a"  # the creature you control that gets the -1/-1 counters (0: don't)
    # casting a spell with assist (last again, to keep the numbers; not asked during a resolution)
    ASSIST = "assist", "702.132a"  # the other player who may help pay the generic mana (0: none)
    ASSIST_AMOUNT = "assist amount", "702.132a"  # how much of the generic mana the chosen player pays
    # the untap step again (last, to keep the numbers; not asked during a resolution)
    UNTAP_LIMIT = "untap limit", "502.3"  # a permanent that untaps where an effect limits how many do
    # (last again, to keep the numbers) CR 107.14, 608.2d: how much energy is paid ("any amount of {E}")
    ENERGY_AMOUNT = "energy amount", "107.14"

    def __new__(cls, value: str, rule: str = "") -> Purpose:
        member = str.__new__(cls, value)
        member._value_ = value
        member.rule = rule
        return member

    @property
    def during_resolution(self) -> bool:
        """Asked while a spell or ability resolves: the paused resolution takes the answer."""
        return self in _DURING_RESOLUTION


# the members from MAY on (but the questions of a draw, asked wherever the draw happens: CR 614.11, 702.94a)
_DURING_RESOLUTION = frozenset(list(Purpose)[list(Purpose).index(Purpose.MAY) :]) - {
    Purpose.DREDGE, Purpose.MIRACLE, Purpose.ASSIST, Purpose.ASSIST_AMOUNT, Purpose.UNTAP_LIMIT
}  # fmt: skip
PRIVATE_QUESTIONS = frozenset({Purpose.MIRACLE})
"""Questions whose purpose would tell another player about a hidden card (CR 402.3): miracle's is
asked only when the card just drawn has miracle. Another player's seat sees them without purpose."""
assert set(get_args(PurposeName)) == {p.value for p in Purpose}  # the literal names every member


@dataclass(frozen=True, slots=True, init=False)
class Choose(Decision):
    """A generic choice: ``purpose`` names the question and ``rule`` the CR step asking. Built
    from a :class:`Purpose` or its string (``Choose(p, "target", "601.2c", …)``)."""

    purpose: Purpose
    rule: str
    options: tuple[Option, ...]
    prompt: str = ""

    def __init__(
        self, player: int, purpose: Purpose | PurposeName, rule: str, options: tuple[Option, ...], prompt: str = ""
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "purpose", Purpose(purpose))
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "prompt", prompt)


# -- actions ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Action:
    def __str__(self) -> str:
        return repr(self)


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """CR 117.3d: pass priority."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class PayToStop(Action):
    """CR 116.2c: the special action an effect allows until a later time ("unless that player
    pays {U} before that step") — ``index`` is the effect's place in ``GameState.unless_paid``."""

    index: int = 0

    def __str__(self) -> str:
        return f"pay to stop delayed effect {self.index}"


@dataclass(frozen=True, slots=True)
class PayToEnd(Action):
    """CR 116.2c: the special action that ends a continuous effect ("You may pay {W} to end this
    effect.") — ``permanent``: the object the effect is on."""

    permanent: int = 0

    def __str__(self) -> str:
        return f"pay to end the effect on {self.permanent}"


@dataclass(frozen=True, slots=True)
class PlayLand(Action):
    """CR 305.1, 116.2a: play a land (a special action)."""

    card: int
    face: str = ""  # a modal double-faced card's back face (CR 712.11b)

    def __str__(self) -> str:
        return f"play #{self.card}" + (f" as {self.face}" if self.face else "")


@dataclass(frozen=True, slots=True)
class Cast(Action):
    """CR 601.2: begin casting a spell; ``kicker``: how many times its kicker cost is paid
    (announced at 601.2b)."""

    card: int
    kicker: int = 0
    x: int | None = None  # the value of X (CR 107.3, 601.2b); None: asked for as a decision
    face_down: bool = False  # cast face down with its morph ability (CR 702.37c, 708.4)
    face: str = ""  # the face cast: a split half (709.3), an Adventure (715.3), a back face (712.11)
    alternative: str = ""  # an alternative cost paid (118.9): "evoke", "dash", "alternative", …
    buyback: bool = False  # buyback's additional cost paid (702.27a)

    def __str__(self) -> str:
        extra = (f" kicked x{self.kicker}" if self.kicker else "") + (f" X={self.x}" if self.x is not None else "")
        extra += (" face down" if self.face_down else "") + (f" as {self.face}" if self.face else "")
        extra += (f" for its {self.alternative} cost" if self.alternative else "") + (" with buyback" * self.buyback)
        return f"cast #{self.card}{extra}"


@dataclass(frozen=True, slots=True)
class TurnFaceUp(Action):
    """CR 702.37e, 702.168d, 116.2b: the special action of turning a face-down permanent you
    control face up by paying its morph or disguise cost; ``mana_cost``: a manifested creature
    card turned face up for its mana cost instead (701.40b–d — the only way for one without morph
    or disguise, so there the plain action means it too)."""

    permanent: int
    mana_cost: bool = False

    def __str__(self) -> str:
        return f"turn #{self.permanent} face up" + (" for its mana cost" if self.mana_cost else "")


@dataclass(frozen=True, slots=True)
class SuspendCard(Action):
    """CR 702.62a, 116.2f: the special action of exiling a card with suspend from your hand,
    paying its suspend cost."""

    card: int

    def __str__(self) -> str:
        return f"suspend #{self.card}"


@dataclass(frozen=True, slots=True)
class ExileFromHand(Action):
    """CR 116.2h, 116.2k: the special action of a keyword that exiles a card from your hand to
    cast it on a later turn — ``keyword`` "foretell" (pay {2}, exiled face down, 702.143a) or
    "plot" (pay its plot cost, 702.170a)."""

    card: int
    keyword: str

    def __str__(self) -> str:
        return f"{self.keyword} #{self.card}"


@dataclass(frozen=True, slots=True)
class Activate(Action):
    """CR 602.2 / 605.3: activate the ``index``-th (0-based) activated ability of ``source``."""

    source: int
    index: int = 0
    x: int | None = None  # the value of X in its cost (CR 107.3, 602.2b); None: asked for

    def __str__(self) -> str:
        return f"activate #{self.source}:{self.index + 1}" + (f" X={self.x}" if self.x is not None else "")


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """The answer to a :class:`Choose` decision: one of its options."""

    value: Option

    def __str__(self) -> str:
        return f"choose {self.value}"


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """CR 601.2h: pay the total cost now, from the mana pool. ``spend``: the mana of the pool to
    spend, as symbols ("{W}{W}{W}{G}": which mana pays is the player's choice, and it matters
    when the spell asks what was spent to cast it); "" lets the engine choose."""

    spend: str = ""

    def __str__(self) -> str:
        return f"pay {self.spend}" if self.spend else "pay"

    def __repr__(self) -> str:  # (as before the field was added: behaviour fingerprints stay comparable)
        return f"Pay({self.spend!r})" if self.spend else "Pay()"


@dataclass(frozen=True, slots=True)
class Cancel(Action):
    """Abandon the spell or ability being cast or activated: CR 733 returns the game to the
    moment before it began, mana abilities activated meanwhile included."""

    def __str__(self) -> str:
        return "cancel"


@dataclass(frozen=True, slots=True)
class DeclareAttackers(Action):
    """CR 508.1: ``attacks`` pairs each attacking creature with what it attacks."""

    attacks: tuple[tuple[int, TargetRef], ...] = ()

    def __str__(self) -> str:
        return "attack " + (", ".join(f"#{a}" for a, _ in self.attacks) or "with nothing")


@dataclass(frozen=True, slots=True)
class DeclareBlockers(Action):
    """CR 509.1: ``blocks`` pairs each blocking creature with the attacker it blocks."""

    blocks: tuple[tuple[int, int], ...] = ()

    def __str__(self) -> str:
        return "block " + (", ".join(f"#{b}→#{a}" for b, a in self.blocks) or "with nothing")


@dataclass(frozen=True, slots=True)
class AssignDamage(Action):
    """CR 510.1c–d: for each creature, (recipient, amount) pairs; creatures left out get the
    default division."""

    assignments: tuple[tuple[int, tuple[tuple[TargetRef, int], ...]], ...] = ()

    def __str__(self) -> str:
        return "assign combat damage"
