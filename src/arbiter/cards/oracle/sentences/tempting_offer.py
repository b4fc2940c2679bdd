"""Tempting offers (CR 207.2c: an ability word): "<instruction>. Each opponent may <the same, for
them>. For each opponent who does, <the instruction again>." — three sentences (four for a search,
whose last one says who shuffles) read as one :class:`~arbiter.mtg.effects.tempting_offer.TemptingOffer`;
the instruction is any the grammar reads, and the node's rendering must give the sentences back."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.library import SearchLibrary
from arbiter.mtg.effects.tempting_offer import TemptingOffer

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading
    from arbiter.mtg.ir.effect import Effect

_OFFERED = ("Each opponent may ", "Then each opponent may ")


def _offered(r: _Reading, s: str) -> tuple[Effect, ...] | None:
    """The instruction of the offer's first sentence; a search in it doesn't shuffle (the offer's
    last sentence says who does, CR 701.24a)."""
    from arbiter.cards.oracle.effects import coordinated
    from arbiter.cards.oracle.sentences import sentence as instruction

    one = instruction(s, r.ctx)
    if one is not None:
        return (one,)
    joined = coordinated(s, r.ctx)
    if joined is not None:
        return tuple(joined)
    if s.startswith("Search your library for ") and " and put " in s:
        search = instruction(s.replace(" and put ", ", put ").removesuffix(".") + ", then shuffle.", r.ctx)
        if isinstance(search, SearchLibrary):
            return (replace(search, shuffle=False),)
    return None


def tempting_offer(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the sentences of the offer, or PASS."""
    if i + 2 >= len(r.sentences) or not r.sentences[i + 1].strip().startswith(_OFFERED):
        return PASS
    fx = _offered(r, s)
    if fx is None or any(e.decides and not isinstance(e, SearchLibrary) for e in fx[1:]):
        return PASS
    then = r.sentences[i + 1].strip().startswith("Then")
    specs = tuple(r.ctx.targets)
    for you_again in (False, True):
        e = TemptingOffer(fx, then, you_again)
        n = 4 if e.searches else 3
        if e.text(specs) == " ".join(x.strip() for x in r.sentences[i : i + n]):
            r.effects.append(e)
            return n
    return PASS
