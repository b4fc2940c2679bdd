"""Coverage of the Oracle compiler over a card database (issue 3, "proof by round-trip").

A card counts as *supported* only when every ability compiled and the rendering of the compiled
card equals its Oracle text after normalisation (reminder text removed, self-references as
``~``, whitespace). Only ordinary cards count: not the ``A-`` digital rebalances, planes,
schemes or vanguards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the compiler is imported when a measure runs: a cached answer needs none of it
    from arbiter.cards.records import CardRecord
    from arbiter.cards.registry import LayeredPool
    from arbiter.mtg.model import CardDef


@dataclass
class Coverage:
    total: int = 0
    supported: int = 0
    by_type: dict[str, list[int]] = field(default_factory=dict)  # type → [supported, total]
    phrases: Counter[str] = field(default_factory=Counter)
    mismatches: list[tuple[str, str, str]] = field(default_factory=list)
    # sentences compiled by each family of the sentence grammar (and "(refused)"), all cards
    families: Counter[str] = field(default_factory=Counter)
    interrupted: bool = False  # stopped by Ctrl-C: the counts are of the cards measured so far

    def top_phrases(self, top: int) -> list[tuple[str, int]]:
        """The most common unsupported phrases, ties in alphabetical order (the same every run)."""
        return sorted(self.phrases.items(), key=lambda pn: (-pn[1], pn[0]))[:top]

    def as_json(self, top: int = 40) -> dict[str, object]:
        return {
            "total": self.total,
            "supported": self.supported,
            "by_type": {t: {"supported": s, "total": n} for t, (s, n) in sorted(self.by_type.items())},
            "unsupported_phrases": [{"text": p, "count": n} for p, n in self.top_phrases(top)],
            "sentence_families": dict(self.families.most_common()),
        }


def expected_text(record: CardRecord, card: CardDef) -> str:
    from arbiter.cards.oracle import normalise, self_names

    if (card.faces or card.back_face is not None or card.prepare_spell is not None) and len(record.faces) == 2:
        # every face, each with its own name as "~", separated by a "//" line
        return "\n//\n".join(
            normalise(f.oracle_text, self_names(f.name, f.type_line, f.oracle_text)) for f in record.faces
        )
    source = record.faces[0] if record.faces else record
    return normalise(source.oracle_text, self_names(card.name, source.type_line, source.oracle_text))


def supported(record: CardRecord, card: CardDef) -> bool:
    return not card.unsupported and card.rules_text() == expected_text(record, card)


def measure(records: Iterable[CardRecord]) -> Coverage:
    """The coverage of ``records``; Ctrl-C stops it with the counts so far (``interrupted``)."""
    from arbiter.cards.oracle.sentences import family_counts

    cov = Coverage()
    with family_counts() as families:
        try:
            _measure(records, cov)
        except KeyboardInterrupt:
            cov.interrupted = True
    cov.families = families
    return cov


def _measure(records: Iterable[CardRecord], cov: Coverage) -> None:
    from arbiter.cards.oracle import compile_record

    for rec in records:
        if not rec.ordinary:
            continue
        card = compile_record(rec)
        ok = supported(rec, card)
        cov.total += 1
        cov.supported += ok
        main_type = next((t.value for t in sorted(card.types, key=lambda t: t.value)), "(none)")
        for t in card.types or [None]:
            key = t.value if t is not None else main_type
            entry = cov.by_type.setdefault(key, [0, 0])
            entry[0] += ok
            entry[1] += 1
        if card.unsupported:
            cov.phrases.update(set(card.unsupported))
        elif not ok:
            cov.phrases["(rendering differs from the Oracle text)"] += 1
            if len(cov.mismatches) < 50:
                cov.mismatches.append((rec.name, card.rules_text(), expected_text(rec, card)))


@dataclass(frozen=True, slots=True)
class NamedCard:
    """One line of a name list: the card it names and whether the engine runs it."""

    line: int
    name: str  # as written in the list
    card: str | None  # the Oracle name it stands for; None: no card (see ``problem``)
    supported: bool
    unsupported: tuple[str, ...]  # the words it can't run yet (empty when supported)
    problem: str = ""  # why the name names no card (unknown, or several cards)

    def as_json(self) -> dict[str, object]:
        out: dict[str, object] = {"name": self.card or self.name, "supported": self.supported}
        out["unsupported"] = list(self.unsupported)
        if self.card is None:
            out["line"] = self.line
            out["problem"] = self.problem
        return out


def read_name_list(text: str) -> list[tuple[int, str]]:
    """The names of a list, one a line, with their line numbers; blank lines and lines starting
    with ``#`` (comments) are skipped."""
    out: list[tuple[int, str]] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line and not line.startswith("#"):
            out.append((number, line))
    return out


def named_coverage(pool: LayeredPool, names: list[tuple[int, str]]) -> list[NamedCard]:
    """For each listed name, whether its card runs (compiled in full and rendered back to its
    Oracle text, as :func:`supported` counts) and, if not, the words it can't run."""
    from arbiter.cards.decklist import suggestions

    out: list[NamedCard] = []
    for line, name in names:
        found = pool.full_names(name)
        if len(found) != 1:
            if found:
                problem = f"names several cards: {', '.join(found[:6])}"
            else:
                close = suggestions(name, pool)
                problem = "unknown card" + (f"; did you mean {' or '.join(close)}?" if close else "")
            out.append(NamedCard(line, name, None, False, (), problem))
            continue
        full = found[0]
        card = pool.compile(full)
        record = next((r for r in (s.record(full) for s in pool.sources) if r is not None), None)
        # a card built into the engine (no record) runs unless marked
        ok = not card.unsupported if record is None else supported(record, card)
        missing: tuple[str, ...] = ()
        if not ok:
            missing = tuple(dict.fromkeys(card.unsupported)) or ("(rendering differs from the Oracle text)",)
        out.append(NamedCard(line, name, card.name if record is None else record.name, ok, missing))
    return out
