"""Cards in the hand: a card withdrawn from play goes to its owner's hand, and can be put back.

The rules we found say nothing on playing a card from the hand during the battle (the squad is
recruited from the deal before it, rule 302), so this is our assumption, the simplest one
(``staged:hand``, docs/staged-ruleset.md): the active player, in the main stage with nothing
being declared, may put a card of its hand back into play by paying energy equal to the card's
cost in crystals; it enters closed, and opens with its owner's other cards at the start of its
owner's next turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.staged import rules as R
from arbiter.staged.actions import Action, Deploy
from arbiter.staged.messages import refuse
from arbiter.staged.state import Priority

if TYPE_CHECKING:
    from arbiter.staged.game import StagedGame


def options(game: StagedGame) -> list[Action]:
    """The cards of the active player's hand it can pay for (listed in the main stage)."""
    st = game.state
    energy = st.players[st.active].energy
    return [
        Deploy(c.id)
        for c in st.cards.values()
        if c.owner == st.active and c.zone == "hand" and c.defn.crystals <= energy
    ]


def deploy(game: StagedGame, action: Deploy) -> None:
    """Put a card of the hand into play, closed, for its crystals in energy (``staged:hand``)."""
    st = game.state
    pending = st.pending
    assert isinstance(pending, Priority)
    if pending.player != st.active or pending.stage != "main" or st.decl is not None:
        raise refuse(R.HAND, "only the active player puts a card into play, when nothing is being declared")
    card = st.cards.get(action.card) if isinstance(action.card, int) else None
    if card is None or card.owner != st.active or card.zone != "hand":
        raise refuse(R.HAND, "only a card of your hand can be put into play")
    p = st.players[st.active]
    if card.defn.crystals > p.energy:
        raise refuse(R.HAND, "{card} costs {cost} energy to put into play", card=card.name, cost=card.defn.crystals)
    game.set(p, "energy", p.energy - card.defn.crystals)
    game.set(card, "zone", "field")
    game.set(card, "closed", True)
    game.set(card, "damage", 0)
    game.note(R.HAND, "{player} puts {card} into play from their hand for {cost} energy; it enters closed",
              player=p.name, card=card.name, cost=card.defn.crystals)  # fmt: skip
