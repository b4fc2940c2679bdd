"""Ascend and the city's blessing (CR 702.131).

CR 702.131b: ascend on a permanent is a static ability: "If you control ten or more permanents and
you don't have the city's blessing, you get the city's blessing for the rest of the game." 702.131c:
the city's blessing is a designation that has no rules meaning of its own; once a player has it,
they keep it for the rest of the game (``Player.citys_blessing``).

A static ability applies at every moment, so "you have the city's blessing" (:class:`CitysBlessing`)
is true for a player who has the designation or who now controls ten or more permanents and a
permanent with ascend; :func:`gain_citys_blessing` makes the designation permanent whenever the
state-based actions are checked (704.3). Ascend on an instant or sorcery (702.131a) is a spell
ability, the spell's first instruction (:class:`~arbiter.mtg.effects.ascend_spell.AscendAsSpell`, added as it resolves,
``resolution.instructions``): the permanents are counted then, not while the spell is on the stack."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.ir.conditions import Condition
from arbiter.mtg.layers import has_keyword

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef

ASCEND_PERMANENTS = 10  # CR 702.131b: "ten or more permanents"


@dataclass(frozen=True, slots=True)
class CitysBlessing(Condition):
    """ "you have the city's blessing" (CR 702.131c); ``has`` False: "you don't have …"."""

    has: bool = True


# the last answer of :func:`_ascend_in_game`: (the objects it was for, how many there were, answer)
_LAST: list[tuple[object, int, bool]] = []


def _has_ascend(card: CardDef | None) -> bool:
    back = getattr(card, "back_face", None)
    return card is not None and ("ascend" in card.keywords or (back is not None and "ascend" in back.keywords))


def _ascend_in_game(g: Game) -> bool:
    """Whether any card in the game has ascend printed (on any face). No effect grants ascend, and
    a copy can only copy a card that is in the game, so without one no permanent can ever have
    it; asked again only when the game's objects change in number (a token, a rollback)."""
    objects = g.state.objects
    if _LAST and _LAST[0][0] is objects and _LAST[0][1] == len(objects):
        return _LAST[0][2]
    found = any(_has_ascend(o.card) or _has_ascend(o.front) or _has_ascend(o.printed) for o in objects.values())
    _LAST[:] = [(objects, len(objects), found)]
    return found


def _ascends_now(g: Game, player: int) -> bool:
    """CR 702.131b: ``player`` controls ten or more permanents, one of them with ascend."""
    st = g.state
    if len(st.battlefield) < ASCEND_PERMANENTS or not _ascend_in_game(g):
        return False
    if not any("ascend" in st.objects[i].card.keywords for i in st.battlefield):
        return False
    mine = [st.objects[i] for i in st.battlefield if st.objects[i].controller == player]
    # (no card grants ascend: only a permanent with it printed can have it, unless it lost it)
    return len(mine) >= ASCEND_PERMANENTS and any(
        "ascend" in o.card.keywords and has_keyword(g, o, "ascend") for o in mine
    )


def has_citys_blessing(g: Game, player: int) -> bool:
    """Does ``player`` have the city's blessing now (CR 702.131b–c)?"""
    return g.state.players[player].citys_blessing or _ascends_now(g, player)


def gain_citys_blessing(g: Game) -> None:
    """CR 702.131b: each player who controls ten or more permanents and a permanent with ascend
    gets the city's blessing for the rest of the game."""
    st = g.state
    if len(st.battlefield) < ASCEND_PERMANENTS:
        return
    for p in st.players:
        if not p.citys_blessing and _ascends_now(g, p.index):
            g.set(p, "citys_blessing", True)
            g.log(ev.EffectCreated("702.131b", p.name, msg("gets the city's blessing for the rest of the game")))
