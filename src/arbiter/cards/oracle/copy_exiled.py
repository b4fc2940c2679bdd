"""A link of the sentence reader: "Choose an instant or sorcery card exiled this way and copy it
three times. You may cast the copies without paying their mana costs." right after "Exile the top
N cards of your library." (Chandra, Pyromaster's −7; CR 608.2c–d, 707.12, 118.9) — the two
sentences are one instruction, :class:`arbiter.mtg.effects.copy_exiled.CastCopiesOfExiled`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS
from arbiter.cards.oracle.words import NUMBER_WORDS
from arbiter.mtg.effects.copy_exiled import CastCopiesOfExiled
from arbiter.mtg.effects.library import ExileTopCards

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import Step, _Reading

_CHOOSE = re.compile(r"Choose an instant or sorcery card exiled this way and copy it (once|twice|(\w+) times)\.")
_CAST = "You may cast the copies without paying their mana costs."


def copies_of_exiled(r: _Reading, i: int, s: str) -> Step:
    """The two sentences, after the exile of the top cards (None: the copies' sentence is missing)."""
    m = _CHOOSE.fullmatch(s)
    if m is None:
        return PASS
    following = r.sentences[i + 1].strip() if i + 1 < len(r.sentences) else ""
    times = {"once": 1, "twice": 2}.get(m.group(1)) or NUMBER_WORDS.get(m.group(2) or "")
    if not isinstance(r.last, ExileTopCards) or r.last.whose is not None or following != _CAST or not times:
        return None
    r.effects.append(CastCopiesOfExiled(times, f"{s} {_CAST}"))
    return 2
