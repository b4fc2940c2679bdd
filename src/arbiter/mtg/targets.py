"""Targets (CR 115): which objects and players a target requirement may choose, now."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import resolved
from arbiter.mtg.enums import CardType, ChoiceKey, Color, Zone
from arbiter.mtg.filtering import fits, unblocked
from arbiter.mtg.ir.abilities import ActivatedAbility, Keyword
from arbiter.mtg.ir.statics.attached_untargetable import aura_shields
from arbiter.mtg.ir.statics.chosen_protection import CHOSEN_COLOR_PROTECTION
from arbiter.mtg.ir.statics.color_untargetable import color_shields
from arbiter.mtg.ir.statics.sparing import COLORS_OF_YOUR_PERMANENTS, SparingProtection
from arbiter.mtg.layers import abilities, card_types, colors, count_of, has_keyword
from arbiter.mtg.model import Filter, TargetSpec
from arbiter.mtg.objects.last_known import known_source
from arbiter.mtg.objects.transform import mana_value
from arbiter.mtg.state import GameObject, ObjectRef, PlayerRef, TargetRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def object_can_be_target(g: Game, spec: TargetSpec, o: GameObject, controller: int, source: int | None = None) -> bool:
    """CR 115.1, 115.4, 702.11b (hexproof), 702.18a (shroud), 702.16b (protection): can the
    object be chosen for this target by a spell or ability ``controller`` controls?"""
    return _meets_requirement(g, spec, o, controller, source) and not untargetable_rules(g, spec, o, controller, source)


def _meets_requirement(g: Game, spec: TargetSpec, o: GameObject, controller: int, source: int | None) -> bool:
    """CR 115.1, 115.4: the object is what the target requirement's words describe."""
    what = spec.what
    if what is None:
        return False  # CR 115.1: "target player" / "target opponent" — only a player can be chosen
    if o.zone is not spec.zone and o.zone not in spec.zones:
        return False
    if o.ability is not None and "ability" not in spec.noun:
        return False  # an activated or triggered ability is not a spell or a permanent (CR 113.1, 112.1)
    if o.ability is None and spec.noun.endswith("ability") and "spell" not in spec.noun:
        return False  # CR 113.1, 701.6b: "target activated or triggered ability" is not a spell
    if o.ability is not None and not _ability_kind_fits(spec.noun, o):
        return False
    if spec.from_source is not None and not _source_fits(g, spec.from_source, o, controller):
        return False
    if spec.single_target and sum(t is not None for t in o.targets) != 1:
        return False  # "target spell with a single target" (CR 115.1)
    if spec.combat == "attacking you":  # "target creature attacking you": that player, not a planeswalker
        if o.attacking != PlayerRef(controller):
            return False
    elif spec.combat == "unblocked":  # CR 509.1h: blockers were declared and none for it
        if not unblocked(g, o):
            return False
    elif spec.combat and not in_combat_as(o, spec.combat):
        return False
    if spec.value_at_most is not None and mana_value(o) > count_of(
        g, spec.value_at_most, controller
    ):  # CR 202.3e: X counted on the stack
        return False  # CR 202.3, 202.3e, 608.2h: "with mana value X or less, where X is …", X counted now
    if what.zone is not None and what.zone is not o.zone:
        what = replace(what, zone=o.zone)  # ("target spell or permanent": either zone, CR 115.1)
    return fits(g, what, o, controller, source)


def _source_fits(g: Game, what: Filter, o: GameObject, controller: int) -> bool:
    """CR 113.7, 115.1: "… ability from an artifact source" — the ability's source as it is now
    (a source gone from the game: no)."""
    src = g.state.objects.get(o.source) if o.source is not None else None
    return src is not None and fits(g, replace(what, zone=src.zone), src, controller)


