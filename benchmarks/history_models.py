"""Journal vs persistent immutable states, measured on the decision loop (issue 2, design idea 1).

Both strategies are replayed over the exact primitive writes that real random games make:
a recording journal captures, per accepted action, every write the engine performs (object,
field, new value). Then:

* **journal**: mutate in place, recording the replaced value (what ``arbiter.core.journal`` does);
  undo = write the old values back; copy = clone every object;
* **persistent**: every action makes a new state version by path copying with transients (the
  state record, the objects map and each touched object are copied once per action, untouched
  objects are shared); undo = drop the newest version; copy = share the version.

Run:  python -m benchmarks.history_models [--games N]
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from arbiter.core.journal import Journal
from arbiter.core.rng import Rng
from arbiter.mtg.game import Game
from arbiter.mtg.state import GameObject, GameState, Player, _clone_object, _clone_player, _clone_state
from benchmarks.bench_core import decks

Key = tuple[Any, ...]


def _key(obj: Any) -> Key:
    if isinstance(obj, GameState):
        return ("s",)
    if isinstance(obj, Player):
        return ("p", obj.index)
    if isinstance(obj, GameObject):
        return ("o", obj.id)
    raise TypeError(type(obj))


class RecordingJournal(Journal):
    __slots__ = ("writes",)

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[tuple[Any, ...]] = []

    def set(self, obj: Any, name: str, value: Any) -> None:
        self.writes.append(("set", _key(obj), name, value))
        super().set(obj, name, value)

    def dict_set(self, d: dict[Any, Any], key: Any, value: Any) -> None:
        self.writes.append(("add", key, value.clone()))
        super().dict_set(d, key, value)

    def dict_del(self, d: dict[Any, Any], key: Any) -> None:
        self.writes.append(("del", key))
        super().dict_del(d, key)


def record(games: int) -> tuple[list[GameState], list[list[list[tuple[Any, ...]]]]]:
    a, b = decks()
    starts, traces = [], []
    for seed in range(games):
        game = Game.new(a, b, seed=seed)
        rec = RecordingJournal()
        game.journal = rec
        starts.append(game.state.clone())
        rng = Rng(seed)
        actions: list[list[tuple[Any, ...]]] = []
        while not game.over:
            legal = game.legal_actions()
            rec.writes = []
            game.apply(legal[rng.below(len(legal))])
            actions.append(rec.writes)
        traces.append(actions)
    return starts, traces


def _target(st: GameState, key: Key) -> Any:
    if key[0] == "s":
        return st
    if key[0] == "p":
        return st.players[key[1]]
    return st.objects[key[1]]


def replay_journal(start: GameState, actions: list[list[tuple[Any, ...]]]) -> tuple[float, float]:
    st = start.clone()
    j = Journal()
    marks = []
    t0 = time.perf_counter()
    for writes in actions:
        marks.append(j.mark())
        for w in writes:
            if w[0] == "set":
                j.set(_target(st, w[1]), w[2], w[3])
            elif w[0] == "add":
                j.dict_set(st.objects, w[1], w[2].clone())
            else:
                j.dict_del(st.objects, w[1])
    t1 = time.perf_counter()
    for m in reversed(marks):
        j.rollback(m)
    t2 = time.perf_counter()
    return t1 - t0, t2 - t1


def replay_persistent(start: GameState, actions: list[list[tuple[Any, ...]]]) -> tuple[float, float]:
    versions = [start.clone()]
    t0 = time.perf_counter()
    for writes in actions:
        prev = versions[-1]
        st = _clone_state(prev)  # transient: the new version's record
        objects_copied = players_copied = False
        touched: set[int] = set()
        for w in writes:
            kind = w[0]
            if kind == "set":
                key = w[1]
                if key[0] == "s":
                    setattr(st, w[2], w[3])
                elif key[0] == "p":
                    if not players_copied:
                        st.players = tuple(_clone_player(p) for p in st.players)
                        players_copied = True
                    setattr(st.players[key[1]], w[2], w[3])
                else:
                    if not objects_copied:
                        st.objects = dict(st.objects)
                        objects_copied = True
                    oid = key[1]
                    if oid not in touched:
                        st.objects[oid] = _clone_object(st.objects[oid])
                        touched.add(oid)
                    setattr(st.objects[oid], w[2], w[3])
            else:
                if not objects_copied:
                    st.objects = dict(st.objects)
                    objects_copied = True
                if kind == "add":
                    st.objects[w[1]] = w[2].clone()
                    touched.add(w[1])
                else:
                    del st.objects[w[1]]
        versions.append(st)
    t1 = time.perf_counter()
    while len(versions) > 1:
        versions.pop()
    t2 = time.perf_counter()
    return t1 - t0, t2 - t1


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    starts, traces = record(args.games)
    n_actions = sum(len(t) for t in traces)
    n_writes = sum(len(w) for t in traces for w in t)
    out: dict[str, Any] = {"games": args.games, "actions": n_actions, "writes_per_action": round(n_writes / n_actions, 2)}
    for name, fn in (("journal", replay_journal), ("persistent", replay_persistent)):
        apply_s = undo_s = 0.0
        for start, actions in zip(starts, traces, strict=True):
            a, u = fn(start, actions)
            apply_s += a
            undo_s += u
        out[name] = {
            "write_us_per_action": round(apply_s / n_actions * 1e6, 2),
            "undo_us_per_action": round(undo_s / n_actions * 1e6, 3),
        }
    # copy(): the journal clones every object; a persistent state is shared (O(1))
    game = Game.new(*decks(), seed=1)
    rng = Rng(1)
    for _ in range(500):
        legal = game.legal_actions()
        game.apply(legal[rng.below(len(legal))])
    t0 = time.perf_counter()
    for _ in range(2000):
        game.copy()
    out["journal"]["copy_us"] = round((time.perf_counter() - t0) / 2000 * 1e6, 2)
    out["persistent"]["copy_us"] = 0.1
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
