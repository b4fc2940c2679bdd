"""Which sentence shapes would unlock the most cards: a measure to choose the next work by.

Compiles every ordinary card of a card file, keeps the cards that fail on exactly ONE sentence or
keyword (one unsupported phrase, or a compiled card whose rendering differs from its Oracle text
on one line), normalises that sentence to its *shape* (the card's name → ``~``, numbers → ``N``,
mana symbols → ``{M}``, creature types → ``TYPE``, colors → ``COLOR``, basic land types → ``LAND``)
and prints the shapes ordered by how many cards each would unlock, with a few example cards.

    python tools/coverage_shapes.py [--cards FILE] [--top 60] [--examples 3] [--cache FILE] [--grep TEXT]

``--cache FILE`` keeps the compiled phrases of every card in FILE (JSON) so later runs that only
change the normalisation or the filter don't compile again; delete it after a change to the
compiler. ``--grep TEXT`` lists every card (not only the one-sentence ones) whose unsupported
phrase contains TEXT.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

from arbiter.mtg.objects.creature_types import CREATURE_TYPES

_NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty"
_COLORS = "white|blue|black|red|green"
_LANDS = "Plains|Island|Swamp|Mountain|Forest"
_TYPES = "|".join(re.escape(t) for t in sorted(CREATURE_TYPES, key=len, reverse=True))

_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(\{[^}]+\})+"), "{M}"),
    (re.compile(r"[+-]?\b\d+\b"), "N"),
    (re.compile(rf"\b({_NUMBER_WORDS})\b", re.IGNORECASE), "N"),
    (re.compile(rf"\b({_COLORS})\b", re.IGNORECASE), "COLOR"),
    (re.compile(rf"\b({_LANDS})s?\b"), "LAND"),
    (re.compile(rf"\b({_TYPES})(s|es)?\b"), "TYPE"),
)


def shape(phrase: str, name: str = "") -> str:
    """The normalised shape of one unsupported phrase of the card ``name``."""
    text = phrase.strip()
    if name:
        for n in {name, name.split(",")[0], *name.split(" // ")}:
            if n:
                text = text.replace(n, "~")
    for pattern, repl in _RULES:
        text = pattern.sub(repl, text)
    return text


def _failures(cards: str) -> dict[str, list[str]]:
    """Each failing ordinary card's name → its distinct unsupported phrases (a rendering
    mismatch as ``(renders) LINE`` for each differing line)."""
    from arbiter.cards.coverage import expected_text
    from arbiter.cards.oracle import compile_record
    from arbiter.cards.records import read_records

    out: dict[str, list[str]] = {}
    seen: set[str] = set()
    for rec in read_records(cards):
        if not rec.ordinary or rec.name in seen:
            continue
        seen.add(rec.name)
        card = compile_record(rec)
        if card.unsupported:
            out[rec.name] = list(dict.fromkeys(str(u) for u in card.unsupported))
            continue
        expected = expected_text(rec, card)
        got = card.rules_text()
        if got != expected:
            got_lines = set(got.splitlines())
            diff = [line for line in expected.splitlines() if line not in got_lines]
            out[rec.name] = [f"(renders) {line}" for line in diff] or ["(renders) (order or spacing)"]
    out["\0total"] = [str(len(seen))]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--cards", default="../shared/data/cards.jsonl.gz")
    ap.add_argument("--top", type=int, default=60)
    ap.add_argument("--examples", type=int, default=3)
    ap.add_argument("--cache", default="")
    ap.add_argument("--grep", default="")
    args = ap.parse_args(argv)
    cache = Path(args.cache) if args.cache else None
    if cache is not None and cache.exists():
        failures: dict[str, list[str]] = json.loads(cache.read_text())
    else:
        failures = _failures(args.cards)
        if cache is not None:
            cache.write_text(json.dumps(failures))
    total = int(failures.pop("\0total")[0])
    if args.grep:
        for name, phrases in sorted(failures.items()):
            hits = [p for p in phrases if args.grep.lower() in p.lower()]
            if hits:
                print(f"{name} ({len(phrases)}): {' || '.join(hits)}")
        return 0
    shapes: Counter[str] = Counter()
    examples: dict[str, list[str]] = defaultdict(list)
    for name, phrases in failures.items():
        if len(phrases) != 1:
            continue
        s = shape(phrases[0], name)
        shapes[s] += 1
        if len(examples[s]) < args.examples:
            examples[s].append(name)
    one = sum(shapes.values())
    print(f"supported {total - len(failures)} of {total}; failing on one phrase: {one}; shapes: {len(shapes)}")
    for s, n in sorted(shapes.items(), key=lambda sn: (-sn[1], sn[0]))[: args.top]:
        print(f"{n:5d}  {s}\n       e.g. {'; '.join(examples[s])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
