"""CR 704.5f, 704.5g, 613.1d: the state-based actions read whether a permanent is a creature
after every type-changing effect — one from a static ability (Opalescence) too. An enchantment
that Opalescence makes a 0/0 creature is put into its owner's graveyard, and one dealt lethal
damage is destroyed."""

from __future__ import annotations

from arbiter.mtg.actions import Cast, Choose, Pass, Pay, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, cost: str = "{0}") -> CardDef:
    return compiled_card(name, type_line, text, cost=cost, pt=None, colors=("W",))


OPAL = _card(
    "Test Opalescence", "Enchantment",
    "Each other non-Aura enchantment is a creature in addition to its other types and has base power and base "
    "toughness each equal to its mana value.", "{2}{W}{W}",
)  # fmt: skip
NOTHING = _card("Test Nothing", "Enchantment", "", "{0}")
TRINKET = _card("Test Trinket", "Enchantment", "", "{1}")
PING = _card("Test Ping", "Instant", "Test Ping deals 1 damage to any target.")


def _game(*entries: Entry, hand: tuple[Entry, ...] = ()) -> tuple[Game, dict[str, int]]:
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: list(entries), Zone.HAND: list(hand)})
    return build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))


def test_704_5f_a_zero_toughness_creature_made_by_opalescence_is_put_into_the_graveyard() -> None:
    game, ids = _game(Entry(OPAL, label="opal"), Entry(NOTHING, label="nothing"))
    assert game.apply(Pass())  # the state-based actions are checked before bob gets priority
    assert game.state.objects[ids["nothing"]].zone is Zone.GRAVEYARD
    assert game.state.objects[ids["opal"]].zone is Zone.BATTLEFIELD


def test_704_5f_without_opalescence_the_enchantment_is_no_creature_and_stays() -> None:
    game, ids = _game(Entry(NOTHING, label="nothing"))
    assert game.apply(Pass())
    assert game.state.objects[ids["nothing"]].zone is Zone.BATTLEFIELD


def test_704_5g_lethal_damage_destroys_a_creature_made_by_opalescence() -> None:
    game, ids = _game(Entry(OPAL, label="opal"), Entry(TRINKET, label="trinket"), hand=(Entry(PING, label="ping"),))
    assert game.apply(Cast(ids["ping"]))
    pending = game.pending
    assert isinstance(pending, Choose)
    assert game.apply(Pick(next(o for o in pending.options if getattr(o, "id", None) == ids["trinket"])))
    if not game.state.stack:
        assert game.apply(Pay())
    assert game.apply(Pass()) and game.apply(Pass())  # it resolves: 1 damage to a 1/1
    assert game.state.objects[ids["trinket"]].zone is Zone.GRAVEYARD
