"""CR 603.7d, 113.7a: a delayed triggered ability whose source has ceased to exist (a token, a copy
of a spell) still triggers and is put on the stack, named by its source's last known card — also
when it names no object of its own (no subject), as "At the beginning of the next end step, …" does."""

from __future__ import annotations

from benchmarks.bench_core import decks

from arbiter.mtg.effects.end_of_combat import NEXT_END_STEP, at_end_of_combat
from arbiter.mtg.enums import Zone
from arbiter.mtg.game import Game
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.model import Draw, Ref
from arbiter.mtg.state import DelayedReturnTrigger
from arbiter.mtg.triggers.stack import put_on_stack


def test_a_delayed_trigger_without_subject_of_a_vanished_source_goes_on_the_stack() -> None:
    a, b = decks()
    game = Game.new(a, b, seed=3, names=("alice", "bob"), keep_history=False)
    st = game.state
    card = next(iter(st.objects.values())).card
    gone = max(st.objects) + 1000  # (an object id that no longer exists: a token that ceased to exist)
    ability = TriggeredAbility("delayed", (Draw(1, Ref("you")),), trigger_text="At the beginning of the next end step")
    entry = DelayedReturnTrigger(gone, 1, 0, st.turn, ability, at=NEXT_END_STEP, card=card)
    game.set(st, "delayed", (entry,))
    found = at_end_of_combat(game, NEXT_END_STEP)
    assert len(found) == 1
    game.set(st, "waiting", tuple(found))
    put_on_stack(game, found[0])
    top = st.objects[st.stack[-1]]
    assert top.zone is Zone.STACK and top.ability == ability and top.source == gone
