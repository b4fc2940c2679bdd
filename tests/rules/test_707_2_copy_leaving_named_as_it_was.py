"""CR 707.2, 400.7: a permanent that is a copy is named as what it copies (a Clone copying Serra
Angel is named Serra Angel); once it leaves the battlefield it is its own card again. The line that
logs the move names both: the permanent as it was and the card it is now."""

from __future__ import annotations

from arbiter.i18n import render
from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.model import CardDef
from tests.rules.compiled import compiled_card

ANGEL = compiled_card("Test Angel", "Creature — Angel", "Flying", pt=("4", "4"))


def _moved(was: CardDef | None) -> ev.ZoneChanged:
    return ev.ZoneChanged(
        "701.8", 7, "Test Clone", "alice", Zone.BATTLEFIELD, Zone.GRAVEYARD, "is destroyed and put", was=was
    )


def test_707_2_a_copy_leaving_the_battlefield_is_named_as_it_was_and_as_the_card() -> None:
    text = _moved(ANGEL).text()
    assert text == "Test Angel (the card Test Clone) (alice) is destroyed and put from battlefield to graveyard."
    assert "карта Test Clone" in render(text, "ru")


def test_707_2_a_permanent_that_is_no_copy_keeps_its_one_name() -> None:
    assert _moved(None).text() == "Test Clone (alice) is destroyed and put from battlefield to graveyard."
