"""A production of the sentence grammar: a regular expression for one sentence shape and the
builder that turns a match into an instruction (CR 608.2c).

A builder answers one of three ways: an :class:`Effect` (the sentence is this instruction), ``None``
(the words are this shape, but the engine can't run them: the sentence is refused) or
:data:`PASS` (the words match but mean something else: the next production is tried). The
productions of a family are tried in the order they are declared; the first answer that isn't
:data:`PASS` wins."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.grammar import PASS as PASS
from arbiter.cards.oracle.grammar import Pass
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE
from arbiter.mtg.enums import Zone
from arbiter.mtg.model import Effect, Ref

Result = Effect | None | Pass
Builder = Callable[[re.Match[str], Ctx], Result]


@dataclass(frozen=True, slots=True)
class Production:
    """``pattern`` must match the whole sentence; with ``lowered`` it is matched against the
    sentence with a first "T" or "I" lowered ("Target creature …", "It …" read as target phrases)."""

    pattern: re.Pattern[str]
    build: Builder
    lowered: bool = False


def rule(pattern: str, build: Builder, flags: int = 0, lowered: bool = False) -> Production:
    """A production for the sentences that fully match ``pattern``."""
    return Production(re.compile(pattern, flags), build, lowered)


def exact(sentence: str, build: Builder) -> Production:
    """A production for exactly one sentence."""
    return Production(re.compile(re.escape(sentence)), build)


def ci_phrase(phrase: str) -> str:
    """A phrase matched case-insensitively (with ``re.I``) read with a lowercase first letter:
    "Target creature" → "target creature"."""
    return phrase[0].lower() + phrase[1:]


def verb_target(verb: str, cls: Callable[[Ref], Effect]) -> Production:
    """ "<Verb> <target phrase>." — "Destroy target creature.", "Counter target spell." (a spell on
    the stack, CR 701.6a, and only a spell)."""
    counter = verb == "Counter"

    def build(m: re.Match[str], ctx: Ctx) -> Result:
        ref = ctx.target(m.group(1))
        if ref is None:
            return None
        if not targeted(ref):
            return None if counter else cls(ref)
        spec = ctx.targets[ref.index]
        if counter != (spec.zone is Zone.STACK):
            return None
        return cls(ref)

    return rule(rf"{verb} {TARGET_PHRASE}\.", build)
