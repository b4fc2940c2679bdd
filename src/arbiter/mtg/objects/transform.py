"""Transforming double-faced permanents (CR 701.27, 712): which face is up, turning a permanent
over, and the mana value of a permanent whose back face is up.

An object's ``card`` is always the face that's up (712.8d–e); while the back face of a nonmodal
double-faced permanent is up, ``front`` holds the whole card (its front face, which carries the
back face as ``back_face``) — the same slot a modal double-faced permanent uses for its card — so
that leaving the battlefield turns the front face up again (712.8a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.i18n import CardName, msg
from arbiter.mtg.enums import CardType, Zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import CardDef
    from arbiter.mtg.state import GameObject

TRANSFORMING = ("transform",)  # the layouts of nonmodal double-faced cards (CR 712.2)


@dataclass(frozen=True, slots=True)
class Transformed(Event):
    """CR 701.27a: a permanent turned over to its other face (``name``: the face now up)."""

    obj: int
    was: str
    name: str

    def text(self) -> str:
        return msg("{was} transforms into {card}.", was=CardName(self.was), card=CardName(self.name))


def back_face_up(o: GameObject) -> bool:
    """CR 701.27g: a "transformed permanent" — a double-faced permanent with its back face up."""
    return o.front is not None and o.front.layout in TRANSFORMING and o.zone is Zone.BATTLEFIELD


def whole_card(o: GameObject) -> CardDef:
    """The card itself (its front face, carrying the back face), whichever face is up."""
    return o.front if o.front is not None and o.front.layout in TRANSFORMING else o.card


def mana_value(o: GameObject) -> int:
    """CR 202.3, 712.8e: an object's mana value; with the back face of a nonmodal double-faced
    permanent up, the mana value of its front face — and so of such a spell cast transformed
    (712.8c, disturb). CR 202.3e: on the stack, each X in the cost counts as the value chosen for
    it (elsewhere as 0)."""
    turned = back_face_up(o) or (o.zone is Zone.STACK and o.front is not None and o.front.layout in TRANSFORMING)
    cost = whole_card(o).mana_cost if turned else o.card.mana_cost
    if cost is None:
        return 0
    return cost.mana_value + (cost.x * o.x if o.zone is Zone.STACK and cost.x else 0)


def other_face(o: GameObject) -> CardDef | None:
    """The face ``o`` would transform into, or None when it can't transform (CR 701.27a, c–d,
    712.9, 712.10, 712.15a): not a double-faced permanent (a copy of one whose own card isn't
    double-faced included), face down, or an instant or sorcery face on the other side."""
    if o.zone is not Zone.BATTLEFIELD or o.face_down is not None:
        return None
    if copy_of_double_faced_only(o):
        return None  # CR 701.27c, 712.9: told to transform, nothing happens
    face = whole_card(o) if back_face_up(o) else o.card.back_face
    if face is None or face.types & {CardType.INSTANT, CardType.SORCERY}:
        return None
    return face


def _double_faced(card: CardDef) -> bool:
    """Whether ``card`` (the card or token an object is represented by) is a nonmodal
    double-faced one, either face up (CR 712.2)."""
    return card.layout in TRANSFORMING or card.back_face is not None


def copy_of_double_faced_only(o: GameObject) -> bool:
    """Whether ``o`` copies a double-faced permanent (Clone as Delver of Secrets) but is
    represented by a card that isn't double-faced (``printed``, its own card): such a permanent
    can't transform and doesn't enter transformed (CR 701.27c, 712.9, 702.145b)."""
    return o.printed is not None and not _double_faced(o.printed)


def transform(g: Game, o: GameObject, rule: str = "701.27a", *, by_day_night: bool = False) -> bool:
    """CR 701.27a: turn ``o`` over so that its other face is up. It stays the same object (712.18:
    effects that applied to it still apply) and receives a new timestamp (613.7g). Returns whether
    it transformed (701.27c–d: otherwise nothing happens). A permanent with daybound or nightbound
    transforms only by that ability (702.145b, e: ``by_day_night``)."""
    face = other_face(o)
    if face is None or (not by_day_night and o.card.keywords & {"daybound", "nightbound"}):
        return False
    st = g.state
    was = o.card.name
    whole = whole_card(o)
    g.set(o, "front", None if face is whole else whole)
    g.set(o, "card", face)
    g.set(o, "timestamp", g.next_timestamp())
    granting = o.id in st.grant_sources
    if face.affects_others and not granting:
        g.set(st, "grant_sources", (*st.grant_sources, o.id))
    elif granting and not face.affects_others:
        g.set(st, "grant_sources", tuple(i for i in st.grant_sources if i != o.id))
    g.log(Transformed(rule, o.id, was, face.name))
    return True


def put_back_face_up(g: Game, o: GameObject) -> bool:
    """CR 712.14a: a card put onto the battlefield "transformed" enters with its back face up
    (called as it is put there; a card that isn't a double-faced card stays where it is, which
    the caller checks first with :func:`can_enter_transformed`)."""
    back = o.card.back_face
    if back is None:
        return False
    g.set(o, "front", o.card)
    g.set(o, "card", back)
    return True


def can_enter_transformed(card: CardDef) -> bool:
    """CR 712.14a, 712.13a: only a double-faced card whose back face is a permanent face can be
    put onto the battlefield transformed."""
    back = card.back_face
    return back is not None and not back.types & {CardType.INSTANT, CardType.SORCERY}
