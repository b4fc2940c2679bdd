"""CR 601.2g, 106.7: the legal actions judge whether a spell's cost could be paid with the mana the
player's permanents could make — every mana ability of a permanent counts, not only its first
(Karplusan Forest's "{T}: Add {R} or {G}" beside its "{T}: Add {C}"), and so does mana whose
amount or type is known only as it resolves ("for each", "of any type that a land you control
could produce", 106.7). A cast left out of the list would be a legal action no player could find;
every listed cast is accepted."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.actions import Cast
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(lands: list[str], spell: str) -> tuple[Game, int]:
    """Alice's first main phase with ``lands`` (untapped, not summoning sick) and ``spell`` in hand."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(pool.get(spell), label="spell")],
            Zone.BATTLEFIELD: [Entry(pool.get(n), label=f"p{i}") for i, n in enumerate(lands)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)],
        }
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"), label=f"b{i}") for i in range(5)]})
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    return game, labels["spell"]


def _listed(game: Game, card: int) -> bool:
    return any(isinstance(a, Cast) and a.card == card for a in game.legal_actions())


@pytest.mark.parametrize(
    ("lands", "spell"),
    [
        (["Karplusan Forest"], "Llanowar Elves"),  # its second ability: {T}: Add {R} or {G}
        (["Reflecting Pool", "Forest"], "Grizzly Bears"),  # any type a land you control could produce
        (["Island", "Island", "Horizon of Progress"], "Harbinger of the Tides"),  # {T}, Pay 1 life: … could produce
        (["Elvish Archdruid", "Llanowar Elves"], "Grizzly Bears"),  # Add {G} for each Elf you control
        (["Gaea's Cradle", "Llanowar Elves"], "Grizzly Bears"),  # Add {G} for each creature you control
    ],
)
def test_601_2g_cast_listed_when_any_mana_ability_could_pay(lands: list[str], spell: str) -> None:
    game, card = _game(lands, spell)
    assert _listed(game, card), f"{spell} with {lands}"
    assert game.check(Cast(card))


@pytest.mark.parametrize(
    ("lands", "spell"),
    [
        (["Exotic Orchard"], "Grizzly Bears"),  # no land of an opponent's: it could produce nothing
        (["Ancient Tomb"], "Grizzly Bears"),  # {C}{C} can't pay {G}
        (["Reflecting Pool", "Reflecting Pool"], "Llanowar Elves"),  # two Pools alone produce nothing (106.7)
        (["Karplusan Forest"], "Grizzly Bears"),  # one mana, whichever ability
    ],
)
def test_601_2g_cast_not_listed_when_no_mana_ability_could_pay(lands: list[str], spell: str) -> None:
    game, card = _game(lands, spell)
    assert not _listed(game, card), f"{spell} with {lands}"
