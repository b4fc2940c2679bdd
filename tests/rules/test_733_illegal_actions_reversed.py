"""CR 733 (issue 4): random casts and activations on boards of the seed's cards — whatever step
refuses them, the game is exactly as before (digest unchanged); accepted ones undo exactly."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.cards.database import open_source
from arbiter.core.rng import Rng
from arbiter.mtg.actions import Activate, Cancel, Cast, Pass, SuspendCard, TurnFaceUp
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
ALICE = ["Ant Queen", "Mogg Fanatic", "Devoted Druid", "Vampire Hexmage", "Cursecatcher", "Master Transmuter",
         "Lion's Eye Diamond", "Forest", "Forest", "Mountain", "Island", "Swamp"]  # fmt: skip
BOB = ["Melira, Sylvok Outcast", "Angel of Jubilation", "Wall of Denial", "Grizzly Bears", "Plains", "Island"]
HAND = ["Lightning Bolt", "Unsummon", "Giant Growth", "Abrade", "Blaze", "Mutagenic Growth", "Hooded Hydra",
        "Curse of the Cabal", "Rift Bolt"]  # fmt: skip

_POOL = None


def pool():  # type: ignore[no-untyped-def]
    global _POOL
    if _POOL is None:
        if not CARDS.is_file():
            pytest.skip("needs ../shared/data/cards.jsonl.gz")
        _POOL = open_source(str(CARDS))
    return _POOL


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), bob_cards=st.lists(st.sampled_from(BOB), max_size=4), steps=st.integers(1, 12))
def test_733_refusals_and_undo_are_exact(seed: int, bob_cards: list[str], steps: int) -> None:
    p = pool()
    face_down = [Entry(p.get("Hooded Hydra"), face_down=True)]
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(p.get(n)) for n in ALICE] + face_down,
            Zone.HAND: [Entry(p.get(n)) for n in HAND],
        }
    )
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(p.get(n)) for n in bob_cards]})
    game, _ = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    rng = Rng(seed)
    ids = sorted(game.state.objects)
    for _ in range(steps):
        if game.over:
            break
        before = game.digest()
        choice = rng.below(6)
        if choice == 0:
            action: object = Cast(ids[rng.below(len(ids))], x=rng.below(3), face_down=rng.below(3) == 0)
        elif choice == 1:
            action = Activate(ids[rng.below(len(ids))], rng.below(3))
        elif choice == 2:
            # special actions (CR 116.2b, 116.2f) on any object
            oid = ids[rng.below(len(ids))]
            action = TurnFaceUp(oid) if rng.below(2) else SuspendCard(oid)
        else:
            legal = list(game.legal_actions())
            action = legal[rng.below(len(legal))] if legal else Pass()
        ruling = game.apply(action)  # type: ignore[arg-type]
        if not ruling:
            assert game.digest() == before, (action, ruling)
            assert ruling.rules
        else:
            after = game.digest()
            assert game.undo()
            assert game.digest() == before
            assert game.apply(action)  # type: ignore[arg-type]
            assert game.digest() == after
        if game.state.cast is not None and rng.below(2):
            game.apply(Cancel())
