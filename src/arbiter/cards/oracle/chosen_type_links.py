"""Links of the sentence reader for choices made as a spell resolves. A creature type chosen as a
spell or ability resolves (CR 608.2d, 205.3m), read in the sentence that uses it: "Choose a creature
type. Draw a card for each permanent you control of that type." (Distant Melody) and "Creatures of
the creature type of your choice get +0/+4 until end of turn." (Defensive Maneuvers) — the second
chooses as it resolves, with no sentence of its own; and the number of cards each player chooses to
draw (Truce, CR 101.4)."""

from __future__ import annotations

import re
from dataclasses import fields, replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, next_sentence
from arbiter.cards.oracle.words import NUMBER_WORDS
from arbiter.mtg.amounts import Counted
from arbiter.mtg.effects.draw_up_to import EachMayDrawUpTo
from arbiter.mtg.effects.resolution_choice import ChooseValue
from arbiter.mtg.enums import ChoiceKey

if TYPE_CHECKING:
    from arbiter.cards.oracle.context import Ctx
    from arbiter.cards.oracle.effects import Step, _Reading
    from arbiter.mtg.ir.effect import Effect

_OF_YOUR_CHOICE = " of the creature type of your choice"
_OF_THAT_TYPE = " of that type"
_CHOSEN = " of the chosen type"


def _read_as(s: str, printed: str, ctx: Ctx) -> Effect | None:
    """The sentence read with "of the chosen type" where it says ``printed``, printed as written."""
    from arbiter.cards.oracle.sentences import sentence

    mark = len(ctx.targets)
    e = sentence(s.replace(printed, _CHOSEN, 1), ctx)
    if isinstance(e, Counted) and _CHOSEN in e.count.text:
        e = replace(e, count=replace(e.count, text=e.count.text.replace(_CHOSEN, printed)))
    elif e is not None and "text_" in {f.name for f in fields(e)}:
        e = replace(e, **{"text_": s})
    if e is None or e.decides or e.text(tuple(ctx.targets)) != s:
        del ctx.targets[mark:]
        return None
    return e


def chosen_creature_type(r: _Reading, i: int, s: str) -> Step:
    """CR 608.2d: "… of that type" after "Choose a creature type." is the type just chosen;
    "… of the creature type of your choice …" chooses it as the instruction is followed."""
    if _OF_YOUR_CHOICE in s:
        e = _read_as(s, _OF_YOUR_CHOICE, r.ctx)
        if e is None:
            return None
        r.effects += [ChooseValue(ChoiceKey.CREATURE_TYPE, printed=False), e]
        return 1
    if _OF_THAT_TYPE in s and r.last == ChooseValue(ChoiceKey.CREATURE_TYPE):
        e = _read_as(s, _OF_THAT_TYPE, r.ctx)
        if e is None:
            return None
        r.effects.append(e)
        return 1
    return PASS


_EACH_DRAW = re.compile(r"Each player may draw up to (two|three) cards\.")
_LESS = re.compile(r"For each card less than (two|three) a player draws this way, that player gains (\d+) life\.")


def each_may_draw_up_to(r: _Reading, i: int, s: str) -> Step:
    """CR 101.4, 121.1: "Each player may draw up to two cards. For each card less than two a player
    draws this way, that player gains 2 life." (Truce) — two sentences, one instruction."""
    m = _EACH_DRAW.fullmatch(s)
    if m is None:
        return PASS
    less = _LESS.fullmatch(next_sentence(r.sentences, i))
    if less is None or less.group(1) != m.group(1):
        return None
    r.effects.append(EachMayDrawUpTo(NUMBER_WORDS[m.group(1)], int(less.group(2))))
    return 2
