"""Cards shuffled from a graveyard into a library (CR 401.2, 701.24a): "Shuffle up to three target
cards from your graveyard into your library.", "Target player shuffles up to four target cards from
their graveyard into their library." (Krosan Reclamation; the cards are that player's: 601.2c). Each
card still in its graveyard (the same object, 400.7, 608.2b) is put into its owner's library, then
that library is shuffled once — shuffled even when no card is left to put there (701.24a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import group_indices, player_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import ObjectRef
from arbiter.mtg.zones import move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ShuffleFromGraveyard(Effect):
    """ "[<Player>] shuffle(s) <the target cards> from <their|your> graveyard into <their|your>
    library." — ``cards`` the group (or one target), ``whose`` the player whose library is shuffled."""

    own_group = True

    cards: Ref
    whose: Ref
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(ShuffleFromGraveyard)
def _shuffle_from_graveyard(g: Game, o: GameObject, e: ShuffleFromGraveyard, legal: list[bool]) -> None:
    st = g.state
    player = player_of(g, o, e.whose, legal)
    indices = group_indices(o, e.cards.index) if e.cards.kind == "targets" else [e.cards.index]
    for i in indices:
        t = o.targets[i] if i < len(o.targets) else None
        if not isinstance(t, ObjectRef) or not legal[i]:
            continue  # CR 608.2b: an illegal target is unaffected
        card = st.objects.get(t.id)
        if card is not None and card.zcc == t.zcc and card.zone is Zone.GRAVEYARD:  # CR 400.7
            move(g, card, Zone.LIBRARY, "701.24a", "is shuffled into its owner's library")
    if player is not None:
        shuffle(g, player)  # CR 701.24a
