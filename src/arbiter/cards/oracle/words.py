"""Small closed vocabularies shared by the grammar: number words and the permanent nouns that
name a card type (CR 110.4, 205.2a)."""

from __future__ import annotations

from arbiter.mtg.enums import CardType

# "a"/"an" count as one (a sentence's quantity word)
NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "twenty": 20,
}  # fmt: skip
# the counts Oracle text writes in words before a noun ("six +1/+1 counters"), as a regex alternation
COUNT_WORD = "a|an|one|two|three|four|five|six|seven|eight|nine|ten"
SMALL_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "ten": 10}
COLOR_WORD = r"(?:white|blue|black|red|green)"

PERMANENT_NOUNS = {
    "creature": frozenset({CardType.CREATURE}),
    "artifact": frozenset({CardType.ARTIFACT}),
    "enchantment": frozenset({CardType.ENCHANTMENT}),
    "land": frozenset({CardType.LAND}),
    "permanent": frozenset(),
}
