"""The questions of "You may exile two cards from your graveyard. If you do, …" (Aegis Sculptor,
Skywarp Skaab, Emeritus of Ideation): an optional action on that many cards the player chooses.

CR 608.2c–d: the controller decides as the ability resolves — the first card, or 0 for not doing it;
then each further card until that many are chosen. CR 118.12, 609.3: with fewer such cards in the
graveyard the action can't be done at all (no partial exile). The cards are exiled together (406.2)
and then "If you do, …" is followed (608.2e)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg import effects
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.optional_costs import cost_options
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import At, Next, pause
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.effects.optional import MayCostThen
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class ExilingSeveral:
    """The cards chosen so far for "exile N … cards from your graveyard" (0 first: don't)."""

    may: MayCostThen
    chosen: tuple[int, ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            from arbiter.mtg.paused.choices import not_done

            return not_done(g, at, self.may)  # (0 is offered only before the first card)
        return _next(g, at, self.may, (*self.chosen, card))


def begin_exile_several(g: Game, at: At, e: MayCostThen) -> Next:
    """NOT_DONE when fewer than that many cards could be chosen (118.12); else the first question."""
    if len(_options(g, at, e, ())) < e.amount:
        return Next.NOT_DONE
    return _next(g, at, e, ())


def _options(g: Game, at: At, e: MayCostThen, chosen: tuple[int, ...]) -> tuple[int, ...]:
    o = at.object(g)
    return tuple(c for c in cost_options(g, e, o.controller, at.source(g)) if c not in chosen)


def _next(g: Game, at: At, e: MayCostThen, chosen: tuple[int, ...]) -> Next:
    """Ask for the next card, or, with all of them chosen, exile them and follow "If you do"."""
    if len(chosen) < e.amount:
        options = _options(g, at, e, chosen)
        prompt = msg("{what}: choose card {n} of {total} (0: don't)", what=Quoted(e.words), n=len(chosen) + 1,
                     total=e.amount)  # fmt: skip
        offered = (*options, 0) if not chosen else options
        return pause(g, at, ExilingSeveral(e, chosen), Choose(at.object(g).controller, Purpose.MOVE_CHOSEN, "608.2d",
                                                              offered, prompt))  # fmt: skip
    st = g.state
    for cid in chosen:
        card = st.objects[cid]
        if card.zone is Zone.GRAVEYARD:
            move(g, card, Zone.EXILE, "406.2", "is exiled")
    from arbiter.mtg.paused.choices import if_you_do

    then = if_you_do(e)
    if then is not None:
        effects.perform(g, at.object(g), (then,), list(at.legal))  # CR 608.2e
    return Next.GO_ON
