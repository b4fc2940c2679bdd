"""CR 107.6, 601.2g–h, 605.3a (602.2b): {Q} means "untap this permanent", and a permanent that's
untapped can't be untapped to pay it — but mana abilities are activated before the costs are paid
(601.2g), and the costs are paid afterwards, in any order (601.2h). So an untapped permanent that
a mana ability could tap during the payment (its own "{T}: Add …", granted or printed, or another
permanent's "Tap an untapped creature you control") may be tapped for mana and then untapped to
pay {Q}: the activation may begin, is listed when the whole cost could be paid, and the payment is
refused only if the permanent is still untapped when the cost is paid (118.3). With no mana
ability that could tap it, the activation is refused at once, as before."""

from __future__ import annotations

import pytest

from arbiter.mtg.actions import Activate, Choose, Pay, PayCostDecision, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.layers import activated
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.conftest import data_pool
from tests.rules import activation_boards as boards

_BEARS = {"bears": "Grizzly Bears"}  # (a target for Order of Whiteclay, in the graveyard)


def _q_ability(game: Game, source: int) -> int:
    found = [i for i, ab in enumerate(activated(game, game.state.objects[source])) if "{Q}" in ab.text()]
    assert len(found) == 1
    return found[0]


@pytest.mark.parametrize(
    ("battlefield", "listed"),
    [
        # no mana ability could tap the Order: {Q} can't be paid (107.6)
        (["Order of Whiteclay", "Plains", "Plains", "Plains"], False),
        # Cryptolith Rite gives it "{T}: Add one mana of any color.": tapped for {W}, then untapped
        (["Order of Whiteclay", "Plains", "Plains", "Cryptolith Rite"], True),
        (["Order of Whiteclay", "Plains", "Cryptolith Rite"], False),  # two mana for {1}{W}{W}
        # Springleaf Drum taps itself and the Order ("Tap an untapped creature you control")
        (["Order of Whiteclay", "Plains", "Plains", "Springleaf Drum"], True),
        (["Order of Whiteclay", "Plains", "Springleaf Drum"], False),
        (["Patrol Signaler", "Plains", "Cryptolith Rite"], True),
        (["Patrol Signaler", "Cryptolith Rite"], False),  # its own mana alone: one of {1}{W}
    ],
)
def test_107_6_untapped_source_tapped_for_mana_during_payment(battlefield: list[str], listed: bool) -> None:
    game, labels = boards.board(battlefield, graveyard=_BEARS)
    source = labels["b0"]
    index = _q_ability(game, source)
    assert boards.listed(game, source, index) is listed
    assert boards.completes(game, source, index, bound=2000) is listed


def test_107_6_refused_at_once_when_nothing_could_tap_it() -> None:
    game, labels = boards.board(["Order of Whiteclay", "Plains", "Plains", "Plains"], graveyard=_BEARS)
    source = labels["b0"]
    before = game.digest()
    ruling = game.apply(Activate(source, _q_ability(game, source)))
    assert not ruling
    assert "107.6" in ruling.rules and "already untapped" in str(ruling.reason)
    assert game.digest() == before


def test_601_2h_q_paid_only_once_the_source_is_tapped() -> None:
    """The payment is judged when it is made: still untapped, Pay is refused (state unchanged);
    tapped for mana first, Pay untaps it and the ability is on the stack."""
    game, labels = boards.board(
        ["Order of Whiteclay", "Plains", "Plains", "Plains", "Cryptolith Rite"], graveyard=_BEARS
    )
    order = labels["b0"]
    assert game.apply(Activate(order, _q_ability(game, order)))
    assert isinstance(game.pending, Choose)
    assert game.apply(Pick(game.pending.options[0]))  # the target: the Bears in the graveyard
    assert isinstance(game.pending, PayCostDecision)
    for land in ("b1", "b2", "b3"):
        assert game.apply(Activate(labels[land], 0))
    before = game.digest()
    ruling = game.apply(Pay())
    assert not ruling and "107.6" in ruling.rules
    assert game.digest() == before
    rite = [i for i, ab in enumerate(activated(game, game.state.objects[order])) if ab.is_mana]
    assert game.apply(Activate(order, rite[0]))  # CR 605.3a: "{T}: Add one mana of any color."
    if not isinstance(game.pending, PayCostDecision):
        assert game.apply(Pick("W"))
    assert game.state.objects[order].tapped
    assert game.apply(Pay())
    assert not game.state.objects[order].tapped  # CR 107.6: untapped to pay the cost
    assert any(game.state.objects[s].source == order for s in game.state.stack)


def test_302_6_summoning_sick_source_still_refused() -> None:
    """CR 302.6: a creature's {Q} ability waits for it to be under its controller's control since
    their turn began, whatever could tap it."""
    game, labels = boards.board(
        ["Order of Whiteclay", "Plains", "Plains", "Cryptolith Rite"], sick_first=True, graveyard=_BEARS
    )
    source = labels["b0"]
    index = _q_ability(game, source)
    assert not boards.listed(game, source, index)
    ruling = game.apply(Activate(source, index))
    assert not ruling and "302.6" in ruling.rules


def test_107_6_tapped_source_listed_as_before() -> None:
    game, labels = boards.board(
        ["Order of Whiteclay", "Plains", "Plains", "Plains"], tapped_first=True, graveyard=_BEARS
    )
    source = labels["b0"]
    index = _q_ability(game, source)
    assert boards.listed(game, source, index)
    assert boards.completes(game, source, index, bound=2000)


def test_605_3a_mana_ability_with_q_waits_for_mana_abilities() -> None:
    """Pili-Pala's "{2}, {Q}: Add one mana of any color." with {2} already in the pool: the
    payment still waits, so the granted "{T}: Add …" can tap it before {Q} untaps it."""
    pool = data_pool()
    alice = PlayerSetup(
        pool=(0, 0, 0, 0, 0, 2),
        zones={
            Zone.BATTLEFIELD: [Entry(pool.get("Pili-Pala"), label="pili"), Entry(pool.get("Cryptolith Rite"))],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)],
        },
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"), label=f"x{i}") for i in range(5)]})
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    pili = labels["pili"]
    index = _q_ability(game, pili)
    assert Activate(pili, index) in game.legal_actions()
    assert game.apply(Activate(pili, index))
    assert isinstance(game.pending, PayCostDecision)
    before = game.digest()
    assert not game.apply(Pay())  # still untapped: {Q} can't be paid (601.2h)
    assert game.digest() == before
    tap = next(i for i, ab in enumerate(activated(game, game.state.objects[pili])) if ab.is_mana and ab.taps)
    assert game.apply(Activate(pili, tap))
    assert game.apply(Pick("G"))
    assert game.apply(Pay())
    assert game.apply(Pick("R"))
    assert not game.state.objects[pili].tapped
    assert game.state.players[0].pool[:6] == (0, 0, 0, 1, 1, 0)
