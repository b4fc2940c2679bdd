"""Vocabulary of the Comprehensive Rules: zones (400), steps (500), card types (300), colors (105)."""

from __future__ import annotations

from enum import Enum, IntEnum


class Zone(IntEnum):
    """CR 400.1: the zones."""

    LIBRARY = 0
    HAND = 1
    BATTLEFIELD = 2
    GRAVEYARD = 3
    STACK = 4
    EXILE = 5
    COMMAND = 6
    # CR 702.26b, 702.26d: not a zone — a permanent phased out stays on the battlefield but is
    # treated as though it doesn't exist; the engine holds it here so that nothing sees it there
    PHASED_OUT = 7

    @property
    def label(self) -> str:
        return self.name.lower()


class Step(IntEnum):
    """CR 500.1 and 505–514: the steps (and step-less main phases) of a turn, in order.

    ``FIRST_STRIKE_DAMAGE`` is the extra combat damage step of CR 510.4; it is skipped when no
    attacking or blocking creature has first strike or double strike.
    """

    UNTAP = 0
    UPKEEP = 1
    DRAW = 2
    MAIN1 = 3
    BEGINNING_OF_COMBAT = 4
    DECLARE_ATTACKERS = 5
    DECLARE_BLOCKERS = 6
    FIRST_STRIKE_DAMAGE = 7
    COMBAT_DAMAGE = 8
    END_OF_COMBAT = 9
    MAIN2 = 10
    END = 11
    CLEANUP = 12

    @property
    def label(self) -> str:
        return _STEP_LABELS[self]

    @property
    def in_combat_phase(self) -> bool:
        """CR 506.1, 506.2: the combat phase's five steps, beginning of combat to end of combat —
        the whole phase in which the active player is the attacking player."""
        return Step.BEGINNING_OF_COMBAT <= self <= Step.END_OF_COMBAT

    @classmethod
    def parse(cls, text: str) -> Step:
        for step, label in _STEP_LABELS.items():
            if label == text:
                return step
        raise ValueError(f"unknown step {text!r}; expected one of {', '.join(_STEP_LABELS.values())}")


_STEP_LABELS = {
    Step.UNTAP: "untap",
    Step.UPKEEP: "upkeep",
    Step.DRAW: "draw",
    Step.MAIN1: "main1",
    Step.BEGINNING_OF_COMBAT: "beginning_of_combat",
    Step.DECLARE_ATTACKERS: "declare_attackers",
    Step.DECLARE_BLOCKERS: "declare_blockers",
    Step.FIRST_STRIKE_DAMAGE: "first_strike_damage",
    Step.COMBAT_DAMAGE: "combat_damage",
    Step.END_OF_COMBAT: "end_of_combat",
    Step.MAIN2: "main2",
    Step.END: "end",
    Step.CLEANUP: "cleanup",
}

COMBAT_STEPS = frozenset(
    {
        Step.BEGINNING_OF_COMBAT,
        Step.DECLARE_ATTACKERS,
        Step.DECLARE_BLOCKERS,
        Step.FIRST_STRIKE_DAMAGE,
        Step.COMBAT_DAMAGE,
        Step.END_OF_COMBAT,
    }
)
MAIN_PHASES = frozenset({Step.MAIN1, Step.MAIN2})


class CardType(Enum):
    """CR 300.1: card types."""

    ARTIFACT = "Artifact"
    BATTLE = "Battle"
    CONSPIRACY = "Conspiracy"
    CREATURE = "Creature"
    DUNGEON = "Dungeon"
    ENCHANTMENT = "Enchantment"
    INSTANT = "Instant"
    KINDRED = "Kindred"
    LAND = "Land"
    PHENOMENON = "Phenomenon"
    PLANE = "Plane"
    PLANESWALKER = "Planeswalker"
    SCHEME = "Scheme"
    SORCERY = "Sorcery"
    VANGUARD = "Vanguard"


PERMANENT_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER}
)


class Color(Enum):
    """CR 105.1: the five colors, by their mana letters."""

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"


COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class EndStepAction(Enum):
    """What a delayed triggered ability "at the beginning of the next end step" does to its
    object (CR 603.7a): sacrifice it, exile it, return it to its owner's hand, exile a warped
    permanent (702.185a) — or rebound's cast "at the beginning of your next upkeep" (702.88a)."""

    SACRIFICE = "sacrifice"
    EXILE = "exile"
    RETURN = "return"
    REBOUND = "rebound"
    WARP = "warp"
    RETURN_OWNERS = "return to the battlefield"  # an exiled card, under its owner's control
    RETURN_YOURS = "return to the battlefield under your control"  # … under the delayed ability's controller's
    # CR 122.6: "… under its owner's control with a +1/+1 counter on it"
    RETURN_OWNERS_COUNTER = "return to the battlefield with a +1/+1 counter"
    # CR 603.7a, 603.6c: the card a permanent became as it left ("When ~ dies, return it …")
    RETURN_DEAD_TO_HAND = "return the card it became to its owner's hand"
    RETURN_DEAD_OWNERS = "return the card it became to the battlefield"


class ChoiceKey(Enum):
    """What a choice a permanent keeps was about — the key its answer is recorded under on the
    object: an "as ~ enters, choose …" answer (CR 614.12; a color, a creature type, a card name,
    a player), or a mode of its modal ability "that hasn't been chosen" (700.2)."""

    COLOR = "color"
    CREATURE_TYPE = "creature type"
    CARD_NAME = "card name"
    PLAYER = "player"
    PROTECTOR = "protector"  # CR 310.8: the player who protects a battle, chosen as it enters (310.8a)
    MODE = "mode chosen"
