"""The special actions of foretell (CR 702.143a, 116.2h) and plot (702.170a, 116.2k): exiling
a card from your hand, paying a cost, so that it may be cast from exile on a later turn.

Both are taken by a player holding priority, don't use the stack (116.1) and give that player
priority again (116.3); their costs are paid like a spell's (``casting.begin_special``), so a
failed payment reverses everything (CR 733). A foretold card is exiled face down: its opponents
see a face-down card (406.3), its owner may look at it (702.143a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Priority
from arbiter.mtg.casting import begin_special
from arbiter.mtg.enums import MAIN_PHASES, Zone
from arbiter.mtg.ir.exile_casts import FACE_DOWN_EXILED, FORETELL, MARKS, PLOT, exile_to_cast_of
from arbiter.mtg.zones import move, put_into_zone, remove_from_zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ExiledToCast(Event):
    """CR 702.143a / 702.170a: a card is foretold (exiled face down) or plotted."""

    obj: int
    keyword: str
    player: str
    name: str

    def text(self) -> str:
        if self.keyword == FORETELL:
            return msg("{player} foretells a card: it is exiled face down.", player=self.player)
        return msg(
            "{player} plots {card}: it is exiled and becomes plotted.", player=self.player, card=CardName(self.name)
        )


def timing_error(g: Game, keyword: str, player: int) -> IllegalAction | None:
    """CR 116.2h: foretell any time the player has priority during their turn; CR 702.170a,
    116.2k: plot during their main phase while the stack is empty."""
    st = g.state
    if st.active != player:
        return IllegalAction(
            msg("a card can be foretold only during your own turn")
            if keyword == FORETELL
            else msg("a card can be plotted only during your own turn"),
            *_rules(keyword),
        )
    if keyword == PLOT and (st.step not in MAIN_PHASES or st.stack):
        return IllegalAction(msg("a card can be plotted only in your main phase while the stack is empty"), "702.170a")
    return None


def exile_from_hand(g: Game, card: int, keyword: str) -> None:
    """CR 702.143a, 702.170a: check the action may be taken now, then pay its cost."""
    st = g.state
    dec = st.pending
    if not isinstance(dec, Priority):
        raise IllegalAction(msg("a special action needs priority"), "116.1", "117.1")
    if keyword not in (FORETELL, PLOT):
        raise IllegalAction(msg("{keyword} is not a special action", keyword=keyword), "116.2")
    o = st.objects.get(card)
    if o is None or o.zone is not Zone.HAND or o.owner != dec.player:
        raise IllegalAction(
            msg("only a card in your hand can be foretold")
            if keyword == FORETELL
            else msg("only a card in your hand can be plotted"),
            *_rules(keyword),
        )
    ability = exile_to_cast_of(o.card)
    if ability is None or ability.name != keyword:
        raise IllegalAction(
            msg("{card} has no foretell", card=CardName(o.label))
            if keyword == FORETELL
            else msg("{card} has no plot", card=CardName(o.label)),
            *_rules(keyword),
        )
    error = timing_error(g, keyword, dec.player)
    if error is not None:
        raise error
    if keyword == FORETELL:
        # CR 702.143a, 406.3: the card is exiled face down — its opponents don't learn which card
        # it is, not even from the payment (undone with the rest if the payment fails, CR 733)
        g.set(o, "face_down", o.card)
        g.set(o, "card", FACE_DOWN_EXILED)
    begin_special(g, "foretell" if keyword == FORETELL else "plot", o, dec.player, ability.action_cost)


def exiled_from_hand(g: Game, keyword: str, o: GameObject, player: int) -> None:
    """The cost is paid: exile the card (face down, for foretell) and remember how and when
    (702.143c foretold, 702.170a plotted; cast only after this turn has ended)."""
    name = o.face_down.name if o.face_down is not None else o.card.name
    if keyword == FORETELL:
        # CR 702.143a: exiled face down — moved without naming it (406.3)
        card, source = o.face_down or o.card, o.zone
        remove_from_zone(g, o)
        put_into_zone(g, o, Zone.EXILE)  # (which turns a face-down card up: turned down again)
        g.set(o, "face_down", card)
        g.set(o, "card", FACE_DOWN_EXILED)
        owner = g.state.players[o.owner].name
        g.log(ev.ZoneChanged("702.143a", o.id, "a face-down card", owner, source, Zone.EXILE, "is exiled face down"))
    else:
        move(g, o, Zone.EXILE, "702.170a", "is exiled from hand and put")
    g.set(o, "marks", frozenset({MARKS[keyword]}))
    g.set(o, "since", g.state.turn)  # the turn it was exiled: it may be cast after that turn
    g.log(ExiledToCast(_rules(keyword)[0], o.id, keyword, g.state.players[player].name, name))


def _rules(keyword: str) -> tuple[str, str]:
    return ("702.143a", "116.2h") if keyword == FORETELL else ("702.170a", "116.2k")
