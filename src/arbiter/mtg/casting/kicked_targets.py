"""Targets chosen only if a spell was kicked (CR 702.33g; bargained, 702.166d).

"Return target creature to its owner's hand. If this spell was kicked, it deals 2 damage to another
target creature." (Jilt): the second target belongs to the part that has its effect only if the
spell was kicked, so it is chosen only if the spell was kicked; otherwise the spell is cast as if it
didn't have that target (601.2c) — it can be cast with one creature on the battlefield, and no
second object or player becomes its target.

"Destroy target creature or planeswalker with mana value 2 or less. If this spell was kicked,
instead destroy target creature or planeswalker." (Bloodchief's Thirst): the second target is
chosen only if the spell was kicked, and the first — the target of the instruction the kicked one
replaces (614.15) — only if it wasn't (601.2c: the targets the spell's words require as cast).
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from functools import cache
from typing import TYPE_CHECKING

from arbiter.mtg.effects.conditional import OnlyIf
from arbiter.mtg.effects.instead import Instead
from arbiter.mtg.ir.amounts import Count
from arbiter.mtg.ir.conditions import SourceIs
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.selectors import Each, Refs

if TYPE_CHECKING:
    from arbiter.mtg.ir.abilities import SpellAbility
    from arbiter.mtg.ir.refs import TargetSpec

_INDEXED = ("target", "targets", "that", "it")  # the reference kinds that name a target by its index


def kicked_only(spell: SpellAbility) -> frozenset[int]:
    """CR 702.33g: the indices of the spell's targets that only a part with its effect "if this
    spell was kicked" refers to (the bargain condition is kept as the same state, 702.166d)."""
    if (
        not spell.targets
        or spell.modes
        or not any(isinstance(e, _KICKED_PARTS) and _if_kicked(e) for e in spell.effects)
    ):
        return frozenset()  # (the cheap answer for nearly every spell, before any hashing)
    return _parts(spell)[0]


def unkicked_only(spell: SpellAbility) -> frozenset[int]:
    """CR 601.2c, 614.15: the indices of the targets only an instruction that "if this spell was
    kicked, instead …" replaces refers to — chosen only if the spell wasn't kicked."""
    if not spell.targets or spell.modes or not any(isinstance(e, Instead) and _if_kicked(e) for e in spell.effects):
        return frozenset()
    return _parts(spell)[1]


def kicked_instead(e: Instead) -> bool:
    """ "If this spell was kicked, instead …" (CR 614.15 with the kicked condition, 702.33d)."""
    return _if_kicked(e)


_KICKED_PARTS = (OnlyIf, Instead)


@cache
def _parts(spell: SpellAbility) -> tuple[frozenset[int], frozenset[int]]:
    """(kicked only, unkicked only): the target indices each kind of part alone refers to."""
    inside: set[int] = set()
    replaced: set[int] = set()
    outside: set[int] = set()
    for effect in spell.effects:
        if isinstance(effect, OnlyIf) and _if_kicked(effect):
            _indices(effect.effect, inside)
        elif isinstance(effect, Instead) and _if_kicked(effect):
            _indices(effect.other, inside)
            _indices(effect.first, replaced)
        else:
            _indices(effect, outside)
    n = len(spell.targets)
    inside, replaced, outside = (_whole_groups(spell, x) for x in (inside, replaced, outside))
    kicked = frozenset(i for i in inside - outside - replaced if i < n)
    unkicked = frozenset(i for i in replaced - outside - inside if i < n)
    return kicked, unkicked


def _whole_groups(spell: SpellAbility, found: set[int]) -> set[int]:
    """The indices with every instance of the groups they start ("two target creature cards" is one
    word "target" with two instances, referred to by its first index, CR 601.2c)."""
    groups = {spell.targets[i].group for i in found if i < len(spell.targets) and spell.targets[i].group}
    if not groups:
        return found
    return found | {j for j, s in enumerate(spell.targets) if s.group in groups}


def specs_if_not_kicked(spell: SpellAbility) -> tuple[TargetSpec, ...]:
    """The spell's targets as an unkicked cast needs them: those of 702.33g need no choice (the
    listing of legal actions asks this of every targeted spell in hand; kicking is the caster's
    announcement, 601.2b). Cheap for a spell with no "if kicked" part: its own targets."""
    skipped = kicked_only(spell)
    if not skipped:
        return spell.targets
    return _optional(spell, skipped)


def specs_if_kicked(spell: SpellAbility) -> tuple[TargetSpec, ...]:
    """The spell's targets as a kicked cast needs them: those only the replaced instruction of
    "if this spell was kicked, instead …" names need no choice (601.2c)."""
    skipped = unkicked_only(spell)
    if not skipped:
        return spell.targets
    return _optional(spell, skipped)


@cache
def _optional(spell: SpellAbility, skipped: frozenset[int]) -> tuple[TargetSpec, ...]:
    return tuple(replace(s, optional=True) if i in skipped else s for i, s in enumerate(spell.targets))


def _if_kicked(effect: OnlyIf | Instead) -> bool:
    c = effect.condition
    return isinstance(c, SourceIs) and c.state == "kicked"


def _indices(value: object, found: set[int]) -> None:
    """Collect the target indices the references in ``value`` (an effect, its parts) name."""
    if isinstance(value, Ref):
        if value.kind in _INDEXED:
            found.add(value.index)
    elif isinstance(value, Refs):
        for r in value.parts:
            _indices(r, found)
    elif isinstance(value, Each):
        if value.controller is not None:
            _indices(value.controller, found)
    elif isinstance(value, Count):
        if value.of is not None and value.of.player is not None:
            _indices(value.of.player, found)
    elif isinstance(value, tuple):
        for v in value:
            _indices(v, found)
    elif isinstance(value, Effect) and is_dataclass(value):
        for f in fields(value):
            _indices(getattr(value, f.name), found)
