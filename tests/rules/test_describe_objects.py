"""Messages and logs name an object as players do — its name, whose it is and where — never by
an engine id, and never by the name of a face-down card (CR 708.2a)."""

from __future__ import annotations

from arbiter.cards.registry import BUILTIN
from arbiter.mtg.enums import Zone
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import ObjectRef, PlayerRef
from arbiter.mtg.targets import describe


def test_objects_are_named_by_name_whose_and_where() -> None:
    bears, giant = BUILTIN.get("Grizzly Bears"), BUILTIN.get("Hill Giant")
    alice = PlayerSetup(zones={Zone.GRAVEYARD: [Entry(giant, label="dead")]})
    bob = PlayerSetup(
        zones={Zone.BATTLEFIELD: [Entry(bears, label="bears"), Entry(giant, label="hidden", face_down=True)]}
    )
    game, ids = build(Setup(players=(alice, bob)))

    def named(label: str) -> str:
        return describe(game, ObjectRef(ids[label], game.state.objects[ids[label]].zcc))

    assert named("bears") == "Grizzly Bears (bob's)"
    assert named("dead") == "Hill Giant (alice's, in the graveyard)"
    assert named("hidden") == "a face-down creature (bob's)"
    assert describe(game, PlayerRef(1)) == "bob"
    assert describe(game, ObjectRef(10_000, 0)) == "an object no longer in the game"