def _ability_kind_fits(noun: str, o: GameObject) -> bool:
    """CR 113.3b, 113.3c: "target activated ability" / "target triggered ability" ask for that kind."""
    activated = isinstance(o.ability, ActivatedAbility)
    if "activated ability" in noun and "triggered" not in noun:  # (also "… you control")
        return activated
    if "triggered ability" in noun and "activated" not in noun:
        return not activated
    return True


def shielded_from(g: Game, o: GameObject, controller: int) -> bool:
    """CR 115.1, 611.2a: does "can't be the target of spells or abilities your opponents control
    this turn" keep ``controller``'s spells and abilities from targeting ``o`` (``controller`` is
    an opponent of the player whose spell made the effect)?"""
    return any(
        isinstance(e.change, resolved.CantBeTargetedByOpponents)
        and e.object_id == o.id
        and e.zcc == o.zcc
        and e.change.player != controller
        for e in g.state.effects
    )


def untargetable_rules(
    g: Game, spec: TargetSpec, o: GameObject, controller: int, source: int | None = None
) -> tuple[str, ...]:
    """The rules that keep a permanent from being targeted by this spell or ability: shroud
    (702.18a), hexproof against an opponent's (702.11b), protection from a quality its source has
    (702.16b). Empty: none does."""
    if o.zone is not Zone.BATTLEFIELD:
        return ()
    if has_keyword(g, o, "shroud"):
        return ("702.18a",)
    if has_keyword(g, o, "hexproof") and o.controller != controller:
        return ("702.11b",)
    src = known_source(g, source)  # (a gone source as it last existed: CR 113.7a, 608.2h)
    if src is not None and o.controller != controller and hexproof_from(g, o, src):
        return ("702.11d",)
    if g.state.effects and shielded_from(g, o, controller):
        return ("611.2a", "115.1")  # "can't be the target of spells or abilities your opponents control"
    if g.state.grant_sources and aura_shields(g, o, controller):
        return ("303.4", "115.1")  # an Aura's "Enchanted creature can't be the target of … your opponents control"
    if src is not None and color_shields(g, o, src):
        return ("115.1", "105.2")  # "~ can't be the target of red spells or abilities from red sources"
    return ("702.16b",) if src is not None and protected_from(g, o, src) else ()


def refusal_rules(g: Game, spec: TargetSpec, choice: object, controller: int, source: int | None) -> tuple[str, ...]:
    """The rules a refused target choice cites, the most specific first: hexproof, shroud or
    protection when only they forbid it, then 601.2c and 115.1."""
    general = ("601.2c", "115.1")
    if isinstance(choice, PlayerRef) and type(choice.index) is int and 0 <= choice.index < len(g.state.players):
        return (*_player_shield(g, spec, choice.index, controller), *general)
    if not isinstance(choice, ObjectRef) or type(choice.id) is not int:
        return general
    o = g.state.objects.get(choice.id)
    if o is None or o.zcc != choice.zcc or not _meets_requirement(g, spec, o, controller, source):
        return general
    specific = untargetable_rules(g, spec, o, controller, source)
    return (*specific, *(r for r in general if r not in specific))  # (each rule cited once)


def _player_shield(g: Game, spec: TargetSpec, player: int, controller: int) -> tuple[str, ...]:
    """CR 702.11c, 702.18a: the hexproof or shroud keeping a player the requirement could name from
    being chosen (none when the player isn't a legal kind of target anyway)."""
    if not spec.allows_players or (spec.players == "opponent" and player == controller):
        return ()
    from arbiter.mtg.player_statics import player_untargetable

    rule = player_untargetable(g, player, controller)
    return (rule,) if rule else ()


def shielding_rules(g: Game, spec: TargetSpec, controller: int, source: int | None) -> tuple[str, ...]:
    """When a target requirement has no legal choice: the rules (hexproof, shroud, protection)
    that shield the permanents — and the players (702.11c, 702.18a) — it would otherwise have had
    (for the refusal's citations)."""
    if Zone.BATTLEFIELD not in spec.zones:
        return ()
    found: list[str] = []
    for p in range(len(g.state.players)):
        found.extend(r for r in _player_shield(g, spec, p, controller) if r not in found)
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


