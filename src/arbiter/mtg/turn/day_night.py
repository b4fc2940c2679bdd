"""Day and night (CR 731) and the daybound / nightbound keywords (702.145).

The game starts with neither designation (731.1); once it is day or night it stays one of them.
As the second part of each untap step it checks the previous turn: day becomes night if that
turn's active player cast no spells, night becomes day if they cast two or more (731.2a–b).

Daybound (front faces) and nightbound (back faces) are static abilities (702.145b, e): a
permanent with daybound makes it day if it's neither (702.145d) — one with nightbound makes it
night if there's no daybound permanent either (702.145g); a front-face-up daybound permanent
transforms as it becomes night and a back-face-up nightbound permanent as it becomes day
(702.145c, f — immediately, not as a state-based action); a daybound double-faced card enters
transformed at night (702.145b); and such a permanent can't transform by any other means.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.ir.statics.replacement import BecomesDayAsEnters
from arbiter.mtg.layers import has_keyword
from arbiter.mtg.objects.transform import back_face_up, copy_of_double_faced_only, put_back_face_up, transform

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject, GameState
    from arbiter.mtg.triggers.look import Look

DAY = "day"
NIGHT = "night"
DAYBOUND = "daybound"
NIGHTBOUND = "nightbound"


def bound(o: GameObject) -> bool:
    """Whether the face up has daybound or nightbound (it can't transform by other means)."""
    return bool(o.card.keywords & {DAYBOUND, NIGHTBOUND})


@dataclass(frozen=True, slots=True)
class DayNightChanged(Event):
    """CR 731.1a: "day becomes night" or "night becomes day" — the game lost one designation and
    gained the other (not the first time it becomes day or night)."""

    was: str
    now: str

    def text(self) -> str:
        return msg("Day becomes night.") if self.was == DAY else msg("Night becomes day.")


def become(g: Game, designation: str, rule: str) -> None:
    """It becomes day or night (CR 731.1); the permanents bound to the other transform (702.145c, f)."""
    st = g.state
    was = st.day_night
    if was == designation:
        return
    g.set(st, "day_night", designation)
    if was is None:
        g.log(ev.EffectCreated(rule, "It", msg("becomes {designation}", designation=designation)))
    else:
        g.log(DayNightChanged(rule, was, designation))
    follow(g)


def changed(look: Look, e: object) -> None:
    """CR 731.1a, 603.2: "Whenever day becomes night or night becomes day"."""
    assert isinstance(e, DayNightChanged)
    for o, controller in look.present():
        look.match(o, "day night changes", controller=controller)


def follow(g: Game) -> None:
    """CR 702.145c, f: a front-face-up daybound permanent at night, or a back-face-up nightbound
    permanent by day, transforms — immediately (checked whenever this is called)."""
    st = g.state
    if st.day_night is None:
        return
    for oid in _bound_ids(g):
        o = st.objects[oid]
        if st.day_night == NIGHT and not back_face_up(o) and has_keyword(g, o, DAYBOUND):
            transform(g, o, "702.145c", by_day_night=True)
        elif st.day_night == DAY and back_face_up(o) and has_keyword(g, o, NIGHTBOUND):
            transform(g, o, "702.145f", by_day_night=True)


def derived(st: GameState) -> str | None:
    """CR 702.145d, g: what the permanents make it when it's neither day nor night — day with a
    daybound permanent, night with a nightbound one and no daybound one, else neither."""
    day = night = False
    for oid in st.battlefield:
        keywords = st.objects[oid].card.keywords
        day = day or DAYBOUND in keywords
        night = night or NIGHTBOUND in keywords
    return DAY if day else NIGHT if night else None


def of_position(st: GameState) -> str | None:
    """Day or night in a position set up with permanents already on the battlefield: as
    :func:`derived` says, or else day if one of them has "If it's neither day nor night, it
    becomes day as ~ enters" (CR 731.1: it made it day as it entered, and once the game is day
    or night it stays one of them)."""
    designation = derived(st)
    if designation is None and any(_makes_day(st.objects[oid]) for oid in st.battlefield):
        return DAY
    return designation


def _makes_day(o: GameObject) -> bool:
    return bool(o.card.statics) and any(isinstance(s, BecomesDayAsEnters) for s in o.card.statics)


def entered(g: Game, o: GameObject) -> None:
    """CR 702.145d, g: a permanent with daybound or nightbound entered while it's neither day nor
    night — it becomes day (or night) at once. (A permanent only enters or transforms by
    daybound and nightbound to have them, so this is when it can happen.)"""
    st = g.state
    if st.day_night is not None:
        return
    keywords = o.card.keywords
    if DAYBOUND in keywords or NIGHTBOUND in keywords:
        settle(g)
    elif _makes_day(o):
        become(g, DAY, "731.1")  # "If it's neither day nor night, it becomes day as ~ enters."


def settle(g: Game) -> None:
    """CR 702.145c–d, f–g: "any time" a player controls a permanent with daybound or nightbound,
    it becomes day or night if it's neither, and a permanent bound to the other transforms —
    immediately, not as a state-based action, so the game calls this as it enters and whenever
    it checks state-based actions (704.3), which is after every event that could have given a
    permanent its daybound or nightbound back (Humility leaving the battlefield, 613.1f).
    The abilities are read as they are now, after every layer: a Brutal Cathar under Humility
    has no daybound, neither makes it day nor transforms at night."""
    st = g.state
    if st.day_night is not None:
        follow(g)
        return
    day = night = False
    for oid in _bound_ids(g):
        o = st.objects[oid]
        day = day or has_keyword(g, o, DAYBOUND)
        night = night or has_keyword(g, o, NIGHTBOUND)
    if day or night:
        become(g, DAY if day else NIGHT, "702.145d" if day else "702.145g")


def _bound_ids(g: Game) -> tuple[int, ...]:
    """The permanents whose face up has daybound or nightbound, remembered while the battlefield
    and the permanents' cards stay the same (asked at every check of state-based actions)."""
    st = g.state
    return g.journal.by_content(
        _BOUND, (st.battlefield,), lambda: tuple(oid for oid in st.battlefield if bound(st.objects[oid]))
    )


_BOUND = "day/night bound permanents"


def untap_step(g: Game) -> None:
    """CR 731.2, 502.2: the untap step's check of the previous turn (none: neither day nor night,
    731.2c, or no previous turn)."""
    from arbiter.mtg.turn.history import last_turn

    st = g.state
    if st.day_night is None:
        return
    active, cast = last_turn(g)
    if active is None:
        return
    n = cast.get(active, 0)
    if st.day_night == DAY and n == 0:
        become(g, NIGHT, "731.2a")
    elif st.day_night == NIGHT and n >= 2:
        become(g, DAY, "731.2b")


def entering(g: Game, o: GameObject) -> None:
    """CR 702.145b: "If it is night and this permanent is represented by a double-faced card, it
    enters transformed" — called as ``o`` is put onto the battlefield."""
    if (
        g.state.day_night == NIGHT
        and DAYBOUND in o.card.keywords
        and o.front is None
        and not o.is_token
        and not copy_of_double_faced_only(o)  # (a Clone copying a daybound permanent)
    ):
        put_back_face_up(g, o)
