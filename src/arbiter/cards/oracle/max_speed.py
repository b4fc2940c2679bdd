"""Max speed (CR 702.178a): "Max speed — [Ability]" means "As long as your speed is 4, this object
has '[Ability]'." (speed: :mod:`arbiter.mtg.speed`).

- an activated ability is kept as printed, marked ``max_speed``: it can be activated only while its
  controller — its owner, off the battlefield — has max speed (702.178a–b: a graveyard ability's
  max speed functions from the graveyard, so "{3}, Exile this card from your graveyard: Draw a
  card." works there);
- a triggered ability triggers only while its controller has max speed — a test made as it would
  trigger, never again as it resolves (it isn't an intervening "if", 603.4); one with a test of its
  own is instead the permanent's grant of that ability to itself while its controller has max
  speed (layer 6, 613.1f);
- a static ability of the permanent itself ("This creature has double strike.", "… gets +1/+1 and
  has menace.") is read as "As long as you have max speed, <ability>".

What the engine can't run so stays unsupported: statics that affect other objects or players
("Spells you cast cost {1} less to cast.", replacement effects) and triggers a grant can't carry."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.mtg.ir.abilities import Ability, ActivatedAbility, TriggeredAbility, Unsupported
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.statics.conditional import RulesWhile
from arbiter.mtg.ir.statics.grants import GrantToControlled
from arbiter.mtg.speed import HAS_MAX_SPEED

_LINE = re.compile(r"Max [Ss]peed — (.+)")
MAX_SPEED = HAS_MAX_SPEED  # CR 702.179e: the condition every max speed ability holds under


def max_speed_line(line: str) -> list[Ability] | None:
    """ "Max speed — [Ability]" as the abilities the engine runs (CR 702.178a), or None when the
    line isn't one."""
    m = _LINE.fullmatch(line)
    if m is None:
        return None
    from arbiter.cards.oracle.granted_abilities import granted_ability
    from arbiter.cards.oracle.lines import parse_line  # (the inner ability is a whole line: the grammar recurses)

    inner = m.group(1)
    if inner.startswith("~ "):
        return _static(line, inner)
    found = parse_line(inner)
    if len(found) != 1 or isinstance(found[0], Unsupported):
        return [Unsupported(line)]
    ability = found[0]
    if isinstance(ability, ActivatedAbility):
        if ability.keyword_text is not None or ability.joined or ability.text() != inner:
            return [Unsupported(line)]
        return [replace(ability, max_speed=True)]
    if isinstance(ability, TriggeredAbility) and ability.test is None and ability.keyword_text is None:
        if ability.text() != inner or ability.joined:
            return [Unsupported(line)]
        return [replace(ability, max_speed=True, test=MAX_SPEED)]  # CR 603.2: checked as it would trigger
    if isinstance(ability, TriggeredAbility):
        granted = granted_ability(inner)
        if granted is None:
            return [Unsupported(line)]
        return [GrantToControlled(Filter("~"), text_=line, self_only=True, condition=MAX_SPEED, granted=(granted,))]
    return [Unsupported(line)]


def _static(line: str, inner: str) -> list[Ability]:
    """ "This creature has double strike." → "As long as you have max speed, ~ has double strike."
    — read as the object's own rule under a condition (CR 611.3a, 702.178a)."""
    from arbiter.cards.oracle.lines import parse_line

    found = parse_line(f"As long as you have max speed, {inner}")
    if len(found) != 1:
        return [Unsupported(line)]
    ability = found[0]
    if isinstance(ability, GrantToControlled) and ability.self_only and ability.condition == MAX_SPEED:
        return [replace(ability, text_=line)]
    if isinstance(ability, RulesWhile) and ability.condition == MAX_SPEED and not ability.unless:
        grant = replace(ability.grant, text_=line) if ability.grant is not None else None
        return [replace(ability, text_=line, grant=grant)]
    return [Unsupported(line)]
