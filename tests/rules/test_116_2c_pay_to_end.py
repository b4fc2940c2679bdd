"""CR 116.2c: "You may pay {W} to end this effect." (the Licids) — the special action is listed
while its player holds priority with the mana in the pool, reads back from its notation, is named
by a seat's aliases, and ends the effect at once (no stack); the permanent, a creature again,
becomes unattached (704.5p). Refusals leave the state as it was."""

from __future__ import annotations

from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Activate, Pass, PayToEnd, Pick
from arbiter.mtg.enums import CardType
from arbiter.mtg.game import Game
from arbiter.mtg.layers import card_types
from arbiter.mtg.state import ObjectRef
from tests.conftest import data_pool, player, position

KEY = b"test-key"


def _attached() -> tuple[Game, dict[str, int]]:
    """Calming Licid attached to Bob's Grizzly Bears; Alice holds priority, an untapped Plains left."""
    pool = data_pool()
    licid, p1, p2 = (
        {"card": "Calming Licid", "label": "licid"},
        {"card": "Plains", "label": "p1"},
        {"card": "Plains", "label": "p2"},
    )
    alice = player([licid, p1, p2], library=["Plains"] * 3, pool=pool)
    bob = player([{"card": "Grizzly Bears", "label": "bears"}], pool=pool)
    game, ids = position(alice, bob)
    assert game.apply(Activate(ids["licid"], 0))
    assert game.apply(Pick(ObjectRef(ids["bears"], game.state.objects[ids["bears"]].zcc)))
    while game.state.stack or game.state.cast is not None:
        if not game.apply(Pass()):
            assert game.apply(game.legal_actions()[0])
    assert game.state.objects[ids["licid"]].attached_to == ids["bears"]
    return game, ids


def test_116_2c_listed_only_with_the_mana_and_ends_the_effect() -> None:
    g, ids = _attached()
    licid = ids["licid"]
    assert PayToEnd(licid) not in g.legal_actions()  # (no {W} in the pool yet)
    before = g.digest()
    refused = g.apply(PayToEnd(licid))
    assert isinstance(refused, Illegal) and g.digest() == before
    assert g.apply(Activate(ids["p2"], 0))
    assert PayToEnd(licid) in g.legal_actions()
    assert g.parse(g.notation(PayToEnd(licid))) == PayToEnd(licid)
    stack = len(g.state.stack)
    assert g.apply(PayToEnd(licid))
    o = g.state.objects[licid]
    assert len(g.state.stack) == stack and o.attached_to is None and o.tapped  # CR 704.5p
    assert CardType.CREATURE in card_types(g, o)
    assert PayToEnd(licid) not in g.legal_actions()


def test_116_2c_a_seat_names_the_permanent_by_its_alias() -> None:
    g, ids = _attached()
    assert g.apply(Activate(ids["p2"], 0))
    seat = g.seat(0, KEY)
    listed = [a for a in seat.legal_actions() if isinstance(a, PayToEnd)]
    assert len(listed) == 1 and listed[0].permanent != ids["licid"]
    assert seat.notation(listed[0]) == "pay to end the effect on Calming Licid"
    assert seat.apply(listed[0])
    assert g.state.objects[ids["licid"]].attached_to is None


def test_116_2c_the_other_player_may_not_pay() -> None:
    g, ids = _attached()
    assert g.apply(Pass())  # bob has priority now
    before = g.digest()
    refused = g.apply(PayToEnd(ids["licid"]))
    assert isinstance(refused, Illegal) and "116.2c" in refused.rules and g.digest() == before
