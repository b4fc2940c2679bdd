"""CR 701.27e: "When ~ transforms into ~" — a permanent's ability of the face it transformed into."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.objects.transform import Transformed, whole_card
from arbiter.mtg.triggers.granted import granted_index
from arbiter.mtg.triggers.matching import matching

if TYPE_CHECKING:
    from arbiter.mtg.triggers.look import Look


def transformed(look: Look, e: object) -> None:
    """CR 701.27e: "When ~ transforms into ~" — the permanent with the face it transformed into up.
    CR 603.2, 113.7a: if it has transformed again before this look (it phased in by day and
    became night in one untap step, 702.145f then c), the ability of the face it transformed
    into still triggered — kept by value, as the face up now doesn't have it."""
    assert isinstance(e, Transformed)
    g = look.g
    o = g.state.objects.get(e.obj)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    if o.card.name == e.name:
        if o.card.triggered:
            look.match(o, "transformed")
        return
    whole = whole_card(o)
    face = whole if whole.name == e.name else whole.back_face
    if face is None or face.name != e.name or not face.triggered:
        return
    then = o.clone()
    then.card = face
    for w in matching(g, then, "transformed"):
        pinned = granted_index(g, face.triggered[w.ability]) if 0 <= w.ability < len(face.triggered) else w.ability
        look.found.append(replace(w, ability=pinned))
