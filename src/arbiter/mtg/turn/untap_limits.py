"""Untap limits in the untap step (CR 502.3): "Third, the active player determines which
permanents they control will untap. Then they untap them all simultaneously. … effects can keep
one or more of a player's permanents from untapping."

"Players can't untap more than one creature during their untap steps." (Smoke), "As long as this
artifact is untapped, players can't untap more than two permanents …" (Static Orb): the limits
that apply are read once, before anything untaps (the untapping is simultaneous, so a Static Orb
tapped as the step begins limits nothing this step). Of the permanents that would untap, those a
limit counts are chosen one at a time by the active player, each pick keeping every limit
satisfied; the others stay tapped. Nothing else keeps a permanent tapped, so the player picks until
no more can untap (a set no limit allows to grow) and isn't asked when all of them may untap.
The progress is ``GameState.untapping``: (the permanents that would untap, those picked so far)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Option
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.statics.untap_limits import UntapLimit
from arbiter.mtg.layers import statics

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

RULE = "502.3"

Limit = tuple[UntapLimit, "GameObject"]


def limits(g: Game) -> list[Limit]:
    """The untap limits that apply to the active player now (CR 502.3, 611.3a): each with its
    source — "players" any source's, "you" only one the active player controls; "as long as this
    artifact is untapped" only while the source is untapped."""
    st = g.state
    out: list[Limit] = []
    for sid in st.grant_sources:
        src = st.objects[sid]
        for s in statics(g, src):
            if not isinstance(s, UntapLimit) or (s.while_untapped and src.tapped):
                continue
            if s.who == "players" or src.controller == st.active:
                out.append((s, src))
    return out


def _counts(g: Game, lim: Limit, oid: int) -> bool:
    s, src = lim
    return fits(g, s.what, g.state.objects[oid], src.controller, src.id)


def _within(g: Game, lims: list[Limit], ids: tuple[int, ...]) -> bool:
    """Would untapping ``ids`` (of the limited permanents) keep every limit?"""
    return all(sum(1 for i in ids if _counts(g, lim, i)) <= lim[0].count for lim in lims)


def settle(g: Game, would: tuple[int, ...], picked: tuple[int, ...] = ()) -> tuple[int, ...] | None:
    """CR 502.3: the permanents of ``would`` that untap — or None, when the active player is
    asked which limited permanent untaps next (``picked``: those chosen so far)."""
    st = g.state
    lims = limits(g) if st.grant_sources else []
    limited = [i for i in would if st.objects[i].controller == st.active and any(_counts(g, lm, i) for lm in lims)]
    rest = tuple(i for i in limited if i not in picked)
    chosen = picked
    if _within(g, lims, (*picked, *rest)):
        chosen = (*picked, *rest)  # every one of them may untap: nothing to choose
    else:
        options = tuple(i for i in rest if _within(g, lims, (*picked, i)))
        if options:
            g.set(st, "untapping", (would, picked))
            prompt = msg("choose a permanent to untap (an effect limits how many untap)")
            g.set(st, "pending", Choose(st.active, "untap limit", RULE, options, prompt))
            return None
    if st.untapping is not None:
        g.set(st, "untapping", None)
    return tuple(i for i in would if i not in limited or i in chosen)


def answer(g: Game, chosen: Option) -> None:
    """CR 502.3: ``chosen`` untaps with the rest; ask for the next, or untap them all now."""
    from arbiter.mtg.turn.steps import untap_now

    st = g.state
    assert st.untapping is not None and isinstance(chosen, int)
    would, picked = st.untapping
    g.set(st, "pending", None)
    final = settle(g, would, (*picked, chosen))
    if final is not None:
        untap_now(g, final)
