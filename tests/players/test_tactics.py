"""The fast policy's targets: a damage spell goes where its damage destroys something (CR 704.5g)
or at the other player (704.5a), never at a creature it can't kill."""

from __future__ import annotations

from arbiter.cards.registry import BUILTIN
from arbiter.mtg.actions import Cast, Choose, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import ObjectRef, PlayerRef
from arbiter.players.tactics import damage_dealt, target


def _bolt_against(creature: str, life: int = 20) -> tuple[Game, Choose]:
    """Alice casts Lightning Bolt in her main phase; Bob controls ``creature``."""

    def card(name: str) -> Entry:
        found = BUILTIN.get(name)
        assert found is not None
        return Entry(found)

    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [card("Mountain")],
            Zone.HAND: [card("Lightning Bolt")],
            Zone.LIBRARY: [card("Mountain") for _ in range(5)],
        }
    )
    bob = PlayerSetup(
        life=life,
        zones={Zone.BATTLEFIELD: [card(creature)], Zone.LIBRARY: [card("Forest") for _ in range(5)]},
    )
    game, _ = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    bolt = next(o.id for o in game.state.objects.values() if o.card.name == "Lightning Bolt")
    assert game.apply(Cast(bolt))
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose == "target"
    return game, dec


def _creature_id(game: Game, name: str) -> int:
    return next(o.id for o in game.state.objects.values() if o.card.name == name)


def _picked_object(action: object) -> int | None:
    value = action.value if isinstance(action, Pick) else None
    return value.id if isinstance(value, ObjectRef) else None


def test_damage_dealt_reads_a_fixed_amount() -> None:
    assert damage_dealt("Lightning Bolt deals 3 damage to any target.") == 3
    assert damage_dealt("Fireball deals X damage divided evenly …") is None
    assert damage_dealt("Draw a card.") is None


def test_a_bolt_kills_the_elf() -> None:
    game, dec = _bolt_against("Llanowar Elves")
    assert _picked_object(target(game, 0, dec)) == _creature_id(game, "Llanowar Elves")


def test_a_bolt_goes_at_the_face_past_a_spider_it_cannot_kill() -> None:
    game, dec = _bolt_against("Giant Spider")
    assert target(game, 0, dec) == Pick(PlayerRef(1))


def test_a_damaged_spider_is_killed() -> None:
    game, dec = _bolt_against("Giant Spider")
    game.state.objects[_creature_id(game, "Giant Spider")].damage = 1
    assert _picked_object(target(game, 0, dec)) == _creature_id(game, "Giant Spider")


def test_lethal_burn_goes_at_the_face() -> None:
    game, dec = _bolt_against("Llanowar Elves", life=3)
    assert target(game, 0, dec) == Pick(PlayerRef(1))
