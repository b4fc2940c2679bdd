"""Selectors (CR 608.2c, 611.2c: "each …" is found as the instruction is followed; 101.4 APNAP
order) and the verbs that follow them: one damage verb and one destroy verb for a target, for
"each creature …" and for "each opponent"."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.cards.oracle.nouns import grouped
from arbiter.mtg.effects import perform
from arbiter.mtg.effects.damage import DealDamage
from arbiter.mtg.effects.selection import select
from arbiter.mtg.effects.zones import Destroy
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import ObjectRef, PlayerRef

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
CREATURES = Filter("creatures", all_types=frozenset({CardType.CREATURE}))


def _game() -> tuple[Game, dict[str, int]]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    field = [Entry(pool.get("Grizzly Bears"), label="bears"), Entry(pool.get("Ornithopter"), label="thopter")]
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: field})
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(pool.get("Hill Giant"), label="giant")]})
    return build(Setup(1, Step.MAIN1, 4, (alice, bob)))


def _ref(g: Game, oid: int) -> ObjectRef:
    return ObjectRef(oid, g.state.objects[oid].zcc)


def test_each_creature_and_each_player_in_apnap_order() -> None:
    g, ids = _game()
    bears = g.state.objects[ids["bears"]]  # the instruction's source, controlled by Alice (player 0)
    found = select(g, bears, Each((CREATURES,), players="each player"), [])
    creatures = [r for r in found if isinstance(r, ObjectRef)]
    assert sorted(r.id for r in creatures) == sorted(ids.values())
    assert found[len(creatures) :] == [PlayerRef(1), PlayerRef(0)]  # Bob is the active player


def test_whose_others_types_and_a_controller_reference() -> None:
    g, ids = _game()
    bears = g.state.objects[ids["bears"]]
    assert select(g, bears, Each((grouped(CREATURES, "opponents"),)), []) == [_ref(g, ids["giant"])]
    assert select(g, bears, Each((grouped(CREATURES, "you", others=True),)), []) == [_ref(g, ids["thopter"])]
    artifacts = Each((Filter("artifacts", frozenset({CardType.ARTIFACT})),), controller=Ref("you"))
    assert select(g, bears, artifacts, []) == [_ref(g, ids["thopter"])]
    assert select(g, bears, Ref("each opponent"), []) == [PlayerRef(1)]
    assert select(g, bears, Ref("this"), []) == [_ref(g, ids["bears"])]


def test_one_damage_verb_for_a_target_for_each_creature_and_for_each_opponent() -> None:
    g, ids = _game()
    bears = g.state.objects[ids["bears"]]
    g.set(bears, "targets", (_ref(g, ids["giant"]),))
    perform(g, bears, (DealDamage(1, Ref("target", 0)),), [True])
    assert g.state.objects[ids["giant"]].damage == 1
    perform(g, bears, (DealDamage(1, Each((grouped(CREATURES, "opponents"),))),), [])
    assert g.state.objects[ids["giant"]].damage == 2 and bears.damage == 0
    life = g.state.players[1].life
    perform(g, bears, (DealDamage(3, Ref("each opponent")),), [])
    assert g.state.players[1].life == life - 3 and g.state.players[0].life == 20


def test_one_destroy_verb_for_a_target_and_for_all() -> None:
    g, ids = _game()
    bears = g.state.objects[ids["bears"]]
    g.set(bears, "targets", (_ref(g, ids["giant"]),))
    perform(g, bears, (Destroy(Ref("target", 0)),), [False])  # an illegal target is unaffected (608.2b)
    assert g.state.objects[ids["giant"]].zone is Zone.BATTLEFIELD
    perform(g, bears, (Destroy(Each((Filter("artifacts", frozenset({CardType.ARTIFACT})),), noun="artifacts")),), [])
    assert g.state.objects[ids["thopter"]].zone is Zone.GRAVEYARD
    assert {g.state.objects[ids[k]].zone for k in ("bears", "giant")} == {Zone.BATTLEFIELD}
