"""Necropotence's instructions (CR 406.3, 603.7, 701.9): "Exile the top card of your library face
down. Put that card into your hand at the beginning of your next end step." — the card is exiled
face down, which no player may look at (406.3: no instruction allows it), and a delayed triggered
ability puts it into its owner's hand at the beginning of its controller's next end step (513.1),
if it's still that card in exile (603.7c, 400.7); and "Whenever you discard a card, exile that card
from your graveyard." — the discarded card, if it is still in the graveyard it was put into."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.effects.end_of_combat import YOUR_NEXT_END_STEP, set_up_delayed
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.exile_casts import FACE_DOWN_EXILED
from arbiter.mtg.lki import SubjectSeen
from arbiter.mtg.state import DelayedReturnTrigger

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

UNSEEN = "exiled face down, unseen"  # (a mark: no player may look at the card, CR 406.3)


@dataclass(frozen=True, slots=True)
class PutExiledCardIntoHand(Effect):
    """ "Put that card into your hand." — the delayed ability's card, if still in exile (603.7c)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Put that card into your hand."


_PUT_INTO_HAND = TriggeredAbility(
    "delayed", (PutExiledCardIntoHand(),), trigger_text="At the beginning of your next end step"
)


@dataclass(frozen=True, slots=True)
class ExileTopFaceDownUntilEndStep(Effect):
    """ "Exile the top card of your library face down. Put that card into your hand at the
    beginning of your next end step." (Necropotence)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            "Exile the top card of your library face down. Put that card into your hand at the beginning of "
            "your next end step."
        )


@handles(ExileTopFaceDownUntilEndStep)
def _exile_top_face_down(g: Game, o: GameObject, e: ExileTopFaceDownUntilEndStep, legal: list[bool]) -> None:
    from arbiter.mtg.zones import put_into_zone, remove_from_zone

    st = g.state
    library = st.players[o.controller].library
    source = st.objects.get(o.source) if o.source is not None else None
    if not library or source is None:
        return  # (an empty library: nothing is exiled, and no delayed trigger is set up)
    top = st.objects[library[0]]
    card = top.card
    remove_from_zone(g, top)
    put_into_zone(g, top, Zone.EXILE)
    g.set(top, "face_down", card)  # CR 406.3: exiled face down, moved without naming it
    g.set(top, "card", FACE_DOWN_EXILED)
    g.set(top, "marks", top.marks | {UNSEEN})
    owner = st.players[top.owner].name
    g.log(ev.ZoneChanged("406.3", top.id, "a face-down card", owner, Zone.LIBRARY, Zone.EXILE, "is exiled face down"))
    entry = DelayedReturnTrigger(
        source.id, source.zcc, o.controller, st.turn, _PUT_INTO_HAND, at=YOUR_NEXT_END_STEP, subject=(top.id, top.zcc)
    )
    set_up_delayed(g, o, entry, "Put that card into your hand at the beginning of your next end step.")


@handles(PutExiledCardIntoHand)
def _put_exiled_into_hand(g: Game, o: GameObject, e: PutExiledCardIntoHand, legal: list[bool]) -> None:
    from arbiter.mtg.zones import put_into_zone, remove_from_zone

    seen = next((x for x in o.lki if isinstance(x, SubjectSeen)), None)
    card = g.state.objects.get(seen.id) if seen is not None else None
    if seen is None or card is None or card.zone is not Zone.EXILE or card.zcc != seen.zcc:
        return  # CR 603.7c, 400.7: the card left exile: a new object the ability doesn't know
    # into its owner's hand (400.3), named to no one: no player saw it face down (406.3) and the
    # hand is hidden (402.3)
    remove_from_zone(g, card)
    put_into_zone(g, card, Zone.HAND)
    owner = g.state.players[card.owner].name
    g.log(ev.ZoneChanged("603.7", card.id, "a face-down card", owner, Zone.EXILE, Zone.HAND, "is put"))


@dataclass(frozen=True, slots=True)
class ExileDiscardedFromGraveyard(Effect):
    """ "Exile that card from your graveyard." after "Whenever you discard a card"."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Exile that card from your graveyard."


@handles(ExileDiscardedFromGraveyard)
def _exile_discarded(g: Game, o: GameObject, e: ExileDiscardedFromGraveyard, legal: list[bool]) -> None:
    from arbiter.mtg.zones import move

    seen = next((x for x in o.lki if isinstance(x, SubjectSeen)), None)
    card = g.state.objects.get(seen.id) if seen is not None else None
    if seen is None or card is None or card.zone is not Zone.GRAVEYARD or card.zcc != seen.zcc:
        return  # CR 400.7: it left the graveyard (or never got there: madness, 702.35a)
    move(g, card, Zone.EXILE, "406.2", "is exiled")
