"""The words of redirection effects (CR 614.9), read into a
:class:`~arbiter.mtg.ir.statics.prevention.PreventionRule` (which damage) and where it goes:

- "All [combat] damage that would be dealt to R is dealt to ~ / enchanted creature / equipped
  creature instead." — a static ability (604.1: Pariah, Palisade Giant, Pariah's Shield);
- "The next N damage that a source of your choice would deal to R this turn is dealt to any
  target instead." — an instruction (Harm's Way: the source chosen as it resolves, 609.7a; the
  new recipient a target chosen as it's cast);
- "The next time a source of your choice would deal damage to you / target creature this turn,
  that damage is dealt to ~ / target creature you control instead." (Beacon of Destiny, General's
  Regalia, Shaman en-Kor: all of the next such damage, once — like 615.8).

R is "you", a group of permanents ("other permanents you control") or both joined by "and" or
"and/or". Anything else ("by unblocked creatures", "the next time damage would be dealt …" with no
chosen source, "that source's controller") isn't read here, and its card stays unsupported."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.prevention_words import chosen_kind, recipients
from arbiter.mtg.effects.chosen_source import RedirectFromChosenSource
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.statics.prevention import PreventionRule
from arbiter.mtg.ir.statics.redirection import RedirectDamage

if TYPE_CHECKING:
    from arbiter.cards.oracle.context import Ctx

_ALL = re.compile(
    r"All (combat )?damage that would be dealt to (.+?) is dealt to (~|enchanted creature|equipped creature) instead\."
)
_NEW = {"~": "this", "enchanted creature": "attached", "equipped creature": "attached"}


def redirection_static(line: str) -> RedirectDamage | None:
    """CR 614.9, 604.1: "All damage that would be dealt to you is dealt to enchanted creature
    instead." as a static ability, or None."""
    m = _ALL.fullmatch(line)
    if m is None:
        return None
    to = recipients(m.group(2).replace(" and/or ", " and "))
    if to is None:
        return None
    return RedirectDamage(PreventionRule(to[0], combat="combat" if m.group(1) else ""), _NEW[m.group(3)], line)


_NEXT_FROM_CHOSEN = re.compile(
    r"The next (\d+|X) damage that (an? [a-z ]+?) of your choice would deal to (.+?) this turn "
    r"is dealt to (any target|target [a-z ,]+) instead\."
)


def redirect_from_chosen(sentence: str, ctx: Ctx) -> RedirectFromChosenSource | None:
    """CR 614.9, 609.7a: "The next 2 damage that a source of your choice would deal to you and/or
    permanents you control this turn is dealt to any target instead.", or None."""
    m = _NEXT_FROM_CHOSEN.fullmatch(sentence)
    if m is None:
        return None
    kind = chosen_kind(m.group(2), "")
    to = recipients(m.group(3).replace(" and/or ", " and "))
    if kind is None or to is None:
        return None
    new = ctx.target(m.group(4))
    if new is None or new.kind != "target":
        return None
    if m.group(1) == "X":  # CR 107.3a: the X announced for the spell (Shining Shoal)
        return RedirectFromChosenSource(kind, PreventionRule(to[0]), 0, new, sentence, x_amount=True)
    return RedirectFromChosenSource(kind, PreventionRule(to[0]), int(m.group(1)), new, sentence)


_NEXT_TIME_FROM_CHOSEN = re.compile(
    r"The next time (an? [a-z ]+?) of your choice would deal damage to (you|target [a-z ]+?) this turn, "
    r"that damage is dealt to (~|target [a-z ]+?) instead\."
)


def next_time_redirect(sentence: str, ctx: Ctx) -> RedirectFromChosenSource | None:
    """CR 614.9, 609.7a, 615.8: "The next time a source of your choice would deal damage to you /
    target creature this turn, that damage is dealt to ~ / target creature you control instead."
    — all of the next instance of that source's damage to that recipient, once; or None."""
    m = _NEXT_TIME_FROM_CHOSEN.fullmatch(sentence)
    if m is None or (m.group(3) == "~" and not ctx.ability):
        return None
    kind = chosen_kind(m.group(1), "")
    to = recipients(m.group(2), ctx)
    if kind is None or to is None or len(to[0]) != 1:
        return None
    new = Ref("this") if m.group(3) == "~" else ctx.target(m.group(3))
    if new is None or new.kind not in ("this", "target"):
        return None
    rule = PreventionRule(to[0], once=True)
    return RedirectFromChosenSource(kind, rule, None, new, sentence, to_ref=to[1])


_ALL_FROM_CHOSEN = re.compile(
    r"All damage that would be dealt (?:this turn to (?P<a>target [a-z ]+?)|to (?P<b>target [a-z ]+?) this turn) "
    r"by (?P<kind>an? [a-z ]+?) of your choice is dealt to (?P<new>~|another target [a-z ]+?|target [a-z ]+?) instead\."
)


def all_redirect_from_chosen(sentence: str, ctx: Ctx) -> RedirectFromChosenSource | None:
    """CR 614.9, 609.7a: "All damage that would be dealt this turn to target creature you control by
    a source of your choice is dealt to another target creature instead." (Kor Chant) / "… is
    dealt to ~ instead." (Oracle's Attendants) — every time that source would deal damage to that
    recipient this turn, not only the next (no amount, not once); or None."""
    m = _ALL_FROM_CHOSEN.fullmatch(sentence)
    if m is None or (m.group("new") == "~" and not ctx.ability):
        return None
    kind = chosen_kind(m.group("kind"), "")
    to = recipients(m.group("a") or m.group("b"), ctx)
    if kind is None or to is None or len(to[0]) != 1 or to[1] is None:
        return None
    new = Ref("this") if m.group("new") == "~" else ctx.target(m.group("new"))
    if new is None or new.kind not in ("this", "target"):
        return None
    return RedirectFromChosenSource(kind, PreventionRule(to[0]), None, new, sentence, to_ref=to[1])
