"""Instructions lasting "for as long as ~ remains tapped" (CR 611.2b), printed on the permanents
whose controller "may choose not to untap ~" (502.3): "Target creature gets +1/+1 for as long as
~ remains tapped.", "Target Elf creature gets +2/+2 and has trample for as long as ~ remains
tapped.", "It doesn't untap during its controller's untap step for as long as ~ remains
tapped.", "Gain control of target creature for as long as you control ~ and ~ remains tapped."; and
"for as long as you control ~" alone: "That creature doesn't untap during its controller's untap
step for as long as you control ~." (Icefall Regent), "Another target permanent gains
indestructible for as long as you control ~." (Aegis Angel).

The family is tried before the until-end-of-turn verbs, whose target phrases would otherwise
swallow the duration."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.sentences.production import Production, Result, ci_phrase, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.while_tapped import WhileTapped, WhileTappedKind
from arbiter.mtg.model import Ref

_WHILE = r"for as long as (?:(?P<both>you control ~ and )?~ remains tapped|(?P<only>you control ~))"
_WHILE_TAPPED = r"for as long as (?P<both>you control ~ and )?~ remains tapped(?P<only>)"
_PRONOUNS = ("it", "that creature", "that permanent", "that artifact", "that land")


def _target(phrase: str, ctx: Ctx) -> Ref | None:
    """A new target ("target creature"), never a group or "up to"; or a pronoun for the last
    target of the ability."""
    if phrase in _PRONOUNS:
        return Ref("it", len(ctx.targets) - 1) if ctx.targets else None
    if not phrase.startswith(("target ", "another target ")):
        return None
    ref = ctx.target(phrase)
    return ref if ref is not None and targeted(ref) else None


def _gets(m: re.Match[str], ctx: Ctx) -> Result:
    """ "<target> gets +N/+N[ and has <keywords>] for as long as ~ remains tapped." (613.4c, 613.1f)."""
    keywords: tuple[str, ...] = ()
    if m.group(4):
        found = keyword_list(m.group(4))
        if found is None:
            return None
        keywords = found
    ref = _target(ci_phrase(m.group(1)), ctx)
    if ref is None:
        return None
    return WhileTapped(
        WhileTappedKind.PT,
        ref,
        m.string,
        int(m.group(2)),
        int(m.group(3)),
        keywords,
        you_control=_you_control(m),
        tapped=_tapped(m),
    )


def _gains(m: re.Match[str], ctx: Ctx) -> Result:
    """ "<target> gains <keywords> for as long as you control ~." (613.1f)."""
    keywords = keyword_list(m.group(2))
    ref = _target(ci_phrase(m.group(1)), ctx)
    if keywords is None or ref is None:
        return None
    return WhileTapped(
        WhileTappedKind.KEYWORDS, ref, m.string, keywords=keywords, you_control=_you_control(m), tapped=_tapped(m)
    )


def _doesnt_untap(m: re.Match[str], ctx: Ctx) -> Result:
    """ "It doesn't untap during its controller's untap step for as long as ~ remains tapped." (502.3)."""
    ref = _target(ci_phrase(m.group(1)), ctx)
    return (
        WhileTapped(WhileTappedKind.DOESNT_UNTAP, ref, m.string, you_control=_you_control(m), tapped=_tapped(m))
        if ref
        else None
    )


def _cant(m: re.Match[str], ctx: Ctx) -> Result:
    """ "<target> can't attack [or block] for as long as you control ~." (508.1c, 509.1b)."""
    ref = _target(ci_phrase(m.group(1)), ctx)
    kind = {
        "attack": WhileTappedKind.CANT_ATTACK,
        "block": WhileTappedKind.CANT_BLOCK,
        "attack or block": WhileTappedKind.CANT_ATTACK_OR_BLOCK,
    }[m.group(2)]
    return WhileTapped(kind, ref, m.string, you_control=_you_control(m), tapped=_tapped(m)) if ref else None


def _control(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Gain control of <target> for as long as [you control ~ and ]~ remains tapped." (613.1b).
    ("… for as long as you control ~" alone is :class:`~arbiter.mtg.effects.control.GainControl`'s.)"""
    ref = _target(m.group(1), ctx)
    return (
        WhileTapped(WhileTappedKind.CONTROL, ref, m.string, you_control=_you_control(m), tapped=_tapped(m))
        if ref
        else None
    )


def _you_control(m: re.Match[str]) -> bool:
    """CR 611.2b: whether the source must stay under its controller's control."""
    return bool(m.group("both") or m.group("only"))


def _tapped(m: re.Match[str]) -> bool:
    """CR 611.2b: whether the source must stay tapped ("… ~ remains tapped")."""
    return not m.group("only")


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"{_TGT} gets ([+-]\d+)/([+-]\d+)(?: and has ([a-z ,]+?))? {_WHILE}\.", _gets, re.I),
    rule(rf"{_TGT} gains ([a-z ,]+?) {_WHILE}\.", _gains, re.I),
    rule(rf"{_TGT} doesn't untap during its controller's untap step {_WHILE}\.", _doesnt_untap, re.I),
    rule(rf"{_TGT} can't (attack or block|attack|block) {_WHILE}\.", _cant, re.I),
    rule(rf"Gain control of {_TGT} {_WHILE_TAPPED}\.", _control),
)
