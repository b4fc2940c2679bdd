"""The built-in starter set: Oracle facts of the cards the core and its tests need, written in
the ability model (``arbiter.mtg.model``) — the same nodes the Oracle compiler produces, so the
engine has no special case for them. Each definition's rendered text is checked against its
Oracle text by the tests.
"""

from __future__ import annotations

from arbiter.mtg.enums import CardType, Color
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import (
    ANY_TARGET,
    BASIC_LAND_MANA,
    TARGET_CREATURE,
    Ability,
    CardDef,
    DealDamage,
    Keyword,
    ModifyPT,
    SpellAbility,
    mana_ability,
    target,
)

_COLORS = {c.value: c for c in Color}


def _cost(text: str) -> ManaCost:
    cost = ManaCost.parse(text)
    assert cost is not None
    return cost


def _colors(cost: str) -> frozenset[Color]:
    return frozenset(_COLORS[ch] for ch in cost if ch in _COLORS)


def basic_land(name: str) -> CardDef:
    """CR 305.6: a basic land has the intrinsic mana ability of its type."""
    symbol = BASIC_LAND_MANA[name]
    return CardDef(
        name,
        None,
        frozenset({CardType.LAND}),
        subtypes=(name,),
        supertypes=("Basic",),
        abilities=(mana_ability(symbol, intrinsic=True),),
        oracle_text=f"({{T}}: Add {{{symbol}}}.)",
    )


def creature(
    name: str, cost: str, subtypes: tuple[str, ...], p: int, t: int, abilities: tuple[Ability, ...], oracle: str
) -> CardDef:
    return CardDef(
        name,
        _cost(cost),
        frozenset({CardType.CREATURE}),
        subtypes=subtypes,
        colors=_colors(cost),
        power=p,
        toughness=t,
        abilities=abilities,
        oracle_text=oracle,
    )


def instant(name: str, cost: str, spell: SpellAbility, oracle: str) -> CardDef:
    return CardDef(
        name, _cost(cost), frozenset({CardType.INSTANT}), colors=_colors(cost), abilities=(spell,), oracle_text=oracle
    )


ANY = ANY_TARGET
CREATURE = TARGET_CREATURE

CARDS: dict[str, CardDef] = {
    c.name: c
    for c in (
        *(basic_land(n) for n in BASIC_LAND_MANA),
        CardDef(
            "Wastes",
            None,
            frozenset({CardType.LAND}),
            supertypes=("Basic",),
            abilities=(mana_ability("C"),),
            oracle_text="{T}: Add {C}.",
        ),
        creature("Llanowar Elves", "{G}", ("Elf", "Druid"), 1, 1, (mana_ability("G"),), "{T}: Add {G}."),
        creature(
            "Giant Spider",
            "{3}{G}",
            ("Spider",),
            2,
            4,
            (Keyword("reach"),),
            "Reach (This creature can block creatures with flying.)",
        ),
        creature(
            "Raging Goblin",
            "{R}",
            ("Goblin", "Berserker"),
            1,
            1,
            (Keyword("haste"),),
            "Haste (This creature can attack and {T} as soon as it comes under your control.)",
        ),
        creature("Gray Ogre", "{2}{R}", ("Ogre",), 2, 2, (), ""),
        creature("Grizzly Bears", "{1}{G}", ("Bear",), 2, 2, (), ""),
        creature("Hill Giant", "{3}{R}", ("Giant",), 3, 3, (), ""),
        creature(
            "Serra Angel",
            "{3}{W}{W}",
            ("Angel",),
            4,
            4,
            (Keyword("flying"), Keyword("vigilance")),
            "Flying\nVigilance (Attacking doesn't cause this creature to tap.)",
        ),
        instant(
            "Lightning Bolt",
            "{R}",
            SpellAbility((DealDamage(3, target(0)),), (ANY,)),
            "Lightning Bolt deals 3 damage to any target.",
        ),
        instant(
            "Shock", "{R}", SpellAbility((DealDamage(2, target(0)),), (ANY,)), "Shock deals 2 damage to any target."
        ),
        instant(
            "Giant Growth",
            "{G}",
            SpellAbility((ModifyPT(3, 3, target(0)),), (CREATURE,)),
            "Target creature gets +3/+3 until end of turn.",
        ),
    )
}
