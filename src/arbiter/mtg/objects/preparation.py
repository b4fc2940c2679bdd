"""Preparation cards (CR 722): the prepared designation and the copy of the prepare spell.

A permanent whose copiable values include a prepare spell (``CardDef.prepare_spell``, 722.2a–b)
can become prepared — by an effect ("~ becomes prepared.") or as it enters ("~ enters prepared.") —
unless it is already (722.3a). As it gains the designation, or phases in with it, its controller
creates a copy of it in exile that has only the prepare spell's characteristics (722.3c);
``GameState.prepared`` links the two (:class:`~arbiter.mtg.statuses.PreparedCopy`). The copy stays
in exile while the permanent is on the battlefield with the designation — an exception to 704.5e,
read by the state-based actions (:func:`kept_in_exile`) — and the permanent's controller may cast
it (:func:`copy_permission`). The permanent loses the designation as that spell becomes cast
(601.2i, :func:`unprepare_cast`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.state import PlayPermission
from arbiter.mtg.statuses import PreparedCopy

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

PREPARED = "prepared"  # the designation (CR 722.3a), among the permanent's marks
COPY = "copy"  # the copy's mark: a copy of a card, which ceases to exist off the stack (704.5e)
_AS_LONG_AS = 10**9 + 1  # the "last turn" of the permission: for as long as the copy remains in exile


def is_prepared(o: GameObject) -> bool:
    """CR 722.3a: whether the permanent has the prepared designation."""
    return PREPARED in o.marks


def prepare(g: Game, o: GameObject, rule: str = "722.3a") -> bool:
    """CR 722.3a: ``o`` becomes prepared — only a permanent on the battlefield that has a prepare
    spell and isn't prepared already — and its copy is made in exile (722.3c). True if it did."""
    if o.zone is not Zone.BATTLEFIELD or o.card.prepare_spell is None or PREPARED in o.marks:
        return False
    g.set(o, "marks", o.marks | {PREPARED})
    g.log(ev.EffectCreated(rule, o.label, msg("becomes prepared")))
    make_copy(g, o)
    return True


def make_copy(g: Game, o: GameObject, *, log: bool = True) -> None:
    """CR 722.3c: ``o``'s controller creates a copy of it in exile with only the characteristics of
    its prepare spell (its copiable values' prepare spell, 722.2b: a token copy of a preparation
    creature has one too)."""
    st = g.state
    spell = o.card.prepare_spell
    if spell is None or _copy_of(g, o) is not None:
        return
    copy = g.create(spell, o.controller, Zone.EXILE, token=True)
    g.set(copy, "marks", frozenset({COPY}))
    g.set(st, "prepared", (*st.prepared, PreparedCopy(o.id, o.zcc, copy.id, copy.zcc)))
    if log:
        what = msg("creates a copy of {card} in exile", card=CardName(spell.name))
        g.log(ev.EffectCreated("722.3c", st.players[o.controller].name, what))


def set_up_prepared(g: Game, o: GameObject) -> str | None:
    """A position described with the permanent prepared (CR 722.3a) and its copy in exile (722.3c):
    nothing logged, nothing triggers; the reason, with its rule, if it can't be."""
    if o.zone is not Zone.BATTLEFIELD or o.card.prepare_spell is None:
        return f"{o.card.name}: only a permanent with a prepare spell can be prepared (CR 722.3a)"
    g.set(o, "marks", o.marks | {PREPARED})
    make_copy(g, o, log=False)
    return None


def unprepare(g: Game, o: GameObject, rule: str = "722.3b") -> None:
    """CR 722.3b: ``o`` loses the prepared designation; its copy in exile then ceases to exist at the
    next check of state-based actions (704.5e, no longer excepted by 722.3c)."""
    if PREPARED not in o.marks:
        return
    g.set(o, "marks", o.marks - {PREPARED})
    g.log(ev.EffectCreated(rule, o.label, msg("becomes unprepared")))


def _valid(g: Game, e: PreparedCopy) -> GameObject | None:
    """The permanent of ``e`` if the link still holds: that permanent on the battlefield (not phased
    out, 702.26b) with the designation, and the copy still in exile as the same object (400.7)."""
    st = g.state
    p = st.objects.get(e.permanent)
    c = st.objects.get(e.copy)
    if p is None or p.zcc != e.zcc or p.zone is not Zone.BATTLEFIELD or PREPARED not in p.marks:
        return None
    if c is None or c.zcc != e.copy_zcc or c.zone is not Zone.EXILE:
        return None
    return p


def _copy_of(g: Game, o: GameObject) -> PreparedCopy | None:
    """The link of ``o``'s copy that still holds, if any."""
    return next((e for e in g.state.prepared if e.permanent == o.id and _valid(g, e) is not None), None)


def kept_in_exile(g: Game, o: GameObject) -> bool:
    """CR 722.3c, 704.5e: whether ``o``, a copy in exile, remains there — the copy of a prepared
    permanent's prepare spell while that permanent is on the battlefield with the designation."""
    return any(e.copy == o.id and e.copy_zcc == o.zcc and _valid(g, e) is not None for e in g.state.prepared)


def drop_lapsed(g: Game) -> frozenset[int]:
    """Forget the links that no longer hold (their copies cease to exist with the state-based
    actions, 704.5e) and return the copies kept in exile (722.3c), each validated once."""
    st = g.state
    kept = tuple(e for e in st.prepared if _valid(g, e) is not None)
    if len(kept) != len(st.prepared):
        g.set(st, "prepared", kept)
    return frozenset(e.copy for e in kept)


def copy_permission(g: Game, o: GameObject, player: int) -> PlayPermission | None:
    """CR 722.3c: "the prepared permanent's controller may cast the copy" for as long as it remains
    in exile — the permanent's controller now (it may have changed since the copy was made)."""
    for e in g.state.prepared:
        if e.copy == o.id and e.copy_zcc == o.zcc:
            p = _valid(g, e)
            if p is not None and p.controller == player:
                return PlayPermission(o.id, o.zcc, player, _AS_LONG_AS, cast_only=True)
    return None


def castable_copies(g: Game, player: int) -> tuple[int, ...]:
    """The copies in exile ``player`` may cast (CR 722.3c)."""
    st = g.state
    out: list[int] = []
    for e in st.prepared:
        p = _valid(g, e)
        if p is not None and p.controller == player:
            out.append(e.copy)
    return tuple(out)


def unprepare_cast(g: Game, spell: GameObject) -> None:
    """CR 722.3c, 601.2i: the prepared permanent loses the designation at the time the copy of its
    prepare spell becomes cast."""
    st = g.state
    for e in st.prepared:
        if e.copy != spell.id:
            continue
        g.set(st, "prepared", tuple(x for x in st.prepared if x is not e))
        p = st.objects.get(e.permanent)
        if p is not None and p.zcc == e.zcc and p.zone is Zone.BATTLEFIELD:
            unprepare(g, p, "722.3c")
        return


def phases_in(g: Game, o: GameObject) -> None:
    """CR 722.3c: a permanent that phases in prepared gets a new copy in exile (the one it had
    ceased to exist while it was phased out, 702.26b)."""
    if PREPARED in o.marks:
        make_copy(g, o)