def in_combat_as(o: GameObject, status: str) -> bool:
    """ "attacking", "blocking" or "attacking or blocking" (CR 508.1k, 509.1g; 506.4 ends it): a
    blocker stays a blocking creature when the creatures it blocked have left combat (509.1g)."""
    attacking = o.attacking is not None
    blocking = o.blocker
    if status == "attacking":
        return attacking
    if status == "blocking":
        return blocking
    return attacking or blocking


def protected_from(g: Game, o: GameObject, source: GameObject) -> bool:
    """CR 702.16a: ``o`` has protection from a quality ``source`` has — a color, a card type
    ("artifacts", "creatures", "enchantments"), "multicolored", "monocolored", "spells that are
    one or more colors" (a colored spell on the stack — not an ability, not a permanent, 113.1a),
    the colors of the permanents a player controls (702.16i) or everything (702.16j)."""
    return any(stops(g, kw, source) for kw in protection_instances(g, o))


def protection_instances(g: Game, o: GameObject) -> list[Keyword]:
    """The protection abilities ``o`` has now, each instance apart (CR 702.16g–i, 702.16n);
    "protection from the chosen color" as protection from the color ``o`` chose as it entered
    (614.12), none while it chose none."""
    if not o.card.keywords and not g.state.effects and not g.state.grant_sources:
        return []
    found = [a for a in abilities(g, o) if isinstance(a, Keyword) and a.name.startswith("protection from ")]
    if any(a.name == CHOSEN_COLOR_PROTECTION for a in found):
        found = [k for a in found for k in _with_chosen_color(o, a)]
    return found


def _with_chosen_color(o: GameObject, a: Keyword) -> list[Keyword]:
    """CR 614.12: the chosen color's protection as protection from that color."""
    if a.name != CHOSEN_COLOR_PROTECTION:
        return [a]
    from arbiter.mtg.objects.chosen import chosen

    color = chosen(o, ChoiceKey.COLOR)
    word = color.name.lower() if isinstance(color, Color) else str(color).lower() if color is not None else ""
    return [Keyword(f"protection from {word}")] if word in _COLOR_SYMBOLS else []


def hexproof_from(g: Game, o: GameObject, source: GameObject) -> bool:
    """CR 702.11d: "hexproof from [quality]" — ``o`` can't be the target of [quality] spells or of
    abilities from [quality] sources its controller's opponents control (the caller checks the
    controller); "hexproof from each color" stands for one such ability for each color (702.11g)."""
    if not o.card.keywords and not g.state.effects and not g.state.grant_sources:
        return False
    for a in abilities(g, o):
        if not isinstance(a, Keyword) or not a.name.startswith("hexproof from "):
            continue
        quality = a.name.removeprefix("hexproof from ")
        if quality == "each color" and colors(g, source):
            return True
        if has_quality(g, quality, source):
            return True
    return False


def stops(g: Game, kw: Keyword, source: GameObject) -> bool:
    """CR 702.16a: whether the protection ability ``kw`` is from a quality ``source`` has."""
    quality = kw.name.removeprefix("protection from ")
    if quality == "everything":
        return True
    if kw.name == COLORS_OF_YOUR_PERMANENTS and isinstance(kw, SparingProtection):
        return _shares_your_permanents_color(g, kw, source)
    return has_quality(g, quality, source)


