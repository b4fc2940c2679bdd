"""The log quotes a keyword's unprinted trigger half spelled out, never as an empty string (CR
603.3a): fading's upkeep trigger (702.32a) and evoke's sacrifice trigger (702.74a)."""

from __future__ import annotations

import pytest

from arbiter.cards.oracle import parse_line
from arbiter.mtg.model import TriggeredAbility


@pytest.mark.parametrize(
    ("line", "words"),
    [("Fading 3", "At the beginning of your upkeep, remove a fade counter"), ("Evoke {W}", "sacrifice")],
)
def test_603_3a_keyword_trigger_half_is_spelled_out(line: str, words: str) -> None:
    (trigger,) = [a for a in parse_line(line) if isinstance(a, TriggeredAbility)]
    assert trigger.text() == ""  # the card's text shows only the keyword
    assert words in trigger.stack_text()
    assert trigger.stack_text()[0].isupper()
