"""Sentences whose subject is a group of players each following an instruction for themselves
(CR 608.2c, 101.4): "Each opponent attacking that player does the same." (the instruction before
it, with the group in place of "you") and "Each opponent attacking that player untaps all nonland
permanents they control." (read as "Untap all nonland permanents you control." followed by each
of them). The group is a player word of the context (:func:`~.context.players_word`: "each
opponent attacking that player" after "Whenever enchanted player is attacked", 508.3b); what the
engine can hand to a group is :func:`~arbiter.mtg.effects.players_do.acting_as` — anything else
is refused, never read loosely."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.context import Ctx, players_word
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.sentences import sentence as instruction
from arbiter.mtg.effects.players_do import PlayersDo, acting_as

if TYPE_CHECKING:
    from arbiter.mtg.ir.effect import Effect

_GROUP = re.compile(r"(?P<who>Each opponent attacking that player) (?P<words>[a-z][^.]*)\.")
_YOURS = re.compile(r"\b(?:you|your|yours)\b")


def players_do(effects: list[Effect], s: str, ctx: Ctx) -> int | Pass | None:
    """One sentence with a group of players as its subject: appended to ``effects`` (1), not
    such a sentence (PASS), or one the engine can't run (None)."""
    m = _GROUP.fullmatch(s)
    if m is None:
        return PASS
    who = players_word(m.group("who"), ctx)
    if who is None:
        return None
    words = m.group("words")
    if words == "does the same":
        # CR 608.2c: the instruction of the sentence before, now followed by each of them
        done = acting_as(effects[-1], who) if effects else None
        if done is None:
            return None
        effects.append(PlayersDo(who, done))
        return 1
    done = _for_each_of_them(words, ctx)
    if done is None:
        return None
    group = acting_as(done, who)
    if group is None:
        return None
    effects.append(PlayersDo(who, group, words))
    return 1


def _for_each_of_them(words: str, ctx: Ctx) -> Effect | None:
    """ "untaps all nonland permanents they control": the same instruction as its controller would
    follow it ("Untap all nonland permanents you control."), with no target of its own."""
    verb, _, rest = words.partition(" ")
    if not verb.endswith("s") or _YOURS.search(rest):
        return None
    plain = verb[:-1]
    rest = re.sub(r"\bthey control\b", "you control", rest)
    rest = re.sub(r"\btheir\b", "your", rest)
    mark = len(ctx.targets)
    for written in (f"{plain[0].upper()}{plain[1:]} {rest}.", f"You {plain} {rest}."):
        found = instruction(written, ctx)
        if found is not None and len(ctx.targets) == mark:
            return found
        del ctx.targets[mark:]
    return None
