"""CR 603.7a, 603.7c: a delayed triggered ability "When that card is put into your graveyard this
turn, <instruction>" holds whatever instruction created it — the waiting entry carries the ability,
and that ability (not a fixed "return that card") is what goes on the stack, once."""

from __future__ import annotations

from arbiter.mtg.actions import Pass
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.model import Draw
from arbiter.mtg.state import DelayedReturnTrigger
from arbiter.mtg.zones import move
from tests.conftest import player, position


def test_603_7a_the_delayed_trigger_does_what_its_entry_holds() -> None:
    g, ids = position(player(battlefield=[{"card": "Grizzly Bears", "label": "bears"}]))
    st = g.state
    bears = st.objects[ids["bears"]]
    when = "When that card is put into your graveyard this turn"
    draw = TriggeredAbility("delayed", (Draw(1, Ref("you")),), trigger_text=when)
    g.set(st, "delayed", (DelayedReturnTrigger(bears.id, bears.zcc, 0, st.turn, draw),))
    hand = len(st.players[0].hand)
    move(g, bears, Zone.GRAVEYARD, "701.8a", "is destroyed and put")
    for _ in range(6):  # the trigger is put on the stack, then both players pass and it resolves
        if not g.apply(Pass()):
            break
    assert len(st.players[0].hand) == hand + 1  # it drew a card
    assert st.objects[ids["bears"]].zone is Zone.GRAVEYARD  # and didn't return the card
    assert not st.delayed and not st.stack  # it triggered once (603.7c)
