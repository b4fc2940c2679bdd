"""The types of mana a permanent "could produce" (CR 106.7) and the colors of a commander's color
identity (903.4) — what "Add one mana of any color that a land an opponent controls could
produce." and "Add one mana of any color in your commander's color identity." offer.

CR 106.7: a permanent could produce a type of mana if one of its mana abilities would produce it
were it to resolve now, ignoring whether its costs could be paid. An ability that itself adds mana
a land "could produce" (Reflecting Pool) produces what the lands it looks at could produce, so the
answer is a least fixed point over the permanents on the battlefield: start from what each
permanent's other mana abilities make, then let each such ability take what the permanents it
looks at could produce, until nothing changes. Two Reflecting Pools alone can produce nothing;
two Exotic Orchards facing each other see only what the other lands make — and the computation
always ends (the sets only grow, and there are six types of mana).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import ChoiceKey
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.mana import AddMana, AddManaOfChoice, AddManaX
from arbiter.mtg.layers import activated
from arbiter.mtg.objects.chosen import chosen

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.effect import Effect
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.state import GameObject

TYPES = "WUBRGC"  # the six types of mana (CR 106.1: five colors and colorless)
COLORS = "WUBRG"
_COLOR_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def commander_colors(g: Game, player: int) -> str | None:
    """CR 903.4: the colors of ``player``'s commander's color identity, or None if they have no
    commander (903.4f: then "that quality is undefined" and the ability adds nothing). The games
    this engine runs designate no commander (the Commander variant's setup, 903.5–903.6, isn't
    part of them), so every player has none."""
    return None


def could_produce(g: Game, what: Filter, player: int, colors_only: bool) -> str:
    """CR 106.7: the types of mana (in W U B R G C order) that some permanent fitting ``what``
    (read for ``player``: "a land you control", "a land an opponent controls") could produce;
    only colors with ``colors_only`` ("any color that …")."""
    produce = _fixed_point(g)
    found: set[str] = set()
    for oid in g.state.battlefield:
        o = g.state.objects[oid]
        if fits(g, what, o, player):
            found |= produce.get(oid, set())
    allowed = COLORS if colors_only else TYPES
    return "".join(t for t in allowed if t in found)


def mana_types_of(g: Game, oid: int) -> str:
    """CR 106.7: the types of mana (W U B R G C) the permanent ``oid`` could produce now."""
    made = _fixed_point(g).get(oid, set())
    return "".join(t for t in TYPES if t in made)


def _fixed_point(g: Game) -> dict[int, set[str]]:
    """What each permanent on the battlefield could produce (CR 106.7), by id."""
    # local import: the effect class lives with its resolution, which imports this module
    from arbiter.mtg.effects.chosen_mana import AddManaOfTypeFrom

    st = g.state
    produce: dict[int, set[str]] = {}
    looks: list[tuple[int, AddManaOfTypeFrom]] = []  # (permanent, an ability's "could produce" instruction)
    for oid in st.battlefield:
        o = st.objects[oid]
        made: set[str] = set()
        for ability in activated(g, o):
            if not ability.is_mana:
                continue
            for e in ability.effects:
                if isinstance(e, AddManaOfTypeFrom):
                    looks.append((oid, e))
                else:
                    made |= made_by(g, o, e)
        produce[oid] = made
    changed = bool(looks)
    while changed:  # the sets only grow, and there are six types: this ends
        changed = False
        for oid, e in looks:
            controller = st.objects[oid].controller
            seen = e.offered(g, controller, produce)
            if not seen <= produce[oid]:
                produce[oid] |= seen
                changed = True
    return produce


def made_by(g: Game, o: GameObject, e: Effect) -> set[str]:
    """The types of mana one instruction of a mana ability of ``o`` would add if it resolved now
    (CR 106.7; its costs ignored)."""
    from arbiter.mtg.effects.chosen_mana import AddManaOfChosenColor, AddManaOrChosenColor
    from arbiter.mtg.effects.mana import AddManaForEach, mana_count

    if isinstance(e, AddMana):
        return {t for t, n in zip(TYPES, e.mana, strict=False) if n}
    if isinstance(e, AddManaOfChoice | AddManaX):
        # (AddManaX, the storage lands: its cost ignored, 106.7 — X counters could be removed)
        return set("".join(e.combos) or e.colors) if isinstance(e, AddManaOfChoice) else set(e.colors)
    if isinstance(e, AddManaForEach):
        return {t for t, n in zip(TYPES, e.mana, strict=False) if n} if mana_count(g, o, e.per) else set()
    if isinstance(e, AddManaOrChosenColor):
        return set(e.offered(o))
    if isinstance(e, AddManaOfChosenColor):
        color = chosen(o, ChoiceKey.COLOR)
        return {_COLOR_SYMBOLS[color]} if isinstance(color, str) and color in _COLOR_SYMBOLS else set()
    return set()


def seen_by(g: Game, what: Filter, player: int, produce: dict[int, set[str]]) -> set[str]:
    """The union of what the permanents fitting ``what`` (read for ``player``) could produce, in
    the fixed point being computed."""
    found: set[str] = set()
    for oid, made in produce.items():
        if made and fits(g, what, g.state.objects[oid], player):
            found |= made
    return found
