""" "If you can't, <instruction>." after "Sacrifice a creature other than ~." (Lord of the Pit,
CR 608.2c): the instruction is followed only if its controller had nothing to sacrifice as the
instruction before was followed (:class:`arbiter.mtg.effects.if_you_cant.IfYouCouldNotSacrifice`)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.if_you_cant import IfYouCouldNotSacrifice
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.model import Sacrifice


def if_you_cant(effects: list[Effect], s: str, ctx: Ctx) -> int | Pass | None:
    """ "If you can't, ~ deals 7 damage to you." right after the controller's own sacrifice."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (the grammar recurses)

    m = re.fullmatch(r"If you can't, (.+)", s)
    if m is None:
        return PASS
    last = effects[-1] if effects else None
    if not isinstance(last, Sacrifice) or last.who.kind != "you" or last.may:
        return None
    body = m.group(1)
    inner = plain_sentence(body if body.startswith("~") else body[0].upper() + body[1:], ctx)
    if inner is None or inner.decides:
        return None
    effects.append(IfYouCouldNotSacrifice(inner))
    return 1
