"""Casting a foretold, plotted or warped card from exile on a later turn (CR 702.143a,
702.170d, 702.185a), and what warp does to the permanent a spell cast for its warp cost becomes.

The exiled card carries the mark of the keyword that exiled it and the turn it was exiled
(``GameObject.since``, set by ``abilities.exile_special`` and :func:`exile_warped`):

- foretold (702.143a): cast "after the current turn has ended by paying any foretell cost it
  has rather than paying that spell's mana cost" — an alternative cost (118.9), so no other;
- plotted (702.170d): cast "without paying its mana cost during their main phase while the
  stack is empty during any turn after the turn in which it became plotted";
- warped (702.185a): "Its owner may cast this card after the current turn has ended for as long
  as it remains exiled" — for its mana cost (warp's own cost is paid only from the hand).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg.enums import MAIN_PHASES, Zone
from arbiter.mtg.ir.exile_casts import FORETELL, FORETOLD, PLOTTED, WARP, WARPED, exile_to_cast_of
from arbiter.mtg.mana.pool import ManaCost

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import GameObject

LATER = (FORETOLD, PLOTTED, WARPED)
FREE = ManaCost(0, text="")


def exiled_to_cast(o: GameObject) -> str | None:
    """The mark of a card exiled to be cast later ("foretold", "plotted", "warped"), or None."""
    if o.zone is not Zone.EXILE or not o.marks:
        return None
    return next((m for m in LATER if m in o.marks), None)


def later_cast(g: Game, o: GameObject, player: int) -> str | None:
    """The mark that lets ``player`` cast ``o`` from exile now — its owner, on a turn after the
    one it was exiled in (702.143a, 702.170d, 702.185a) — or None."""
    mark = exiled_to_cast(o)
    if mark is None or o.owner != player or g.state.turn <= o.since:
        return None
    if mark == FORETOLD and _foretell_cost(o) is None:
        return None  # CR 702.143a: "by paying any foretell cost it has"
    return mark


def refuse_too_early(g: Game, o: GameObject, player: int) -> None:
    """CR 702.143a, 702.170d, 702.185a: a foretold, plotted or warped card is cast by its owner
    only after the turn it was exiled in has ended."""
    mark = exiled_to_cast(o)
    if mark is not None and o.owner == player and g.state.turn <= o.since:
        if mark == FORETOLD:
            raise IllegalAction(msg("a foretold card can be cast only on a later turn"), "702.143a")
        if mark == PLOTTED:
            raise IllegalAction(msg("a plotted card can be cast only on a later turn"), "702.170d")
        raise IllegalAction(msg("a warped card can be cast only on a later turn"), "702.185a")


def hidden_card(o: GameObject) -> CardDef:
    """The card itself (a foretold card is face down in exile)."""
    return o.face_down if o.face_down is not None else o.card


def _foretell_cost(o: GameObject) -> ManaCost | None:
    ability = exile_to_cast_of(hidden_card(o))
    return ability.cost if ability is not None and ability.name == FORETELL else None


def turn_up_to_cast(g: Game, o: GameObject, mark: str) -> None:
    """CR 702.143a: the foretold card is cast as itself — turned face up as it is put onto the stack."""
    if mark == FORETOLD and o.face_down is not None:
        g.set(o, "card", o.face_down)
        g.set(o, "face_down", None)


def check_later_cast(g: Game, mark: str, player: int, alternative: str) -> None:
    """CR 702.170d: a plotted card only in its owner's main phase with an empty stack; CR 118.9a:
    the foretell cost and plot's "without paying" are alternative costs — no other with them."""
    st = g.state
    if mark == PLOTTED and (st.active != player or st.step not in MAIN_PHASES or st.stack):
        raise IllegalAction(
            msg("a plotted card can be cast only in your main phase while the stack is empty"), "702.170d"
        )
    if alternative and mark in (FORETOLD, PLOTTED):
        raise IllegalAction(msg("only one alternative cost can be applied to a spell"), "118.9a")


def later_cost(o: GameObject, mark: str, cost: ManaCost) -> ManaCost:
    """The cost it is cast for: its foretell cost (702.143a), nothing (702.170d), or ``cost``."""
    if mark == FORETOLD:
        fc = _foretell_cost(o)
        assert fc is not None
        return fc
    return FREE if mark == PLOTTED else cost


def check_warp(o: GameObject, alternative: str) -> None:
    """CR 702.185a: "You may cast this card from your hand by paying [cost]" — only from the hand."""
    if alternative == WARP and o.zone is not Zone.HAND:
        raise IllegalAction(
            msg("{card} can be cast for its warp cost only from your hand", card=CardName(o.label)), "702.185a"
        )


def later_cast_cost(
    g: Game, o: GameObject, player: int, main: bool, castable: Callable[[CardDef], ManaCost | None]
) -> ManaCost | None:
    """For the list of legal actions: the mana to find to cast ``o`` from exile now (``castable``
    judges the card's own timing and targets), or None."""
    mark = later_cast(g, o, player)
    if mark is None or (mark == PLOTTED and not main):
        return None
    cost = castable(hidden_card(o))
    if cost is None:
        return None
    return later_cost(o, mark, cost)
