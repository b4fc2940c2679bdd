"""Cost changes in Oracle words (CR 601.2f): "Noncreature spells cost {1} more to cast.",
"Instant and sorcery spells you cast cost {1} less to cast.", "This spell costs {1} less to cast
for each creature on the battlefield." (printed with "~" for "This spell")."""

from __future__ import annotations

import re

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.nouns import COLORS, TYPE_WORDS, each_phrase
from arbiter.cards.oracle.subtype_targets import SUBTYPES
from arbiter.cards.oracle.target_phrases import target_spec
from arbiter.mtg.costs.changes import CostsLessForEach, SpellsCostChange
from arbiter.mtg.enums import CardType, Color
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.conditional_costs import CostsLessIf, CostsLessIfTargets
from arbiter.mtg.ir.conditions import Condition, ThisTurn, YourTurn

_CHANGE = re.compile(
    r"(Spells|.+ spells)( you cast| your opponents cast)? cost \{(\d+|[WUBRG])\} (more|less) to cast\."
)
_WHOSE = {None: "", " you cast": "you", " your opponents cast": "opponent"}
_SELF = re.compile(r"~ costs \{(\d+)\} less to cast for each (.+)\.")
_SELF_IF_TARGETS = re.compile(r"~ costs \{(\d+)\} less to cast if it targets an? (.+)\.")
_SELF_IF = re.compile(r"~ costs \{(\d+)\} less to cast (if|as long as) (.+)\.")


def cost_change(line: str) -> Static | None:
    """The cost-changing static ability the line states, or None."""
    m = _SELF.fullmatch(line)
    if m:
        per = each_phrase(m.group(2))
        return CostsLessForEach(int(m.group(1)), per) if per is not None else None
    m = _SELF_IF_TARGETS.fullmatch(line)
    if m:
        spec = target_spec(f"target {m.group(2)}")  # CR 601.2f, 115.1: read as a target requirement
        less = CostsLessIfTargets(int(m.group(1)), spec) if spec is not None else None
        return less if less is not None and less.text() == line else None
    m = _SELF_IF.fullmatch(line)
    if m:
        condition = _cost_condition(m.group(3))  # CR 601.2f: "if <condition>"
        return CostsLessIf(int(m.group(1)), condition, m.group(2)) if condition is not None else None
    m = re.fullmatch(r"~ costs \{(\d+)\} less to cast during your turn\.", line)
    if m:  # CR 601.2f, 102.1: while its caster is the active player
        return CostsLessIf(int(m.group(1)), YourTurn("your turn"), "during")
    m = _CHANGE.fullmatch(line)
    if m is None:
        return None
    none: _Kinds = (frozenset(), frozenset(), frozenset(), frozenset())
    kinds = none if m.group(1) == "Spells" else spell_kinds(m.group(1).removesuffix(" spells"))
    if kinds is None:
        return None
    types, nontypes, colors, subtypes = kinds
    symbol = "" if m.group(3).isdigit() else m.group(3)
    if symbol and m.group(4) == "less":
        return None  # a colored reduction reduces only colored mana (601.2f): not run yet
    amount = (int(m.group(3)) if not symbol else 1) * (1 if m.group(4) == "more" else -1)
    change = SpellsCostChange(m.group(1), amount, _WHOSE[m.group(2)], types, nontypes, colors, subtypes, symbol)
    return change if change.text() == line else None


def _cost_condition(words: str) -> Condition | None:
    """The condition of "~ costs {N} less to cast if …" (checked as the total cost is determined,
    601.2f). "you've cast another spell this turn": the spell being cast becomes cast only later
    (601.2i), so any spell cast this turn is another one."""
    if words == "you've cast another spell this turn":
        return ThisTurn(words, "you cast spells", 1)
    return parse_condition(words)


_Kinds = tuple[frozenset[CardType], frozenset[CardType], frozenset[Color], frozenset[str]]


def spell_kinds(core: str) -> _Kinds | None:
    """ "Noncreature", "Instant and sorcery", "Black creature", "Dragon", "Artifact and
    enchantment": the card types (one of), non-types, colors and subtypes the spell must have."""
    parts = [p[0].lower() + p[1:] if p[:1].isupper() and p.lower() in TYPE_WORDS else p for p in core.split(" and ")]
    if len(parts) > 1:
        if all(p in TYPE_WORDS for p in parts):
            return frozenset(TYPE_WORDS[p] for p in parts), frozenset(), frozenset(), frozenset()
        return _colors_or_subtypes(core)
    types: set[CardType] = set()
    nontypes: set[CardType] = set()
    colors: set[Color] = set()
    subtypes: set[str] = set()
    for i, word in enumerate(core.split(" ")):
        low = word.lower() if i == 0 else word
        if low in COLORS and not colors:
            colors.add(COLORS[low])
        elif low.startswith("non") and low[3:] in TYPE_WORDS:
            nontypes.add(TYPE_WORDS[low[3:]])
        elif low in TYPE_WORDS and not types:
            types.add(TYPE_WORDS[low])
        elif word[:1].isupper() and word.isalpha() and not subtypes:
            subtypes.add(word)
        else:
            return None
    return frozenset(types), frozenset(nontypes), frozenset(colors), frozenset(subtypes)


def _colors_or_subtypes(core: str) -> _Kinds | None:
    """ "Black spells and red spells", "Goblin spells and Orc spells" (the last "spells" is the
    caller's): a spell of one of these colors, or with one of these subtypes (CR 601.2f, 105.2, 205.3)."""
    words = [w.removesuffix(" spells") for w in core.split(" and ")]
    if any(" " in w for w in words) or not all(w.endswith("spells") for w in core.split(" and ")[:-1]):
        return None
    colors = [w[0].lower() + w[1:] if i == 0 else w for i, w in enumerate(words)]
    if all(c in COLORS for c in colors):
        return frozenset(), frozenset(), frozenset(COLORS[c] for c in colors), frozenset()
    if all(w in SUBTYPES for w in words):
        return frozenset(), frozenset(), frozenset(), frozenset(words)
    return None


def flash_for_kind(line: str) -> Static | None:
    """CR 601.3, 702.8a: "You may cast green creature spells as though they had flash." — the
    spells the noun names ("Spirit", "sorcery", "artifact"), read as a cost change's noun is."""
    from arbiter.mtg.ir.statics.rules import CastAsThoughFlash

    m = re.fullmatch(r"You may cast (.+) spells as though they had flash\.", line)
    kinds = spell_kinds(m.group(1)) if m else None
    if m is None or kinds is None:
        return None
    types, nontypes, colors, subtypes = kinds
    found = CastAsThoughFlash(m.group(1), types, nontypes, colors, subtypes)
    return found if found.text() == line else None
