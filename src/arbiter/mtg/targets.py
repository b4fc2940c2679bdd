"""Targets (CR 115): which objects and players a target requirement may choose, now."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.characteristics import card_types, colors, has_keyword, keywords, power, subtypes, toughness
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.model import TargetQuality, TargetSpec
from arbiter.mtg.state import GameObject, ObjectRef, PlayerRef, TargetRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def object_can_be_target(g: Game, spec: TargetSpec, o: GameObject, controller: int, source: int | None = None) -> bool:
    """CR 115.1, 115.4, 702.11b (hexproof), 702.18a (shroud), 702.16b (protection): can the
    object be chosen for this target by a spell or ability ``controller`` controls?"""
    return _meets_requirement(g, spec, o, controller, source) and not untargetable_rules(g, spec, o, controller, source)


def _meets_requirement(g: Game, spec: TargetSpec, o: GameObject, controller: int, source: int | None) -> bool:
    """CR 115.1, 115.4: the object is what the target requirement's words describe."""
    if o.zone is not spec.zone or (o.ability is not None and spec.zone is Zone.BATTLEFIELD):
        return False
    if spec.players and not spec.types:
        return False  # CR 115.1: "target player" / "target opponent" — only a player can be chosen
    if spec.zone is Zone.STACK and o.ability is not None and "ability" not in spec.noun:
        return False  # an activated or triggered ability is not a spell (CR 113.1, 112.1)
    types = card_types(g, o)
    if spec.types and not (types & spec.types):
        return False
    if spec.nontypes and types & spec.nontypes:
        return False
    if spec.noncolors and colors(g, o) & spec.noncolors:
        return False
    holder = o.owner if spec.zone is Zone.GRAVEYARD else o.controller  # (a card in a graveyard: its owner's)
    if spec.controller == "you" and holder != controller:
        return False
    if spec.controller == "opponent" and holder == controller:
        return False
    if spec.controller == "defending" and not _defending(g, holder):
        return False
    if spec.other and source is not None and o.id == source:
        return False
    if spec.combat == "attacking you":  # "target creature attacking you": that player, not a planeswalker
        if o.attacking != PlayerRef(controller):
            return False
    elif spec.combat and not in_combat_as(o, spec.combat):
        return False
    return spec.quality is None or _has_quality(g, o, spec.quality, source)


def untargetable_rules(
    g: Game, spec: TargetSpec, o: GameObject, controller: int, source: int | None = None
) -> tuple[str, ...]:
    """The rules that keep a permanent from being targeted by this spell or ability: shroud
    (702.18a), hexproof against an opponent's (702.11b), protection from a quality its source has
    (702.16b). Empty: none does."""
    if spec.zone is not Zone.BATTLEFIELD:
        return ()
    if has_keyword(g, o, "shroud"):
        return ("702.18a",)
    if has_keyword(g, o, "hexproof") and o.controller != controller:
        return ("702.11b",)
    src = g.state.objects.get(source) if source is not None else None
    return ("702.16b",) if src is not None and protected_from(g, o, src) else ()


def refusal_rules(g: Game, spec: TargetSpec, choice: object, controller: int, source: int | None) -> tuple[str, ...]:
    """The rules a refused target choice cites, the most specific first: hexproof, shroud or
    protection when only they forbid it, then 601.2c and 115.1."""
    general = ("601.2c", "115.1")
    if not isinstance(choice, ObjectRef) or type(choice.id) is not int:
        return general
    o = g.state.objects.get(choice.id)
    if o is None or o.zcc != choice.zcc or not _meets_requirement(g, spec, o, controller, source):
        return general
    return (*untargetable_rules(g, spec, o, controller, source), *general)


def shielding_rules(g: Game, spec: TargetSpec, controller: int, source: int | None) -> tuple[str, ...]:
    """When a target requirement has no legal choice: the rules (hexproof, shroud, protection)
    that shield the permanents it would otherwise have had (for the refusal's citations)."""
    if spec.zone is not Zone.BATTLEFIELD:
        return ()
    found: list[str] = []
    for oid in g.state.battlefield:
        o = g.state.objects[oid]
        if _meets_requirement(g, spec, o, controller, source):
            found.extend(r for r in untargetable_rules(g, spec, o, controller, source) if r not in found)
    return tuple(found)


def describe_choice(g: Game, choice: object) -> str:
    """A chosen target for a message: its name when it is a player or object, else its repr."""
    if isinstance(choice, ObjectRef) and type(choice.id) is int:
        return describe(g, choice)
    if isinstance(choice, PlayerRef) and type(choice.index) is int and 0 <= choice.index < len(g.state.players):
        return describe(g, choice)
    return repr(choice)


def _defending(g: Game, player: int) -> bool:
    """CR 506.2: in a two-player game, during the combat phase, the nonactive player is the
    defending player (outside combat there is none)."""
    st = g.state
    return Step.BEGINNING_OF_COMBAT <= st.step <= Step.END_OF_COMBAT and player != st.active


