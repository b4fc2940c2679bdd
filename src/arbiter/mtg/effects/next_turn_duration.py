"""Effects on objects that last "until your next turn" (CR 611.2a: a continuous effect from a
resolved spell or ability lasts as long as stated; 500.4: it ends as that player's next turn
begins): "Up to one target creature gets -2/-1 until your next turn.", "Target creature can't
attack or block until your next turn.", "It gains haste until your next turn."

The instruction is the one its words would give "until end of turn" (a P/T change, keywords or
abilities gained or lost in layer 6 or 7c, 613.1f, 613.4c) or "this turn" (can't attack or block,
508.1c, 509.1b; prevention of all damage, 615.1a), performed as usual; what it made is then kept
in ``GameState.lasting`` with the player whose next turn ends it (``TurnEffect.until_turn_of``)
instead of ending at cleanup (514.2).
Its timestamp is the one it got as it was made (613.7a)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, Quoted, msg
from arbiter.i18n.text import Text
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import TurnEffect
from arbiter.mtg.wording import pt_change

if TYPE_CHECKING:
    from arbiter.core.events import Event
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class UntilYourNextTurnOn(Effect):
    """ "<instruction> until your next turn." — ``inner`` is the same instruction until end of
    turn or this turn (one of the kinds the grammar allows: a P/T change with keywords, can't
    attack or block); ``text_`` is the Oracle sentence."""

    inner: Effect
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class PTChangedUntilNextTurn(ev.PTChanged):
    """A P/T change of one object or a group until ``player``'s next turn (CR 611.2a)."""

    player: str = ""

    def text(self) -> str:
        change = pt_change(self.power, self.toughness)
        if self.plural:
            return msg("{group} get {change} until {player}'s next turn.", group=self.name, change=change,
                       player=self.player)  # fmt: skip
        card = self.name if isinstance(self.name, Quoted) else CardName(self.name)  # a group: the card's words
        return msg("{card} gets {change} until {player}'s next turn.", card=card, change=change, player=self.player)


_RETIMED: dict[str, Callable[[dict[str, object], str], Text]] = {
    "can't attack this turn": lambda a, p: msg("can't attack until {player}'s next turn", player=p),
    "can't block this turn": lambda a, p: msg("can't block until {player}'s next turn", player=p),
    "gains {kw} until end of turn": lambda a, p: msg("gains {kw} until {player}'s next turn", kw=a["kw"], player=p),
    "gains {keyword} until end of turn": lambda a, p: msg(
        "gains {kw} until {player}'s next turn", kw=a["keyword"], player=p
    ),
    "loses {keywords} until end of turn": lambda a, p: msg(
        "loses {keywords} until {player}'s next turn", keywords=a["keywords"], player=p
    ),
    "loses all abilities until end of turn": lambda a, p: msg(
        "loses all abilities until {player}'s next turn", player=p
    ),
    "will prevent the damage it describes this turn": lambda a, p: msg(
        "will prevent the damage it describes until {player}'s next turn", player=p
    ),
    'gains "{text}" until end of turn': lambda a, p: msg(
        'gains "{text}" until {player}\'s next turn', text=a["text"], player=p
    ),
}


@handles(UntilYourNextTurnOn)
def _until_your_next_turn_on(g: Game, o: GameObject, e: UntilYourNextTurnOn, legal: list[bool]) -> None:
    """CR 611.2a, 500.4: the instruction performed, then what it made kept until the next turn of
    the player who controls the spell or ability ("your")."""
    st = g.state
    effects, boosts, log = st.effects, st.boosts, st.log
    perform(g, o, (e.inner,), legal)
    player = o.controller
    made = [x for x in st.effects if x not in effects]
    boosted = [b for b in st.boosts if b not in boosts]
    kept = [replace(x, until_turn_of=player) for x in made]
    kept += [TurnEffect(b.object_id, b.zcc, resolved.ModifyPT(b.power, b.toughness), b.timestamp, until_turn_of=player)
             for b in boosted]  # fmt: skip
    if made:
        g.set(st, "effects", tuple(x for x in st.effects if x in effects))
    if boosted:
        g.set(st, "boosts", tuple(b for b in st.boosts if b in boosts))
    if kept:
        g.set(st, "lasting", (*st.lasting, *kept))
    _retime_log(g, log, st.players[player].name)


def _retime_log(g: Game, before: object, player: str) -> None:
    """The events the instruction logged, said with the duration they have (CR 611.2a)."""
    st = g.state
    logged: list[Event] = []
    node = st.log
    while node is not None and node is not before:
        logged.append(node[0])
        node = node[1]
    if not logged:
        return
    g.journal.set(st, "log", before)
    for event in reversed(logged):
        g.log(_retimed(event, player))


def _retimed(event: Event, player: str) -> Event:
    if isinstance(event, ev.PTChanged) and not isinstance(event, PTChangedUntilNextTurn):
        return PTChangedUntilNextTurn(
            event.rule, event.name, event.power, event.toughness, event.plural, player=player
        )  # fmt: skip
    if isinstance(event, ev.EffectCreated) and isinstance(event.what, Text) and event.what.template in _RETIMED:
        return replace(event, what=_RETIMED[event.what.template](event.what.args, player))
    return event