def has_quality(g: Game, quality: str, source: GameObject) -> bool:
    """CR 702.16a, 702.11d: whether ``source`` has the quality a protection or "hexproof from"
    ability names — a color, a card type, a creature type, "multicolored", "monocolored" or
    "spells that are one or more colors"."""
    symbol = _COLOR_SYMBOLS.get(quality)
    if symbol is not None:
        return any(c.value == symbol for c in colors(g, source))
    if quality in _TYPE_QUALITIES:
        return _TYPE_QUALITIES[quality] in card_types(g, source)
    if quality[:1].isupper():  # a creature type, in the plural ("Demons", CR 702.16a)
        return fits(g, Filter(quality, subtypes=frozenset({quality.removesuffix("s")})), source, source.controller)
    if quality == _COLORED_SPELLS:
        return source.zone is Zone.STACK and source.ability is None and bool(colors(g, source))
    if quality in ("multicolored", "monocolored"):
        n = len(colors(g, source))
        return (quality == "multicolored" and n >= 2) or (quality == "monocolored" and n == 1)
    return False


def _shares_your_permanents_color(g: Game, kw: SparingProtection, source: GameObject) -> bool:
    """CR 702.16i: "protection from the colors of permanents you control" — from each color among
    the permanents the granting Aura's controller controls now (its own color included)."""
    st = g.state
    granter = st.objects.get(kw.granted_by) if kw.granted_by is not None else None
    if granter is None or granter.zone is not Zone.BATTLEFIELD:
        return False
    wanted = set(colors(g, source))
    if not wanted:
        return False
    for p in st.battlefield:
        o = st.objects[p]
        if o.controller == granter.controller and not wanted.isdisjoint(colors(g, o)):
            return True
    return False


_COLORED_SPELLS = "spells that are one or more colors"
_TYPE_QUALITIES = {"artifacts": CardType.ARTIFACT, "creatures": CardType.CREATURE, "enchantments": CardType.ENCHANTMENT}


_COLOR_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def player_can_be_target(g: Game, spec: TargetSpec, player: int, controller: int) -> bool:
    if not spec.allows_players or g.state.players[player].lost:
        return False
    if spec.players == "opponent" and player == controller:
        return False
    from arbiter.mtg.player_statics import player_untargetable

    return not player_untargetable(g, player, controller)  # CR 702.11c, 702.18a


def options(g: Game, spec: TargetSpec, controller: int, source: int | None = None) -> tuple[TargetRef, ...]:
    """Every legal choice for one target requirement, objects by id then players."""
    st = g.state
    out: list[TargetRef] = []
    for oid in pool_of(g, spec):
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
    """A target as messages and logs name it: a player by name, an object as :func:`describe_object`."""
    if isinstance(t, PlayerRef):
        return g.state.players[t.index].name
    o = g.state.objects.get(t.id)
    return describe_object(g, o) if o is not None else msg("an object no longer in the game")


_WHERE = {
    Zone.STACK: msg("on the stack"),
    Zone.GRAVEYARD: msg("in the graveyard"),
    Zone.EXILE: msg("in exile"),
    Zone.HAND: msg("in hand"),
    Zone.LIBRARY: msg("in the library"),
    Zone.COMMAND: msg("in the command zone"),
    Zone.PHASED_OUT: msg("phased out"),
}


def describe_object(g: Game, o: GameObject) -> str:
    """An object as players name it at the table — ``Grizzly Bears (bob's)``, ``Lightning Bolt
    (alice's, on the stack)``, ``Craw Wurm (alice's, in the graveyard)``: its name (none for a
    face-down one, CR 708.2a; an ability on the stack by its source, 113.7), whose it is (the
    controller on the battlefield or the stack, 108.4 and 110.2, else the owner) and where,
    unless on the battlefield. Never an internal id: ids are the engine's, and a per-player view
    aliases them so that a card can't be followed."""
    in_play = o.zone is Zone.BATTLEFIELD or o.zone is Zone.STACK or o.zone is Zone.PHASED_OUT
    whose = g.state.players[o.controller if in_play else o.owner].name
    where = _WHERE.get(o.zone)
    if o.ability is not None and o.zone is Zone.STACK:  # CR 113.7
        name: str = msg("{card}'s ability", card=CardName(o.label))
    else:
        name = CardName(o.label)
    if where is None:
        return msg("{object} ({player}'s)", object=name, player=whose)
    return msg("{object} ({player}'s, {where})", object=name, player=whose, where=where)


