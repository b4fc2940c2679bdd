"""Casting a spell for its emerge cost (CR 702.119): the permanent to sacrifice is chosen as the
emerge cost is chosen (601.2b, 702.119c) — a decision asked after the spell moves to the stack —
and the total cost is then reduced by its mana value (601.2f, 702.119a); it is sacrificed as the
total cost is paid (601.2h; kept as ``CastProgress.offering``, which the payment sacrifices)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import msg
from arbiter.mtg.actions import Action, Choose, Decision, Pick
from arbiter.mtg.casting.announce import announce_x
from arbiter.mtg.casting.progress import evolve
from arbiter.mtg.costs.emerge import EmergeCost, emerge_fodder, emerge_reduced

if TYPE_CHECKING:
    from arbiter.mtg.casting.progress import CastProgress
    from arbiter.mtg.game import Game


def ask_emerge(g: Game, progress: CastProgress, emerge: EmergeCost, x: int | None) -> None:
    """CR 702.119c, 601.2b: ask which permanent is sacrificed for the emerge cost."""
    st = g.state
    options = emerge_fodder(g, emerge, progress.player)
    g.set(st, "cast", evolve(progress, stage="emerge", x=x))
    prompt = msg("sacrifice {what} for the emerge cost", what=emerge.what.text)
    g.set(st, "pending", Choose(progress.player, "offering", "702.119c", options, prompt))


def answer_emerge(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 702.119a, c: the permanent chosen; the total cost is reduced by its mana value."""
    from arbiter.mtg.objects.transform import mana_value

    st = g.state
    if not (isinstance(action, Pick) and isinstance(dec, Choose) and action.value in dec.options):
        raise IllegalAction(msg("choose a permanent to sacrifice for the emerge cost"), "702.119c")
    assert isinstance(action.value, int)  # one of the options: permanents' ids
    g.set(st, "pending", None)
    assert progress.cost is not None
    reduced = emerge_reduced(progress.cost, mana_value(st.objects[action.value]))
    progress = evolve(progress, stage="targets", offering=action.value, cost=reduced)
    announce_x(g, progress, progress.x, st.objects[progress.obj].card.name)
