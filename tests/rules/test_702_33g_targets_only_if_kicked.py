"""CR 702.33g, 601.2c: a target of the part of a spell that has its effect only if the spell was
kicked is chosen only if it was kicked; unkicked, the spell is cast as if it didn't have that
target — it can be cast with one creature on the battlefield, and nothing else is targeted."""

from __future__ import annotations

import json

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.cards.registry import BUILTIN
from arbiter.mtg.actions import Cast, Choose, Pass, Pay, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import ObjectRef, TargetRef


def _card() -> CardDef:
    record = {
        "name": "Test Jilt", "mana_cost": "{0}", "type_line": "Instant", "colors": [],
        "oracle_text": "Kicker {1}\nReturn target creature to its owner's hand. If this spell was kicked, "
        "it deals 2 damage to another target creature.",
        "layout": "normal", "power": None, "toughness": None,
    }  # fmt: skip
    card = compile_record(CardRecord.from_json(json.dumps(record)))
    assert not card.unsupported, card.unsupported
    return card


JILT = _card()


def _game(creatures: int) -> tuple[Game, dict[str, int]]:
    alice = PlayerSetup(
        zones={Zone.BATTLEFIELD: [Entry(BUILTIN.get("Wastes"))], Zone.HAND: [Entry(JILT, label="jilt")]}
    )
    bears = [Entry(BUILTIN.get("Grizzly Bears"), label=f"bears{i}") for i in range(creatures)]
    return build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup(zones={Zone.BATTLEFIELD: bears}))))


def _pick(game: Game, oid: int) -> None:
    pending = game.pending
    assert isinstance(pending, Choose) and pending.purpose == "target"
    assert game.apply(Pick(next(o for o in pending.options if getattr(o, "id", None) == oid)))


def _ids(targets: tuple[TargetRef | None, ...]) -> tuple[int | None, ...]:
    return tuple(t.id if isinstance(t, ObjectRef) else None for t in targets)


def test_702_33g_unkicked_needs_one_target_and_chooses_no_other() -> None:
    game, ids = _game(2)
    assert game.apply(Cast(ids["jilt"]))
    _pick(game, ids["bears0"])
    if game.pending is not None and not isinstance(game.pending, Choose):
        game.apply(Pay())
    assert not isinstance(game.pending, Choose) or game.pending.purpose != "target"
    assert _ids(game.state.objects[ids["jilt"]].targets) == (ids["bears0"], None)


def test_702_33g_unkicked_is_listed_and_cast_with_a_single_creature() -> None:
    game, ids = _game(1)
    assert Cast(ids["jilt"]) in list(game.legal_actions())
    assert game.apply(Cast(ids["jilt"]))
    _pick(game, ids["bears0"])
    assert game.apply(Pass()) and game.apply(Pass())
    assert game.state.objects[ids["bears0"]].zone is Zone.HAND


def test_702_33g_kicked_needs_both_targets() -> None:
    game, ids = _game(1)
    ruling = game.apply(Cast(ids["jilt"], kicker=1))
    assert not ruling and "601.2c" in ruling.rules
    assert game.state.objects[ids["jilt"]].zone is Zone.HAND
    game, ids = _game(2)
    assert game.apply(Cast(ids["jilt"], kicker=1))
    _pick(game, ids["bears0"])
    _pick(game, ids["bears1"])
    assert _ids(game.state.objects[ids["jilt"]].targets) == (ids["bears0"], ids["bears1"])
