"""A multi-face card whose card data lacks one of the faces its name lists (CR 709.1, 712.1,
715.1) can't run as printed: the missing face is reported as the part the engine can't run."""

from __future__ import annotations

from arbiter.cards.coverage import supported
from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord

FRONT = CardRecord(
    name="Eddie Brock",
    mana_cost="{2}{B}",
    type_line="Legendary Creature — Human Hero Villain",
    oracle_text="{3}{B}{R}{G}: Transform Eddie Brock. Activate only as a sorcery.",
    power="3",
    toughness="3",
    colors=("B",),
)


def test_a_missing_back_face_is_unsupported() -> None:
    record = CardRecord(
        name="Eddie Brock // Venom, Lethal Protector", mana_cost="{2}{B}", type_line=FRONT.type_line,
        oracle_text=FRONT.oracle_text, power="3", toughness="3", colors=("B",), layout="modal_dfc", faces=(FRONT,),
    )  # fmt: skip
    card = compile_record(record)
    assert [str(u) for u in card.unsupported] == ["the face Venom, Lethal Protector, missing from the card data"]
    assert not supported(record, card)


def test_a_missing_split_half_is_unsupported() -> None:
    half = CardRecord(name="Cease", mana_cost="{1}{B/G}", type_line="Instant", oracle_text="Draw a card.")
    record = CardRecord(
        name="Cease // Desist", mana_cost="{1}{B/G}", type_line="Instant", oracle_text="Draw a card.",
        layout="split", faces=(half,),
    )  # fmt: skip
    assert [str(u) for u in compile_record(record).unsupported] == ["the face Desist, missing from the card data"]


def test_a_single_faced_card_and_complete_faces_are_unaffected() -> None:
    assert not compile_record(FRONT).unsupported
    fire = CardRecord(name="Fire", mana_cost="{1}{R}", type_line="Instant", oracle_text="Draw a card.")
    ice = CardRecord(name="Ice", mana_cost="{1}{U}", type_line="Instant", oracle_text="Draw a card.")
    record = CardRecord(
        name="Fire // Ice", mana_cost="{1}{R} // {1}{U}", type_line="Instant // Instant",
        oracle_text="Draw a card.\n//\nDraw a card.", layout="split", faces=(fire, ice),
    )  # fmt: skip
    assert not compile_record(record).unsupported
