"""Keyword abilities whose cost isn't a plain mana cost (CR 702, 602.1a, 118): cycling with hybrid
mana or a cost that isn't mana ("Cycling {R/G}", "Cycling—Pay 2 life.", 702.29a), creature
typecycling ("Wizardcycling {2}", 702.29e), "Echo—Discard a card." (702.30a) and equip with a cost
that isn't mana ("Equip—Sacrifice a creature.", 702.6a). Each compiles to the ability its rule
defines, with the cost read by the activated-ability cost grammar, and renders as printed."""

from __future__ import annotations

import re

from arbiter.cards.oracle.costs import cost_parts
from arbiter.mtg.costs.parts import CostPart, DiscardThis, PayMana
from arbiter.mtg.effects.library import Draw, SearchLibrary
from arbiter.mtg.effects.zones import AttachThis
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility, TriggeredAbility
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import Ref, TargetSpec, objects
from arbiter.mtg.objects.creature_types import CREATURE_TYPES
from arbiter.mtg.paused.echo_discard import SacrificeUnlessDiscard

_MANA = r"((?:\{[^}]+\})+)"
_CREATURE_YOU_CONTROL = TargetSpec(
    "creature you control", objects("creature you control", frozenset({CardType.CREATURE}), "you")
)


def _mana_with_hybrid(text: str) -> tuple[CostPart, ...] | None:
    """A mana cost with a hybrid symbol (the plain ones are read by the keyword lines)."""
    parts = cost_parts(text)
    if parts is None or len(parts) != 1 or not isinstance(parts[0], PayMana) or not parts[0].cost.other:
        return None
    return tuple(parts)


def _other_cost(text: str) -> tuple[CostPart, ...] | None:
    """A cost written after an em dash: any parts the activated-ability grammar reads."""
    parts = cost_parts(text)
    return tuple(parts) if parts else None


def _cycling(line: str) -> list[Ability] | None:
    """CR 702.29a: "[Cost], Discard this card: Draw a card." — from the hand; CR 702.29e:
    "[Type]cycling [cost]": "[Cost], Discard this card: Search your library for a [type] card,
    reveal it, put it into your hand, then shuffle." (a creature type here)."""
    m = re.fullmatch(rf"Cycling {_MANA}|Cycling\u2014(.+)\.", line)
    if m is not None:
        costs = _mana_with_hybrid(m.group(1)) if m.group(1) else _other_cost(m.group(2))
        if costs is None:
            return None
        draw = (Draw(1, Ref("you")),)
        return [ActivatedAbility((*costs, DiscardThis()), draw, keyword_text=line, from_hand=True)]
    m = re.fullmatch(rf"([A-Z][a-z]+)cycling {_MANA}", line)
    if m is None or m.group(1) not in CREATURE_TYPES:
        return None
    mana = cost_parts(m.group(2))
    if mana is None or len(mana) != 1:
        return None
    kind = m.group(1)
    search = SearchLibrary(1, False, Filter(kind, subtypes=frozenset({kind}), zone=Zone.LIBRARY), reveal="reveal it, ")
    return [ActivatedAbility((*mana, DiscardThis()), (search,), keyword_text=line, from_hand=True)]


def _equip(line: str) -> list[Ability] | None:
    """CR 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only as
    a sorcery." — with a cost that isn't mana, or hybrid mana."""
    m = re.fullmatch(rf"Equip {_MANA}|Equip\u2014(.+?)\.( Activate only once each turn\.)?", line)
    if m is None:
        return None
    costs = _mana_with_hybrid(m.group(1)) if m.group(1) else _other_cost(m.group(2))
    if costs is None:
        return None
    attach = (AttachThis(Ref("target", 0)),)
    once = bool(m.group(3))  # CR 602.5b
    return [
        ActivatedAbility(
            costs, attach, (_CREATURE_YOU_CONTROL,), sorcery_speed=True, once_each_turn=once, keyword_text=line
        )
    ]


def keyword_cost_line(line: str) -> list[Ability] | None:
    """The abilities of one of these keyword lines, or None."""
    if line == "Echo\u2014Discard a card.":
        # CR 702.30a: "At the beginning of your upkeep, if this permanent came under your control
        # since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
        return [TriggeredAbility("upkeep", (SacrificeUnlessDiscard(),), (), "echo", keyword_text=line)]
    if line.startswith("Equip"):
        return _equip(line)
    if "cycling" in line.lower():
        return _cycling(line)
    return None
