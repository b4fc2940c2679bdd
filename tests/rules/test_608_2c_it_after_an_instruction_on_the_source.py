"""CR 608.2c: a triggered ability's instructions are followed as written. In "Whenever ~ or another
artifact you control enters, put a +1/+1 counter on ~. It can't be blocked this turn." (Kappa
Cannoneer) "It" names the object of the sentence before — the source — not the object the trigger
event was about; with no such sentence before, "it" is still that object ("… return it to your
hand")."""

from __future__ import annotations

from arbiter.cards.oracle.effects import parse_effects
from arbiter.mtg.ir.refs import Ref


def _refs(text: str) -> list[Ref]:
    parsed = parse_effects(text, it="watched", ability=True)
    assert parsed is not None
    effects, _ = parsed
    return [e.to for e in effects if hasattr(e, "to")]


def test_it_after_a_counter_on_the_source_is_the_source() -> None:
    assert _refs("Put a +1/+1 counter on ~. It can't be blocked this turn.") == [Ref("it_self")]


def test_it_after_a_counter_on_the_source_gains_flying_is_the_source() -> None:
    assert _refs("Put a +1/+1 counter on ~. It gains flying until end of turn.") == [Ref("it_self")]


def test_it_alone_is_the_object_the_event_was_about() -> None:
    assert _refs("Return it to its owner's hand.") == [Ref("it_subject")]


def test_it_after_an_instruction_about_a_player_is_the_object_the_event_was_about() -> None:
    assert _refs("You gain 1 life. Return it to its owner's hand.") == [Ref("it_subject")]
