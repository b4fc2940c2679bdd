"""English left in Russian output: every run of two or more Latin words in a text that isn't

* a card's name (Oracle) for a card that has no Russian printed name, or the name of a card (and
  its features) that a staged scenario defines inline (named by its author, like its title),
* quoted Oracle text (card text has no official Russian: it is shown in «…»),
* a rule citation (``CR 702.9b``, ``[rule 3.2]``) or mana and notation tokens (``{2}{R}``),
* the scenario's own title (the verdict line shows the name its author wrote).

Usage: ``arbiter judge scenarios --lang ru --explain | python tools/i18n_english.py [--cards F]``
prints the number of fragments and the most frequent ones; :func:`fragments` is what the test uses.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path

# quoted card text: on one line, or going on over the lines of a modal spell's modes ("• …")
QUOTED = re.compile(r"«[^«»\n]*(?:\n•[^«»\n]*)*»|“[^“”\n]*”")
CITATION = re.compile(
    r"\[(?:CR|rule|assumption|правило|допущение)[^\]]*\]|\((?:CR|rule|правило) [^)]*\)|\bCR \d[\d.a-z,– ]*"
    r"|\bstaged:[a-z-]+"
)
NOTATION = re.compile(r"\{[^{}\s]*\}")
WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
# a player's name, a mana symbol's letter (W U B R G C X), the placeholder of a card's own name
EXEMPT_WORDS = {"alice", "bob", "carol", "dave", "~"} | set("wubrgcxyz")
# what separates two words of one run: no Cyrillic letter, no line break
GAP = re.compile(r"[^А-Яа-яЁё\n]*")
VERDICTS = ("ПРОЙДЕН", "ПРОВАЛЕН", "ОШИБКА", "PASSED", "FAILED", "ERROR")
MAX_NAME_WORDS = 16
# the name a card gives a token it creates (CR 111.4: a named token), capitalized words and "of"/"the"
TOKEN_NAMED = re.compile(r"token[s]? named ((?:[A-Z][\w'’-]*|of|the)(?: (?:[A-Z][\w'’-]*|of|the))*)")
# … or "Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch." (a room's),
# "When ~ enters, create Angelo, a legendary 1/1 green and white Dog creature token." (a card's)
TOKEN_CREATED_NAMED = re.compile(r"[Cc]reate ((?:[A-Z][\w'’-]*)(?: (?:[A-Z][\w'’-]*|of|the))*), an? [^.]*?\btoken\b")


def card_names(cards: Path) -> set[tuple[str, ...]]:
    """The names, as lower-case word tuples, of every card and face that Russian output shows
    under its Oracle name (it has no Russian printed name: :func:`arbiter.i18n.printed_name`),
    the dungeon cards and their rooms (309.4b), and the cards and features of the staged ruleset
    (named by the project, in English)."""
    from arbiter.i18n import printed_name
    from arbiter.staged.cards import EXAMPLES

    found: set[tuple[str, ...]] = set()
    opener = gzip.open if cards.suffix == ".gz" else open
    with opener(cards, "rt", encoding="utf-8") as fh:
        for line in fh:
            record = json.loads(line)
            name = str(record["name"])
            for part in {name, *name.split(" // ")}:
                if printed_name(part, "ru") == part:
                    found.add(_words(part))
            # a token the card names ("a 1/3 black Demon creature token named Plaguebearer of Nurgle")
            oracle = str(record.get("oracle_text") or "")
            found.update(_words(m) for m in TOKEN_NAMED.findall(oracle))
            found.update(_words(m) for m in TOKEN_CREATED_NAMED.findall(oracle))
    for card in EXAMPLES.values():
        found.add(_words(card.name))
        found.update(_words(f.name) for f in card.features)
    from arbiter.cards.dungeons import TEXTS  # the dungeon cards (not in the card data) and their rooms

    for dungeon, rooms in TEXTS.items():
        found.add(_words(dungeon))
        found.update(_words(room) for room, _, _ in rooms)
        found.update(_words(m) for _, text, _ in rooms for m in TOKEN_CREATED_NAMED.findall(text))
    return found


def inline_names(scenarios: Path) -> set[tuple[str, ...]]:
    """The names of the cards (and their features) that staged scenarios define in their setup's
    ``cards:`` — names their authors chose, which no catalog translates."""
    import yaml

    found: set[tuple[str, ...]] = set()
    for path in sorted(scenarios.rglob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        if "features:" not in text:
            continue
        for sc in (yaml.safe_load(text) or {}).get("scenarios", []):
            cards = (sc.get("setup") or {}).get("cards") or {}
            for name, card in cards.items() if isinstance(cards, dict) else ():
                found.add(_words(str(name)))
                for feature in (card or {}).get("features", []) if isinstance(card, dict) else ():
                    if isinstance(feature, dict) and "name" in feature:
                        found.add(_words(str(feature["name"])))
    return found


def _words(text: str) -> tuple[str, ...]:
    return tuple(w.lower() for w in WORD.findall(text))


def _strip(text: str) -> str:
    lines = []
    for line in text.splitlines():
        if line.startswith(VERDICTS):  # the verdict and the scenario's title, as written
            continue
        lines.append(line)
    text = "\n".join(lines)
    for pattern in (QUOTED, CITATION, NOTATION):
        text = pattern.sub(" · ", text)
    return text


def fragments(text: str, names: set[tuple[str, ...]]) -> Iterator[str]:
    """The English fragments of ``text``: runs of ≥ 2 Latin words left once card names without a
    Russian printed name, quoted Oracle text, citations and notation are taken out."""
    stripped = _strip(text)
    for line in stripped.splitlines():
        yield from _line_fragments(line, names)


def _line_fragments(line: str, names: set[tuple[str, ...]]) -> Iterator[str]:
    words = list(WORD.finditer(line))
    runs: list[list[re.Match[str]]] = []
    for w in words:
        if runs and GAP.fullmatch(line[runs[-1][-1].end() : w.start()]):
            runs[-1].append(w)
        else:
            runs.append([w])
    for run in runs:
        words = [w.group().lower() for w in run]
        kept = [k and w not in EXEMPT_WORDS for k, w in zip(_without_names(words, names), words, strict=True)]
        if sum(kept) >= 2:
            yield line[run[0].start() : run[-1].end()]


def _without_names(words: list[str], names: set[tuple[str, ...]]) -> list[bool]:
    """Which words of a run are left once the longest card names are taken out."""
    kept = [True] * len(words)
    i = 0
    while i < len(words):
        for n in range(min(MAX_NAME_WORDS, len(words) - i), 0, -1):
            if tuple(words[i : i + n]) in names:
                kept[i : i + n] = [False] * n
                i += n
                break
        else:
            i += 1
    return kept


def count(texts: Iterable[str], names: set[tuple[str, ...]]) -> Counter[str]:
    found: Counter[str] = Counter()
    for text in texts:
        found.update(fragments(text, names))
    return found


def main(argv: list[str] | None = None) -> int:
    from arbiter.i18n import use_names_beside

    root = Path(__file__).resolve().parent.parent
    data = root.parent / "shared" / "data"
    ap = argparse.ArgumentParser(description="English fragments left in Russian output (read from stdin)")
    ap.add_argument("--cards", type=Path, default=data / "cards.jsonl.gz")
    ap.add_argument("--top", type=int, default=40)
    args = ap.parse_args(argv)
    use_names_beside(args.cards)
    found = count([sys.stdin.read()], card_names(args.cards) | inline_names(root / "scenarios"))
    print(f"{sum(found.values())} English fragments ({len(found)} distinct)")
    for fragment, n in found.most_common(args.top):
        print(f"{n:6d}  {fragment}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
