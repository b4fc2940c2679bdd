"""Sentences about several targets named by one word "target" (CR 115.1, 601.2c), each changed
the same way: "Up to two target creatures each get +1/+1 until end of turn.", "Two target
creatures each get +2/+0 and gain first strike until end of turn.", and one target's change with
several keywords: "Target creature gets +1/+1 and gains flying and first strike until end of
turn." (CR 611.2a, 613.4c layer 7c, 613.1f layer 6)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, ci_phrase, rule
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.effects.distribute import DistributeCounters
from arbiter.mtg.model import ModifyPT

_PT = r"(?P<p>[+-]\d+)/(?P<t>[+-]\d+)"


def _each_gets(m: re.Match[str], ctx: Ctx) -> Result:
    """ "<N / up to N> target creatures each get +a/+b [and gain <keywords>] until end of turn." —
    the instruction applies to each chosen target (608.2c); a target illegal as it resolves is
    left out (608.2b)."""
    kws: tuple[str, ...] = ()
    if m.group("kw"):
        granted = keyword_list(m.group("kw"))
        if granted is None:
            return PASS
        kws = granted
    ref = ctx.target(ci_phrase(m.group("who")))
    if ref is None or ref.kind != "targets":
        return None
    return ModifyPT(int(m.group("p")), int(m.group("t")), ref, kws, m.string)


def _gets_and_gains(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Target creature gets +1/+1 and gains flying and first strike until end of turn." — the
    keywords of a list (one keyword is the continuous family's)."""
    kws = keyword_list(m.group("kw"))
    if kws is None or len(kws) < 2:
        return PASS
    phrase = m.group("who")
    ref = ctx.target(ci_phrase(phrase))
    if ref is None or ref.kind != "target":
        return PASS
    return ModifyPT(int(m.group("p")), int(m.group("t")), ref, kws, m.string)


def _distribute(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 601.2d, 122.1: "Distribute two +1/+1 counters among one or two target creatures." — the
    division is announced with the targets, at least one counter to each."""
    total = NUMBERS.get(m.group("n"))
    count = 2 if m.group("among") == "one or two" else 3
    if total is None or total < 1:
        return None
    choices = f"{m.group('among')} target {m.group('noun')}"
    ref = ctx.group(choices, count, m.group("noun"), optional=True, first_required=True)
    if ref is None:
        return None
    return DistributeCounters(m.group("kind"), total, ref, m.string)


PRODUCTIONS: tuple[Production, ...] = (
    rule(
        r"Distribute (?P<n>[a-z]+) (?P<kind>[+-]\d+/[+-]\d+) counters among (?P<among>one or two|one, two, or three) "
        r"target (?P<noun>[a-z ]+)\.",
        _distribute,
    ),
    rule(
        r"(?P<who>(?:Up to (?:two|three|four|five)|Two|Three|Four|Five) (?:other )?target [a-z ]+?) each get "
        rf"{_PT}(?: and gain (?P<kw>[a-z, ]+?))? until end of turn\.",
        _each_gets,
    ),
    rule(rf"(?P<who>Target [a-z ]+?) gets {_PT} and gains (?P<kw>[a-z, ]+?) until end of turn\.", _gets_and_gains),
)
