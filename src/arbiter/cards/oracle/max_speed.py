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
  has menace.") is read as "As long as you have max speed, <ability>"; so is a grant to other
  permanents ("Other creatures you control have first strike.", a condition of the grant read for
  its controller), each sentence of the line as its own ability (Tsagan);
- a static that makes a rule for other objects or players ("Spells you cast cost {1} less to
  cast.", Far Fortune's damage replacement) is the permanent's grant of that ability to itself
  while its controller has max speed (layer 6, 613.1f): the rule exists only while it has the
  ability, and the readers of those rules look at the abilities it has now;
- "You may cast this card from your graveyard." is that permission under the condition, checked
  for its owner when it would be cast (702.178b: it works from the graveyard; 601.3).

What the engine can't run so stays unsupported: other statics and triggers a grant can't carry."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.mtg.costs.changes import SpellsCostChange
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility, Static, TriggeredAbility, Unsupported
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.graveyard_casts import GraveyardCast
from arbiter.mtg.ir.statics.conditional import RulesWhile
from arbiter.mtg.ir.statics.damage_replacement import DamageChanged
from arbiter.mtg.ir.statics.grants import GrantToControlled
from arbiter.mtg.ir.statics.replacement import DrawsTwoInstead
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
    sentences = _SENTENCE.split(inner)
    if len(sentences) > 1 and all(_STATIC_START.match(x) for x in sentences):
        return _statics(line, sentences)
    if inner.startswith("~ "):
        return _static(line, inner)
    found = parse_line(inner)
    if len(found) != 1 or isinstance(found[0], Unsupported):
        return [Unsupported(line)]
    ability = found[0]
    if isinstance(ability, Static | GraveyardCast):
        return _other_static(line, inner, ability)
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


# "~ has deathtouch. Other creatures you control have first strike." — two statics, each under the
# condition (CR 702.178a: the object has both abilities as long as its controller has max speed)
_SENTENCE = re.compile(r"(?<=\.) (?=[A-Z~])")
_STATIC_START = re.compile(r"(?:~|Other|Creatures|Each other) [^.]*\.$")


def _statics(line: str, sentences: list[str]) -> list[Ability]:
    """Each sentence of a several-sentence max speed line as its own conditional static; the whole
    line unsupported unless each one is (the printed line is kept on the first and the others print
    nothing, so the card prints back as one line)."""
    out: list[Ability] = []
    for sentence in sentences:
        one = _static(line, sentence) if sentence.startswith("~ ") else _grant_to_others(sentence)
        if len(one) != 1 or isinstance(one[0], Unsupported):
            return [Unsupported(line)]
        out.append(replace(one[0], text_=line if not out else ""))  # type: ignore[call-arg]
    return out


def _grant_to_others(sentence: str) -> list[Ability]:
    """ "Other creatures you control have first strike." → that grant while its controller has max
    speed (CR 702.178a, 613.1f)."""
    from arbiter.cards.oracle.lines import parse_line

    found = parse_line(f"As long as you have max speed, {sentence[0].lower()}{sentence[1:]}")
    if len(found) == 1 and isinstance(found[0], GrantToControlled) and found[0].condition == MAX_SPEED:
        return found
    return [Unsupported(sentence)]


# the statics whose readers look at a permanent's abilities through the layers (CR 613.1f), so a
# grant of the ability to the permanent itself makes the rule exist exactly while it has max speed
_GRANTABLE_RULES = (SpellsCostChange, DamageChanged, DrawsTwoInstead)


def _other_static(line: str, inner: str, ability: Static | GraveyardCast) -> list[Ability]:
    """ "Max speed — Spells you cast cost {1} less to cast." — CR 702.178a: "As long as your speed
    is 4, this object has '[Ability]'": the permanent's grant of that static to itself (layer 6);
    "You may cast this card from your graveyard." — the permission while its owner has max speed
    (702.178b: it works from the graveyard; checked as the card would be cast, 601.3)."""
    if ability.text() != inner:
        return [Unsupported(line)]
    if isinstance(ability, GraveyardCast) and ability.condition is None and not ability.parts:
        return [replace(ability, condition=MAX_SPEED, text_=line)]
    if isinstance(ability, _GRANTABLE_RULES):
        return [GrantToControlled(Filter("~"), text_=line, self_only=True, condition=MAX_SPEED, granted=(ability,))]
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
