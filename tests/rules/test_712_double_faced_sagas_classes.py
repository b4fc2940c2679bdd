"""CR 701.27, 712 (transforming double-faced cards), 702.145 (daybound), 714 (Sagas) and 716
(Classes): the rules no scenario card shows alone — a card that isn't double-faced can't
transform (701.27c), daybound forbids other transforms (702.145b), the round-trip of a
transformed permanent through a position, a Class's level gone when it leaves (716.2b, 400.7),
and an "I, II —" line's rendering (714.2c)."""

from __future__ import annotations

import json

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg.actions import Activate, Pass
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.objects.classes import class_level
from arbiter.mtg.objects.sagas import ChapterAbility, final_chapter
from arbiter.mtg.objects.transform import mana_value
from arbiter.mtg.position import position
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.zones import move


def _face(
    name: str, type_line: str, text: str, cost: str | None = "{0}", pt: tuple[str, str] = ("2", "2")
) -> dict[str, object]:
    return {
        "name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text, "colors": ["G"],
        "power": pt[0], "toughness": pt[1],
    }  # fmt: skip


def _card(record: dict[str, object]) -> CardDef:
    card = compile_record(CardRecord.from_json(json.dumps(record)))
    assert not card.unsupported, card.unsupported
    return card


def _dfc(front_text: str, back_text: str, cost: str = "{2}{G}") -> CardDef:
    front = _face("Test Pup", "Creature — Wolf", front_text, cost)
    back = _face("Test Hound", "Creature — Wolf", back_text, None, ("4", "4"))
    return _card({**front, "name": "Test Pup // Test Hound", "layout": "transform", "faces": [front, back]})


def _game(*battlefield: Entry) -> tuple[Game, dict[str, int]]:
    forests = [Entry(_card(_face("Test Land", "Land", "{T}: Add {G}.", None))) for _ in range(3)]
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [*battlefield, *forests]})
    return build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))


def test_701_27c_a_card_that_isnt_double_faced_does_nothing_when_told_to_transform() -> None:
    card = _card({**_face("Test Bear", "Creature — Bear", "{0}: Transform ~."), "layout": "normal"})
    game, ids = _game(Entry(card, label="bear"))
    assert game.apply(Activate(ids["bear"], 0))
    assert game.apply(Pass()) and game.apply(Pass())
    bear = game.state.objects[ids["bear"]]
    assert bear.card is card and bear.front is None


def test_702_145b_a_daybound_permanent_transforms_only_by_daybound() -> None:
    card = _dfc("{0}: Transform ~.\nDaybound", "Nightbound")
    game, ids = _game(Entry(card, label="pup"))
    assert game.apply(Activate(ids["pup"], 0))
    assert game.apply(Pass()) and game.apply(Pass())
    pup = game.state.objects[ids["pup"]]
    assert pup.card.name == "Test Pup"
    assert game.state.day_night == "day"  # CR 702.145d: a daybound permanent makes it day


def test_712_8e_a_transformed_permanent_round_trips_through_a_position() -> None:
    card = _dfc("{0}: Transform ~.", "Trample")
    game, ids = _game(Entry(card, label="pup", transformed=True))
    pup = game.state.objects[ids["pup"]]
    assert pup.card.name == "Test Hound" and mana_value(pup) == 3  # CR 712.8e
    setup = position(game)
    assert isinstance(setup, dict)
    players = setup["players"]
    assert isinstance(players, dict)
    assert players["alice"]["battlefield"][0] == {"card": "Test Pup", "transformed": True}


def test_716_2b_a_class_level_is_gone_when_it_leaves_the_battlefield() -> None:
    text = "{T}: Add {G}.\n{0}: Level 2\nTrample"
    klass = _card({**_face("Test Class", "Enchantment — Class", text, "{G}"), "layout": "class"})
    game, ids = _game(Entry(klass, label="klass"))
    assert game.apply(Activate(ids["klass"], 1))  # the level bar (after the mana ability)
    assert game.apply(Pass()) and game.apply(Pass())
    o = game.state.objects[ids["klass"]]
    assert class_level(o) == 2 and "trample" in o.card.keywords
    move(game, o, Zone.HAND, "400.7")
    assert class_level(o) == 1 and o.card is klass and o.front is None


def test_714_2c_one_line_for_two_chapters_renders_once() -> None:
    text = "I, II — You gain 2 life.\nIII — Draw a card."
    saga = _card({**_face("Test Saga", "Enchantment — Saga", text, "{G}"), "layout": "saga"})
    chapters = [a for a in saga.abilities if isinstance(a, ChapterAbility)]
    assert [a.chapter for a in chapters] == [1, 2, 3] and final_chapter(saga) == 3
    assert saga.rules_text() == text


def test_712_14a_a_card_that_dies_returns_transformed_as_a_new_object() -> None:
    card = _dfc("When ~ dies, return it to the battlefield transformed under its owner's control.", "Trample")
    game, ids = _game(Entry(card, label="pup"))
    pup = game.state.objects[ids["pup"]]
    zcc = pup.zcc
    move(game, pup, Zone.GRAVEYARD, "704.5f", "is put")
    assert game.apply(Pass()) and game.apply(Pass())  # the dies trigger resolves
    assert pup.zone is Zone.BATTLEFIELD and pup.zcc == zcc + 2  # CR 400.7: a new object each move
    assert pup.card.name == "Test Hound" and pup.front is card  # CR 712.14a: back face up


def test_712_14_exile_then_return_without_transformed_is_front_face_up() -> None:
    card = _dfc("Trample", "{0}: Exile ~, then return it to the battlefield.")
    game, ids = _game(Entry(card, label="pup", transformed=True))
    assert game.apply(Activate(ids["pup"], 0))
    assert game.apply(Pass()) and game.apply(Pass())
    pup = game.state.objects[ids["pup"]]
    assert pup.zone is Zone.BATTLEFIELD and pup.card is card and pup.front is None  # CR 712.14
