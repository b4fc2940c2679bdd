"""CR 602.2b, 601.2f–h: the legal actions list an activated ability only when the player could pay
its total cost — the mana in it too, judged as for spells (every mana ability of every
permanent, restricted mana the ability may be spent on, 106.6), after the reductions that apply
(601.2f), X as 0 (107.3). A mana ability's own mana can't pay its own cost (605.3a); one whose
cost is only a sacrifice counts once for each object it could sacrifice. A {T} ability can't be paid for with its own source's mana: tapping the
source for mana would leave its {T} unpayable. A listed activation always leads to the stack
without Cancel; one the player can't pay isn't listed."""

from __future__ import annotations

import pytest

from arbiter.mtg.actions import Activate
from tests.rules import activation_boards as boards


@pytest.mark.parametrize(
    ("battlefield", "card", "text", "listed"),
    [
        (["Frozen Shade"], "b0", "{B}", False),  # no mana at all
        (["Frozen Shade", "Mountain"], "b0", "{B}", False),  # no black mana
        (["Frozen Shade", "Swamp"], "b0", "{B}", True),
        (["Frozen Shade", "Karplusan Forest", "Swamp"], "b0", "{B}", True),
        (["Kessig Wolf", "Mountain"], "b0", "{1}{R}", False),  # two mana needed, one there
        # CR 601.2f: "cost {2} less", but not below one mana: {1}{R} costs {R}
        (["Kessig Wolf", "Mountain", "Training Grounds"], "b0", "{1}{R}", True),
        # a {T} ability can't be paid for with the source's own {T}: Add {C}
        (["Mikokoro, Center of the Sea", "Wastes"], "b0", "{2}, {T}", False),
        (["Mikokoro, Center of the Sea", "Wastes", "Wastes"], "b0", "{2}, {T}", True),
        # CR 106.6: the Temple's {C}{C} may pay for a colorless Eldrazi's abilities
        (["Endbringer", "Eldrazi Temple"], "b0", "{C}{C}, {T}", True),
        (["Endbringer", "Wastes"], "b0", "{C}{C}, {T}", False),
        # Mishra's Workshop's mana may only be spent on artifact spells
        (["Endbringer", "Mishra's Workshop"], "b0", "{C}{C}, {T}", False),
        # CR 107.3: X may be 0
        (["Sands of Delirium"], "b0", "{X}, {T}", True),
        # a filter land's own mana ability, found in the search (Signet-like: "{1}, {T}: Add …")
        (["Frozen Shade", "Wastes", "Darkwater Catacombs"], "b0", "{B}", True),
        # CR 605.3a, 601.2g: "{R}, Sacrifice ~: Add {R}{R}{R}." can't pay its own {R}
        (["Kessig Wolf", "Satyr Hedonist"], "b0", "{1}{R}", False),
        (["Kessig Wolf", "Satyr Hedonist", "Mountain"], "b0", "{1}{R}", True),
        # "Sacrifice a creature: Add one mana of any color." — once for each creature (the Wolf too)
        (["Kessig Wolf", "Phyrexian Altar"], "b0", "{1}{R}", False),
        (["Kessig Wolf", "Phyrexian Altar", "Grizzly Bears"], "b0", "{1}{R}", True),
        # "Put a charge counter on ~. Add X mana of any one color, where X is the number of charge
        # counters on ~." — the counter is there when X is counted (608.2c)
        (["Frozen Shade", "Empowered Autogenerator"], "b0", "{B}", True),
        # "Remove a charge counter from ~: Add one mana of any color." — once for each counter
        ([("Gemstone Array", "charge", 2)], "b0", "{2}", True),
        ([("Gemstone Array", "charge", 1)], "b0", "{2}", False),
        # a {T} ability may be paid for by a mana ability of its source that doesn't tap it
        # (601.2g before 601.2h): Cryptic Trilobite's counters, its mana for abilities (106.6)
        ([("Cryptic Trilobite", "+1/+1", 3)], "b0", "{1}, {T}", True),
        # CR 107.4h: {S} paid with the snow mana of "Sacrifice a creature: Add {R}." (Thermopod)
        (["Thermopod", "Grizzly Bears"], "b0", "{S}", True),
        # CR 106.6: "Spend this mana only to cast artifact spells or activate abilities of
        # artifacts" pays an artifact's mana ability (a Signet's {1}), whose mana pays the Shade
        (["Frozen Shade", "Vedalken Engineer", "Orzhov Signet"], "b0", "{B}", True),
    ],
)
def test_602_2b_activation_listed_exactly_when_its_mana_can_be_made(
    battlefield: list[str], card: str, text: str, listed: bool
) -> None:
    game, labels = boards.board(battlefield)
    source = labels[card]
    index = boards.ability_index(game, source, text)
    assert boards.listed(game, source, index) is listed
    if listed:
        assert boards.completes(game, source, index, 0 if "{X}" in text else None, bound=500)
    else:
        assert not boards.completes(game, source, index, bound=500)


@pytest.mark.parametrize(("lands", "listed"), [([], False), (["Plains"], False), (["Plains", "Plains"], True)])
def test_602_2b_cycling_from_the_hand_listed_when_payable(lands: list[str], listed: bool) -> None:
    """CR 702.29a: cycling is an activated ability of a card in hand; its {2} must be payable."""
    game, labels = boards.board(lands, hand=["Disciple of Law"])
    source = labels["h0"]
    index = boards.ability_index(game, source, "Cycling")
    assert boards.listed(game, source, index) is listed
    assert boards.completes(game, source, index, bound=500) is listed


@pytest.mark.parametrize(
    ("battlefield", "listed"),
    [
        (["Darkwater Catacombs"], False),  # its {1} can't come from its own {T}
        (["Darkwater Catacombs", "Wastes"], True),
        # CR 106.6: "Spend this mana only to activate abilities" pays a mana ability's cost too
        (["Darkwater Catacombs", "Omen Hawker"], True),
        (["Darkwater Catacombs", "Mishra's Workshop"], False),  # only for artifact spells
    ],
)
def test_605_3a_mana_ability_with_a_mana_cost_judged_as_any_cost(battlefield: list[str], listed: bool) -> None:
    """CR 605.3a, 601.2g: a mana ability's own mana cost ("{1}, {T}: Add {U}{B}.") is judged with
    the mana the player's other permanents could make, restricted mana it may be spent on included
    — the same ruling for listing and for activating."""
    game, labels = boards.board(battlefield)
    source = labels["b0"]
    index = boards.ability_index(game, source, "{1}, {T}")
    assert boards.listed(game, source, index) is listed
    assert bool(game.check(Activate(source, index))) is listed


def test_605_3a_a_mana_ability_paid_by_its_sources_other_mana_ability() -> None:
    """Skyshroud Elf's "{1}: Add {R} or {W}." may be paid with its own "{T}: Add {G}." (neither
    cost uses up what the other needs)."""
    game, labels = boards.board(["Skyshroud Elf"])
    source = labels["b0"]
    index = boards.ability_index(game, source, "{1}:")
    assert boards.listed(game, source, index)
    assert game.check(Activate(source, index))
