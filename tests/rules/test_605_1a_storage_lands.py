"""CR 605.1a, 107.3a, 107.1c, 605.3b: the storage lands — a mana ability whose cost removes X (or
"any number of") counters. The number is announced as it is activated (601.2b via 602.2b),
offered from 0 to the counters there are (118.3); a number the counters can't pay is refused
with the game unchanged; the mana is added at once, its combination chosen as it resolves."""

from __future__ import annotations

import json

import pytest

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg.actions import Activate, Choose, Pay, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.ir.mana import AddMana, AddManaOfChoice, AddManaX
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.compiled import compiled_card

POOLS = compiled_card(
    "Test Pools",
    "Land",
    "{T}: Put a storage counter on ~.\n"
    "{1}, Remove X storage counters from ~: Add X mana in any combination of {W} and/or {U}.",
)
FOUNTAIN = compiled_card(
    "Test Fountain",
    "Land",
    "{T}: Put a storage counter on ~.\n"
    "{T}, Remove any number of storage counters from ~: Add {W} for each storage counter removed this way.",
)
WASTES = compiled_card("Test Wastes", "Land", "{T}: Add {C}.")


def _unsupported(text: str) -> tuple[str, ...]:
    rec = {"name": "Test Card", "type_line": "Land", "oracle_text": text, "mana_cost": ""}
    return compile_record(CardRecord.from_json(json.dumps(rec))).unsupported


def _game(land: Entry, *more: Entry) -> tuple[Game, dict[str, int]]:
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [land, *more], Zone.LIBRARY: [Entry(WASTES)] * 5})
    return build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup(zones={Zone.LIBRARY: [Entry(WASTES)] * 5}))))


@pytest.mark.parametrize(
    "text",
    [
        "{1}, Remove X storage counters from ~: Add X mana in any combination of {B} and/or {R}.",
        "{T}, Remove X storage counters from ~: Add X mana in any combination of colors.",
        "{T}, Remove any number of storage counters from ~: Add {C} for each storage counter removed this way.",
        "{1}, Remove X ki counters from ~: Add X mana of any one color.",
    ],
)
def test_605_1a_storage_mana_abilities_are_run(text: str) -> None:
    assert _unsupported(text) == ()


@pytest.mark.parametrize(
    "text",
    [
        # "removed this way" counts the counters of an "any number" cost of the same kind only
        "{T}, Remove X storage counters from ~: Add {W} for each storage counter removed this way.",
        "{T}, Remove any number of charge counters from ~: Add {W} for each storage counter removed this way.",
        "{T}, Remove any number of storage counters from ~: Add X mana in any combination of colors.",
        "{X}, Remove X storage counters from ~: Add X mana in any combination of colors.",  # X paid twice
        "{T}: Add X mana in any combination of colors.",  # an X no cost announces (107.3f)
    ],
)
def test_107_3a_other_x_mana_abilities_stay_refused(text: str) -> None:
    assert _unsupported(text) == (text,)


def test_107_3a_the_announced_number_fixes_the_mana() -> None:
    assert AddManaX("W", "storage", removed=True).fixed(3) == AddMana((3, 0, 0, 0, 0, 0))
    assert AddManaX("WU", "storage").fixed(0) == AddMana((0, 0, 0, 0, 0, 0))
    two = AddManaX("WU", "storage").fixed(2)
    assert isinstance(two, AddManaOfChoice) and two.combos == ("WW", "WU", "UU")
    assert AddManaX("WUBRG", "ki", one_color=True).fixed(2) == AddManaOfChoice(2)


def test_107_1c_any_number_is_asked_from_zero_to_the_counters_and_adds_that_much() -> None:
    game, ids = _game(Entry(FOUNTAIN, label="fountain", counters=(("storage", 3),)))
    assert Activate(ids["fountain"], 1) in list(game.legal_actions())
    assert game.apply(Activate(ids["fountain"], 1))
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose == "x" and dec.options == (0, 1, 2, 3)
    assert [a for a in game.legal_actions() if isinstance(a, Pick)] == [Pick(n) for n in range(4)]
    assert game.apply(Pick(2))
    fountain = game.state.objects[ids["fountain"]]
    assert fountain.tapped and fountain.counter("storage") == 1
    assert game.state.players[0].pool[:6] == (2, 0, 0, 0, 0, 0)
    assert not game.state.stack  # CR 605.3b: no stack


def test_118_3_more_than_the_counters_is_refused_and_nothing_changes() -> None:
    game, ids = _game(Entry(FOUNTAIN, label="fountain", counters=(("storage", 1),)))
    ruling = game.apply(Activate(ids["fountain"], 1, x=2))
    assert not ruling and "118.3" in ruling.rules
    fountain = game.state.objects[ids["fountain"]]
    assert not fountain.tapped and fountain.counter("storage") == 1
    ruling = game.apply(Activate(ids["fountain"], 1, x=-1))
    assert not ruling and "107.1b" in ruling.rules


def test_605_3b_x_then_its_mana_cost_then_the_combination() -> None:
    game, ids = _game(Entry(POOLS, label="pools", counters=(("storage", 2),)), Entry(WASTES, label="wastes"))
    assert game.apply(Activate(ids["pools"], 1, x=2))
    assert game.apply(Activate(ids["wastes"], 0))  # CR 601.2g, 605.3a: mana for its {1}
    assert game.apply(Pay())
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose == "color" and dec.options == ("WW", "WU", "UU")
    assert game.apply(Pick("WU"))
    assert game.state.players[0].pool[:6] == (1, 1, 0, 0, 0, 0)
    assert game.state.objects[ids["pools"]].counter("storage") == 0
