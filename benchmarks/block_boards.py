"""Generated boards for the block-legality benchmark (CR 509.1b–c), in three profiles.

The creatures are built-in card definitions (not compiled Oracle text) carrying the blocking
behaviours of real cards: flying and reach (Serra Angel, Giant Spider), menace (Goblin
Heelcutter), fear and shadow (Dread Specter, Dauthi Slayer), protection from a color (White
Knight), "all creatures able to block ~ do so" (Lure), "~ must be blocked if able", "~ blocks
each combat if able", "~ can block an additional creature each combat", "~ can't block",
"~ can't be blocked except by three or more creatures" and "~ can't be blocked by more than one
creature". Their names say what they do.

- mixed: evasion of every kind, 3 Lure-style attackers, 10 blockers that block each combat.
- dense: about a quarter of the attackers Lure-style, a tenth "must be blocked", menace on
  about half, a quarter of the blockers "block each combat if able", some that block two.
- trap: gadgets of five creatures a side where improving one blocker at a time gets stuck
  below the maximum — shadow blockers that must block but can only block a shadow attacker
  with menace (or "three or more") together, Lure-style menace attackers, a blocker that may
  block two — then plain filler.

Each board has a requirement-free twin: the same creatures without their requirements.
"""

from __future__ import annotations

import random
from dataclasses import replace

from arbiter.mtg.enums import CardType, Color, Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import (
    AllMustBlock,
    BlocksEachCombat,
    CanBlockMore,
    CantBeBlockedByMoreThanOne,
    CantBeBlockedExceptBy,
    CantBlock,
    CardDef,
    Keyword,
    MustBeBlocked,
)
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

PROFILES = ("mixed", "dense", "trap")
REQUIREMENTS = (AllMustBlock, BlocksEachCombat, MustBeBlocked)


def creature(name: str, p: int, t: int, *abilities: object, color: Color = Color.GREEN) -> CardDef:
    return CardDef(
        name, None, frozenset({CardType.CREATURE}), colors=frozenset({color}), power=p, toughness=t,
        abilities=tuple(abilities),  # type: ignore[arg-type]
    )  # fmt: skip


PLAIN = creature("Grizzly Bears", 2, 2)
FLYER = creature("Serra Angel", 4, 4, Keyword("flying"), color=Color.WHITE)
MENACE = creature("Goblin Heelcutter", 3, 2, Keyword("menace"), color=Color.RED)
FEAR = creature("Dread Specter", 3, 3, Keyword("fear"), color=Color.BLACK)
SHADOW = creature("Dauthi Slayer", 2, 2, Keyword("shadow"), color=Color.BLACK)
PRO_GREEN = creature("Pro-Green Knight", 2, 2, Keyword("protection from green"), color=Color.WHITE)
LURE = creature("Lured Bear", 2, 2, AllMustBlock())
LURE_MENACE = creature("Lured Heelcutter", 3, 2, Keyword("menace"), AllMustBlock(), color=Color.RED)
LURE_FLYER = creature("Lured Angel", 4, 4, Keyword("flying"), AllMustBlock(), color=Color.WHITE)
MUST = creature("Taunting Bear", 2, 2, MustBeBlocked())
MUST_MENACE = creature("Taunting Heelcutter", 3, 2, Keyword("menace"), MustBeBlocked(), color=Color.RED)
THREE = creature("Crowd-Shy Giant", 5, 5, CantBeBlockedExceptBy(3), color=Color.RED)
ONE_ONLY = creature("Charging Rhino", 4, 4, CantBeBlockedByMoreThanOne())
REACH = creature("Giant Spider", 2, 4, Keyword("reach"))
BLACK = creature("Black Knight", 2, 2, color=Color.BLACK)
B_FLYER = creature("Wind Drake", 2, 2, Keyword("flying"), color=Color.BLUE)
EAGER = creature("Eager Bear", 2, 2, BlocksEachCombat())
EAGER_REACH = creature("Eager Spider", 2, 4, Keyword("reach"), BlocksEachCombat())
TWO_BLOCKS = creature("Two-Headed Giant", 4, 4, CanBlockMore(1), color=Color.RED)
TWO_EAGER = creature("Two-Headed Eager Giant", 4, 4, CanBlockMore(1), BlocksEachCombat(), color=Color.RED)
CANT = creature("Goblin Raider", 2, 2, CantBlock(), color=Color.RED)
TRAP_FLYER = creature("Flying Heelcutter", 3, 2, Keyword("flying"), Keyword("menace"), color=Color.RED)
SHADOW_MENACE = creature("Shadow Heelcutter", 3, 2, Keyword("shadow"), Keyword("menace"), color=Color.BLACK)
SHADOW_THREE = creature("Shadow Giant", 5, 5, Keyword("shadow"), CantBeBlockedExceptBy(3), color=Color.BLACK)
SHADOW_MUST = creature("Taunting Shade", 3, 2, Keyword("shadow"), Keyword("menace"), MustBeBlocked(), color=Color.BLACK)
EAGER_SHADE = creature("Eager Shade", 2, 2, Keyword("shadow"), BlocksEachCombat(), color=Color.BLACK)


