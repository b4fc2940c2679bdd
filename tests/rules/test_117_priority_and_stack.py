"""CR 117 (priority), 405 and 608 (the stack and resolution), 601.2 casting, 733 reversal."""

from __future__ import annotations

from arbiter.mtg.actions import Activate, Cancel, Cast, Choose, Pass, Pay, PayCostDecision, Pick, PlayLand, Priority
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.state import ObjectRef, PlayerRef
from tests.conftest import player, position


def cast_bolt(game, labels, bolt: str, target) -> None:  # type: ignore[no-untyped-def]
    assert game.apply(Cast(labels[bolt]))
    assert game.apply(Pick(target))
    st = game.state
    # pay with a Mountain of the caster (601.2g: mana abilities during payment)
    caster = game.pending.player
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller == caster and o.card.name == "Mountain" and not o.tapped:
            assert game.apply(Activate(oid, 0))
            break
    assert game.apply(Pay())


def test_117_3a_active_player_receives_priority_first() -> None:
    game, _ = position()
    assert game.pending == Priority(0)


def test_117_4_all_pass_with_empty_stack_ends_the_step() -> None:
    game, _ = position(step=Step.UPKEEP)
    game.apply(Pass())
    assert game.pending == Priority(1)
    game.apply(Pass())
    assert game.state.step is Step.DRAW  # the draw step began; alice drew
    assert len(game.state.players[0].hand) == 1


def test_601_2_cast_lightning_bolt_step_by_step() -> None:
    game, labels = position(
        alice=player(
            battlefield=[{"card": "Mountain", "label": "m"}], hand=[{"card": "Lightning Bolt", "label": "bolt"}]
        )
    )
    assert game.apply(Cast(labels["bolt"]))
    dec = game.pending
    assert isinstance(dec, Choose) and dec.rule == "601.2c"
    assert PlayerRef(1) in dec.options and PlayerRef(0) in dec.options
    assert game.apply(Pick(PlayerRef(1)))
    assert isinstance(game.pending, PayCostDecision)
    refused = game.apply(Pay())
    assert not refused and refused.rule == "601.2h"  # nothing in the pool yet
    assert game.apply(Activate(labels["m"], 0))
    assert game.apply(Pay())
    assert game.pending == Priority(0)  # CR 117.3c
    assert game.state.stack == (labels["bolt"],)
    game.apply(Pass())
    game.apply(Pass())
    assert game.state.players[1].life == 17
    assert game.obj(labels["bolt"]).zone is Zone.GRAVEYARD  # CR 608.2n
    assert game.pending == Priority(0)  # CR 117.3b


def test_733_cancel_returns_to_before_the_cast_including_mana_abilities() -> None:
    game, labels = position(
        alice=player(
            battlefield=[{"card": "Mountain", "label": "m"}], hand=[{"card": "Lightning Bolt", "label": "bolt"}]
        )
    )
    before = game.digest()
    game.apply(Cast(labels["bolt"]))
    game.apply(Pick(PlayerRef(1)))
    game.apply(Activate(labels["m"], 0))
    assert game.obj(labels["m"]).tapped
    assert game.check(Cancel())
    assert game.obj(labels["m"]).tapped  # check changed nothing
    assert game.apply(Cancel())
    assert game.digest() == before
    assert not game.obj(labels["m"]).tapped
    assert game.obj(labels["bolt"]).zone is Zone.HAND


def test_601_2c_no_legal_target_makes_the_cast_illegal() -> None:
    game, labels = position(
        alice=player(battlefield=["Mountain"], hand=[{"card": "Giant Growth", "label": "gg"}]),
    )
    before = game.digest()
    ruling = game.apply(Cast(labels["gg"]))
    assert not ruling and ruling.rule == "601.2c"
    assert game.digest() == before


def test_608_2b_spell_with_its_only_target_gone_does_not_resolve() -> None:
    game, labels = position(
        alice=player(
            battlefield=["Mountain", "Mountain"],
            hand=[{"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}],
        ),
        bob=player(battlefield=[{"card": "Grizzly Bears", "label": "bears"}]),
    )
    bears = game.obj(labels["bears"])
    cast_bolt(game, labels, "b1", ObjectRef(bears.id, bears.zcc))
    cast_bolt(game, labels, "b2", ObjectRef(bears.id, bears.zcc))  # in response, the same target
    game.apply(Pass())
    game.apply(Pass())  # b2 resolves, bears die (SBA)
    assert bears.zone is Zone.GRAVEYARD
    game.apply(Pass())
    game.apply(Pass())  # b1: its target is a new object now (400.7)
    assert any(e.rule == "608.2b" and "doesn't resolve" in e.text() for e in game.state.events)
    assert game.obj(labels["b1"]).zone is Zone.GRAVEYARD


def test_305_2_one_land_per_turn_and_305_1_timing() -> None:
    game, labels = position(alice=player(hand=[{"card": "Forest", "label": "f1"}, {"card": "Forest", "label": "f2"}]))
    assert game.apply(PlayLand(labels["f1"]))
    ruling = game.apply(PlayLand(labels["f2"]))
    assert not ruling and ruling.rule == "305.2"
    game2, labels2 = position(alice=player(hand=[{"card": "Forest", "label": "f"}]), step=Step.UPKEEP)
    ruling = game2.apply(PlayLand(labels2["f"]))
    assert not ruling and ruling.rule == "305.1"


def test_302_1_creature_spell_needs_main_phase_timing() -> None:
    game, labels = position(
        alice=player(battlefield=["Forest", "Forest"], hand=[{"card": "Grizzly Bears", "label": "bears"}]),
        step=Step.UPKEEP,
    )
    ruling = game.apply(Cast(labels["bears"]))
    assert not ruling and ruling.rule == "302.1"  # CR 302.1: a creature card (307.1 is a sorcery's)
    assert Cast(labels["bears"]) not in game.legal_actions()


def test_302_6_summoning_sick_creature_cannot_use_tap_ability() -> None:
    game, labels = position(alice=player(battlefield=[{"card": "Llanowar Elves", "label": "elf", "sick": True}]))
    ruling = game.apply(Activate(labels["elf"], 0))
    assert not ruling and ruling.rule == "302.6"
    game2, labels2 = position(alice=player(battlefield=[{"card": "Llanowar Elves", "label": "elf"}]))
    assert game2.apply(Activate(labels2["elf"], 0))
    assert game2.state.players[0].pool == (0, 0, 0, 0, 1, 0)


def test_106_4_mana_empties_between_steps() -> None:
    game, labels = position(alice=player(battlefield=[{"card": "Forest", "label": "f"}]), step=Step.UPKEEP)
    game.apply(Activate(labels["f"], 0))
    assert game.state.players[0].pool != (0,) * 6
    game.apply(Pass())
    game.apply(Pass())
    assert game.state.players[0].pool == (0,) * 6
    assert any(e.rule == "106.4" and "empties" in e.text() for e in game.state.events)


def test_605_3b_mana_ability_does_not_use_the_stack() -> None:
    game, labels = position(alice=player(battlefield=[{"card": "Forest", "label": "f"}]))
    game.apply(Activate(labels["f"], 0))
    assert game.state.stack == ()
    assert game.pending == Priority(0)
