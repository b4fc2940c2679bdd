"""Instructions once compiled into nodes named after one card, now compositions of general verbs
with filters and counts: each as its card's Oracle text says."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.cards.oracle import parse_effects
from arbiter.mtg.effects import perform
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import PlayerRef, SubjectSeen
from arbiter.mtg.zones import move

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(alice: list[tuple[str, bool]], bob: list[tuple[str, bool]]) -> tuple[Game, dict[str, int]]:
    """Two players with these (card, tapped) permanents and five Islands in each library."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))

    def side(who: str, cards: list[tuple[str, bool]]) -> PlayerSetup:
        field = [Entry(pool.get(n), label=f"{who}{i}", tapped=t) for i, (n, t) in enumerate(cards)]
        library = [Entry(pool.get("Island")) for _ in range(5)]
        return PlayerSetup(zones={Zone.BATTLEFIELD: field, Zone.LIBRARY: library})

    return build(Setup(1, Step.MAIN1, 4, (side("a", alice), side("b", bob))))


def test_draw_a_card_for_each_tapped_creature_target_player_controls() -> None:
    """Tamiyo, the Moon Sage's −2: counted as it resolves (CR 608.2h) — tapped creatures only,
    the target player's only."""
    g, ids = _game(
        [("Grizzly Bears", True)],
        [("Hill Giant", True), ("Grizzly Bears", True), ("Ornithopter", False), ("Island", True)],
    )
    fx, specs = parse_effects("Draw a card for each tapped creature target player controls.")
    assert [s.text() for s in specs] == ["target player"]
    source = g.state.objects[ids["a0"]]
    g.set(source, "targets", (PlayerRef(1),))
    hand = len(g.state.players[0].hand)
    perform(g, source, tuple(fx), [True])
    assert len(g.state.players[0].hand) == hand + 2


def test_return_it_to_your_hand_is_the_card_the_trigger_was_about() -> None:
    """ "Whenever a card is put into your graveyard from anywhere, you may return it to your
    hand.": "it" is that very card, if it is still that object in the graveyard (CR 400.7)."""
    g, ids = _game([("Grizzly Bears", False)], [])
    parsed = parse_effects("Return it to your hand.", it="subject")
    assert parsed is not None
    fx, _ = parsed
    assert [e.text(()) for e in fx] == ["Return it to your hand."]
    bears = g.state.objects[ids["a0"]]
    move(g, bears, Zone.GRAVEYARD, "701.7a", "is destroyed and put")
    card = g.state.objects[ids["a0"]]
    source = g.state.objects[ids["a0"]]
    g.set(source, "lki", (SubjectSeen(card.id, card.zcc),))
    perform(g, source, tuple(fx), [])
    assert g.state.objects[card.id].zone is Zone.HAND
