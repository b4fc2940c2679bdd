"""A gone permanent read as it last existed on the battlefield (CR 608.2h, 113.7a): when an
ability's source, or the object a trigger was about, has left the battlefield, what reads its
characteristics — a damage source's colors for a prevention or protection (609.7a, 702.16e), its
types, its supertypes — reads them as they last were there, with the effects that applied to it
then (a creature made white until end of turn was a white source), not as its card is now in
another zone. The object read is a detached stand-in: nothing in the game is changed by it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.lki import SourceSeen
from arbiter.mtg.objects.resolving_source import resolving_source
from arbiter.mtg.zones import LEFT_KICKED

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.lki import SubjectGone
    from arbiter.mtg.state import GameObject

# the stand-in of the resolving ability's gone source while its targets are checked (608.2b)
_READ: ContextVar[GameObject | None] = ContextVar("source_as_it_last_existed", default=None)


def stand_in(gone: SubjectGone, zcc: int, token: bool) -> GameObject:
    """CR 608.2h, 113.7a: a detached object with the characteristics the permanent had as it last
    existed on the battlefield — its colors, card types, subtypes and supertypes (``gone.look``),
    power and toughness, keywords and controller; ``zcc``: the zone-change count of the object it
    became on leaving (so a prevention that chose it as a source still knows it, 609.7a)."""
    from arbiter.mtg.state import GameObject as Known

    card = gone.card
    look = gone.look
    if look is not None:  # CR 113.7a: colors and types with the effects that applied then
        card = replace(card, colors=look.colors, types=look.types, subtypes=look.subtypes, supertypes=look.supertypes)
    if gone.pt is not None:
        card = replace(card, power=gone.pt[0], toughness=gone.pt[1])
    known = Known(gone.id, card, gone.owner, Zone.GRAVEYARD)  # (not on the battlefield: its LKI is read)
    known.controller = known.left_controller = gone.controller
    known.left_keywords = gone.keywords
    known.left_look, known.left_pt = gone.look, gone.pt
    known.zcc = zcc
    known.is_token = token
    return known


def gone_record(o: GameObject) -> SubjectGone | None:
    """What ``o`` — an object that has left the battlefield — recorded of itself as it left (None:
    nothing recorded, it was never a permanent)."""
    from arbiter.mtg.lki import SubjectGone

    if o.left_keywords is None or o.left_controller is None or o.left_look is None:
        return None
    return SubjectGone(o.id, o.card, o.owner, o.left_controller, o.left_keywords, o.left_look, o.left_pt)


def source_as_it_last_existed(g: Game, o: GameObject) -> GameObject | None:
    """CR 113.7a, 608.2h: the source of the resolving ability ``o`` — itself while it is still the
    permanent the ability came from (or the spell, or a source that was never on the battlefield);
    once that permanent has left the battlefield (one zone change since the ability was activated
    or triggered, 400.7: a sacrificed Mogg Fanatic), a stand-in as it last existed there — also
    when its card has moved on since (exiled from the graveyard in response), and when it has come
    back as a new permanent (a Flametongue Kavu made black, then Cloudshifted: the black one is the
    source, 400.7) — as long as its last departure from the battlefield is still that permanent's."""
    from arbiter.mtg.effects.linked_exile import departed_as

    source = resolving_source(g, o)
    if source is None or o.source is None:
        return source
    seen = next((x for x in o.lki if isinstance(x, SourceSeen)), None)
    if seen is None or not seen.on_battlefield or source.zcc <= seen.zcc:
        return source
    back = source.zone is Zone.BATTLEFIELD
    if (back or source.zcc != seen.zcc + 1) and departed_as(g, source) != seen.zcc:
        return source  # (its last departure is a later object's: 400.7 — that one isn't read)
    gone = gone_record(source)
    if gone is None:
        return source
    known = stand_in(gone, seen.zcc + 1, source.is_token)
    # CR 113.7a, 603.4: how it was cast ("if the gift was promised", "if it was kicked") as it left
    known.left_marks = source.left_marks
    known.kicked = next((int(m[len(LEFT_KICKED) :]) for m in source.left_marks if m.startswith(LEFT_KICKED)), 0)
    return known


def condition_source(g: Game, o: GameObject) -> GameObject | None:
    """CR 603.4, 113.7a, 400.7: the source the intervening "if" of the resolving triggered ability
    ``o`` is checked on again — the source itself, or, once the permanent that triggered has left
    the battlefield and come back as a new object (Cloudshift in response), that permanent as it
    last existed: a Scrapshooter whose gift was promised, flickered, still was promised."""
    source = resolving_source(g, o)
    if source is None or o.source is None or source.zone is not Zone.BATTLEFIELD:
        return source
    return source_as_it_last_existed(g, o)


@contextmanager
def reading_source(g: Game, o: GameObject) -> Iterator[None]:
    """While the targets of the resolving ability ``o`` are checked (CR 608.2b), its source is read
    as it last existed on the battlefield if it has left (113.7a: protection from red doesn't stop
    an ability of a Mogg Fanatic that was white as it was sacrificed, 702.16b)."""
    source = source_as_it_last_existed(g, o) if o.source is not None else None
    if source is None or g.state.objects.get(source.id) is source:
        yield
        return
    token = _READ.set(source)
    try:
        yield
    finally:
        _READ.reset(token)


def known_source(g: Game, source: int | None) -> GameObject | None:
    """The object a target check reads as the source ``source`` (an id): the stand-in of
    :func:`reading_source` while one is set for it, else the object itself."""
    if source is None:
        return None
    read = _READ.get()
    return read if read is not None and read.id == source else g.state.objects.get(source)
