"""The optional actions of "You may <action>. If you do, …" and "Sacrifice ~ unless you <action>."
that choose one object of a described kind (CR 118.12, 118.12a, 608.2c): "sacrifice a Food",
"discard a creature card", "return an untapped Island you control to its owner's hand", "tap
an untapped creature you control", "exile a creature card from your graveyard", "exile a card
from your hand". The player picks the object as the ability resolves (608.2d); with none, the
action can't be done (and "unless" then happens)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits

if TYPE_CHECKING:
    from arbiter.i18n import Text
    from arbiter.mtg.effects.optional import MayCostThen
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

# "exile two cards from your graveyard": that many, chosen one by one (:mod:`arbiter.mtg.paused.exile_several`)
EXILE_SEVERAL = "exile several from graveyard"
# the kinds that pick one object (or, exiling several, each of them), and the zone they pick it from
# (the player's own)
PICKED = {
    EXILE_SEVERAL: Zone.GRAVEYARD,
    "discard": Zone.HAND,
    "sacrifice": Zone.BATTLEFIELD,
    "return": Zone.BATTLEFIELD,
    "tap": Zone.BATTLEFIELD,
    "exile from graveyard": Zone.GRAVEYARD,
    "exile from hand": Zone.HAND,
    "blight": Zone.BATTLEFIELD,  # CR 701.68a: a creature you control gets the -1/-1 counters
}


def picks_one(e: MayCostThen) -> bool:
    """Whether the action is one of these (a described object; the plain "discard a card" and
    "sacrifice a creature" of :mod:`arbiter.mtg.paused.choices` are asked there)."""
    if e.kind in ("sacrifice several", EXILE_SEVERAL):
        return False  # (yes or no first, then which ones: :mod:`arbiter.mtg.paused.choices`)
    return e.what is not None or (e.kind in PICKED and e.kind not in ("discard", "sacrifice"))


def cost_options(g: Game, e: MayCostThen, player: int, source: GameObject | None) -> tuple[int, ...]:
    """The objects ``player`` could pick for the action ``e`` now."""
    st = g.state
    zone = PICKED[e.kind]
    if zone is Zone.HAND:
        pool = [st.objects[c] for c in st.players[player].hand]
    elif zone is Zone.GRAVEYARD:
        pool = [st.objects[c] for c in st.players[player].graveyard]
    else:
        pool = [st.objects[oid] for oid in st.battlefield if st.objects[oid].controller == player]
    if e.kind == "tap":
        pool = [p for p in pool if not p.tapped]  # CR 701.26a: only an untapped permanent can be tapped
    what, source_id = e.what, source.id if source is not None else None
    return tuple(p.id for p in pool if what is None or fits(g, what, p, player, source_id))


def cost_prompt(e: MayCostThen) -> Text:
    """The question: what to pick (0: don't)."""
    return msg("{what} (0: don't)", what=Quoted(e.words))


def do_picked(g: Game, e: MayCostThen, chosen: GameObject) -> bool:
    """Do the action on the chosen object; False when it can't be done any more (it moved)."""
    from arbiter.mtg.zones import discard, move

    zone = PICKED[e.kind]
    if chosen.zone is not zone:
        return False
    if e.kind == "discard":
        discard(g, chosen)  # CR 701.9a
    elif e.kind == "sacrifice":
        move(g, chosen, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
    elif e.kind == "return":
        move(g, chosen, Zone.HAND, "118.12", "is returned")  # to its owner's hand (400.3)
    elif e.kind == "tap":
        if chosen.tapped:
            return False
        g.set(chosen, "tapped", True)  # CR 701.26a
    elif e.kind == "blight":
        from arbiter.mtg.objects.counters import add_counters

        add_counters(g, chosen, "-1/-1", e.amount, "701.68a")  # CR 701.68a: blight N
    else:
        move(g, chosen, Zone.EXILE, "406.2", "is exiled and put")
    return True
