"""Chapter lines of Saga cards (CR 714.2): "I — effect", "I, II — effect" (one chapter ability for
each numeral, 714.2c). The runtime rules (lore counters, the sacrifice) are in
:mod:`arbiter.mtg.objects.sagas`."""

from __future__ import annotations

import re

from arbiter.mtg.ir.abilities import Ability, Unsupported
from arbiter.mtg.ir.statics.as_enters import ReadAhead
from arbiter.mtg.ir.statics.replacement import EntersWithCounters
from arbiter.mtg.objects.sagas import LORE, NUMERALS, ChapterAbility, chapter_event

_CHAPTER = re.compile(r"((?:[IVX]+)(?:, [IVX]+)*) — (.+)")
_NAMED = re.compile(r"([A-Z][^.—]*?) — (.+)")


def chapter_line(lines: list[str], i: int) -> tuple[list[Ability], int] | None:
    """The chapter abilities of line ``i`` and the index of the next line, or None if it isn't a
    chapter line. A chapter whose effect can't be compiled is unsupported as a whole line."""
    m = _CHAPTER.fullmatch(lines[i])
    if m is None or not all(n in NUMERALS for n in m.group(1).split(", ")):
        return None
    from arbiter.cards.oracle.effects import parse_effects

    numbers = [NUMERALS.index(n) + 1 for n in m.group(1).split(", ")]
    body, name = m.group(2), ""
    named = _NAMED.fullmatch(body)
    if named is not None:
        name, body = named.group(1), named.group(2)  # a flavor name (cf. CR 207.2c)
    parsed = parse_effects(body[0].upper() + body[1:] if body[0] != "~" else body, ability=True)
    if parsed is None or body.endswith("—"):
        return [Unsupported(lines[i])], i + 1
    effects, targets = tuple(parsed[0]), tuple(parsed[1])
    abilities: list[Ability] = [
        ChapterAbility(chapter_event(n), effects, targets, chapter=n, numerals=m.group(1) if k == 0 else "", name=name)
        for k, n in enumerate(numbers)
    ]  # CR 714.2b–c
    return abilities, i + 1


def saga_abilities(abilities: list[Ability]) -> list[Ability]:
    """CR 714.3a: a Saga without read ahead has the intrinsic "This Saga enters with a lore counter
    on it." — added, printed as nothing, to a card with chapter abilities. CR 714.3b, 702.155b: a
    Saga with read ahead enters instead with the number of lore counters chosen as it enters."""
    if not any(isinstance(a, ChapterAbility) for a in abilities):
        return abilities
    if any(isinstance(a, Unsupported) and a.words == "Read ahead" for a in abilities):
        return [ReadAhead() if isinstance(a, Unsupported) and a.words == "Read ahead" else a for a in abilities]
    return [EntersWithCounters(LORE, 1, keyword_text=""), *abilities]
