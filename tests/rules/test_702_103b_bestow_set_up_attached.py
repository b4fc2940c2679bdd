"""CR 702.103b, 704.5p: a card with bestow set up on the battlefield attached to a creature is the
bestowed Aura — being attached is what only a bestowed Aura can be (a creature attached to an
object becomes unattached, 704.5p). Spirespine: "Bestow {4}{G}"; "Enchanted creature gets +4/+1
and blocks each combat if able." Before, it was set up as a 4/1 creature left attached, which the
first state-based check unattached."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.actions import Pass
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.layers import power, toughness
from arbiter.mtg.layers.queries import card_types, subtypes
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def test_702_103b_bestow_card_set_up_attached_is_the_bestowed_aura() -> None:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [
                Entry(pool.get("Grizzly Bears"), label="bears"),
                Entry(pool.get("Spirespine"), label="spine", attached_to="bears"),
            ],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(3)],
        }
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"), label=f"b{i}") for i in range(3)]})
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    assert game.apply(Pass())  # a state-based check (704.3) happens before Bob gets priority
    st = game.state
    bears, spine = st.objects[labels["bears"]], st.objects[labels["spine"]]
    assert spine.attached_to == bears.id
    assert card_types(game, spine) == frozenset({CardType.ENCHANTMENT})
    assert subtypes(game, spine) == ("Aura",)
    assert (power(game, bears), toughness(game, bears)) == (6, 3)
