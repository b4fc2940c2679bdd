"""One verb with a selector per family: P/T changes (CR 613.4c, 611.2c), tapping (701.26), life
(119.3), counters (122.1), control (613.1b), discarding (701.9) and sacrificing (701.21) act the
same on a target, on "it", on several references, on a group found as they resolve and on
objects chosen as they resolve."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.cards.oracle.nouns import grouped
from arbiter.mtg import resolved
from arbiter.mtg.effects import perform
from arbiter.mtg.effects.continuous import ModifyPT
from arbiter.mtg.effects.control import GainControl
from arbiter.mtg.effects.counters import PutCounters
from arbiter.mtg.effects.hand import Discard
from arbiter.mtg.effects.life import LifeChange
from arbiter.mtg.effects.tap import Tap
from arbiter.mtg.effects.zones import Sacrifice
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.ir.effect import shift_targets
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import TARGET_CREATURE, TARGET_OPPONENT, Ref, RefKind
from arbiter.mtg.ir.selectors import Chosen, Each, Refs
from arbiter.mtg.layers import power, toughness
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import ObjectRef

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
CREATURES = Filter("creatures", all_types=frozenset({CardType.CREATURE}))
SPECS = (TARGET_CREATURE,) * 2


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


def test_one_pt_verb_for_a_target_and_for_a_group_with_keywords() -> None:
    g, ids = _game()
    bears, giant = g.state.objects[ids["bears"]], g.state.objects[ids["giant"]]
    g.set(bears, "targets", (_ref(g, ids["giant"]),))
    perform(g, bears, (ModifyPT(3, 3, Ref("target", 0), ("trample",)),), [True])
    assert (power(g, giant), toughness(g, giant)) == (6, 6)
    yours = "Creatures you control get +1/+1 and gain flying until end of turn."
    perform(g, bears, (ModifyPT(1, 1, Each((grouped(CREATURES, "you"),)), ("flying",), yours),), [])
    assert (power(g, bears), toughness(g, bears)) == (3, 3) and (power(g, giant), toughness(g, giant)) == (6, 6)


def test_pt_text_for_a_reference_and_for_a_group() -> None:
    assert ModifyPT(3, 3, Ref("target", 0)).text(SPECS) == "Target creature gets +3/+3 until end of turn."
    granted = ModifyPT(2, 0, Ref("target", 0), ("first strike",))
    assert granted.text(SPECS) == "Target creature gets +2/+0 and gains first strike until end of turn."
    group = "Attacking creatures get +1/+0 until end of turn."
    assert ModifyPT(1, 0, Each((CREATURES,), combat="attacking"), text_=group).text(()) == group


def test_a_group_with_a_combat_status_is_found_as_it_resolves() -> None:
    g, ids = _game()
    bears, giant = g.state.objects[ids["bears"]], g.state.objects[ids["giant"]]
    g.set(giant, "attacking", 0)
    perform(g, bears, (ModifyPT(1, 0, Each((CREATURES,), combat="attacking"), text_="Attacking creatures get"),), [])
    assert power(g, giant) == 4 and power(g, bears) == 2


def test_one_tap_verb_for_several_references_and_for_groups() -> None:
    g, ids = _game()
    bears, giant, thopter = (g.state.objects[ids[k]] for k in ("bears", "giant", "thopter"))
    g.set(bears, "targets", (_ref(g, ids["bears"]), _ref(g, ids["giant"])))
    perform(g, bears, (Tap(Refs((Ref("target", 0), Ref("target", 1)))),), [True, True])
    assert bears.tapped and giant.tapped and not thopter.tapped
    artifacts = Filter("artifacts", types=frozenset({CardType.ARTIFACT}))
    perform(g, bears, (Tap(Each((grouped(CREATURES, "you"), grouped(artifacts, "you"))), untap=True),), [])
    assert not bears.tapped and not thopter.tapped and giant.tapped  # only "you control"
    everything = Tap(Each(fits=(CREATURES,)))
    assert everything.text(()) == "Tap all creatures."
    perform(g, bears, (everything,), [])
    assert bears.tapped and thopter.tapped


def test_tap_text_and_target_shifting_through_a_selector() -> None:
    both = Tap(Refs((Ref("target", 0), Ref("target", 1))))
    assert both.text(SPECS) == "Tap target creature and target creature."
    assert shift_targets(both, 2) == Tap(Refs((Ref("target", 2), Ref("target", 3))))


def test_one_life_verb_and_a_loss_of_zero_is_no_event() -> None:
    """CR 119.3; a change of 0 life changes no life total and is no life-loss event (cf. 119.9)."""
    g, ids = _game()
    bears = g.state.objects[ids["bears"]]
    assert LifeChange("X", Ref("each opponent"), lose=True).text(()) == "Each opponent loses X life."
    assert LifeChange(3, Ref("you")).text(()) == "You gain 3 life."
    perform(g, bears, (LifeChange(3, Ref("you")), LifeChange(2, Ref("each opponent"), lose=True)), [])
    assert (g.state.players[0].life, g.state.players[1].life) == (23, 18)
    before = [p.life for p in g.state.players]
    logged = g.state.log[2] if g.state.log is not None else 0
    g.set(bears, "x", 0)
    perform(g, bears, (LifeChange("X", Ref("each opponent"), lose=True),), [])
    assert [p.life for p in g.state.players] == before
    assert (g.state.log[2] if g.state.log is not None else 0) == logged  # nothing happened, nothing logged


def test_one_counters_verb_for_a_target_and_for_each_creature_you_control() -> None:
    g, ids = _game()
    bears, giant, thopter = (g.state.objects[ids[k]] for k in ("bears", "giant", "thopter"))
    g.set(bears, "targets", (_ref(g, ids["giant"]),))
    perform(g, bears, (PutCounters("+1/+1", 1, Ref("target", 0)),), [True])
    assert dict(giant.counters) == {"+1/+1": 1}
    others = Each((grouped(Filter("creature", frozenset({CardType.CREATURE})), "you", others=True),), noun="creature")
    each = PutCounters("+1/+1", 2, others)
    assert each.text(()) == "Put two +1/+1 counters on each other creature you control."
    perform(g, bears, (each,), [])
    assert dict(thopter.counters) == {"+1/+1": 2} and not bears.counters and dict(giant.counters) == {"+1/+1": 1}


def test_one_control_verb_with_or_without_an_end() -> None:
    g, ids = _game()
    bears, giant = g.state.objects[ids["bears"]], g.state.objects[ids["giant"]]
    assert (
        GainControl(Ref("target", 0), until_eot=True).text(SPECS)
        == "Gain control of target creature until end of turn."
    )
    g.set(bears, "targets", (_ref(g, ids["giant"]),))
    perform(g, bears, (GainControl(Ref("target", 0), until_eot=True),), [True])
    assert giant.controller == 0 and any(isinstance(e.change, resolved.GainControl) for e in g.state.effects)
    assert not any(isinstance(e.change, resolved.GainControl) for e in g.state.lasting)


def test_one_discard_verb_and_one_sacrifice_verb_with_chosen_objects() -> None:
    """CR 701.9a, 701.9b, 701.20a, 701.21a: what is discarded or sacrificed is chosen as it resolves."""
    opp = (TARGET_OPPONENT,)
    assert Discard(Ref("you")).text(()) == "Discard a card."
    assert Discard(Ref("you"), Chosen(2)).text(()) == "Discard two cards."
    assert (
        Discard(Ref("target", 0), Chosen(1, at_random=True)).text(opp) == "Target opponent discards a card at random."
    )
    revealed = Discard(
        Ref("target", 0), Chosen(1, Filter("nonland", nontypes=frozenset({CardType.LAND})), by_controller=True)
    )
    assert revealed.text(opp) == (
        "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card."
    )
    creature = frozenset({CardType.CREATURE})
    assert Sacrifice(Ref("you"), Chosen(2, Filter("creature", creature))).text(()) == "Sacrifice two creatures."
    edict = Sacrifice(Ref("each other player"), Chosen(1, Filter("creature", creature), of_choice=True))
    assert edict.text(()) == "Each other player sacrifices a creature of their choice."
    half = Sacrifice(Ref("each player"), Chosen(0, Filter("land", frozenset({CardType.LAND})), half=True))
    assert half.text(()) == "Each player sacrifices half the lands they control, rounded down."
    may = Sacrifice(
        Ref("that player"), Chosen(1, Filter("creature", creature)), may=True, then=LifeChange(2, Ref("you"))
    )
    assert may.text(()) == "That player may sacrifice a creature of their choice. If the player does, you gain 2 life."


def test_a_reference_names_one_of_a_closed_set_of_kinds() -> None:
    assert Ref("this") == Ref(RefKind.THIS) and Ref("this").kind == "this"
    assert repr(Ref("you")) == "Ref(kind='you', index=0)"
    with pytest.raises(ValueError):
        Ref("the source")
