"""Reconfigure (CR 702.151a–b): "Reconfigure [cost]" compiles to its two activated abilities and
the rule that it isn't a creature while attached; the first renders the keyword, the others
nothing, so the card's text round-trips."""

from __future__ import annotations

import re

from arbiter.mtg.costs.parts import PayMana
from arbiter.mtg.effects.reconfigure import UnattachThis
from arbiter.mtg.effects.zones import AttachThis
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.reconfigure import ATTACHED, NotCreatureWhileAttached
from arbiter.mtg.ir.refs import Ref, TargetSpec
from arbiter.mtg.mana.pool import ManaCost

_NOUN = "another creature you control"
_ANOTHER = TargetSpec(
    _NOUN, Filter(_NOUN, frozenset({CardType.CREATURE}), controller="you", zone=Zone.BATTLEFIELD, other=True)
)


def reconfigure_abilities(line: str) -> list[Ability] | None:
    """The abilities "Reconfigure [cost]" stands for, or None if ``line`` isn't it."""
    m = re.fullmatch(r"Reconfigure ((?:\{[^}]+\})+)", line)
    if m is None:
        return None
    cost = ManaCost.parse(m.group(1))
    if cost is None or cost.x or cost.other:
        return None
    pay = (PayMana(cost),)
    attach = ActivatedAbility(
        pay, (AttachThis(Ref("target", 0)),), (_ANOTHER,), sorcery_speed=True, keyword_text=line
    )  # fmt: skip
    unattach = ActivatedAbility(pay, (UnattachThis(),), sorcery_speed=True, only_if=ATTACHED, keyword_text="")
    return [attach, unattach, NotCreatureWhileAttached()]
