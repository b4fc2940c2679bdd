"""CR 601.3, 101.2, 608.2g: an effect that casts a card while it resolves (cascade, madness)
permits the cast and lets its timing be ignored, but an effect that prohibits casting still
applies — under "Each player can't cast more than one spell each turn." the card cascade finds
isn't offered and goes to the bottom, and a card discarded with madness goes to the graveyard."""

from __future__ import annotations

from arbiter.mtg.actions import Cast, Pass, Pay, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, cost: str = "{0}", pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost=cost, pt=pt, colors=("R",))


LAW = _card("Test Law", "Enchantment", "Each player can't cast more than one spell each turn.")
CASCADER = _card("Test Cascader", "Creature — Elf", "Cascade", "{3}", ("3", "2"))
ZAP = _card("Test Zap", "Instant", "Test Zap deals 2 damage to target player.", "{1}")
LOOTER = _card("Test Looter", "Sorcery", "Draw two cards, then discard two cards.")
MAD = _card("Test Mad", "Instant", "Test Mad deals 3 damage to target player.\nMadness {0}", "{2}")
FILLER = _card("Test Filler", "Creature — Bear", "", "{2}", ("2", "2"))


def _game(law: bool, hand: list[Entry], library: list[Entry]) -> tuple[Game, dict[str, int]]:
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(LAW)] if law else [],
            Zone.HAND: hand,
            Zone.LIBRARY: library,
        },
        pool=(0, 0, 0, 0, 0, 3),  # {C}{C}{C}
    )
    return build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup(zones={Zone.LIBRARY: [Entry(FILLER)] * 5}))))


def _cascade(law: bool) -> tuple[Zone, bool]:
    game, ids = _game(law, [Entry(CASCADER, label="elf")], [Entry(ZAP, label="zap"), Entry(FILLER), Entry(FILLER)])
    assert game.apply(Cast(ids["elf"])) and game.apply(Pay())
    assert game.apply(Pass()) and game.apply(Pass())  # the cascade trigger resolves
    offered = game.pending is not None and ids["zap"] in getattr(game.pending, "options", ())
    return game.state.objects[ids["zap"]].zone, offered


def test_601_3_cascade_offers_the_card_without_a_prohibition() -> None:
    zone, offered = _cascade(law=False)
    assert offered and zone is Zone.EXILE


def test_601_3_cascade_under_one_spell_each_turn_puts_the_card_on_the_bottom() -> None:
    zone, offered = _cascade(law=True)
    assert not offered
    assert zone is Zone.LIBRARY


def test_601_3_madness_under_one_spell_each_turn_goes_to_the_graveyard() -> None:
    game, ids = _game(
        True,
        [Entry(LOOTER, label="loot"), Entry(MAD, label="mad"), Entry(FILLER, label="bear")],
        [Entry(FILLER), Entry(FILLER), Entry(FILLER)],
    )
    g = game
    assert g.apply(Cast(ids["loot"]))
    if not g.state.stack:
        assert g.apply(Pay())
    assert g.apply(Pass()) and g.apply(Pass())
    assert g.apply(Pick(ids["mad"])) and g.apply(Pick(ids["bear"]))
    while g.state.stack:
        assert g.apply(Pass()) and g.apply(Pass())
    assert g.state.objects[ids["mad"]].zone is Zone.GRAVEYARD
    assert g.state.players[1].life == 20
