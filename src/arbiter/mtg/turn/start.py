"""Starting the game (CR 103): the starting player, shuffling, opening hands and the London
mulligan (103.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.rng import below
from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Option, Purpose
from arbiter.mtg.enums import Zone
from arbiter.mtg.model import BeginOnBattlefield
from arbiter.mtg.turn.steps import begin_turn
from arbiter.mtg.zones import draw, move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

OPENING_HAND = 7  # CR 103.5


def begin_game(g: Game) -> None:
    """CR 103.1 (random starting player), 103.3 (shuffle), 103.5 (draw and decide)."""
    st = g.state
    rng, first = below(st.rng, 2)
    g.set(st, "rng", rng)
    g.set(st, "starting_player", first)
    g.log(ev.GameStarted("103.1", st.players[first].name))
    deal_opening_hands(g)


def deal_opening_hands(g: Game) -> None:
    """CR 103.3 (shuffle), 103.5 (draw seven, then the mulligan decisions) — at the start of a game
    and of a restarted one (727.1)."""
    st = g.state
    for p in st.players:
        shuffle(g, p.index, "103.3")
    for p in st.players:
        for _ in range(OPENING_HAND):
            # CR 103.3, 103.5, 702.52a: before the first turn every card is in its owner's library
            # or hand, so no card with dredge is in a graveyard: no draw of a hand is replaced
            draw(g, p.index, "103.5", replaceable=False)
    _ask_next(g)


def _ask_next(g: Game) -> None:
    """Players decide in turn order, starting with the starting player (103.5)."""
    st = g.state
    order = (st.starting_player, 1 - st.starting_player)
    for index in order:
        p = st.players[index]
        if not p.kept:
            prompt = msg("keep or mulligan")
            g.set(st, "pending", Choose(index, Purpose.MULLIGAN, "103.5", ("keep", "mulligan"), prompt))
            return
    for index in order:
        p = st.players[index]
        if p.mulligans and len(p.hand) > _hand_after(g, index):
            g.set(st, "pending", Choose(index, Purpose.BOTTOM, "103.5", p.hand, msg("put a card on the bottom")))
            return
    for index in order:
        # CR 103.6a: cards that let a player begin the game with them on the battlefield
        offered = tuple(
            c for c in st.players[index].hand
            if c not in st.opening_done and any(isinstance(s, BeginOnBattlefield) for s in st.objects[c].card.statics)
        )  # fmt: skip
        if offered:
            g.set(
                st,
                "pending",
                Choose(index, Purpose.OPENING_HAND, "103.6a", (*offered, 0), msg("begin the game with it")),
            )
            return
    first_turn(g)


def _hand_after(g: Game, index: int) -> int:
    return max(OPENING_HAND - g.state.players[index].mulligans, 0)


def answer(g: Game, dec: Choose, value: Option) -> None:
    """CR 103.5–103.6a: keep or mulligan, a card put on the bottom, a card begun with."""
    st = g.state
    p = st.players[dec.player]
    g.set(st, "pending", None)
    if dec.purpose is Purpose.MULLIGAN:
        if value == "keep":
            g.set(p, "kept", True)
            g.log(ev.Kept("103.5", p.name, _hand_after(g, p.index)))
        else:
            # CR 103.5: shuffle the hand into the library, draw a new hand of seven
            g.set(p, "mulligans", p.mulligans + 1)
            g.log(ev.Mulliganed("103.5", p.name, p.mulligans))
            for oid in p.hand:
                o = st.objects[oid]
                g.set(p, "hand", tuple(i for i in p.hand if i != oid))
                g.set(o, "zone", Zone.LIBRARY)
                g.set(o, "zcc", o.zcc + 1)
                g.set(p, "library", (*p.library, oid))
            shuffle(g, p.index, "103.5")
            for _ in range(OPENING_HAND):
                draw(g, p.index, "103.5", replaceable=False)  # (CR 103.5, 702.52a: as above)
    elif dec.purpose is Purpose.OPENING_HAND:
        offered = tuple(c for c in dec.options if c)
        g.set(st, "opening_done", (*st.opening_done, *offered))  # asked once per card
        if isinstance(value, int) and value:
            move(g, st.objects[value], Zone.BATTLEFIELD, "103.6a", "begins the game")
            g.set(st, "opening_done", tuple(c for c in st.opening_done if c != value))
            remaining = tuple(c for c in offered if c != value)
            g.set(st, "opening_done", tuple(c for c in st.opening_done if c not in remaining))
    else:
        # London mulligan: after keeping, put one card per mulligan on the bottom
        assert isinstance(value, int)
        move(g, st.objects[value], Zone.LIBRARY, "103.5", "is put", bottom=True)
    _ask_next(g)


def first_turn(g: Game) -> None:
    """CR 103.8: the starting player takes the first turn — in a restarted game once the restarting
    effect has finished resolving (727.4), which may ask a question of its own first."""
    st = g.state
    if st.restarting is not None:
        from arbiter.mtg.turn.restart import finish_restart

        if not finish_restart(g):
            return  # (asked; the turn begins once the answer is given: ``steps.advance``)
    g.set(st, "started", True)
    begin_turn(g, st.starting_player)
