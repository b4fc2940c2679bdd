"""What one player of a staged game may know: every card in play and in the graveyards, its own
hand and dealt cards, the sizes of hidden zones (hands, dealt cards, decks), the crystals left,
the declaration with its face-down targets hidden from the opponent until they are revealed
(512.5.5), and the events as that player may read them."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.staged.state import Card, Note, State


@dataclass(frozen=True, slots=True)
class CardView:
    id: int
    name: str
    owner: int
    zone: str
    damage: int
    closed: bool
    statuses: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class StagedView:
    """A player's view. ``targets``: the declaration's targets, with None for each face-down
    target the player may not see; ``hand_sizes`` per player; ``events`` as readable by it."""

    player: int
    active: int
    turn: int
    energy: tuple[int, int]
    cards: tuple[CardView, ...]
    hand_sizes: tuple[int, int]
    dealt_sizes: tuple[int, int]  # cards dealt and not recruited (out of the battle)
    deck_sizes: tuple[int, int]
    crystals: tuple[int, int]
    stage: str
    declaring: str | None
    targets: tuple[int | None, ...]
    waiting: tuple[str, ...]
    events: tuple[str, ...]
    over: bool
    winner: int | None


def _card(c: Card) -> CardView:
    return CardView(c.id, c.name, c.owner, c.zone, c.damage, c.closed, c.statuses)


def view_of(st: State, player: int, lang: str = "en") -> StagedView:
    decl = st.decl
    targets: tuple[int | None, ...] = ()
    if decl is not None:
        targets = tuple(None if t.hidden and not t.revealed and decl.player != player else t.card for t in decl.targets)
    # a hand and the cards dealt are their owner's to see; a deck is no one's
    visible = tuple(
        _card(c)
        for c in st.cards.values()
        if c.zone != "deck" and (c.zone not in ("hand", "dealt") or c.owner == player)
    )
    hands = tuple(sum(1 for c in st.cards.values() if c.zone == "hand" and c.owner == i) for i in (0, 1))
    dealt = tuple(sum(1 for c in st.cards.values() if c.zone == "dealt" and c.owner == i) for i in (0, 1))
    decks = tuple(sum(1 for c in st.cards.values() if c.zone == "deck" and c.owner == i) for i in (0, 1))
    pending = st.pending
    stage = getattr(pending, "stage", "forming")
    events = tuple(e.text_for(player, lang) if isinstance(e, Note) else e.text() for e in st.events)
    return StagedView(
        player, st.active, st.turn, (st.players[0].energy, st.players[1].energy), visible, (hands[0], hands[1]),
        (dealt[0], dealt[1]), (decks[0], decks[1]), (st.players[0].crystals, st.players[1].crystals),
        stage, decl.feature if decl else None, targets, tuple(r.feature for r in st.responses), events,
        st.over, st.winner,
    )  # fmt: skip