def _mixed(n: int, rng: random.Random) -> tuple[list[CardDef], list[CardDef]]:
    kinds = [PLAIN, FLYER, MENACE, FEAR, SHADOW]
    attackers = [LURE if i < 3 else kinds[i % len(kinds)] for i in range(n)]
    blockers = [EAGER if i < 10 else [PLAIN, REACH, BLACK, B_FLYER][i % 4] for i in range(n)]
    return attackers, blockers


def _dense(n: int, rng: random.Random) -> tuple[list[CardDef], list[CardDef]]:
    a_pool = [(LURE, 8), (LURE_MENACE, 10), (LURE_FLYER, 6), (MUST, 4), (MUST_MENACE, 6), (MENACE, 20), (PLAIN, 14),
              (FLYER, 10), (PRO_GREEN, 6), (THREE, 4), (ONE_ONLY, 4), (FEAR, 4), (SHADOW, 4)]  # fmt: skip
    b_pool = [(EAGER, 16), (EAGER_REACH, 9), (PLAIN, 25), (REACH, 12), (BLACK, 12), (B_FLYER, 8), (TWO_BLOCKS, 6),
              (TWO_EAGER, 4), (CANT, 8)]  # fmt: skip
    return _draw(a_pool, n, rng), _draw(b_pool, n, rng)


def _trap(n: int, rng: random.Random) -> tuple[list[CardDef], list[CardDef]]:
    """Gadgets of five attackers and five blockers, then plain filler."""
    gadgets = [
        ([SHADOW_MENACE, TRAP_FLYER, MUST, PLAIN, SHADOW], [EAGER_SHADE, EAGER_SHADE, EAGER_REACH, PLAIN, CANT]),
        ([SHADOW_THREE, SHADOW_MUST, LURE_MENACE, PLAIN, FLYER], [EAGER_SHADE, EAGER_SHADE, EAGER_SHADE, PLAIN, REACH]),
        ([LURE_MENACE, MUST_MENACE, ONE_ONLY, PLAIN, MENACE], [TWO_EAGER, EAGER, PLAIN, BLACK, B_FLYER]),
    ]
    attackers: list[CardDef] = []
    blockers: list[CardDef] = []
    while len(attackers) + 5 <= n:
        a, b = gadgets[rng.randrange(len(gadgets))]
        attackers += a
        blockers += b
    attackers += [PLAIN] * (n - len(attackers))
    blockers += [PLAIN] * (n - len(blockers))
    return attackers, blockers


def _draw(pool: list[tuple[CardDef, int]], n: int, rng: random.Random) -> list[CardDef]:
    cards = [c for c, _ in pool]
    return rng.choices(cards, weights=[w for _, w in pool], k=n)


def without_requirements(card: CardDef) -> CardDef:
    return replace(card, abilities=tuple(a for a in card.abilities if not isinstance(a, REQUIREMENTS)))


def board(profile: str, n: int, twin: bool = False, seed: int = 0) -> tuple[Game, dict[str, int]]:
    """A board of ``n`` attackers and ``n`` untapped potential blockers at declare blockers."""
    rng = random.Random(f"{profile}-{n}-{seed}")
    attackers, blockers = {"mixed": _mixed, "dense": _dense, "trap": _trap}[profile](n, rng)
    if twin:
        attackers = [without_requirements(c) for c in attackers]
        blockers = [without_requirements(c) for c in blockers]
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(c, f"a{i}", attacking=1) for i, c in enumerate(attackers)]})
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(c, f"b{i}") for i, c in enumerate(blockers)]})
    return build(Setup(0, Step.DECLARE_BLOCKERS, 3, (alice, bob)))
