"""Abilities that modify the rules for deck construction (CR 113.6n): they function before the game
begins, so in the game the engine plays — one game between two players, decks already built, no
command zone (no Commander variant, CR 903) — they do nothing. They compile so that a card that has
one runs its other abilities, and they keep their printed text.

- the partner abilities (CR 702.124a): "Partner", "Partner—[text]" (702.124i), "Choose a
  Background" (702.124k) and "Doctor's companion" (702.124m) — keyword abilities, so an object
  "has partner" (702.124n) — but "Partner with [name]" (702.124j) also has a triggered ability
  and is not one of these;
- "~ can be your commander." (CR 903.3a);
- "A deck can have any number of cards named ~." (an exception to the four-copy limit of 100.2a).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Ability, Keyword


@dataclass(frozen=True, slots=True)
class DeckConstructionKeyword(Keyword):
    """A partner ability (CR 702.124a): ``name`` in lower case for "has partner" questions,
    ``printed`` as Oracle text writes it ("Partner—Friends forever", "Choose a Background")."""

    printed: str = ""
    rule: str = "702.124a"

    def text(self) -> str:
        return self.printed


@dataclass(frozen=True, slots=True)
class DeckConstructionRule(Ability):
    """ "~ can be your commander." (CR 903.3a) / "A deck can have any number of cards named ~."
    (100.2a): a rule for building decks, not an ability that does anything in a game (113.6n)."""

    printed: str
    rule: str

    def text(self) -> str:
        return self.printed


# CR 702.124h, 702.124i, 702.124k, 702.124m: the partner abilities a keyword line may hold
PARTNER_RULES = {
    "partner": "702.124h",
    "partner—character select": "702.124i",
    "partner—father & son": "702.124i",
    "partner—friends forever": "702.124i",
    "partner—survivors": "702.124i",
    "choose a background": "702.124k",
    "doctor's companion": "702.124m",
}

DECK_RULE_LINES = {
    "~ can be your commander.": "903.3a",
    "A deck can have any number of cards named ~.": "100.2a",
}


def partner_keyword(part: str, joined: bool = False, separator: str = ", ") -> DeckConstructionKeyword | None:
    """The partner ability a keyword line's part names, or None."""
    rule = PARTNER_RULES.get(part.lower())
    if rule is None:
        return None
    return DeckConstructionKeyword(part.lower(), joined, separator, printed=part, rule=rule)


def deck_rule_line(line: str) -> DeckConstructionRule | None:
    """ "~ can be your commander." and "A deck can have any number of cards named ~.", or None."""
    rule = DECK_RULE_LINES.get(line)
    return DeckConstructionRule(line, rule) if rule is not None else None
