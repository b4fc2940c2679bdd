"""Self-replacing instructions (CR 614.15, 608.2c), the parser of
:mod:`arbiter.mtg.effects.instead`: "<instruction> instead if <condition>." after the instruction
it replaces — "Add {B}{B}{B}{B}{B} instead if there are seven or more cards in your graveyard."
after "Add {B}{B}{B}." (Cabal Ritual), "Destroy that creature if it has mana value 4 or less instead
if a permanent left the battlefield under your control this turn." after "Destroy target creature
if it has mana value 2 or less." (Fatal Push), "~ deals 4 damage instead if you control three or
more artifacts." after "~ deals 2 damage to any target." (Galvanic Blast: the same recipients).

Also the conditions written first (CR 614.15, 608.2c): "If <condition>, <instruction> instead."
and "If <condition>, instead <instruction>." after the instruction they replace — "~ deals 2
damage to any target. If ~ was kicked, it deals 4 damage instead." (Burst Lightning), "Target
creature gets +2/+2 until end of turn. If you control four or more creatures, that creature gets
+4/+4 until end of turn instead." (For the Family), "If that creature is a Human, put two +1/+1
counters on it instead." (Elder Cathar: a condition about the target as the instruction is
reached).

The replacing instruction names no new target (it speaks of "that creature", the target before);
it is read by the sentence grammar, and a condition on the target's mana value is read into the
same condition the instruction before has, with the new limit. "it deals N damage" (no recipient)
deals the new amount to the recipients of the damage it replaces."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.sentences.conditional import condition_for
from arbiter.cards.oracle.target_conditions import target_is
from arbiter.mtg.effects.conditional import OnlyIf
from arbiter.mtg.effects.damage import DealDamage
from arbiter.mtg.effects.instead import instead
from arbiter.mtg.effects.instructions import instructions
from arbiter.mtg.effects.life import LifeChange
from arbiter.mtg.effects.optional import MayDo
from arbiter.mtg.effects.tokens import CreateToken
from arbiter.mtg.ir.conditions import Condition, SourceIs
from arbiter.mtg.ir.effect import And, Effect, Then
from arbiter.mtg.ir.gift import GIFT_PROMISED
from arbiter.mtg.ir.mana import AddMana
from arbiter.mtg.ir.object_conditions import ObjectIs, Which
from arbiter.mtg.ir.state_conditions import SelfState
from arbiter.mtg.state_condition_check import CAST_IN_MAIN_PHASE

# the instructions read as replaced this way (each with a scenario of a card that does it)
_REPLACED = (AddMana, OnlyIf, LifeChange, CreateToken)


def instead_sentence(effects: list[Effect], s: str, ctx: Ctx) -> int | Pass | None:
    """The instruction before, replaced by one read from ``s`` while its condition holds (CR
    614.15) — 1 sentence read, or PASS if ``s`` isn't this shape after an instruction read so."""
    from arbiter.cards.oracle.sentences import sentence  # (it imports this module's family)

    if s.startswith("If ") and (s.endswith(" instead.") or ", instead " in s):
        return _if_first(effects, s, ctx)
    m = re.fullmatch(r"(.+) instead if (.+)\.", s)
    first = effects[-1] if effects else None
    if m is None or not isinstance(first, (*_REPLACED, DealDamage)):
        return PASS
    condition = condition_for(m.group(2))
    if condition is None:
        return PASS
    mark = len(ctx.targets)
    other = (
        _mana_value_limit(first, m.group(1), ctx)
        or _same_recipients(first, m.group(1))
        or sentence(m.group(1) + ".", ctx)
    )
    if other is None or len(ctx.targets) != mark or not isinstance(other, (*_REPLACED, DealDamage)) or other.decides:
        del ctx.targets[mark:]
        return PASS
    made = instead(first, other, condition)
    specs = tuple(ctx.targets)
    if made.text(specs) != f"{first.text(specs)} {s}":
        return PASS
    effects[-1] = made
    return 1


def _mana_value_limit(first: Effect, text: str, ctx: Ctx) -> Effect | None:
    """ "Destroy that creature if it has mana value 4 or less" after an instruction with a
    condition on its target's mana value (CR 202.3): the same condition with the new limit."""
    from arbiter.cards.oracle.sentences import sentence

    m = re.fullmatch(r"(.+) if it has mana value (\d+) or less", text)
    if m is None or not isinstance(first, OnlyIf):
        return None
    was = first.condition
    if not isinstance(was, ObjectIs) or was.of is not Which.TARGET:
        return None
    inner = sentence(m.group(1) + ".", ctx)
    if inner is None or inner.decides:
        return None
    limit = int(m.group(2))
    condition = replace(was, text=f"it has mana value {limit} or less", what=replace(was.what, max_value=limit))
    return OnlyIf(inner, condition, after=True)


def _kicked(condition: Condition) -> bool:
    return isinstance(condition, SourceIs) and condition.state == "kicked"


