"""The engine's auto-payer (CR 601.2g–h, 605.3a): the actions that pay what the game waits for,
found without changing the game, or the engine's refusal when it can't be paid."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.cards.registry import LayeredPool
from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Activate, Cast, Pay, PayCostDecision
from arbiter.mtg.enums import ChoiceKey, Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.ir.card import CardDef
from arbiter.mtg.mana.autopay import Payment, Unpayable, autopay
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
_POOL: list[LayeredPool] = []


def _card(name: str) -> CardDef:
    if not _POOL:
        if not CARDS.is_file():
            pytest.skip("needs ../shared/data/cards.jsonl.gz")
        _POOL.append(open_source(str(CARDS)))
    card = _POOL[0].get(name)
    assert card is not None
    return card


def _casting(spell: str, lands: list[str]) -> tuple[Game, dict[str, list[int]]]:
    """A game in Alice's main phase, ``spell`` cast and waiting for its payment."""
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(_card(n)) for n in lands],
            Zone.HAND: [Entry(_card(spell))],
            Zone.LIBRARY: [Entry(_card("Wastes")) for _ in range(5)],
        }
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(_card("Wastes")) for _ in range(5)]})
    game, _ = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    ids: dict[str, list[int]] = {}
    for oid, o in sorted(game.state.objects.items()):
        ids.setdefault(o.card.name, []).append(oid)
    assert game.apply(Cast(ids[spell][0]))
    assert isinstance(game.pending, PayCostDecision)
    return game, ids


def test_the_payment_is_found_without_changing_the_game() -> None:
    game, ids = _casting("Divination", ["Mountain", "Mountain", "Island"])
    before = game.digest()
    payment = autopay(game)
    assert game.digest() == before
    assert isinstance(payment, Payment)
    # the island makes the blue mana needed first
    assert payment.actions[0] == Activate(ids["Island"][0], 0)
    assert payment.actions[-1] == Pay() and len(payment.actions) == 4
    for action in payment.actions:
        assert game.apply(action)
    assert game.state.cast is None and game.state.stack


def test_named_sources_are_tapped_first() -> None:
    game, ids = _casting("Grizzly Bears", ["Forest", "Forest", "Forest"])
    last = ids["Forest"][2]
    payment = autopay(game, [last])
    assert isinstance(payment, Payment) and payment.named_used == 1
    assert payment.actions[0] == Activate(last, 0)


def test_a_cost_that_cant_be_paid_is_the_engines_refusal() -> None:
    game, _ = _casting("Divination", ["Mountain", "Mountain", "Mountain"])
    before = game.digest()
    refusal = autopay(game)
    assert isinstance(refusal, Unpayable) and isinstance(refusal.ruling, Illegal)
    assert "601.2h" in refusal.ruling.rules
    assert game.digest() == before


def test_restricted_mana_pays_what_its_restriction_allows() -> None:
    """CR 106.6: Purple Dragon Punks' {R} ("Spend this mana only to cast an artifact spell or to
    activate an ability") is tapped for an artifact spell's generic cost."""
    game, ids = _casting("Bonesplitter", ["Purple Dragon Punks"])
    payment = autopay(game)
    assert isinstance(payment, Payment)
    assert payment.actions == (Activate(ids["Purple Dragon Punks"][0], 0), Pay())


def test_restricted_mana_doesnt_pay_what_its_restriction_forbids() -> None:
    """CR 106.6: the same {R} can't pay for Raging Goblin, a creature spell."""
    game, _ = _casting("Raging Goblin", ["Purple Dragon Punks"])
    assert isinstance(autopay(game), Unpayable)


def test_a_mana_ability_with_another_effect_is_tapped_when_nothing_else_pays() -> None:
    """CR 605.1a, 601.2g: Ancient Tomb's "Add {C}{C}. This land deals 2 damage to you." is a mana
    ability like any other; the payer taps it when no other source makes the mana."""
    game, ids = _casting("Bonesplitter", ["Ancient Tomb"])
    payment = autopay(game)
    assert isinstance(payment, Payment)
    assert payment.actions == (Activate(ids["Ancient Tomb"][0], 0), Pay())


def test_a_plain_source_is_tapped_before_one_with_another_effect() -> None:
    game, ids = _casting("Bonesplitter", ["Ancient Tomb", "Forest"])
    payment = autopay(game)
    assert isinstance(payment, Payment)
    assert payment.actions[0] == Activate(ids["Forest"][0], 0)


def test_a_mana_ability_adding_mana_for_each_creature_is_tapped() -> None:
    """CR 605.3b, 106.4: Gaea's Cradle adds {G} for each creature — an amount counted as it
    resolves; the payer taps it when nothing else makes the mana (three creatures: {G}{G}{G})."""
    game, ids = _casting("Divination", ["Gaea's Cradle", "Grizzly Bears", "Grizzly Bears", "Ornithopter", "Island"])
    payment = autopay(game)
    assert isinstance(payment, Payment)
    assert Activate(ids["Gaea's Cradle"][0], 0) in payment.actions