def is_planeswalker(g: Game, o: GameObject) -> bool:
    """Whether ``o`` is a planeswalker now (CR 613.1d: after type-changing effects — a planeswalker
    under Imprisoned in the Moon is a land, 205.1a); its printed types while nothing changes types."""
    from arbiter.mtg.layers.queries import board_types_printed

    if not o.card.self_typed and board_types_printed(g):
        return o.card.is_planeswalker
    return CardType.PLANESWALKER in card_types(g, o)


def pool_of(g: Game, spec: TargetSpec) -> tuple[int, ...]:
    """The objects of the zones a target requirement chooses from (CR 115.1)."""
    st = g.state
    if spec.zone is Zone.GRAVEYARD:
        return tuple(c for p in st.players for c in p.graveyard)
    if len(spec.zones) > 1:
        return (*st.stack, *st.battlefield)
    return st.battlefield if spec.zone is Zone.BATTLEFIELD else st.stack


def owner_link_holds(
    g: Game,
    specs: tuple[TargetSpec, ...],
    targets: tuple[TargetRef | None, ...],
    index: int,
    t: TargetRef | None = None,
) -> bool:
    """CR 115.1: "target player shuffles up to four target cards from their graveyard" — a card chosen
    for a target linked to an earlier player target (``TargetSpec.owner_target``) fits only while its
    owner is the player that target is now (a copy's or a redirected spell's new player, 707.10c,
    115.7d); ``t``: the target considered for ``index`` (default: the one it has)."""
    spec = specs[index] if index < len(specs) else None
    if spec is None or (spec.owner_target < 0 and spec.controller_target < 0):
        return True
    t = targets[index] if t is None and index < len(targets) else t
    o = g.state.objects.get(t.id) if isinstance(t, ObjectRef) else None
    if spec.controller_target >= 0:
        # "target creature that player or that planeswalker's controller controls" (CR 115.1)
        linked = targets[spec.controller_target] if spec.controller_target < len(targets) else None
        player = player_or_controller(g, linked)
        return o is not None and player is not None and o.controller == player
    whose = targets[spec.owner_target] if spec.owner_target < len(targets) else None
    return o is not None and isinstance(whose, PlayerRef) and o.owner == whose.index


def with_linked_choice(
    g: Game, specs: tuple[TargetSpec, ...], index: int, choices: tuple[TargetRef, ...], player: int, source: int | None
) -> tuple[TargetRef, ...]:
    """CR 601.2c, 115.1: the choices for the target at ``index`` that a later, required target
    linked to it ("target creature that player or that planeswalker's controller controls") can
    follow — a player or planeswalker is offered only if such a creature can then be chosen."""
    linked = [s for s in specs[index + 1 :] if s.controller_target == index and not s.optional]
    if not linked:
        return choices
    st = g.state
    controllers = [
        {st.objects[c.id].controller for c in options(g, s, player, source) if isinstance(c, ObjectRef)} for s in linked
    ]
    return tuple(t for t in choices if all(player_or_controller(g, t) in found for found in controllers))


def player_or_controller(g: Game, t: TargetRef | None) -> int | None:
    """The player a "target player or planeswalker" names: that player, or the controller of that
    planeswalker — as it is, or as it last existed on the battlefield if it left (CR 608.2h)."""
    if isinstance(t, PlayerRef):
        return t.index
    walker = g.state.objects.get(t.id) if isinstance(t, ObjectRef) else None
    if walker is None or t is None:
        return None
    if walker.zone is not Zone.BATTLEFIELD and walker.left_controller is not None:
        return walker.left_controller  # (it left: its controller as it last existed)
    return walker.controller
