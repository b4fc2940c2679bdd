"""Lands that become creatures for a turn (CR 613.1d, 205.1b): "~ becomes a 2/2 Ape creature with
trample until end of turn. It's still a land." and "Until end of turn, ~ becomes a 4/4 white and
blue Elemental creature with flying and vigilance. It's still a land." (Mutavault: "with all
creature types", 205.3m). The two sentences are one instruction: the second says the land keeps
its types."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Protocol

from arbiter.cards.oracle.grammar import PASS, next_sentence
from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.nouns import COLORS
from arbiter.mtg.effects.continuous import BecomeCreatureUntilEOT
from arbiter.mtg.enums import CardType
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.model import Ref

if TYPE_CHECKING:
    from arbiter.cards.oracle.context import Ctx
    from arbiter.cards.oracle.grammar import Pass
    from arbiter.mtg.ir.effect import Effect


class _Reading(Protocol):
    sentences: list[str]
    effects: list[Effect]
    ctx: Ctx


_BECOMES = re.compile(
    r"(?P<pre>Until end of turn, )?(?P<who>~|[Tt]arget (?:[a-z]+ )?land(?: you control)?) becomes an? "
    r"(?P<p>\d+)/(?P<t>\d+) (?P<colors>(?:(?:white|blue|black|red|green)(?:, and |, | and )?)+ )?"
    r"(?P<subs>(?:[A-Z][A-Za-z-]+ )*)(?P<art>artifact )?creature(?: with (?P<with>.+?))?"
    r"(?P<post> until end of turn)?\."
)


def _animation(m: re.Match[str]) -> Animation | None:
    keywords: tuple[str, ...] = ()
    every = False
    if m.group("with"):
        words = m.group("with")
        if words == "all creature types":
            every = True
        else:
            found = keyword_list(words)
            if found is None:
                return None
            keywords = found
    colors = frozenset(COLORS[c] for c in re.split(r", and |, | and ", (m.group("colors") or "").strip()) if c)
    types = frozenset({CardType.CREATURE, CardType.ARTIFACT} if m.group("art") else {CardType.CREATURE})
    subtypes = tuple((m.group("subs") or "").split())
    return Animation(int(m.group("p")), int(m.group("t")), types, subtypes, every, colors, keywords)


def still_a_land(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: "<land> becomes a P/T … creature until end of turn." followed
    by "It's still a land."."""
    m = _BECOMES.fullmatch(s)
    if m is None or next_sentence(r.sentences, i) != "It's still a land.":
        return PASS
    if bool(m.group("pre")) == bool(m.group("post")):
        return None  # (no duration, or two)
    animation = _animation(m)
    who = m.group("who")
    ref = Ref("this") if who == "~" else r.ctx.target(who[0].lower() + who[1:])
    if animation is None or ref is None:
        return None
    r.effects.append(BecomeCreatureUntilEOT(ref, animation, f"{s} It's still a land."))
    return 2
