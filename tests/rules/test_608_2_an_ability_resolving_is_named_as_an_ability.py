"""CR 608.2, 113.7a: the log names what resolves. A triggered or activated ability resolving is
"Gruul Turf's triggered ability" or "Strip Mine's ability", not "Gruul Turf" — the permanent, which
doesn't resolve and may not even be on the battlefield any more. A spell is named by its name."""

from __future__ import annotations

from arbiter.mtg import events as ev
from arbiter.mtg.actions import Activate, Pass, Pick, PlayLand
from arbiter.mtg.state import ObjectRef
from tests.conftest import data_pool, player, position


def _resolved(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [e.text() for e in game.state.events if isinstance(e, ev.Resolved)]


def test_608_2_a_bounce_lands_trigger_resolving_is_named_as_its_triggered_ability() -> None:
    pool = data_pool()
    game, labels = position(alice=player(hand=[{"card": "Gruul Turf", "label": "turf"}], pool=pool))
    assert game.apply(PlayLand(labels["turf"]))
    assert game.apply(Pass())
    assert game.apply(Pass())  # the trigger returns Gruul Turf itself, the only land
    assert _resolved(game) == ["Gruul Turf's triggered ability resolves."]


def test_608_2_an_activated_ability_resolving_is_named_as_an_ability() -> None:
    pool = data_pool()
    game, labels = position(
        alice=player(battlefield=[{"card": "Strip Mine", "label": "strip"}], pool=pool),
        bob=player(battlefield=[{"card": "Forest", "label": "forest"}], pool=pool),
    )
    forest = game.obj(labels["forest"])
    assert game.apply(Activate(labels["strip"], 1))
    assert game.apply(Pick(ObjectRef(forest.id, forest.zcc)))
    assert game.apply(Pass())
    assert game.apply(Pass())
    assert _resolved(game) == ["Strip Mine's ability resolves."]
