"""CR 506.4: an attacking or blocking creature that stops being a creature is removed from
combat; it deals no combat damage, and it doesn't become an attacking creature again when it is
a creature once more. The creature it blocked stays blocked (509.1h)."""

from __future__ import annotations

from arbiter.mtg.actions import Cast, Choose, DeclareAttackers, DeclareBlockers, Pass, Pay, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import PlayerRef
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, cost: str = "{0}", pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost=cost, pt=pt, colors=("W",))


OPAL = _card(
    "Test Opalescence", "Enchantment",
    "Each other non-Aura enchantment is a creature in addition to its other types and has base power and base "
    "toughness each equal to its mana value.", "{2}{W}{W}",
)  # fmt: skip
STATUE = _card("Test Statue", "Enchantment", "", "{3}")
BREAK = _card("Test Break", "Instant", "Destroy target enchantment.")


def _attack_with_statue() -> tuple[Game, dict[str, int]]:
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(OPAL, label="opal"), Entry(STATUE, label="statue")]})
    bob = PlayerSetup(zones={Zone.HAND: [Entry(BREAK, label="break"), Entry(BREAK, label="break2")]})
    game, ids = build(Setup(0, Step.BEGINNING_OF_COMBAT, 3, (alice, bob)))
    assert game.apply(Pass()) and game.apply(Pass())
    assert game.apply(DeclareAttackers(((ids["statue"], PlayerRef(1)),)))
    return game, ids


def test_506_4_an_attacker_that_stops_being_a_creature_is_removed_from_combat() -> None:
    game, ids = _attack_with_statue()
    assert game.state.objects[ids["statue"]].attacking is not None
    assert game.apply(Pass())  # alice passes; bob destroys the Opalescence
    assert game.apply(Cast(ids["break"]))
    pending = game.pending
    if isinstance(pending, Choose):  # the target: the Opalescence
        assert game.apply(Pick(next(o for o in pending.options if getattr(o, "id", None) == ids["opal"])))
    if not game.state.stack:
        assert game.apply(Pay())
    assert game.apply(Pass()) and game.apply(Pass())  # it resolves
    assert game.state.objects[ids["opal"]].zone is Zone.GRAVEYARD
    assert game.state.objects[ids["statue"]].attacking is None  # CR 506.4
    while game.state.step < Step.END_OF_COMBAT and not game.state.over:
        blocking = game.state.step is Step.DECLARE_BLOCKERS and game.pending is not None and game.pending.player == 1
        if blocking and game.apply(DeclareBlockers(())):
            continue
        assert game.apply(Pass())
    assert game.state.players[1].life == 20  # it dealt no combat damage
