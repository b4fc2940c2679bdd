"""Cost changes in Oracle words (CR 601.2f): "Noncreature spells cost {1} more to cast.",
"Instant and sorcery spells you cast cost {1} less to cast.", "This spell costs {1} less to cast
for each creature on the battlefield." (printed with "~" for "This spell")."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.amount_grammar import amount_number
from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.nouns import COLORS, TYPE_WORDS, each_phrase, phrase_filter
from arbiter.cards.oracle.subtype_targets import SUBTYPES
from arbiter.cards.oracle.target_phrases import target_spec
from arbiter.mtg.costs.changes import (
    CostsLessByDevotion,
    CostsLessByNumber,
    CostsLessForEach,
    CostsLessForEachThisTurn,
    SpellsCostChange,
)
from arbiter.mtg.costs.nth_spell import NthSpellCostsLess
from arbiter.mtg.costs.targeted_spells import TargetingSpellsCostChange
from arbiter.mtg.enums import CardType, Color
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.conditional_costs import CostsLessIf, CostsLessIfBargained, CostsLessIfTargets
from arbiter.mtg.ir.conditions import Condition, ThisTurn, YourTurn
from arbiter.mtg.layers.defined_pt import reads_source
from arbiter.mtg.mana.pool import ManaCost

_CHANGE = re.compile(
    r"(?P<during>During your turn, |During turns other than yours, )?(?P<noun>Spells|spells|.+ spells)"
    r"(?: with (?P<kw>flying))?(?P<named1> with the chosen name)?(?P<whose> you cast| your opponents cast)?"
    r"(?P<named2> with the chosen name)?(?P<graveyard> from your graveyard)?"
    r"(?: with mana value (?P<mv>\d+) or greater)?"
    r" cost \{(?P<n>\d+|[WUBRG])\} (?P<dir>more|less) to cast\."
)
_DURING = {None: "", "During your turn, ": "yours", "During turns other than yours, ": "others"}
_WHOSE = {None: "", " you cast": "you", " your opponents cast": "opponent"}
_SELF = re.compile(r"~ costs \{(\d+)\} less to cast for each (.+)\.")
_SELF_IF_TARGETS = re.compile(r"~ costs \{(\d+)\} less to cast if it targets an? (.+)\.")
_SELF_IF = re.compile(r"~ costs \{(\d+)\} less to cast (if|as long as) (.+)\.")


# CR 601.2f: "for each <thing that happened this turn>", counted from the turn's events
_THIS_TURN = {
    "creature that died this turn": "creature died",  # CR 700.4
    "creature that attacked this turn": "creature attacked",  # CR 508.1a
    "card you've drawn this turn": "drew cards",  # CR 121.1
    "spell your opponents have cast this turn": "opponents cast spells",  # CR 601.2i
}


def cost_change(line: str) -> Static | None:
    """The cost-changing static ability the line states, or None."""
    strive = re.fullmatch(r"~ costs ((?:\{[WUBRGC0-9]\})+) more to cast for each target beyond the first\.", line)
    if strive:  # CR 601.2f: strive
        from arbiter.mtg.ir.conditional_costs import CostsMorePerExtraTarget

        extra = ManaCost.parse(strive.group(1))
        found = CostsMorePerExtraTarget(extra) if extra is not None else None
        return found if found is not None and found.text() == line else None
    devoted = re.fullmatch(
        r"~ costs \{X\} less to cast, where X is your devotion to (white|blue|black|red|green)\.", line
    )
    if devoted:  # CR 700.5, 601.2f
        return CostsLessByDevotion(Color[devoted.group(1).upper()])
    m = re.fullmatch(r"~ costs \{X\} less to cast, where X is (.+)\.", line)
    if m:  # CR 601.2f, 107.3c: a number of the caster's board ("the total power of creatures you control")
        number = amount_number(m.group(1))
        if number is None or reads_source(number):
            return None
        return CostsLessByNumber(number)
    m = _SELF.fullmatch(line)
    if m and m.group(2) in _THIS_TURN:
        return CostsLessForEachThisTurn(int(m.group(1)), m.group(2), _THIS_TURN[m.group(2)])
    life = re.fullmatch(r"(\d+) life you gained this turn", m.group(2)) if m else None
    if m and life:  # CR 119.3: the life gained this turn, in steps of N
        return CostsLessForEachThisTurn(int(m.group(1)), m.group(2), "gained life", int(life.group(1)) or 1)
    if m:
        per = each_phrase(m.group(2))
        return CostsLessForEach(int(m.group(1)), per) if per is not None else None
    m = _SELF_IF_TARGETS.fullmatch(line)
    if m:
        spec = target_spec(f"target {m.group(2)}")  # CR 601.2f, 115.1: read as a target requirement
        less = CostsLessIfTargets(int(m.group(1)), spec) if spec is not None else None
        return less if less is not None and less.text() == line else None
    bargained = re.fullmatch(r"~ costs \{(\d+)\} less to cast if it's bargained\.", line)
    if bargained:  # CR 702.166b, 601.2f: bargaining is announced before the total cost is determined
        return CostsLessIfBargained(int(bargained.group(1)))
    m = _SELF_IF.fullmatch(line)
    if m:
        condition = _cost_condition(m.group(3))  # CR 601.2f: "if <condition>"
        return CostsLessIf(int(m.group(1)), condition, m.group(2)) if condition is not None else None
    m = re.fullmatch(r"If ([^,]+), ~ costs \{(\d+)\} less to cast\.", line)
    if m:
        condition = _cost_condition(m.group(1))  # CR 601.2f: the condition written first
        return CostsLessIf(int(m.group(2)), condition, first=True) if condition is not None else None
    m = re.fullmatch(r"~ costs \{(\d+)\} less to cast during your turn\.", line)
    if m:  # CR 601.2f, 102.1: while its caster is the active player
        return CostsLessIf(int(m.group(1)), YourTurn("your turn"), "during")
    m = re.fullmatch(r"The (first|second) (.+ )?spell you cast each turn costs \{(\d+)\} less to cast\.", line)
    if m:
        return _nth_spell(m.group(1), m.group(2) or "", int(m.group(3)))
    m = _TARGETING.fullmatch(line)
    if m:
        return _targeting(line, m)
    m = re.fullmatch(r"(.+ spells you cast) cost \{X\} less to cast, where X is (.+)\.", line)
    if m:
        return _spells_cost_x_less(line, m.group(1), m.group(2))
    m = _CHANGE.fullmatch(line)
    if m is None:
        return None
    return _spells_change(line, m)


def _spells_cost_x_less(line: str, spells: str, words: str) -> Static | None:
    """CR 601.2f, 107.3c: "Noncreature spells you cast cost {X} less to cast, where X is your
    speed." — the group of spells read as with a number, X a number of the permanent's controller
    (never one that reads the permanent itself) counted as each total cost is determined."""
    number = amount_number(words)
    plain = _CHANGE.fullmatch(f"{spells} cost {{1}} less to cast.")
    if number is None or reads_source(number) or plain is None:
        return None
    change = _spells_change(plain.string, plain)
    if not isinstance(change, SpellsCostChange):
        return None
    found = replace(change, x=number)
    return found if found.text() == line else None


def _spells_change(line: str, m: re.Match[str]) -> Static | None:
    """CR 601.2f: "<Noun> spells [with flying] [you cast] [with mana value N or greater] cost {N}
    more/less to cast.", perhaps "During your turn, …" / "During turns other than yours, …"."""
    none: _Kinds = (frozenset(), frozenset(), frozenset(), frozenset())
    noun = m.group("noun")
    if (noun == "spells") != bool(m.group("during")):
        return None
    kinds = none if noun in ("Spells", "spells") else spell_kinds(noun.removesuffix(" spells"))
    if kinds is None:
        return None
    types, nontypes, colors, subtypes = kinds
    symbol = "" if m.group("n").isdigit() else m.group("n")
    if symbol and m.group("dir") == "less":
        return None  # a colored reduction reduces only colored mana (601.2f): not run yet
    amount = (int(m.group("n")) if not symbol else 1) * (1 if m.group("dir") == "more" else -1)
    whose = _WHOSE[m.group("whose")]
    named = "before" if m.group("named1") else "after" if m.group("named2") else ""  # CR 201.4, 601.2f
    change = SpellsCostChange(noun, amount, whose, types, nontypes, colors, subtypes, symbol,
                              m.group("kw") or "", int(m.group("mv") or 0), _DURING[m.group("during")],
                              named, bool(m.group("graveyard")))  # fmt: skip
    return change if change.text() == line else None


