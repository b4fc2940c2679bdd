"""The ruling on a whole declaration of blockers (CR 509.1): no restriction broken (509.1b),
and as many requirements obeyed as any restriction-respecting declaration could (509.1c)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from arbiter.core.ruling import Illegal
from arbiter.i18n import CardName, join, msg
from arbiter.mtg.combat.blocking.bounds import SETTINGS, maximum
from arbiter.mtg.combat.blocking.requirements import obeyed_flags, requirements
from arbiter.mtg.combat.blocking.restrictions import Block, View, restriction_error

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def check(g: Game, blocks: Sequence[Block], deadline: float | None = None) -> Illegal | None:
    """The ruling: a broken restriction, too few requirements obeyed — or, if the maximum
    isn't proven within the deadline and the declaration lies between the proven bounds, a
    refusal that says so."""
    view = View(g)
    error = restriction_error(g, blocks, view)
    if error is not None:
        return error
    reqs = requirements(g, view)
    if not reqs:
        return None  # fast path: nothing to maximise
    flags = obeyed_flags(reqs, blocks)
    obeyed = sum(flags)
    if obeyed == len(reqs):
        return None
    m = maximum(g, reqs, view, deadline)
    if obeyed >= m.upper:
        return None
    st = g.state
    shown: list[str] = [
        msg("{blocker} blocks {attacker}", blocker=CardName(st.objects[b].label),
            attacker=CardName(st.objects[a].label))
        for b, a in m.witness
    ]  # fmt: skip
    missed = [r.why for r, ok in zip(reqs, flags, strict=True) if not ok]
    if obeyed < m.lower:
        return Illegal(
            msg(
                "this declaration obeys {obeyed} of the {lower} requirements that can be obeyed (509.1c) — not "
                "obeyed: {some}. A declaration that obeys {lower}: {value}",
                obeyed=obeyed,
                lower=m.lower,
                some=_some(missed),
                value=_some(shown) or msg("no blocks"),
            ),
            ("509.1c",),
        )
    seconds = SETTINGS.deadline if deadline is None else deadline
    return Illegal(
        msg(
            "undetermined: this declaration obeys {obeyed} requirements; within {seconds:g} s the most that can be "
            "obeyed (509.1c) was proven to be between {lower} and {upper}, so whether {obeyed} is enough is not "
            "known — a declaration that obeys {upper} is accepted. One that obeys {lower}: {value}",
            obeyed=obeyed,
            seconds=seconds,
            lower=m.lower,
            upper=m.upper,
            value=_some(shown) or msg("no blocks"),
        ),
        ("509.1c",),
    )


def _some(items: list[str], limit: int = 6) -> str:
    if len(items) <= limit:
        return join(items, "; ")
    return msg("{some}; … and {more} more", some=join(items[:limit], "; "), more=len(items) - limit)
