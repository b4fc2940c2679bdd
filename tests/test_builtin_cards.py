"""The built-in cards render their own Oracle text (design idea 4: cards are data)."""

from __future__ import annotations

import re

import pytest

from arbiter.cards.builtin import CARDS


def normalise(text: str, name: str) -> str:
    text = re.sub(r"\s*\([^)]*\)", "", text)  # reminder text
    return text.replace(name, "~").strip()


@pytest.mark.parametrize("name", sorted(CARDS))
def test_rendered_text_equals_oracle_text(name: str) -> None:
    card = CARDS[name]
    assert normalise(card.rules_text(), name) == normalise(card.oracle_text, name)
