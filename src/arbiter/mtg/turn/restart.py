"""Restarting the game (CR 727), in the same :class:`~arbiter.mtg.game.Game`.

The game ends with no winner, loser or draw (727.1) and a new one begins with the same players:
every card involved — in any zone, phased out or not (727.2) — but the exempt ones (727.5) is in its
owner's library, each a new object (400.7); tokens, copies of spells or cards, abilities on the
stack, emblems and designations cease to exist; every effect, counter, delayed trigger, the turn
count and the life totals start over (103.4). The controller of the restarting ability is the
starting player (727.1a); libraries are shuffled, opening hands drawn and mulligans offered as at
the start of a game (103.3, 103.5: :mod:`arbiter.mtg.turn.start`). Just before the first turn's
untap step the restarting effect finishes resolving (727.4): the exempt cards are put onto the
battlefield. A player with fewer than seven cards in their library has drawn from an empty one and
loses at the first upkeep's state-based actions (727.3, 704.5b).

Every change goes through the journal: a restart is undone like any other change."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.i18n import CardName, msg
from arbiter.mtg.enums import Zone
from arbiter.mtg.state import GameObject, GameState, Player

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import CardDef

# what the new game keeps of the state: the players and objects (rebuilt below), the random source
# (the new game's shuffles go on from it), the numbering of objects and timestamps, and the log
_KEPT_STATE = frozenset({"players", "objects", "rng", "next_id", "next_ts", "log"})
_KEPT_PLAYER = frozenset({"index", "name"})


@dataclass(frozen=True, slots=True)
class Restarting:
    """A restarted game waiting for its first turn: the player whose ability restarted it (727.1a),
    and the exempt cards still to put onto the battlefield under their control (727.4)."""

    controller: int
    exempt: tuple[int, ...]
    source: str  # the restarting object's name, for the log
    finishing: bool = False  # its rest of the resolution has begun (727.4)


@dataclass(frozen=True, slots=True)
class GameRestarted(Event):
    """CR 727.1: the game ended with no winner, loser or draw, and a new game begins."""

    source: str
    starting: str
    exempt: int

    def text(self) -> str:
        return msg(
            "{source} restarts the game: it ends with no winner, loser or draw, and a new game begins; "
            "{starting} plays first ({exempt} card(s) left in exile).",
            source=CardName(self.source),
            starting=self.starting,
            exempt=self.exempt,
        )


@dataclass(frozen=True, slots=True)
class RestartFinished(Event):
    """CR 727.4: the restarting effect finishes resolving, just before the first turn's untap step."""

    source: str

    def text(self) -> str:
        return msg(
            "{source}'s ability finishes resolving before the first turn's untap step.",
            source=CardName(self.source),
        )


def restart_game(g: Game, controller: int, exempt: tuple[int, ...], source: str) -> None:
    """CR 727.1–727.3, 727.5: end the game and begin a new one; its first turn waits for the
    mulligans (103.5), and the exempt cards for :func:`finish_restart` (727.4)."""
    from arbiter.mtg.turn.start import deal_opening_hands

    st = g.state
    _reset_objects(g, exempt)
    _reset_state(g)
    for p in st.players:
        _reset_player(g, p, exempt)
    g.set(st, "starting_player", controller)  # CR 727.1a
    g.log(GameRestarted("727.1", source, st.players[controller].name, len(exempt)))
    g.set(st, "trigger_mark", st.event_count)  # (what happened in the ended game triggers nothing)
    g.set(st, "restarting", Restarting(controller, exempt, source))
    deal_opening_hands(g)


def _reset_objects(g: Game, exempt: tuple[int, ...]) -> None:
    """CR 727.2, 400.7: every card is a new object — in its owner's library, or still in exile if
    exempt (727.5); what isn't a card ceases to exist (111.7, 704.5e, 114, 725)."""
    st = g.state
    for oid, o in list(st.objects.items()):
        if o.is_token or o.ability is not None or o.zone is Zone.COMMAND or "copy" in o.marks:
            g.journal.dict_del(st.objects, oid)
            continue
        fresh = GameObject(oid, card_itself(o), o.owner, Zone.EXILE if oid in exempt else Zone.LIBRARY)
        fresh.zcc = o.zcc + 1
        fresh.timestamp = g.next_timestamp()
        g.journal.dict_set(st.objects, oid, fresh)


def card_itself(o: GameObject) -> CardDef:
    """The card an object is, whatever it looks like now: face down (708), a copy (707.2), a face
    of a split, modal or transformed card (709.3, 712.8), flipped (710.2)."""
    if o.face_down is not None:
        return o.face_down
    if o.front is not None:
        return o.front
    if o.unflipped is not None:
        return o.unflipped
    return o.printed if o.printed is not None else o.card


def _reset_state(g: Game) -> None:
    """Everything the game state holds but its players, objects, random source, numbering and
    log, as at the start of a game: effects, delayed triggers, the stack, the turn count, …"""
    st = g.state
    fresh = GameState((st.players[0].name, st.players[1].name), 0)
    for name in GameState.__slots__:
        if name not in _KEPT_STATE and getattr(st, name) != getattr(fresh, name):
            g.set(st, name, getattr(fresh, name))


def _reset_player(g: Game, p: Player, exempt: tuple[int, ...]) -> None:
    """A player at the start of the new game (CR 103.4: life 20, no counters, designations or
    mana): their cards in their library (727.2: what they own, wherever it was), the exempt ones
    in exile (727.5)."""
    st = g.state
    fresh = Player(p.index, p.name)
    fresh.library = tuple(i for i, o in st.objects.items() if o.owner == p.index and o.zone is Zone.LIBRARY)
    fresh.exile = tuple(i for i in exempt if i in st.objects and st.objects[i].owner == p.index)
    for name in Player.__slots__:
        if name not in _KEPT_PLAYER and getattr(p, name) != getattr(fresh, name):
            g.set(p, name, getattr(fresh, name))


def finish_restart(g: Game) -> bool:
    """CR 727.4: the restarting effect finishes resolving just before the first turn's untap step —
    the exempt cards are put onto the battlefield under the controller's control, one at a time
    (an "as ~ enters" question may be asked on the way: False, the rest waits for its answer).
    Their triggered abilities wait for the first time a player would receive priority (603.3)."""
    from arbiter.mtg import triggers
    from arbiter.mtg.zones import move

    st = g.state
    r = st.restarting
    assert r is not None
    if not r.finishing:
        # CR 603.2, 727.4: what happened while the new game began (the opening hands drawn) is looked
        # at with the battlefield as it was — the exempt permanents weren't there to see it
        triggers.collect(g)
        g.log(RestartFinished("727.4", r.source))
        r = replace(r, finishing=True)
    while r.exempt:
        o = st.objects[r.exempt[0]]
        r = replace(r, exempt=r.exempt[1:])
        g.set(st, "restarting", r)
        if o.zone is Zone.EXILE:
            move(g, o, Zone.BATTLEFIELD, "727.4", "is put", controller=r.controller)
        if st.pending is not None:
            return False
    g.set(st, "restarting", None)
    return True
