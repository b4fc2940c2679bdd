"""Prevention and regeneration sentences (CR 615, 701.19): "Prevent the next 3 damage that would
be dealt to any target this turn.", "Prevent all combat damage that would be dealt this turn.",
"Regenerate target creature."."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.prevention_words import chosen_source_instruction, prevention_instruction
from arbiter.cards.oracle.redirection_words import (
    all_redirect_from_chosen,
    next_time_redirect,
    redirect_from_chosen,
)
from arbiter.cards.oracle.sentences.production import Production, Result, exact, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.divided_prevention import PreventDivided
from arbiter.mtg.effects.redirection import RedirectNext
from arbiter.mtg.model import ANY_TARGET, PreventAllCombatDamage, PreventNext, Ref, Regenerate


def _prevent_next(m: re.Match[str], ctx: Ctx) -> Result:
    words = m.group(2)
    ref = Ref("this") if words == "~" else Ref("you") if words == "you" else ctx.target(words)
    return PreventNext(int(m.group(1)), ref) if ref else None  # CR 615.7


_MOST_DIVIDED = 10  # "any number of targets": at most one target for each 1 damage (601.2d); bounded


def _prevent_divided(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 601.2d: "any number of targets" — at least 1 prevented for each, so at most N targets."""
    amount = int(m.group(1))
    if amount > _MOST_DIVIDED:
        return None
    group = 1 + max((t.group for t in ctx.targets), default=0)
    first = len(ctx.targets)
    for i in range(amount):
        text = "any number of targets" if i == 0 else ""
        ctx.targets.append(replace(ANY_TARGET, group=group, optional=True, group_text=text))
    return PreventDivided(amount, Ref("targets", first))


def _redirect_next(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 614.9: "The next N damage that would be dealt to ~ / enchanted creature / target … this
    turn is dealt to ~ / you / any target / [another] target … instead." — a shield redirecting
    from the one to the other (the targets chosen in the order they're written, 601.2c)."""
    from_words, new_words = m.group("a") or m.group("b"), m.group("new")
    if not ctx.ability and "~" in (from_words, new_words):
        return None
    frm = _redirect_party(from_words, ctx)
    new = _redirect_party(new_words, ctx)
    return RedirectNext(int(m.group("n")), frm, new) if frm is not None and new is not None else None


def _redirect_party(words: str, ctx: Ctx) -> Ref | None:
    """ "~", "you", "enchanted creature" or a target phrase."""
    if words == "~":
        return Ref("this")
    if words == "you":
        return Ref("you")
    ref = ctx.target(words)
    return ref if ref is not None and ref.kind in ("target", "enchanted") else None


def _regenerate(m: re.Match[str], ctx: Ctx) -> Result:
    ref = Ref("this") if m.group(1) == "~" else ctx.target(m.group(1))
    return Regenerate(ref) if ref else None


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"Prevent the next (\d+) damage that would be dealt to (~|you|{_TGT}) this turn\.", _prevent_next),
    rule(
        r"Prevent the next (\d+) damage that would be dealt this turn to any number of targets, "
        r"divided as you choose\.",
        _prevent_divided,
    ),
    exact(
        "Prevent all combat damage that would be dealt this turn.", lambda m, ctx: PreventAllCombatDamage()
    ),  # CR 615.1a
    rule(rf"Regenerate (~|{_TGT})\.", _regenerate),
    rule(
        rf"The next (?P<n>\d+) damage that would be dealt "
        rf"(?:this turn to (?P<a>~|{_TGT})|to (?P<b>~|{_TGT}) this turn) is dealt to (?P<new>~|you|{_TGT}) instead\.",
        _redirect_next,
    ),
    rule(
        r"The next (?:\d+|X) damage that .+ of your choice .+ instead\.",
        lambda m, ctx: redirect_from_chosen(m.string, ctx),
    ),
    rule(r"The next time .+ of your choice .+ instead\.", lambda m, ctx: next_time_redirect(m.string, ctx)),
    rule(
        r"All damage that would be dealt .+ of your choice is dealt to .+ instead\.",
        lambda m, ctx: all_redirect_from_chosen(m.string, ctx),
    ),  # CR 614.9, 609.7a
    rule(
        r"(?:The next time|Prevent all damage) .+ of your choice.*\.",
        lambda m, ctx: chosen_source_instruction(m.string, ctx),
    ),  # CR 609.7a, 615.8
    rule(r"Prevent all .+ this turn.*\.", lambda m, ctx: prevention_instruction(m.string, ctx)),  # CR 615.1a
)
