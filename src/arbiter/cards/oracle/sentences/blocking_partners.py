"""Instructions about the creatures blocking the source (CR 509.1h, 506.4), in its "becomes
blocked" triggers: "It deals 1 damage to each creature blocking it.", "Each creature blocking it
gets -1/-1 until end of turn." — the blockers as the instruction is followed; and instructions
delayed to the end of combat step (511.2, 603.7): "Destroy that creature at end of combat.", or to
the next end step (513.1): "At the beginning of the next end step, untap up to two lands."."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.mtg.effects.end_of_combat import AtBeginningOfNextEndStep, AtEndOfCombat
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.model import DealDamage, ModifyPT

# the creatures blocking the source as the instruction is followed (CR 509.1h, 506.4)
_BLOCKING_IT = Each((Filter("creature", all_types=frozenset({CardType.CREATURE})),), combat="blocking it")


def _damage(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 120.3: the source deals the damage to each of them."""
    if m.group(1) == "It" and ctx.it != "self":
        return PASS  # "it" is the source only in the source's own trigger
    return DealDamage(int(m.group(2)), _BLOCKING_IT, m.group(1), text_=m.string)


def _pump(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 611.2c, 613.4c: the creatures blocking it then get the change until end of turn."""
    if not ctx.ability:
        return PASS  # "it" is the source: an ability of a permanent
    return ModifyPT(int(m.group(1)), int(m.group(2)), _BLOCKING_IT, (), m.string)


def _at_next_end_step(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 603.7a, 513.1: "At the beginning of the next end step, untap up to two lands." — an
    instruction that names nothing of the ability creating it (no target, no "it" or "that"),
    performed by a delayed triggered ability."""
    from arbiter.cards.oracle.sentences import sentence  # (the grammar recurses)

    rest = m.group(1)
    if ctx.targets or re.search(r"\b(?:it|its|that|those|them|they|their|this way|~)\b", rest):
        return PASS  # (the delayed moves of "it" and "that card" are read elsewhere)
    inner = sentence(rest[0].upper() + rest[1:] + ".", ctx)
    if inner is None or ctx.targets:
        del ctx.targets[:]
        return PASS
    made = AtBeginningOfNextEndStep(inner)
    return made if made.text(()) == m.string else PASS


def _at_end_of_combat(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 603.7a: the instruction, performed by a delayed triggered ability at end of combat —
    only in a permanent's triggered ability (what "that creature" names is kept for it)."""
    from arbiter.cards.oracle.sentences import sentence  # (the grammar recurses)

    if not ctx.ability or ctx.targets or m.group(1).startswith(("If ", "You may ")):
        return PASS  # (a delayed ability keeps no targets of the ability that created it)
    inner = sentence(m.group(1) + ".", ctx)
    if inner is None or inner.decides or ctx.targets:
        del ctx.targets[:]
        return PASS
    return AtEndOfCombat(inner)


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"(~|It) deals (\d+) damage to each creature blocking it\.", _damage),
    rule(r"Each creature blocking it gets ([+-]\d+)/([+-]\d+) until end of turn\.", _pump),
    rule(r"(.+) at end of combat\.", _at_end_of_combat),
    rule(r"At the beginning of the next end step, (.+)\.", _at_next_end_step),
)
