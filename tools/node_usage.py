"""How many supported cards use each effect and static node class: a measure of how general the
ability model is.

Compiles every ordinary card of a card file, keeps the supported ones (every ability compiled and
the rendering equals the Oracle text), walks each card's abilities — nested instructions, modes,
faces, granted and quoted abilities included — and counts, per node class (a subclass of
:class:`~arbiter.mtg.ir.effect.Effect` or :class:`~arbiter.mtg.ir.abilities.Static`), the cards
that use it. A class used by exactly one card is a candidate for a card-shaped node (named after
one card rather than a rule); those are listed with their card.

    python tools/node_usage.py [--cards FILE] [--top 40] [--json]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.effect import Effect

_DEFAULT_CARDS = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"


def nodes(value: object, seen: set[int] | None = None) -> Iterator[type]:
    """Every effect or static node class found in ``value`` (dataclasses, tuples, lists, sets,
    dicts), each time it occurs."""
    seen = set() if seen is None else seen
    if id(value) in seen or isinstance(value, str | int | float | bool | type(None)):
        return
    seen.add(id(value))
    if isinstance(value, Effect | Static):
        yield type(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from nodes(getattr(value, f.name, None), seen)
    elif isinstance(value, tuple | list | set | frozenset):
        for item in value:
            yield from nodes(item, seen)
    elif isinstance(value, dict):
        for item in value.values():
            yield from nodes(item, seen)


def usage(cards: str) -> tuple[dict[str, set[str]], int]:
    """Node class name (module-qualified) → the supported cards using it; and how many cards are
    supported."""
    from arbiter.cards.coverage import supported
    from arbiter.cards.oracle import compile_record
    from arbiter.cards.records import read_records

    used: dict[str, set[str]] = defaultdict(set)
    seen_names: set[str] = set()
    count = 0
    for rec in read_records(cards):
        if not rec.ordinary or rec.name in seen_names:
            continue
        seen_names.add(rec.name)
        card = compile_record(rec)
        if not supported(rec, card):
            continue
        count += 1
        for cls in set(nodes(card)):
            used[f"{cls.__module__.removeprefix('arbiter.')}.{cls.__qualname__}"].add(rec.name)
    return used, count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cards", default=str(_DEFAULT_CARDS))
    parser.add_argument("--top", type=int, default=40, help="how many of the most used classes to print")
    parser.add_argument(
        "--json", action="store_true", help="every class with its card count, and the card of each one-card class"
    )
    args = parser.parse_args(argv)
    used, supported_cards = usage(args.cards)
    ranked = sorted(used.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    single = [(name, next(iter(cards))) for name, cards in ranked if len(cards) == 1]
    if args.json:
        out = {
            "supported_cards": supported_cards,
            "classes": len(used),
            "counts": {name: len(cards) for name, cards in ranked},
            "one_card": dict(single),
        }
        json.dump(out, sys.stdout, indent=1)
        print()
        return 0
    print(f"{supported_cards} supported cards use {len(used)} effect/static node classes")
    print(f"\nmost used (top {args.top}):")
    for name, cards in ranked[: args.top]:
        print(f"  {len(cards):6}  {name}")
    print(f"\nused by exactly one card ({len(single)}):")
    for name, card in single:
        print(f"  {name}  ({card})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
