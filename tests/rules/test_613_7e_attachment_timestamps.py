"""CR 613.7e, 701.3c: an Aura or Equipment gets a new timestamp each time it becomes attached
to a different object, so its effects then apply after those of an Aura attached earlier; being
"attached" again to the object it is already on does nothing (701.3b) and changes nothing."""

from __future__ import annotations

from arbiter.mtg.actions import Activate, Choose, Pass, Pay, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.layers import power, toughness
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost="{0}", pt=pt, colors=())


ARMOR = _card("Test Armor", "Artifact — Equipment", "Equipped creature has base power and toughness 9/9.\nEquip {0}")
SHRINK = _card(
    "Test Shrink", "Enchantment — Aura", "Enchant creature\nEnchanted creature has base power and toughness 1/1."
)
BEAST = _card("Test Beast", "Creature — Beast", "", ("4", "4"))
OTHER = _card("Test Other", "Creature — Bear", "", ("2", "2"))


def _game() -> tuple[Game, dict[str, int]]:
    entries = [
        Entry(BEAST, label="beast"), Entry(OTHER, label="other"),
        Entry(ARMOR, label="armor", attached_to="beast"), Entry(SHRINK, label="shrink", attached_to="beast"),
    ]  # fmt: skip
    return build(Setup(0, Step.MAIN1, 3, (PlayerSetup(zones={Zone.BATTLEFIELD: entries}), PlayerSetup())))


def _equip(game: Game, ids: dict[str, int], to: str) -> None:
    assert game.apply(Activate(ids["armor"], 0))
    pending = game.pending
    if isinstance(pending, Choose):
        assert game.apply(Pick(next(o for o in pending.options if getattr(o, "id", None) == ids[to])))
    if game.pending is not None and not game.state.stack:
        assert game.apply(Pay())
    assert game.apply(Pass()) and game.apply(Pass())  # it resolves


def _pt(game: Game, oid: int) -> tuple[int, int]:
    o = game.state.objects[oid]
    return power(game, o), toughness(game, o)


def test_613_7e_the_later_aura_wins_until_the_equipment_moves() -> None:
    game, ids = _game()
    assert _pt(game, ids["beast"]) == (1, 1)  # the Aura entered after the Equipment


def test_701_3c_moving_the_equipment_away_and_back_gives_it_a_new_timestamp() -> None:
    game, ids = _game()
    _equip(game, ids, "other")
    assert _pt(game, ids["other"]) == (9, 9)
    _equip(game, ids, "beast")
    assert game.state.objects[ids["armor"]].attached_to == ids["beast"]
    assert _pt(game, ids["beast"]) == (9, 9)  # now later than the Aura


def test_701_3b_equipping_the_same_creature_again_changes_nothing() -> None:
    game, ids = _game()
    before = game.state.objects[ids["armor"]].timestamp
    _equip(game, ids, "beast")
    assert game.state.objects[ids["armor"]].timestamp == before
    assert _pt(game, ids["beast"]) == (1, 1)
