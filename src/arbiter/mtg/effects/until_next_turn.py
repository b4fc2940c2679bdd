"""What a spell says about its controller "until your next turn" (CR 611.2a: the duration is as
stated; 500.4: it ends as that player's next turn begins): "Until your next turn, your life total
can't change and you gain protection from everything." (Teferi's Protection).

Each quality is kept as a :class:`~arbiter.mtg.player_qualities.PlayerQuality` in
``GameState.lasting`` (on no object) and read where its rule applies: a life total that can't
change gains and loses no life and pays no life (119.7, 119.8); protection from everything keeps
the player from being targeted or enchanted and prevents all damage dealt to them (702.16j);
hexproof ("You gain hexproof until your next turn.") keeps the player from being the target of
spells and abilities their opponents control (702.11c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.player_qualities import HEXPROOF, LIFE_CANT_CHANGE, PROTECTION_FROM_EVERYTHING, PlayerQuality
from arbiter.mtg.resolved import Detained, Goaded, NameProhibited
from arbiter.mtg.state import NO_OBJECT, TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

QUALITIES = (LIFE_CANT_CHANGE, PROTECTION_FROM_EVERYTHING, HEXPROOF)


@dataclass(frozen=True, slots=True)
class UntilYourNextTurn(Effect):
    """ "Until your next turn, <quality>[ and <quality>]." — each of :data:`QUALITIES` applies to
    the spell's controller until their next turn begins (CR 611.2a, 500.4)."""

    qualities: tuple[str, ...]
    text_: str = ""  # the Oracle sentence when the duration is said last ("You gain hexproof until …")

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_ or f"Until your next turn, {' and '.join(self.qualities)}."


@handles(UntilYourNextTurn)
def _until_your_next_turn(g: Game, o: GameObject, e: UntilYourNextTurn, legal: list[bool]) -> None:
    st = g.state
    player = o.controller
    made = tuple(TurnEffect(NO_OBJECT, 0, PlayerQuality(player, q, player), g.next_timestamp()) for q in e.qualities)
    g.set(st, "lasting", (*st.lasting, *made))
    for q in e.qualities:
        if q == LIFE_CANT_CHANGE:
            what = msg("has a life total that can't change until their next turn")
        elif q == HEXPROOF:
            what = msg("has hexproof until their next turn")
        else:
            what = msg("has protection from everything until their next turn")
        g.log(ev.EffectCreated("611.2a", st.players[player].name, what))


def until_next_turn_of(g: Game, t: GameObject, change: Goaded | Detained, rule: str, what: str) -> None:
    """``t`` is goaded or detained by ``change.player`` until that player's next turn begins
    (CR 701.15a, 701.35a, 500.4): kept in ``GameState.lasting`` on the object as it is (400.7),
    ended by :func:`end_at_turn_of`; logged under ``rule``."""
    st = g.state
    g.set(st, "lasting", (*st.lasting, TurnEffect(t.id, t.zcc, change, g.next_timestamp())))
    g.log(ev.EffectCreated(rule, t.label, what))


def end_at_turn_of(g: Game, player: int) -> None:
    """CR 500.4, 611.2a: as ``player``'s turn begins, what lasted "until your next turn" ends."""
    st = g.state
    keep = tuple(
        e
        for e in st.lasting
        if not (isinstance(e.change, PlayerQuality | NameProhibited) and e.change.until_turn_of == player)
        and not (isinstance(e.change, Goaded | Detained) and e.change.player == player)  # CR 701.15a, 701.35a
        and e.until_turn_of != player  # CR 611.2a: effects on objects "until your next turn"
    )
    if len(keep) != len(st.lasting):
        g.set(st, "lasting", keep)
        g.log(
            ev.EffectCreated(
                "500.4", st.players[player].name, msg("is no longer affected by what lasted until their turn")
            )
        )


@dataclass(frozen=True, slots=True)
class FirstThenUntilYourNextTurn(Effect):
    """ "All permanents you control phase out, and until your next turn, your life total can't change
    and you gain protection from everything." (Perch Protection): ``first``, then the qualities of
    ``then`` (CR 608.2c: in the order written; 611.2a, 500.4)."""

    first: Effect
    then: UntilYourNextTurn

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        head = self.first.text(specs).removesuffix(".")
        tail = self.then.text(specs)
        return f"{head}, and {tail[0].lower()}{tail[1:]}"


@handles(FirstThenUntilYourNextTurn)
def _first_then_until_your_next_turn(g: Game, o: GameObject, e: FirstThenUntilYourNextTurn, legal: list[bool]) -> None:
    from arbiter.mtg.effects.resolution import perform

    perform(g, o, (e.first, e.then), legal)
