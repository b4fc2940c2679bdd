"""CR 613.8a-b, 613.6: an effect that takes the abilities of the source of "All creatures lose all
abilities and have base power and toughness 1/1." (an Aura's "… and loses all abilities", Lignify's) is applied
first — applying it removes the other effect — so that effect never starts, in layer 6 nor in 7b.
With the same cards and no such Aura, the group loss applies to every creature, its source included."""

from __future__ import annotations

from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.layers import abilities, power, toughness
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost="{0}", pt=pt, colors=())


LEVELER = _card(
    "Test Leveler", "Creature — Spirit", "All creatures lose all abilities and have base power and toughness 1/1.",
    ("2", "3"),
)  # fmt: skip
SILENCE = _card(
    "Test Silence",
    "Enchantment — Aura",
    "Enchant creature\nEnchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.",
)
FLYER = _card("Test Flyer", "Creature — Bird", "Flying", ("3", "3"))


def _game(silenced: bool) -> tuple[Game, dict[str, int]]:
    entries = [Entry(LEVELER, label="leveler"), Entry(FLYER, label="flyer")]
    if silenced:
        entries.append(Entry(SILENCE, label="silence", attached_to="leveler"))
    return build(Setup(0, Step.MAIN1, 3, (PlayerSetup(zones={Zone.BATTLEFIELD: entries}), PlayerSetup())))


def _state(game: Game, oid: int) -> tuple[int, int, int]:
    o = game.state.objects[oid]
    return power(game, o), toughness(game, o), len(abilities(game, o))


def test_the_group_loss_applies_when_nothing_takes_its_ability() -> None:
    game, ids = _game(silenced=False)
    assert _state(game, ids["flyer"]) == (1, 1, 0)
    assert _state(game, ids["leveler"]) == (1, 1, 0)  # its own ability goes too, the effect stays (613.6)


def test_an_aura_taking_its_ability_first_stops_the_group_loss() -> None:
    game, ids = _game(silenced=True)
    assert _state(game, ids["flyer"]) == (3, 3, 1)
    assert _state(game, ids["leveler"]) == (0, 4, 0)  # the Aura's base, not the 1/1
    for oid in (ids["flyer"], ids["leveler"]):  # the explained pipeline agrees
        final = game.explain_object(oid)[-1].after
        assert (final.power, final.toughness, len(final.abilities)) == _state(game, oid)