_TARGETING = re.compile(
    r"Spells( you cast| your opponents cast)? that target (.+) cost \{(\d+)\} (more|less) to cast\."
)


def _targeting(line: str, m: re.Match[str]) -> Static | None:
    """CR 601.2f: "Spells your opponents cast that target ~ cost {2} more to cast.", "Spells you
    cast that target a creature cost {2} less to cast." — the noun read for the permanent's
    controller ("you control")."""
    amount = int(m.group(3)) * (1 if m.group(4) == "more" else -1)
    whose = _WHOSE[m.group(1)]
    noun = m.group(2)
    found: TargetingSpellsCostChange | None = None
    if noun == "~":
        found = TargetingSpellsCostChange(amount, whose)
    else:
        article = re.fullmatch(r"(?:an?|one or more) (.+)", noun)
        f = phrase_filter(article.group(1)) if article and not noun.startswith("one or more") else None
        found = TargetingSpellsCostChange(amount, whose, f, noun) if f is not None else None
    return found if found is not None and found.text() == line else None


def _nth_spell(ordinal: str, noun: str, amount: int) -> Static | None:
    """CR 601.2f: "The second spell you cast each turn …", "The first instant or sorcery spell
    you cast each turn …" — a spell of the card types the noun names (earlier spells are known
    by their card types only)."""
    words = noun.strip().split(" or ")
    if noun and not all(w in TYPE_WORDS for w in words):
        return None
    types = frozenset(TYPE_WORDS[w] for w in words) if noun else frozenset()
    return NthSpellCostsLess(1 if ordinal == "first" else 2, amount, noun, types)


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


