"""The parts of the game the seed fragment leaves open, as explicit, replaceable data.

Only rules 512.5.4 (ability-blocking step) and 512.5.5 (target-resolution step) are known. The
stages around them, the strike table and the payment are our documented defaults; a
:class:`RulesConfig` with other values can be passed to a game.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# The declaration procedure, in order. The two steps of the fragment are marked.
STAGES = (
    "forming",  # forming the declaration: choose a feature and its targets (open or face down)
    "legality_check",  # the earlier legality check (default: presence + restriction of open targets)
    "ability_blocking",  # 512.5.4
    "target_resolution",  # 512.5.5
    "declared",  # 512.5.5: priority to the active player, declaration triggers
    "execution",  # the execution stage, ending with the ability-completion step
    "payment",  # the payment stage
)

# Rule numbers of the fragment, cited by refusals and events.
BLOCKING_STEP = "512.5.4"
TARGET_STEP = "512.5.5"
# Sections of the game's own rules found in public copies (its extended rules and its basic rules,
# in Russian; docs/staged-ruleset.md lists them), cited as the Magic code cites the CR.
# the stage of forming the declaration, whose steps 512.5.4 and 512.5.5 are; its own number is not
# cited as such, since a bare three-digit number with one dot reads as a Magic rule here
FORMING = "staged:forming"
DECK = "100"  # general provisions: a deck of 30 to 50 cards, at most 3 copies of a card
VICTORY = "102"  # victory and defeat: the first to destroy every enemy creature wins
RECRUIT = "302"  # the deal step: 15 cards dealt, a squad recruited from them with crystals
DEATH = "staged:death"  # the basic rules: a creature dies as soon as its wounds reach its health
# Our own numbering for what the game's rules we found leave open. Each is an assumption, and
# events citing one say so (``ASSUMED``); docs/staged-ruleset.md states each with its reason.
LEGALITY = "staged:legality-check"  # what the earlier legality check tests (the seed names the step)
EXECUTION = "staged:execution"  # the execution stage's effects (the seed names the stage)
PAYMENT = "staged:payment"  # energy as the cost (the seed names the payment stage)
TURN = "staged:turn"  # turns, opening closed cards and energy per turn around the declaration
HAND = "staged:hand"  # putting a card from the hand back into play
ASSUMED = frozenset({LEGALITY, EXECUTION, PAYMENT, TURN, HAND})


@dataclass(frozen=True, slots=True)
class StrikeTable:
    """Default strike table: a die roll (1–6) picks the strike: miss, weak, medium, strong.
    The attacker deals its strike of that strength; a reflecting target rolls too and deals
    its own strike back (both are fighting)."""

    results: tuple[str, ...] = ("miss", "weak", "weak", "medium", "medium", "strong")

    def strike(self, roll: int) -> str:
        return self.results[roll - 1]


@dataclass(frozen=True, slots=True)
class RulesConfig:
    starting_energy: int = 5
    strike_table: StrikeTable = field(default_factory=StrikeTable)
    # default: the earlier legality check tests the target restriction of open targets only
    check_open_restrictions_early: bool = True
    # default turn structure: the new active player's closed cards open and it gains energy
    energy_per_turn: int = 2
    # a game that reaches this turn without a winner is a draw (our bound; the seed has none)
    max_turns: int = 60
    # bound on the declarations listed for one feature with several targets
    max_listed_targets: int = 200
    # decks and recruitment: the size and copy limits and the 15 cards dealt come from the
    # game's basic rules; the crystals a player may spend on its squad are our default
    deck_min: int = 30
    deck_max: int = 50
    max_copies: int = 3
    dealt: int = 15
    crystals: int = 20


DEFAULT_RULES = RulesConfig()
