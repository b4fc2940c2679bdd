"""``arbiter cards``: import, show, search and coverage of card data."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from arbiter.cli.common import BAD_INPUT, FAILED, INTERRUPTED, OK, Progress
from arbiter.i18n import tr

if TYPE_CHECKING:
    from collections.abc import Iterator

    from arbiter.cards.coverage import Coverage
    from arbiter.cards.records import CardRecord
    from arbiter.cards.registry import LayeredPool


def cards(args: argparse.Namespace) -> int:
    from arbiter.cards.records import CardDataError

    try:
        if args.cards_command == "import":
            return _import(args)
        if args.cards_command == "coverage":
            return _coverage(args)
        from arbiter.cards import database as db

        pool = db.open_source(args.cards)
        if args.cards_command == "show":
            return _show(pool, " ".join(args.name))
        return _search(pool, args.words, args.limit)
    except CardDataError as exc:
        print(tr("arbiter cards: {exc}", exc=exc), file=sys.stderr)
        return BAD_INPUT


def _search(pool: LayeredPool, words: list[str], limit: int) -> int:
    records = pool.sources[0] if pool.sources else None
    found = {n for n in pool.names() if all(w.casefold() in n.casefold() for w in words)}
    if records is not None:
        found |= {r.name for r in records.search(words, limit + 1)}
    names = sorted(found)
    for name in names[:limit]:
        print(name)
    if len(names) > limit:
        print(tr("(more than {limit} cards match: --limit N shows more)", limit=limit), file=sys.stderr)
    if not names:
        print(tr("no card has every word of: {words}", words=" ".join(words)), file=sys.stderr)
        if records is None:
            print(tr("(only the built-in cards were searched: pass --cards FILE, set ARBITER_CARDS, or run "
                     "'arbiter cards import FILE')"), file=sys.stderr)  # fmt: skip
    return OK if names else FAILED


def _data_path(args: argparse.Namespace) -> Path:
    from arbiter.cards import database as db
    from arbiter.cards.records import CardDataError

    if args.cards:
        path = Path(args.cards)
        if not path.is_file():
            raise CardDataError(f"{path}: no such file")
        return path
    path = db.default_path()
    if not path.is_file():
        raise CardDataError(f"no card database at {path}: run 'arbiter cards import FILE' or pass --cards FILE")
    return path


def _coverage(args: argparse.Namespace) -> int:
    """The compiler's coverage of the card data — from the cache when neither the data nor the
    engine changed since it was measured."""
    from arbiter.cards import coverage_cache

    if args.names:
        return _coverage_of_names(args)
    path = _data_path(args)
    cov = None if args.no_cache else coverage_cache.load(path)
    if cov is None:
        from arbiter.cards.coverage import measure
        from arbiter.cards.database import open_records

        source = open_records(path)
        with Progress(len(source), "card", args.quiet or args.json) as bar:

            def ticking() -> Iterator[CardRecord]:
                for record in source:
                    yield record
                    bar.update()

            cov = measure(ticking())
        if not cov.interrupted:
            coverage_cache.store(path, cov)
    _print_coverage(cov, args)
    return INTERRUPTED if cov.interrupted else OK


def _coverage_of_names(args: argparse.Namespace) -> int:
    """Coverage of the cards a list names: which run, and what each of the others can't run.
    A name that names no card (or several) is reported with its line; the exit code then says
    the list was bad input, after the report."""
    from arbiter.cards import database as db
    from arbiter.cards.coverage import named_coverage, read_name_list
    from arbiter.cards.records import CardDataError

    try:
        text = Path(args.names).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CardDataError(f"{args.names}: can't read the name list ({exc})") from None
    rows = named_coverage(db.open_source(args.cards), read_name_list(text))
    known = [r for r in rows if r.card is not None]
    ok = sum(r.supported for r in known)
    bad = [r for r in rows if r.card is None]
    if args.json:
        data: dict[str, object] = {"total": len(known), "supported": ok, "cards": [r.as_json() for r in known]}
        if bad:
            data["unknown"] = [r.as_json() for r in bad]
        print(json.dumps(data))
    else:
        pct = 100 * ok / len(known) if known else 0
        print(f"supported: {ok} of {len(known)} listed cards ({pct:.1f} %)")
        for r in known:
            if not r.supported:
                print(f"  {r.card}: " + " / ".join(r.unsupported))
    for r in bad:
        print(
            tr(
                "arbiter cards: {names}:{line}: {r}: {problem}",
                names=args.names,
                line=r.line,
                r=repr(r.name),
                problem=r.problem,
            ),
            file=sys.stderr,
        )
    return BAD_INPUT if bad else OK


def _print_coverage(cov: Coverage, args: argparse.Namespace) -> None:
    if args.json:
        data = cov.as_json(args.top)
        if cov.interrupted:
            data["interrupted"] = True
        print(json.dumps(data))
        return
    pct = 100 * cov.supported / cov.total if cov.total else 0
    stopped = " — interrupted, so far" if cov.interrupted else ""
    print(f"supported: {cov.supported} of {cov.total} ordinary cards ({pct:.1f} %){stopped}")
    for t, (ok, n) in sorted(cov.by_type.items(), key=lambda kv: -kv[1][1]):
        print(f"  {t:14} {ok:6} / {n}")
    print("most common unsupported phrases:")
    for phrase, n in cov.top_phrases(args.top):
        print(f"  {n:6}  {phrase}")


def _import(args: argparse.Namespace) -> int:
    from arbiter.cards import database as db
    from arbiter.cards.printed_names import Printed, beside, read_rows
    from arbiter.cards.records import CardDataError, read_records

    source = args.source
    if source.startswith(("http://", "https://")):
        source = _download(source)
    target = Path(args.db) if args.db else db.default_path()
    size = Path(source).stat().st_size if Path(source).is_file() else None
    names = Path(args.names) if getattr(args, "names", None) else (beside(source) if Path(source).is_file() else None)
    printed: list[Printed] = []
    if names is not None:
        try:
            printed = list(read_rows(names))
        except (OSError, ValueError) as exc:
            raise CardDataError(f"printed names: {exc}") from None
    with Progress(size, "B", args.quiet, "reading", scale=True) as bar:
        count = db.build(read_records(source, bar.update), target, str(args.source), printed=printed)
    also = f" and {len(printed)} printed names in other languages ({names.name})" if printed and names else ""
    print(f"imported {count} cards{also} into {target}")
    return OK


def _download(url: str) -> str:
    """The explicit download command: fetch a card data file to a temporary path."""
    import tempfile
    import urllib.request

    from arbiter.cards.records import CardDataError

    suffix = "".join(s for s in (".json", ".jsonl", ".gz", ".xz") if s in url.rsplit("/", 1)[-1])
    fd, path = tempfile.mkstemp(suffix=suffix or ".json")
    try:
        with urllib.request.urlopen(url, timeout=60) as response, open(fd, "wb") as out:
            while chunk := response.read(1 << 20):
                out.write(chunk)
    except OSError as exc:
        raise CardDataError(f"{url}: download failed ({exc})") from None
    return path


def unknown_card_message(pool: LayeredPool, name: str) -> str:
    """Why ``name`` names no card: several cards share it (the candidates), or none does (the
    closest names, in the language typed)."""
    from arbiter.cards.decklist import no_printed_names_hint, suggestions

    several = pool.full_names(name)
    if len(several) > 1:
        return f"{name!r} names several cards: {', '.join(several[:6])}; write its name in English"
    close = suggestions(name, pool)
    hint = f"; did you mean {' or '.join(repr(n) for n in close)}?" if close else ""
    return f"unknown card {name!r}{hint}{no_printed_names_hint(name, pool)}"


def _show(pool: LayeredPool, name: str) -> int:
    from arbiter.cards.registry import UnknownCard
    from arbiter.mtg.model import FaceUnsupported, Unsupported

    try:
        card = pool.compile(name)
    except UnknownCard:
        print(
            tr("arbiter cards: {unknown_card_message}", unknown_card_message=unknown_card_message(pool, name)),
            file=sys.stderr,
        )
        return FAILED
    cost = card.mana_cost.text if card.mana_cost else ""
    print(f"{card.name}  {cost}".rstrip())
    print(card.type_line + (f"  {card.power}/{card.toughness}" if card.power is not None else ""))
    faces = ([] if card.layout in ("split", "aftermath") else [card]) + list(card.faces)
    faces += [card.back_face] if card.back_face is not None else []  # a transforming card's back (712.2)
    for face in faces:
        if len(faces) > 1:
            print(f"\n— {face.name}  {face.mana_cost.text if face.mana_cost else ''}".rstrip())
            print(face.type_line + (f"  {face.power}/{face.toughness}" if face.power is not None else ""))
        print("\nOracle text:")
        print("  " + (face.oracle_text or "(none)").replace("\n", "\n  "))
        print("\nCompiled:")
        for ability in face.abilities:
            if isinstance(ability, FaceUnsupported):
                continue  # (shown on its own face)
            mark = "  UNSUPPORTED: " if isinstance(ability, Unsupported) else "  "
            # (an ability with no words of its own is part of the line above: Ravenous's draw, squad's copies)
            text = ability.text() or "(part of the line above)"
            print(f"{mark}{text}    [{type(ability).__name__}]")
    print("\n" + ("supported" if not card.unsupported else "not playable: the engine cannot run the marked text"))
    return OK