def test_a_cradle_with_no_creature_pays_nothing() -> None:
    game, _ = _casting("Divination", ["Gaea's Cradle", "Island"])
    assert isinstance(autopay(game), Unpayable)


def test_a_mana_ability_s_own_cost_is_paid_with_mana_the_spell_doesnt_need() -> None:
    """CR 605.3a, 601.2g: Cabal Coffers' {2} is paid with the Wastes' {C}{C}, not with the
    floating {B}{B} Underworld Dreams needs, so {B}{B}{B} is paid (two Swamps and the Coffers)."""
    game, ids = _casting("Underworld Dreams", ["Cabal Coffers", "Swamp", "Swamp", "Wastes", "Wastes"])
    payment = autopay(game)
    assert isinstance(payment, Payment)
    assert payment.actions[-2:] == (Activate(ids["Cabal Coffers"][0], 0), Pay())
    assert len(payment.actions) == 6  # the two Swamps, the two Wastes, the Coffers, then Pay


def test_mana_of_the_chosen_color_pays_that_color() -> None:
    """CR 614.12, 106.1: Coldsteel Heart entered with green chosen adds {G}; with a Wastes it pays
    Rampant Growth's {1}{G} (the payer knows the Heart's mana before tapping it)."""
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [
                Entry(_card("Wastes")),
                Entry(_card("Coldsteel Heart"), chosen=((ChoiceKey.COLOR, "green"),)),
            ],
            Zone.HAND: [Entry(_card("Rampant Growth"))],
            Zone.LIBRARY: [Entry(_card("Forest")) for _ in range(5)],
        }
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(_card("Wastes")) for _ in range(5)]})
    game, _ = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    ids = {o.card.name: oid for oid, o in game.state.objects.items()}
    assert game.apply(Cast(ids["Rampant Growth"]))
    payment = autopay(game)
    assert isinstance(payment, Payment)
    assert Activate(ids["Coldsteel Heart"], 0) in payment.actions


def test_mana_of_a_type_chosen_as_it_resolves_pays_a_color_it_offers() -> None:
    """CR 605.3b, 106.1: Thriving Grove (blue chosen) adds {G} or {U}; Fellwar Stone adds a color
    an opponent's land could produce (106.7). The payer taps them for the color still needed."""
    grove = Entry(_card("Thriving Grove"), chosen=((ChoiceKey.COLOR, "blue"),))
    for sources, bob_lands, spell in (
        ([grove], [], "Preordain"),
        ([Entry(_card("Fellwar Stone"))], ["Island"], "Preordain"),
    ):
        alice = PlayerSetup(
            zones={
                Zone.BATTLEFIELD: sources,
                Zone.HAND: [Entry(_card(spell))],
                Zone.LIBRARY: [Entry(_card("Wastes")) for _ in range(5)],
            }
        )
        bob = PlayerSetup(
            zones={
                Zone.BATTLEFIELD: [Entry(_card(n)) for n in bob_lands],
                Zone.LIBRARY: [Entry(_card("Wastes")) for _ in range(5)],
            }
        )
        game, _ = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
        ids = {o.card.name: oid for oid, o in game.state.objects.items() if o.controller == 0}
        assert game.apply(Cast(ids[spell]))
        payment = autopay(game)
        assert isinstance(payment, Payment), payment
        assert payment.actions[-1] == Pay()


def test_a_color_only_a_triggered_mana_ability_adds_is_found() -> None:
    """CR 601.2g, 605.1b, 605.4a: a Forest with Fertile Ground pays Lightning Bolt's {R} — the
    Forest's own mana is {G}, and the Aura's trigger adds one mana of a color chosen as needed."""
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [
                Entry(_card("Forest"), label="forest"),
                Entry(_card("Fertile Ground"), attached_to="forest"),
            ],
            Zone.HAND: [Entry(_card("Lightning Bolt"))],
            Zone.LIBRARY: [Entry(_card("Wastes")) for _ in range(5)],
        }
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(_card("Wastes")) for _ in range(5)]})
    game, _ = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    bolt = next(oid for oid, o in game.state.objects.items() if o.card.name == "Lightning Bolt")
    assert game.apply(Cast(bolt))
    while not isinstance(game.pending, PayCostDecision):  # (its target: bob, the first offered is fine)
        assert game.apply(game.legal_actions()[0])
    before = game.digest()
    payment = autopay(game)
    assert game.digest() == before
    assert isinstance(payment, Payment), payment
    for action in payment.actions:
        assert game.apply(action)
    assert game.state.cast is None and game.state.players[0].pool[4] == 1  # the {G} is left
