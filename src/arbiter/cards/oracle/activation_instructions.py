"""An activated ability's activation instructions read as one sentence (CR 602.1b: "text after the
colon … may restrict when a player can activate the ability"; it appears last, after the effect):
"Activate only during your upkeep.", "Activate only during your turn, before attackers are
declared.", "Activate only once.", "Activate only during your upkeep and only once each turn.",
"Activate only as a sorcery and only if you control an enchantment.", "Activate only during the
declare blockers step, only if …, and only once each turn." Each clause is one restriction: a time
(:data:`arbiter.mtg.abilities.windows.WINDOWS`), sorcery or instant timing (602.5d–e), "once" /
"once each turn" (602.5b), or "if <condition>"; a clause the engine can't judge refuses the line."""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.nouns import count_phrase
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.abilities.power_conditions import PowerCondition
from arbiter.mtg.abilities.windows import WINDOWS
from arbiter.mtg.ir.conditions import CardsIn, Condition


@dataclass(frozen=True, slots=True)
class Instructions:
    """The restrictions one "Activate only …" sentence states, and the sentence as printed."""

    text: str
    window: str = ""
    sorcery: bool = False
    instant: bool = False
    once: bool = False
    once_each_turn: bool = False
    only_if: Condition | None = None


_SENTENCE = re.compile(r"(.+?\.) (Activate only ([^.]+)\.)")
_SEPARATORS = re.compile(r", and only |, only | and only ")


def activation_instructions(effect_text: str) -> tuple[str, Instructions] | None:
    """The effect's words and the restrictions of its last sentence, "Activate only …" (CR 602.1b);
    None if there is no such sentence or a clause of it can't be read."""
    m = _SENTENCE.fullmatch(effect_text)
    if m is None:
        return None
    fields: dict[str, object] = {}
    for clause in _SEPARATORS.split(m.group(3)):
        key, value = _clause(clause)
        if not key or key in fields:
            return None  # (a clause unknown, or one said twice)
        fields[key] = value
    if "once" in fields and "once_each_turn" in fields:
        return None
    window = fields.get("window", "")
    only_if = fields.get("only_if")
    assert isinstance(window, str) and (only_if is None or isinstance(only_if, Condition))
    return m.group(1), Instructions(
        m.group(2),
        window,
        "sorcery" in fields,
        "instant" in fields,
        "once" in fields,
        "once_each_turn" in fields,
        only_if,
    )


def _clause(clause: str) -> tuple[str, object]:
    """One restriction: its field's name and value (("", None) if it isn't read)."""
    fixed = {"as a sorcery": "sorcery", "as an instant": "instant", "once": "once", "once each turn": "once_each_turn"}
    if clause in fixed:
        return fixed[clause], True  # CR 602.5d, 602.5e, 602.5b
    if clause in WINDOWS:
        return "window", clause
    if clause.startswith("if "):
        words = clause.removeprefix("if ")
        condition = parse_condition(words) or _activation_condition(words)
        return ("only_if", condition) if condition is not None else ("", None)
    return "", None


_POWER_CONDITIONS = (
    (re.compile(r"creatures you control have total power (\d+) or greater"), "total"),
    (re.compile(r"you control (two|three|four|five) or more creatures with different powers"), "different"),
    (re.compile(r"(?:~|it)'s power is (\d+) or greater"), "source"),
)


def _activation_condition(text: str) -> Condition | None:
    """Conditions only an activation restriction states (CR 602.5b): on creatures' power
    (:mod:`arbiter.mtg.abilities.power_conditions`), and "you have exactly N cards in hand"."""
    for pattern, kind in _POWER_CONDITIONS:
        m = pattern.fullmatch(text)
        if m is not None:
            n = int(m.group(1)) if m.group(1).isdigit() else NUMBERS[m.group(1)]
            return PowerCondition(text, kind, n)
    m = re.fullmatch(r"you have exactly (one|two|three|four|five|six|seven) cards in hand", text)
    if m is not None:
        count = count_phrase("cards in your hand")
        return CardsIn(text, count, NUMBERS[m.group(1)], NUMBERS[m.group(1)]) if count is not None else None
    return None