def in_combat_as(o: GameObject, status: str) -> bool:
    """ "attacking", "blocking" or "attacking or blocking" (CR 508.1k, 509.1g; 506.4 ends it)."""
    attacking = o.attacking is not None
    blocking = bool(o.blocking)
    if status == "attacking":
        return attacking
    if status == "blocking":
        return blocking
    return attacking or blocking


def protected_from(g: Game, o: GameObject, source: GameObject) -> bool:
    """CR 702.16a: ``o`` has protection from a quality ``source`` has — a color, a card type
    ("artifacts", "creatures", "enchantments"), "multicolored", "monocolored", or everything
    (702.16j)."""
    if not o.card.keywords and not g.state.effects and not g.state.grant_sources:
        return False
    for kw in keywords(g, o):
        if not kw.startswith("protection from "):
            continue
        quality = kw.removeprefix("protection from ")
        if quality == "everything":
            return True
        symbol = _COLOR_SYMBOLS.get(quality)
        if symbol is not None:
            if any(c.value == symbol for c in colors(g, source)):
                return True
        elif quality in _TYPE_QUALITIES:
            if _TYPE_QUALITIES[quality] in card_types(g, source):
                return True
        elif quality in ("multicolored", "monocolored"):
            n = len(colors(g, source))
            if (quality == "multicolored" and n >= 2) or (quality == "monocolored" and n == 1):
                return True
    return False


_TYPE_QUALITIES = {"artifacts": CardType.ARTIFACT, "creatures": CardType.CREATURE, "enchantments": CardType.ENCHANTMENT}


_COLOR_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def player_can_be_target(g: Game, spec: TargetSpec, player: int, controller: int) -> bool:
    if not spec.allows_players or g.state.players[player].lost:
        return False
    return not (spec.players == "opponent" and player == controller)


def _has_quality(g: Game, o: GameObject, q: TargetQuality, source: int | None = None) -> bool:
    """CR 115.1: the rest of the target requirement's words, checked on current characteristics."""
    if q.lesser_power:
        src = g.state.objects.get(source) if source is not None else None
        if src is None:
            return False
        mine = power(g, src) if src.zone is Zone.BATTLEFIELD else (src.left_pt or (0, 0))[0]
        if power(g, o) >= mine:
            return False
    if q.tapped is not None and o.tapped != q.tapped:
        return False
    if q.colors and not colors(g, o) & q.colors:
        return False
    if q.keyword and has_keyword(g, o, q.keyword) == q.without:
        return False
    if q.min_power is not None or q.max_power is not None:
        p = power(g, o)
        if (q.min_power is not None and p < q.min_power) or (q.max_power is not None and p > q.max_power):
            return False
    if q.min_toughness is not None or q.max_toughness is not None:
        t = toughness(g, o)
        low, high = q.min_toughness, q.max_toughness
        if (low is not None and t < low) or (high is not None and t > high):
            return False
    if q.min_value is not None or q.max_value is not None:
        v = o.card.mana_cost.mana_value if o.card.mana_cost is not None else 0  # CR 202.3
        if (q.min_value is not None and v < q.min_value) or (q.max_value is not None and v > q.max_value):
            return False
    if q.supertype and q.supertype not in o.card.supertypes:
        return False
    if q.also_type is not None and q.also_type not in card_types(g, o):
        return False
    if q.subtype and q.subtype not in (subtypes(g, o) if o.zone is Zone.BATTLEFIELD else o.card.subtypes):
        return False
    return not (q.nonsupertype and q.nonsupertype in o.card.supertypes)


def options(g: Game, spec: TargetSpec, controller: int, source: int | None = None) -> tuple[TargetRef, ...]:
    """Every legal choice for one target requirement, objects by id then players."""
    st = g.state
    out: list[TargetRef] = []
    if spec.zone is Zone.GRAVEYARD:
        pool: tuple[int, ...] = tuple(c for p in st.players for c in p.graveyard)
    else:
        pool = st.battlefield if spec.zone is Zone.BATTLEFIELD else st.stack
    for oid in pool:
        o = st.objects[oid]
        if object_can_be_target(g, spec, o, controller, source):
            out.append(ObjectRef(oid, o.zcc))
    for p in st.players:
        if player_can_be_target(g, spec, p.index, controller):
            out.append(PlayerRef(p.index))
    return tuple(out)


def still_legal(g: Game, spec: TargetSpec, t: TargetRef, controller: int, source: int | None = None) -> bool:
    """CR 608.2b: a target that left its zone (a new object, CR 400.7) or no longer matches
    the requirement (or gained shroud, hexproof or protection) is illegal."""
    if isinstance(t, PlayerRef):
        return player_can_be_target(g, spec, t.index, controller)
    o = g.state.objects.get(t.id)
    if o is None or o.zcc != t.zcc:
        return False
    return object_can_be_target(g, spec, o, controller, source)


def describe(g: Game, t: TargetRef) -> str:
    if isinstance(t, PlayerRef):
        return g.state.players[t.index].name
    o = g.state.objects.get(t.id)
    return f"{o.card.name}#{t.id}" if o else f"#{t.id}"


def is_planeswalker(o: GameObject) -> bool:
    return o.card.is_planeswalker
