"""Many games at once: in this process, in a pool of processes, or as Ray tasks on a cluster.

Game ``i`` of a run seeded ``S`` is the game of seed ``S * 1_000_003 + i`` (as in
:func:`arbiter.sim.simulate.simulate`), whoever plays it and wherever: so a run gives the same
games, winners and lengths for the same seed whatever the number of workers or the backend; only
the measured seconds differ. Workers are given the decklists' text (not paths), so a Ray worker on
another machine needs only Arbiter itself and, if the decks use them, the ``cards`` file at the same
path. Results are one :class:`GameRow` per game, in game order; :func:`write_results` stores them
in SQLite (any file name; rows are appended to the ``games`` table) or Parquet (``.parquet``,
overwritten; the extra ``arbiter[parquet]``), and :func:`read_results` reads either back.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from concurrent.futures import Future

    from arbiter.mtg.model import CardDef

GAME_SEED_STRIDE = 1_000_003
RANDOM = "random"


@dataclass(frozen=True, slots=True)
class GameRow:
    """One game's result: ``winner`` is ``"a"``, ``"b"`` or ``"draw"`` (a game stopped unfinished
    after the decision limit is a draw, ``stopped``); ``record`` the file of its game record."""

    index: int
    seed: int
    game_seed: int
    deck_a: str
    deck_b: str
    player_a: str
    player_b: str
    winner: str
    turns: int
    decisions: int
    seconds: float
    stopped: bool
    record: str | None = None


@dataclass(frozen=True, slots=True)
class Batch:
    """What every worker needs to play any game of the run (picklable, small)."""

    deck_a: str  # decklist text
    deck_b: str
    name_a: str
    name_b: str
    seed: int
    players: tuple[str, str] = (RANDOM, RANDOM)
    cards: str | None = None  # card data besides the built-in cards (a path)
    records: str | None = None  # a folder for one game record (JSON) per game


_DECKS: dict[tuple[str, str, str | None], tuple[list[CardDef], list[CardDef]]] = {}


def _decks(batch: Batch) -> tuple[list[CardDef], list[CardDef]]:
    """The batch's decks, parsed once per process."""
    key = (batch.deck_a, batch.deck_b, batch.cards)
    if key not in _DECKS:
        from arbiter.cards.decklist import open_pool, parse_decklist

        pool = open_pool(batch.cards)
        _DECKS[key] = (
            list(parse_decklist(batch.deck_a, pool, batch.name_a).main),
            list(parse_decklist(batch.deck_b, pool, batch.name_b).main),
        )
    return _DECKS[key]


def play_one(batch: Batch, index: int) -> GameRow:
    """Game ``index`` of the run (see the module docstring)."""
    deck_a, deck_b = _decks(batch)
    game_seed = batch.seed * GAME_SEED_STRIDE + index
    start = time.perf_counter()
    record: str | None = None
    if batch.players == (RANDOM, RANDOM):
        from arbiter.mtg.game import Game
        from arbiter.mtg.record import RecordedGame
        from arbiter.sim.simulate import play_random_game

        game, r = play_random_game(deck_a, deck_b, game_seed, game_type=RecordedGame if batch.records else Game)
        winner, turns, decisions, stopped = r.winner, r.turns, r.decisions, r.stopped
        if batch.records:
            record = _write_record(game.record(), Path(batch.records), index)
    else:
        winner, turns, decisions, stopped = _play_players(batch.players, deck_a, deck_b, game_seed)
    seconds = time.perf_counter() - start
    return GameRow(
        index, batch.seed, game_seed, batch.name_a, batch.name_b, batch.players[0], batch.players[1],
        "draw" if winner is None else "ab"[winner], turns, decisions, round(seconds, 6), stopped, record,
    )  # fmt: skip


def _write_record(data: object, folder: Path, index: int) -> str | None:
    if not isinstance(data, dict):  # pragma: no cover - a RecordedGame always writes one
        return None
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"game-{index:05d}.json"  # as one process names them (sim/simulate.py)
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def _play_players(
    names: tuple[str, str], deck_a: list[CardDef], deck_b: list[CardDef], seed: int
) -> tuple[int | None, int, int, bool]:
    """A game between named players of ``arbiter.players`` (when that package is installed),
    seeded as ``arbiter simulate --a-player/--b-player`` seeds them."""
    import importlib

    try:
        players = importlib.import_module("arbiter.players")
    except ImportError as exc:
        raise ValueError(f"players other than {RANDOM!r} need arbiter.players ({exc})") from exc
    seated = (players.get(names[0], seed), players.get(names[1], seed + 1))
    _, r = players.play_match(deck_a, deck_b, seated, seed)
    return r.winner, int(r.turns), int(r.decisions), bool(r.stopped)


def _chunk(batch: Batch, indices: Sequence[int]) -> list[GameRow]:
    return [play_one(batch, i) for i in indices]