def spells_cant_be_countered(line: str) -> Static | None:
    """CR 101.2, 701.6b: "Creature spells can't be countered.", "Noncreature spells you control
    can't be countered." — the spells the noun names, read as a cost change's noun is."""
    from arbiter.mtg.ir.statics.rules import SpellsCantBeCountered

    m = re.fullmatch(r"(.+) spells( you control)? can't be countered\.", line)
    kinds = spell_kinds(m.group(1)) if m else None
    if m is None or kinds is None:
        return None
    types, nontypes, colors, subtypes = kinds
    found = SpellsCantBeCountered(m.group(1), bool(m.group(2)), types, nontypes, colors, subtypes)
    return found if found.text() == line else None


def cant_cast_kind(line: str) -> Static | None:
    """CR 601.3, 101.2: "You can't cast creature spells.", "Your opponents can't cast noncreature
    spells." — the spells the noun names, read as a cost change's noun is."""
    from arbiter.mtg.ir.statics.cast_limits import CantCastKind

    m = re.fullmatch(r"(You|Your opponents) can't cast (.+) spells\.", line)
    kinds = spell_kinds(m.group(2)) if m else None
    if m is None or kinds is None:
        return None
    types, nontypes, colors, subtypes = kinds
    found = CantCastKind(m.group(1), m.group(2), types, nontypes, colors, subtypes)
    return found if found.text() == line else None
