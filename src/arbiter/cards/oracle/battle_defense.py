"""A battle's printed defense (CR 310.4a, 210.1: the number in its lower right corner).

The card data gives it as ``defense`` when it has it; the shipped data has none for any battle
(its source left the field out), so the printed numbers of the battles the engine runs are kept
here, read off the printed cards. A battle whose defense is known neither way can't run: it
couldn't enter with its defense counters (310.4b)."""

from __future__ import annotations

from arbiter.mtg.enums import CardType
from arbiter.mtg.model import Ability, Unsupported

# the printed defense of Siege front faces (March of the Machine), by face name
PRINTED_DEFENSE = {
    "Invasion of Belenon": 5,
    "Invasion of Dominaria": 5,
    "Invasion of Eldraine": 4,
    "Invasion of Innistrad": 5,
    "Invasion of Ixalan": 4,
    "Invasion of Kaladesh": 4,
    "Invasion of Karsus": 4,
    "Invasion of Mercadia": 4,
    "Invasion of Moag": 5,
    "Invasion of Shandalar": 4,
    "Invasion of Theros": 4,
    "Invasion of Tolvada": 5,
    "Invasion of Vryn": 4,
    "Invasion of Xerex": 4,
}

BATTLE_TYPES = ("Siege",)  # CR 205.3q, 310.11: the battle types whose rules the engine runs


def battle_defense(
    name: str, types: frozenset[CardType], subtypes: tuple[str, ...], printed: int | None, abilities: list[Ability]
) -> int | None:
    """CR 310.4a: the defense of the battle face ``name`` — its card data's, else the printed
    number kept here. A battle with no known defense, or of a battle type whose rules the engine
    doesn't run (310.8a: who may protect it), is marked unsupported."""
    if CardType.BATTLE not in types:
        return printed
    defense = printed if printed is not None else PRINTED_DEFENSE.get(name)
    if defense is None:
        abilities.append(Unsupported("a battle's defense (missing from the card data)"))
    others = [s for s in subtypes if s not in BATTLE_TYPES]
    if others or not subtypes:
        abilities.append(Unsupported(f"the battle type {' '.join(others) or '(none)'}"))
    return defense