def _chunks(games: int, workers: int) -> list[range]:
    size = max(1, min(8, games // max(1, workers * 4)))
    return [range(i, min(i + size, games)) for i in range(0, games, size)]


def default_workers() -> int:
    """All cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not on Linux
        return os.cpu_count() or 1


def run_batch(
    batch: Batch,
    games: int,
    workers: int | None = None,
    *,
    backend: str = "local",
    address: str | None = None,
    on_row: Callable[[GameRow], None] | None = None,
) -> list[GameRow]:
    """Play games ``0 … games-1`` of the run; the rows in game order (``on_row`` as each ends).
    Ctrl-C raises :class:`Interrupted` with the rows of the games that ended."""
    n = default_workers() if workers is None else max(1, workers)
    if backend == "ray":
        rows = _run_ray(batch, games, n, address, on_row)
    elif backend != "local":
        raise ValueError(f"unknown backend {backend!r} (local or ray)")
    elif n == 1 or games <= 1:
        rows = []
        try:
            for i in range(games):
                rows.append(play_one(batch, i))
                if on_row is not None:
                    on_row(rows[-1])
        except KeyboardInterrupt:
            raise Interrupted(rows) from None
    else:
        rows = _run_pool(batch, games, n, on_row)
    return sorted(rows, key=lambda r: r.index)


def _ignore_interrupt() -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's: it stops the workers


def _run_pool(batch: Batch, games: int, workers: int, on_row: Callable[[GameRow], None] | None) -> list[GameRow]:
    """The games in ``workers`` processes, one task per game and at most two per worker in flight
    (memory stays bounded for a million games, and Ctrl-C loses only the games in progress). On
    Ctrl-C the workers are stopped and :class:`Interrupted` carries the rows of the games that
    ended, including those whose results were arriving as it came (a grace of 0.25 s)."""
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    rows: list[GameRow] = []
    pool = ProcessPoolExecutor(min(workers, games), initializer=_ignore_interrupt)
    pending: set[Future[list[GameRow]]] = set()
    following = iter(range(games))
    try:
        for i in following:
            pending.add(pool.submit(_chunk, batch, [i]))
            if len(pending) < 2 * workers:
                continue
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            _take(done, rows, on_row)
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            _take(done, rows, on_row)
    except KeyboardInterrupt:
        done, _ = wait(pending, timeout=0.25)
        rows += [row for f in done if not f.cancelled() and f.exception() is None for row in f.result()]
        for process in list((getattr(pool, "_processes", None) or {}).values()):
            process.terminate()
        pool.shutdown(wait=False, cancel_futures=True)
        raise Interrupted(sorted(rows, key=lambda r: r.index)) from None
    pool.shutdown()
    return rows


def _take(done: set[Future[list[GameRow]]], rows: list[GameRow], on_row: Callable[[GameRow], None] | None) -> None:
    for future in done:
        for row in future.result():
            rows.append(row)
            if on_row is not None:
                on_row(row)


class Interrupted(Exception):
    """Ctrl-C stopped a batch: ``rows`` are the games that ended, in game order."""

    def __init__(self, rows: list[GameRow]) -> None:
        super().__init__(f"interrupted after {len(rows)} games")
        self.rows = rows


def _run_ray(
    batch: Batch, games: int, workers: int, address: str | None, on_row: Callable[[GameRow], None] | None
) -> list[GameRow]:
    """The games as Ray tasks (the extra ``arbiter[ray]``): on the cluster at ``address``, or on a
    local Ray started here when none is running."""
    import importlib

    try:
        ray = importlib.import_module("ray")
    except ImportError as exc:
        raise ValueError(f"--backend ray needs Ray: pip install 'arbiter[ray]' ({exc})") from exc
    if not ray.is_initialized():
        if address is not None:
            ray.init(address=address)
        else:
            ray.init(num_cpus=workers)
    task = ray.remote(_chunk)
    pending = [task.remote(batch, list(part)) for part in _chunks(games, workers)]
    rows: list[GameRow] = []
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        for row in ray.get(done[0]):
            rows.append(row)
            if on_row is not None:
                on_row(row)
    return rows


# -- storage ---------------------------------------------------------------------------------------
_COLUMNS = tuple(f.name for f in fields(GameRow))
_QUOTED = ", ".join(f'"{c}"' for c in _COLUMNS)  # "index" is an SQL keyword
_SQL_TYPES = {"int": "INTEGER", "str": "TEXT", "float": "REAL", "bool": "INTEGER", "str | None": "TEXT"}


def write_results(rows: Iterable[GameRow], path: str | Path) -> None:
    """Store ``rows`` (see the module docstring for the formats)."""
    p = Path(path)
    data = [asdict(r) for r in rows]
    if p.suffix == ".parquet":
        import importlib

        pa = importlib.import_module("pyarrow")
        pq = importlib.import_module("pyarrow.parquet")
        pq.write_table(pa.Table.from_pylist(data), str(p))
        return
    columns = ", ".join(f'"{f.name}" {_SQL_TYPES[str(f.type)]}' for f in fields(GameRow))
    with sqlite3.connect(p) as db:
        db.execute(f"CREATE TABLE IF NOT EXISTS games ({columns})")
        marks = ", ".join("?" * len(_COLUMNS))
        db.executemany(f"INSERT INTO games ({_QUOTED}) VALUES ({marks})", [tuple(d.values()) for d in data])
    db.close()


def read_results(path: str | Path) -> list[GameRow]:
    """The rows stored at ``path`` (SQLite or Parquet)."""
    p = Path(path)
    if not p.exists():
        raise FileNotFoundError(f"{p}: no such results file")
    if p.suffix == ".parquet":
        import importlib

        pq = importlib.import_module("pyarrow.parquet")
        records: list[dict[str, object]] = pq.read_table(str(p)).to_pylist()
    else:
        with sqlite3.connect(p) as db:
            cursor = db.execute(f"SELECT {_QUOTED} FROM games")
            records = [dict(zip(_COLUMNS, values, strict=True)) for values in cursor]
        db.close()
    return [_row(r) for r in records]


def _row(r: dict[str, object]) -> GameRow:
    def num(key: str) -> int:
        value = r[key]
        assert isinstance(value, int | float)
        return int(value)

    seconds = r["seconds"]
    assert isinstance(seconds, int | float)
    record = r.get("record")
    return GameRow(
        num("index"), num("seed"), num("game_seed"), str(r["deck_a"]), str(r["deck_b"]), str(r["player_a"]),
        str(r["player_b"]), str(r["winner"]), num("turns"), num("decisions"), float(seconds), bool(r["stopped"]),
        str(record) if record is not None else None,
    )  # fmt: skip