def _if_first(effects: list[Effect], s: str, ctx: Ctx) -> int | Pass | None:
    """ "If <condition>, <instruction> instead." / "If <condition>, instead <instruction>." after
    the one instruction of the sentence before (CR 614.15): tried at each comma."""
    first = effects[-1] if effects else None
    if first is None:
        return PASS
    if isinstance(first, And | Then):
        return _whole_sentence_instead(effects, s, ctx)
    body = s.removeprefix("If ").removesuffix(".")
    start = 0
    while (i := body.find(", ", start)) != -1:
        start = i + 2
        condition = _condition(body[:i], ctx)
        rest = body[i + 2 :]
        if condition is None:
            continue
        form = "if instead" if rest.startswith("instead ") else "if"
        words = rest.removeprefix("instead ") if form == "if instead" else rest.removesuffix(" instead")
        if words == rest or not words:
            continue
        mark = len(ctx.targets)
        other = _same_recipients(first, words) or _sentence(words, ctx)
        # (a new target only in the kicked instruction: chosen only if kicked, CR 702.33g, 601.2c)
        if other is None or (len(ctx.targets) != mark and not _kicked(condition)):
            del ctx.targets[mark:]
            continue
        other = _may_instead(first, other)
        made = instead(first, other, condition, form)
        specs = tuple(ctx.targets)
        if made.text(specs) == f"{first.text(specs)} {s}":
            effects[-1] = made
            return 1
    return PASS


def _whole_sentence_instead(effects: list[Effect], s: str, ctx: Ctx) -> int | Pass | None:
    """ "If <condition>, instead <instructions>." after a sentence of several instructions joined
    the same way ("Target player draws four cards, then discards three cards. If you cast this
    spell during your main phase, instead that player draws four cards, then discards two cards.",
    Careful Consideration): the whole sentence before is replaced (CR 614.15, 608.2c) — only when
    the replacing words are as many instructions joined the same way, naming no new target."""
    from arbiter.cards.oracle.effects import coordinated  # (it imports this module's family)

    start = len(effects) - 1
    while start > 0 and isinstance(effects[start], And | Then):
        start -= 1
    before = tuple(effects[start:])
    m = re.fullmatch(r"If (.+?), instead (.+)\.", s)
    condition = _condition(m.group(1), ctx) if m is not None else None
    if m is None or condition is None or not _fixed_as_cast(condition) or isinstance(before[0], And | Then):
        return PASS
    mark = len(ctx.targets)
    words = m.group(2)
    other = coordinated(words[0].upper() + words[1:] + ".", ctx)
    if other is None or len(ctx.targets) != mark or [type(e) for e in other] != [type(e) for e in before]:
        del ctx.targets[mark:]
        return PASS
    made = instead(instructions(before), instructions(tuple(other)), condition, "if instead")
    specs = tuple(ctx.targets)
    if made.text(specs) != f"{instructions(before).text(specs)} {s}":
        return PASS
    effects[start:] = [made]
    return 1


def _fixed_as_cast(condition: Condition) -> bool:
    """A condition about how the spell was cast — in its caster's main phase (addendum, 505.1),
    kicked or with its gift promised (702.33d, 702.174k): it can't change while the spell
    resolves, so which side of the pair is followed is known as the resolution begins."""
    if isinstance(condition, SelfState):
        return condition.state == CAST_IN_MAIN_PHASE
    return _kicked(condition)


def _may_instead(first: Effect, other: Effect) -> Effect:
    """CR 614.1a, 608.2d: "If <condition>, you may <other> instead." — the player chooses, as the
    instruction is reached, whether to follow the replacing instruction; one who doesn't follows
    the instruction it would have replaced ("If that creature is red, you may put it on the bottom
    of its owner's library instead.", Ether Well: declined, the creature goes on top)."""
    if not isinstance(other, MayDo) or other.otherwise is not None or other.then is not None or first.decides:
        return other
    return replace(other, otherwise=first)


def _sentence(words: str, ctx: Ctx) -> Effect | None:
    from arbiter.cards.oracle.sentences import sentence  # (it imports this module's family)

    return sentence((words if words.startswith("~") else words[0].upper() + words[1:]) + ".", ctx)


def _same_recipients(first: Effect, words: str) -> Effect | None:
    """ "it deals 4 damage" / "~ deals 3 damage" after "~ deals 2 damage to <recipients>": the
    same source's damage, a new amount, to the same recipients (CR 120.3, 608.2c)."""
    m = re.fullmatch(r"([Ii]t|~) deals (\d+) damage", words)
    if m is None or not isinstance(first, DealDamage):
        return None
    text = words if words.startswith("~") else words[0].upper() + words[1:]
    return DealDamage(int(m.group(2)), first.to, subject=first.subject, text_=text + ".")


def _condition(text: str, ctx: Ctx) -> Condition | None:
    """The condition of "If …, … instead": one :func:`condition_for` reads, the spell's or
    permanent's kicker ("~ was kicked", CR 702.33d; "it was kicked" of a permanent's own
    trigger) or bargain ("~ was bargained", 702.166b), or a quality of the target the
    instruction before names ("that creature is a Human", "it's an artifact creature", "that
    permanent is red or green": checked as it is then, CR 608.2c, 608.2b)."""
    if text == "~ was kicked" or (text == "it was kicked" and ctx.it == "self"):
        return SourceIs(text, "kicked")
    if text == "~ was bargained":
        return SourceIs(text, "kicked")  # CR 702.166b: its bargain cost was paid (kept as a paid optional cost)
    if text == GIFT_PROMISED:
        return SourceIs(text, "kicked")  # CR 702.174k: its gift cost was paid (kept as a paid optional cost)
    found = condition_for(text)
    if found is not None:
        return found
    if text.startswith(("that ", "it's ", "it is ")) and ctx.targets:
        return target_is(text, ctx)
    return None if text.split(" ")[0] in ("it", "that", "~") else parse_condition(text)
