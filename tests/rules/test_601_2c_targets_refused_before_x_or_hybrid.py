"""CR 601.2b–c, 115.3: the value of X and how each hybrid or Phyrexian symbol is paid are announced
before the targets are chosen; a spell none of whose targets can be chosen is refused when it is
announced — not after an answer to X or to a Phyrexian symbol that no choice of target can follow —
and the state is as before. The legal actions leave such casts out."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Cast, Choose
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(spell: str, alice_creature: str | None, bob_creature: str | None) -> tuple[Game, int]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    lands = [Entry(pool.get(n), label=f"a{i}") for i, n in enumerate(["Forest", "Mountain"] * 3)]
    mine = [Entry(pool.get(alice_creature), label="mine")] if alice_creature else []
    theirs = [Entry(pool.get(bob_creature), label="theirs")] if bob_creature else []
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(pool.get(spell), label="spell")],
            Zone.BATTLEFIELD: lands + mine,
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)],
        }
    )
    bob = PlayerSetup(
        zones={Zone.BATTLEFIELD: theirs, Zone.LIBRARY: [Entry(pool.get("Island"), label=f"b{i}") for i in range(5)]}
    )
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    return game, labels["spell"]


@pytest.mark.parametrize(
    ("spell", "alice_creature", "bob_creature"),
    [
        ("Tyvar's Stand", None, "Grizzly Bears"),  # {X}{G}: target creature you control
        ("Howl from Beyond", None, None),  # {X}{B}: target creature
        ("Act of Aggression", "Grizzly Bears", None),  # {3}{R/P}{R/P}: target creature an opponent controls
    ],
)
def test_601_2c_no_target_refused_before_x_or_hybrid(
    spell: str, alice_creature: str | None, bob_creature: str | None
) -> None:
    game, card = _game(spell, alice_creature, bob_creature)
    before = game.digest()
    ruling = game.apply(Cast(card))
    assert isinstance(ruling, Illegal), ruling
    assert any(r.startswith("601.2c") for r in ruling.rules), ruling
    assert game.state.objects[card].zone is Zone.HAND
    assert game.digest() == before
    assert not any(isinstance(a, Cast) and a.card == card for a in game.legal_actions())


@pytest.mark.parametrize(
    ("spell", "alice_creature", "bob_creature", "purpose"),
    [
        ("Tyvar's Stand", "Grizzly Bears", None, "x"),
        ("Act of Aggression", None, "Grizzly Bears", "hybrid"),
    ],
)
def test_601_2c_with_a_target_the_question_is_asked(
    spell: str, alice_creature: str | None, bob_creature: str | None, purpose: str
) -> None:
    game, card = _game(spell, alice_creature, bob_creature)
    assert any(isinstance(a, Cast) and a.card == card for a in game.legal_actions())
    assert game.apply(Cast(card))
    pending = game.pending
    assert isinstance(pending, Choose) and pending.purpose == purpose, pending
