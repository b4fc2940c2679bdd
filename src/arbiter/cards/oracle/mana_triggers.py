"""Triggered mana abilities' lines (CR 605.1b, 106.12a): "Whenever enchanted land is tapped for
mana, its controller adds an additional {G}.", "Whenever you tap a Forest for mana, add an
additional {G}.", "Whenever a player taps a land for mana, that player adds one mana of any type
that land produced."."""

from __future__ import annotations

import re
from itertools import combinations_with_replacement

from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.mana.pool import POOL_ORDER
from arbiter.mtg.mana.triggered import TriggeredManaAbility

_TRIGGER = re.compile(
    r"Whenever (?:enchanted (?P<enchanted>\w+) is tapped|~ is tapped|you tap an? (?P<you>[\w ]+?)"
    r"|an? (?P<any>[\w ]+?) is tapped|a player taps an? (?P<player>[\w ]+?)) for mana, "
    r"(?P<who>its controller adds|add|that player adds) (?P<mana>.+)\."
)
_LAND_TYPES = ("Forest", "Island", "Mountain", "Plains", "Swamp")


def _tapped_noun(noun: str) -> Filter | None:
    """The permanent tapped for mana: "land", "Forest", "basic land", "snow land", "creature"."""
    land = frozenset({CardType.LAND})
    if noun == "land":
        return Filter(noun, types=land)
    if noun == "creature":
        return Filter(noun, types=frozenset({CardType.CREATURE}))
    if noun in _LAND_TYPES:
        return Filter(noun, types=land, subtypes=frozenset({noun}))
    m = re.fullmatch(r"(basic|snow|nonbasic) land", noun)
    if m:
        if m.group(1) == "nonbasic":
            return Filter(noun, types=land, nonsupertypes=frozenset({"Basic"}))
        return Filter(noun, types=land, supertypes=frozenset({m.group(1).capitalize()}))
    return None


def triggered_mana_ability(line: str) -> TriggeredManaAbility | None:
    """CR 605.1b: a triggered mana ability's line, or None."""
    m = _TRIGGER.fullmatch(line)
    if m is None:
        return None
    watch = next((k for k in ("enchanted", "you", "any", "player") if m.group(k)), "this")
    what = _tapped_noun(m.group(watch)) if watch != "this" else Filter("land")
    if what is None:
        return None
    mana = m.group("mana")
    ability: TriggeredManaAbility | None = None
    if mana == "one mana of any type that land produced" and what.types == frozenset({CardType.LAND}):
        ability = TriggeredManaAbility(watch, what, produced=True)
    elif mana == "an additional one mana of the chosen color":
        ability = TriggeredManaAbility(watch, what, chosen_color=True)
    elif mana == "an additional one mana of any color":
        ability = TriggeredManaAbility(watch, what, colors="WUBRG")
    elif (n := re.fullmatch(r"an additional (two|three) mana in any combination of colors", mana)) is not None:
        combos = tuple("".join(c) for c in combinations_with_replacement("WUBRG", NUMBERS[n.group(1)]))
        ability = TriggeredManaAbility(watch, what, combos=combos)
    elif (f := re.fullmatch(r"an additional ((?:\{[WUBRGC]\})+)", mana)) is not None:
        amounts = [0] * 6
        for sym in re.findall(r"\{(.)\}", f.group(1)):
            amounts[POOL_ORDER.index(sym)] += 1
        ability = TriggeredManaAbility(watch, what, mana=tuple(amounts))
    if ability is None or ability.text() != line:
        return None  # (a shape read differently than printed: refused, never rendered as printed)
    return ability
