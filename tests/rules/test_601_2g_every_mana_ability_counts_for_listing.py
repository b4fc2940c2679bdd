"""CR 601.2g, 106.7: the legal actions judge whether a spell's cost could be paid with the mana the
player's permanents could make — every mana ability of a permanent counts, not only its first
(Karplusan Forest's "{T}: Add {R} or {G}" beside its "{T}: Add {C}"), and so does mana whose
amount or type is known only as it resolves ("for each", "of any type that a land you control
could produce", 106.7), mana abilities with a mana cost (a Signet), restricted mana the spell may
be spent on (106.6), abilities used beside one that taps (Eye of Ramos), and what convoke, delve
and improvise let pay (702.51a, 702.66a, 702.126a). Hybrid symbols need one of their colors
(107.4e). A cast left out of the list would be a legal action no player could find; every listed
cast is accepted."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.actions import Cast
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(lands: list[str], spell: str, graveyard: int = 0) -> tuple[Game, int]:
    """Alice's first main phase with ``lands`` (untapped, not summoning sick), ``spell`` in hand,
    ``graveyard`` cards in her graveyard and a creature of Bob's (a target for Giant Growth)."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(pool.get(spell), label="spell")],
            Zone.BATTLEFIELD: [Entry(pool.get(n), label=f"p{i}") for i, n in enumerate(lands)],
            Zone.GRAVEYARD: [Entry(pool.get("Island"), label=f"g{i}") for i in range(graveyard)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)],
        }
    )
    bob = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(pool.get("Grizzly Bears"), label="theirs")],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"b{i}") for i in range(5)],
        }
    )
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
        (["Island", "Golgari Signet"], "Llanowar Elves"),  # {1}, {T}: Add {B}{G}
        (["Humble Naturalist"], "Llanowar Elves"),  # any color, only for a creature spell (106.6)
        (["Fogwell's Gym", "Eye of Ramos"], "Wild-Field Scarecrow"),  # {T}: Add {U}, and Sacrifice ~: Add {U}
        (["Mountain", "Mountain", "Grizzly Bears", "Grizzly Bears"], "Stoke the Flames"),  # convoke {2}
        (["Island", "Island", "Ornithopter", "Ornithopter", "Ornithopter"], "Reverse Engineer"),  # improvise {3}
        (["Forest", "Karplusan Forest"], "Burning-Tree Emissary"),  # {R/G}{R/G}
        (["Treasonous Ogre"], "Hill Giant"),  # Pay 3 life: Add {R}. — four times (119.4)
        (["Thran Dynamo", "Ferrous Lake", "Graven Cairns"], "Spined Fluke"),  # {C} pays {1} for {U}{R}, {R} pays {B/R}
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
        (["Humble Naturalist"], "Giant Growth"),  # creature spells only: not an instant (106.6)
        (["Island", "Ornithopter", "Ornithopter", "Ornithopter", "Ornithopter"], "Reverse Engineer"),  # {U}{U}
        (["Mountain", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"], "Stoke the Flames"),  # green can't pay {R}
        (["Island", "Mountain"], "Burning-Tree Emissary"),  # {R/G}{R/G}: blue mana pays neither
    ],
)
def test_601_2g_cast_not_listed_when_no_mana_ability_could_pay(lands: list[str], spell: str) -> None:
    game, card = _game(lands, spell)
    assert not _listed(game, card), f"{spell} with {lands}"


def test_601_2g_delve_counts_the_graveyard() -> None:
    """Treasure Cruise ({7}{U}, delve) with one Island: listed with seven cards in the graveyard,
    not with six (delve pays only generic mana, one card for each {1}, 702.66a)."""
    game, card = _game(["Island"], "Treasure Cruise", graveyard=7)
    assert _listed(game, card) and game.check(Cast(card))
    game, card = _game(["Island"], "Treasure Cruise", graveyard=6)
    assert not _listed(game, card)


@pytest.mark.parametrize(
    ("lands", "listed"),
    [
        (["Omen Hawker"], False),  # its mana may be spent only to activate abilities
        # CR 106.6, 605.3a: it pays the Signet's {1}; the Signet's {W}{B} pays for the spell
        (["Omen Hawker", "Orzhov Signet"], True),
        (["Orzhov Signet"], False),  # nothing pays the Signet's own {1}
    ],
)
def test_106_6_mana_only_for_abilities_pays_a_mana_abilitys_cost(lands: list[str], listed: bool) -> None:
    """Mana that may be spent only to activate abilities can't pay for a spell, but can pay a mana
    ability's own cost, whose mana then may."""
    game, card = _game(lands, "Savannah Lions")
    assert _listed(game, card) is listed
