"""Votes (CR 701.38): "Starting with you, each player votes for a nonland permanent you don't
control. Exile each permanent with the most votes or tied for most votes." (Council's Judgment) —
two sentences, one instruction (:class:`~arbiter.mtg.effects.votes.ExileMostVoted`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass, next_sentence
from arbiter.cards.oracle.noun_phrase import noun_phrase
from arbiter.mtg.effects.votes import ExileMostVoted

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_VOTE = re.compile(r"Starting with you, each player votes for an? (.+?)\.")
_EXILE_MOST = "Exile each permanent with the most votes or tied for most votes."


def vote_exile(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the vote and the exile of the most voted — 2 sentences, or PASS."""
    m = _VOTE.fullmatch(s)
    if m is None:
        return PASS
    after = next_sentence(r.sentences, i)
    what = noun_phrase(m.group(1))
    if after != _EXILE_MOST or what is None or what.zone is not None:
        return None
    r.effects.append(ExileMostVoted(what, f"{s} {after}"))
    return 2
