"""CR 715.4, 712.8a: an adventurer card or a modal double-faced card is its main / front face
outside the stack, and each face it may be cast as compiles on its own. A part the engine can't run
yet makes the whole card unsupported; the refusal names each such part once (the main face's part
used to be listed twice: once as its own, once as a face's)."""

from __future__ import annotations

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord

GIANT = CardRecord(
    name="Bonecrusher Giant", mana_cost="{2}{R}", type_line="Creature — Giant",
    oracle_text="Whenever this creature becomes the target of a spell, this creature deals 2 damage to that spell's controller.",
    power="4", toughness="3", colors=("R",),
)  # fmt: skip
STOMP = CardRecord(
    name="Stomp", mana_cost="{1}{R}", type_line="Instant — Adventure",
    oracle_text="Damage can't be prevented this turn. Stomp deals 2 damage to any target.", colors=("R",),
)  # fmt: skip


def test_each_unsupported_part_of_an_adventurer_is_listed_once() -> None:
    record = CardRecord(
        name="Bonecrusher Giant // Stomp", mana_cost=GIANT.mana_cost, type_line=GIANT.type_line,
        oracle_text=GIANT.oracle_text, power="4", toughness="3", colors=("R",), layout="adventure",
        faces=(GIANT, STOMP),
    )  # fmt: skip
    card = compile_record(record)
    assert card.unsupported, "the card must be refused"
    assert len(card.unsupported) == len(set(card.unsupported))
    front = compile_record(record, face="Bonecrusher Giant")
    for words in front.unsupported:
        assert card.unsupported.count(words) == 1
