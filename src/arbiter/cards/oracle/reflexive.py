"""A link of the sentence reader: "When you do, …" after an optional action — "You may pay {2}.
When you do, …", "You may sacrifice another creature. When you do, destroy target creature an
opponent controls." — a reflexive triggered ability (CR 603.12). Its instructions are the rest
of the ability's text, with targets of their own, chosen as it is put on the stack (603.3d)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.sentences.conditional import then_wrapped
from arbiter.mtg.effects.instructions import SacrificeThisThen
from arbiter.mtg.effects.library import Draw, SearchLibrary
from arbiter.mtg.effects.optional import MayCostThen, MayDo, MayPayThen
from arbiter.mtg.effects.reflexive import WhenYouDo, reflexive_ability
from arbiter.mtg.effects.zones import SacrificeIt

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading


def when_you_do(r: _Reading, i: int, s: str) -> int | Pass | None:
    """ "When you do, <instructions>" after "You may <action>." (CR 603.12): it takes the
    sentences left in the ability — the reflexive ability is printed last."""

    m = re.fullmatch(r"When you do, (.+)", s)
    if m is None:
        return PASS
    may, wrap = then_wrapped(r.last)  # ("Then you may …. When you do, …")
    if isinstance(may, SacrificeIt):
        return _sacrificed_then(r, i, m.group(1), may)
    if isinstance(may, MayPayThen):
        open_ = isinstance(may.effect, Draw) and may.effect.amount == 0  # (the placeholder for "If you do")
    elif isinstance(may, MayCostThen | MayDo):
        searching = isinstance(may, MayDo) and (may.otherwise is not None or isinstance(may.effect, SearchLibrary))
        open_ = may.then is None and not searching
    else:
        return None  # "When you do" after an action that isn't optional: not read yet
    if not open_ or r.ctx.it == "source":
        # (after "dies" the source's last known information would have to reach the reflexive
        # ability, CR 608.2h — not carried yet)
        return None
    then = _when_you_do(r, i, m.group(1))
    if then is None:
        return None
    r.effects[-1] = replace(may, effect=then) if isinstance(may, MayPayThen) else wrap(replace(may, then=then))
    return len(r.sentences) - i


def _sacrificed_then(r: _Reading, i: int, body: str, sacrifice: SacrificeIt) -> int | None:
    """ "When ~ enters, sacrifice it. When you do, <instructions>" (the Hideouts of New Capenna):
    a mandatory sacrifice of the source that may be impossible (it may have left, or another player
    may control it, CR 701.21a); only if it was done does the reflexive ability trigger (603.12)."""

    if sacrifice.to.kind not in ("this", "it_self") or sacrifice.who.kind != "you" or r.ctx.it not in ("self", ""):
        return None
    then = _when_you_do(r, i, body)
    if then is None:
        return None
    word = "it" if sacrifice.to.kind == "it_self" else "~"
    r.effects[-1] = SacrificeThisThen(then, word)
    return len(r.sentences) - i


def _when_you_do(r: _Reading, i: int, body: str) -> WhenYouDo | None:
    """The reflexive ability of "When you do, <body>" and the sentences after it (CR 603.12)."""
    from arbiter.cards.oracle.effects import parse_effects

    rest = " ".join(x.strip() for x in r.sentences[i + 1 :])
    text = body[0].upper() + body[1:] if body[0] != "~" else body
    ctx = r.ctx
    parsed = parse_effects(f"{text} {rest}".strip(), ctx.it, ctx.that_player, ctx.attack, ctx.ability, pair=ctx.pair)
    if parsed is None or not parsed[0]:
        return None
    return WhenYouDo(reflexive_ability(tuple(parsed[0]), tuple(parsed[1])))
