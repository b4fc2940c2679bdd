"""Static abilities that stop a group of creatures attacking (CR 508.1c): "Creatures without
flying can't attack.", "Creatures you control can't attack.", "Creatures with power greater than
the number of cards in your hand can't attack."; and "~ can't attack or block, and its activated
abilities can't be activated." (the rule an Aura like Arrest puts on its creature, 602.5)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.nouns import creature_filter
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.statics.attack_restrictions import (
    CantAttackOrBlockNorActivate,
    CantBlockNorActivate,
    CreaturesCantAttack,
)

Result = Ability | None | Pass
Builder = Callable[[re.Match[str], bool], Result]

_CREATURE = frozenset({CardType.CREATURE})
_POWER_OVER_HAND = "creatures with power greater than the number of cards in your hand"


def _group_cant_attack(m: re.Match[str], aura: bool) -> Result:
    noun = m.group(1)
    phrase = noun[0].lower() + noun[1:]
    if phrase == _POWER_OVER_HAND:
        return CreaturesCantAttack(Filter(phrase, all_types=_CREATURE), power_over_hand=True)
    if phrase == "creatures you control":
        return CreaturesCantAttack(Filter(phrase, all_types=_CREATURE, controller="you"))
    if phrase == "creatures your opponents control":
        return CreaturesCantAttack(Filter(phrase, all_types=_CREATURE, controller="opponent"))
    f = creature_filter(phrase)
    if f is None or f.text != phrase or f.controller:
        return PASS
    return CreaturesCantAttack(replace(f, all_types=_CREATURE))


ATTACK_STATICS: tuple[tuple[re.Pattern[str], Builder], ...] = (
    (re.compile(r"(Creatures [a-z0-9 ]+) can't attack\."), _group_cant_attack),
    (
        re.compile(r"~ can't attack or block, and its activated abilities can't be activated\."),
        lambda m, aura: CantAttackOrBlockNorActivate(),
    ),
    (
        re.compile(r"~ can't block, and its activated abilities can't be activated\."),
        lambda m, aura: CantBlockNorActivate(),
    ),
)
