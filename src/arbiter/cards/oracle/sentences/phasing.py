"""Phasing sentences (CR 702.26): "Target creature phases out.", "~ phases out.", "It phases
out.", "Equipped creature phases out.", "All permanents you control phase out."."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.nouns import grouped, permanents_noun
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, ci_phrase, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.phase_out import PhaseOut, TapAsItPhasesIn
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.selectors import Each


def _target_phases_out(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Target creature phases out." / "Up to two target creatures phase out." (CR 702.26b)."""
    phrase = ci_phrase(m.group(1))
    several = re.match(r"(?:up to )?(?:two|three|four|five|one or two|one, two, or three) ", phrase) is not None
    if several != (m.group(2) == "phase"):
        return PASS  # (the verb agrees with its subject)
    ref = ctx.target(phrase)
    if ref is None:
        return None
    return PhaseOut(ref, m.string)


def _self_phases_out(m: re.Match[str], ctx: Ctx) -> Result:
    """ "~ phases out." — the source itself (CR 702.26b)."""
    return PhaseOut(Ref("this"), m.string)


def _all_phase_out(m: re.Match[str], ctx: Ctx) -> Result:
    """ "All permanents you control phase out." — found as it resolves (CR 611.2c, 702.26b)."""
    f = Filter(m.group(1)) if m.group(1) == "permanents" else permanents_noun(m.group(1))  # (CR 110.1)
    return PhaseOut(Each((grouped(f, "you"),)), m.string) if f is not None else None


def _until_leaves(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Target creature phases out until ~ leaves the battlefield." (CR 610.4)."""
    ref = ctx.target(ci_phrase(m.group(1)))
    if ref is None or ref.kind in ("targets", "them"):
        return None
    return PhaseOut(ref, m.string, until_leaves=True)


def _tap_as_it_phases_in(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Tap that creature as it phases in this way." after a phasing out until an event (610.4)."""
    before = ctx.previous
    if not isinstance(before, PhaseOut) or not before.until_leaves or not isinstance(before.to, Ref):
        return None
    return TapAsItPhasesIn(before.to)


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"({_TGT}) phases out until ~ leaves the battlefield\.", _until_leaves, re.I),
    rule(r"Tap that creature as it phases in this way\.", _tap_as_it_phases_in),
    rule(r"~ phases out\.", _self_phases_out),
    rule(rf"({_TGT}) (phases|phase) out\.", _target_phases_out, re.I),
    rule(r"All ([a-z ]+) you control phase out\.", _all_phase_out),
)
