"""CR 107.3m, 107.3n, 107.3f: the X of a triggered ability whose text doesn't define it. A
permanent's own enters-the-battlefield trigger reads the X of the spell that became it (107.3m);
a delayed triggered ability reads the X of the spell or ability that created it (107.3n); any
other X the text doesn't define — in a triggered ability, or in a spell or activated ability with
no X in its costs — would be chosen by its controller (107.3f), which the engine doesn't ask: such
texts are refused rather than run with X = 0."""

from __future__ import annotations

import json

import pytest

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg.actions import Pass
from arbiter.mtg.effects.end_of_combat import NEXT_END_STEP, set_up_delayed
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.model import Draw
from arbiter.mtg.state import DelayedReturnTrigger
from arbiter.mtg.zones import move
from tests.conftest import player, position


def _unsupported(type_line: str, text: str, cost: str = "{3}") -> tuple[str, ...]:
    rec = {"name": "Test Card", "type_line": type_line, "oracle_text": text, "mana_cost": cost}
    if "Creature" in type_line:
        rec.update(power="2", toughness="2")
    return compile_record(CardRecord.from_json(json.dumps(rec))).unsupported


@pytest.mark.parametrize(
    ("type_line", "text", "cost"),
    [
        # X in a triggered ability that nothing announced (107.3f), whatever the trigger
        ("Creature — Elf", "At the beginning of your upkeep, put X +1/+1 counters on ~.", "{3}"),
        ("Enchantment", "At the beginning of your end step, put X charge counters on ~.", "{3}"),
        ("Creature — Elf", "Whenever you cast a spell, you gain X life.", "{3}"),
        ("Creature — Elf", "Whenever ~ attacks, it gets +X/+0 until end of turn.", "{3}"),
        ("Creature — Elf", "Whenever ~ attacks, create X 1/1 white Soldier creature tokens.", "{3}"),
        # an enters trigger of a card with no {X} in its mana cost: no spell X to read (107.3m)
        ("Creature — Elf", "When ~ enters, create an X/X white Soldier creature token.", "{3}"),
        # a spell or an activated ability with no X in any cost (107.3a, 107.3f)
        ("Instant", "Put X +1/+1 counters on target creature.", "{G}"),
        ("Sorcery", "Target player gains X life.", "{1}{G}"),
        ("Artifact", "{T}: Target creature gets +X/+0 until end of turn.", "{3}"),
        ("Artifact", "{T}: Create X 1/1 white Soldier creature tokens.", "{3}"),
    ],
)
def test_107_3f_an_x_nothing_announces_is_not_run(type_line: str, text: str, cost: str) -> None:
    assert _unsupported(type_line, text, cost) == (text,)


@pytest.mark.parametrize(
    ("type_line", "text", "cost"),
    [
        ("Creature — Elf", "When ~ enters, create an X/X white Soldier creature token.", "{X}{G}"),  # 107.3m
        ("Artifact", "{X}, {T}: At the beginning of the next end step, draw X cards.", "{3}"),  # 107.3n
        ("Instant", "Put X +1/+1 counters on target creature, where X is its power.", "{G}"),  # 107.3c
        ("Sorcery", "Put X +1/+1 counters on each creature you control.", "{X}{G}"),  # 107.3a
    ],
)
def test_107_3m_an_x_announced_or_defined_is_run(type_line: str, text: str, cost: str) -> None:
    assert _unsupported(type_line, text, cost) == ()


def test_107_3n_a_delayed_trigger_keeps_the_x_of_its_creator() -> None:
    g, ids = position(player(battlefield=[{"card": "Grizzly Bears", "label": "bears"}]))
    st = g.state
    bears = st.objects[ids["bears"]]
    creator = g.create(bears.card, 0, Zone.STACK)  # a resolving ability with X = 3 announced
    g.set(creator, "x", 3)
    draw_x = TriggeredAbility("delayed", (Draw("X", Ref("you")),), trigger_text="At the beginning of the next end step")
    entry = DelayedReturnTrigger(bears.id, bears.zcc, 0, st.turn, draw_x, at=NEXT_END_STEP)
    set_up_delayed(g, creator, entry, "At the beginning of the next end step, draw X cards.")
    assert st.delayed[-1].x == 3


def test_107_3n_the_delayed_trigger_on_the_stack_reads_that_x() -> None:
    g, ids = position(player(battlefield=[{"card": "Grizzly Bears", "label": "bears"}]))
    st = g.state
    bears = st.objects[ids["bears"]]
    when = "When that card is put into your graveyard this turn"
    draw_x = TriggeredAbility("delayed", (Draw("X", Ref("you")),), trigger_text=when)
    g.set(st, "delayed", (DelayedReturnTrigger(bears.id, bears.zcc, 0, st.turn, draw_x, x=2),))
    hand = len(st.players[0].hand)
    move(g, bears, Zone.GRAVEYARD, "701.8a", "is destroyed and put")
    for _ in range(6):  # the trigger is put on the stack, then both players pass and it resolves
        if not g.apply(Pass()):
            break
    assert len(st.players[0].hand) == hand + 2  # X = 2: two cards
