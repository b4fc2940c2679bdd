"""The single choke point through which every change of a game state passes.

Design idea 1: a journal of primitive mutations, each recorded with the value it replaced.
Rolling back to a mark restores the exact earlier state; this gives the reversal of illegal
actions (CR 733), ``undo()``, and ``check()`` (perform, then roll back). The measurement that
chose a journal over persistent immutable states is in ``docs/decisions.md``.

Entries are stored flat, four list items per mutation, rather than as one tuple each: a long
game keeps tens of thousands of entries, and CPython's garbage collector re-scans every tracked
tuple, which made a tuple-per-entry journal three times slower than the flat one (measured).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable
from typing import Any, Protocol, TypeVar, cast

T = TypeVar("T")

_MISSING: Any = object()

# Entry opcodes: the first item of each 4-item entry says how to reverse it.
_ATTR = ATTR = 0  # (op, obj, name, old value)
_DICT = 1  # (op, dict, key, old value or _MISSING)
_APPEND = 2  # (op, list, None, None)
_POP = 3  # (op, list, popped item, None)
STRIDE = 4

# Fields that only record where the decision loop is — who is asked, who passed, the event log and
# how far it was looked at for triggers, the next timestamp — and never what the rules judge on
# the board. A write to one of them is not counted in :attr:`Journal.changes`.
BOOKKEEPING = frozenset({"pending", "priority", "passes", "log", "trigger_mark", "next_ts"})

# Fields the state-based actions and state triggers never read on a plain board (``mtg/sba.py``,
# ``plain_board``: no continuous effect, no counters, Auras, attachments or state triggers) — the
# step and how far it has gone, whether a permanent is tapped, the mana pools. A write to one of
# them is counted in :attr:`Journal.changes` but not in :attr:`Journal.board`.
STEP_AND_MANA = frozenset({"step", "step_begun", "combat_declared", "declaring", "tapped", "pool"})

# Fields that change what an object is to the rules' lists of objects — its card (its face, a copy
# effect's values, a transformation), who controls it, what it is attached to, face down or not.
# A write to one of them (or any rollback) moves :attr:`Journal.shapes`; values remembered with
# :meth:`Journal.by_content` are read from these fields and from zone tuples only.
SHAPE = frozenset({"card", "controller", "attached_to", "face_down"})


# What :meth:`Journal.counts` returns and :meth:`Journal.unchanged` takes back.
Counts = tuple[int, int, int, int, int, dict[Hashable, object], int, dict[Hashable, object]]


class Watcher(Protocol):
    """Something that must see a mutable object before it changes (a fork still sharing it)."""

    def keep(self, obj: object) -> bool:
        """Called before ``obj`` changes (None: no change, a question); False once the watcher
        needs no more calls."""
        ...


class Journal:
    """Records primitive mutations so that they can be reversed.

    Every write made by a ruleset goes through :meth:`set`, :meth:`dict_set`, :meth:`dict_del`,
    :meth:`append` or :meth:`pop`. Containers held in attributes are otherwise immutable
    (tuples, frozen dataclasses), so these primitives are enough to record every change.
    """

    __slots__ = (
        "board", "board_memo", "board_memo_at", "changes", "content_memo", "entries", "memo", "memo_at", "quiet",
        "settled", "shapes", "watchers",
    )  # fmt: skip

    def __init__(self) -> None:
        self.entries: list[Any] = []
        # how many changes of the state (other than :data:`BOOKKEEPING`) were made or reversed;
        # equal counts mean the state the rules judge is the one seen at the earlier count
        self.changes = 0
        # the count at which a ruleset last found nothing automatic to do (state-based actions,
        # CR 704.3): while ``changes`` stays there, looking again would find nothing again
        self.settled = -1
        # the same count without the writes to :data:`STEP_AND_MANA`, and where it stood at the last
        # check that found nothing: while it stays there, only those fields changed since
        self.board = 0
        self.quiet = -1
        # forks still sharing objects with this state (weakly held): told before each write
        self.watchers: list[weakref.ref[Watcher]] = []
        # values computed from the state as it was at the count ``memo_at`` (see :meth:`per_state`)
        self.memo: dict[Hashable, object] = {}
        self.memo_at = 0
        # values computed from the fields counted in ``board`` (see :meth:`on_board`), at ``board_memo_at``
        self.board_memo: dict[Hashable, object] = {}
        self.board_memo_at = 0
        # how many writes to :data:`SHAPE` fields and rollbacks were made; values remembered by the
        # zone tuples they were read from, with the count then (see :meth:`by_content`)
        self.shapes = 0
        self.content_memo: dict[Hashable, tuple[tuple[object, ...], int, object]] = {}

    def watch(self, watcher: Watcher) -> None:
        """Call ``watcher.keep(obj)`` before each later write to an object (see :meth:`before_write`)."""
        self.watchers = [w for w in self.watchers if w() is not None]
        self.watchers.append(weakref.ref(watcher))

    def before_write(self, obj: object) -> None:
        """Let each watcher see ``obj`` before it changes; drop those gone or done (``keep(None)``
        only answers whether a watcher still needs calls)."""
        done = False
        for ref in self.watchers:
            watcher = ref()
            if watcher is None or not watcher.keep(obj):
                done = True
        if done:
            self.watchers = [w for w in self.watchers if (x := w()) is not None and x.keep(None)]

    def mark(self) -> int:
        """A position to which :meth:`rollback` can return."""
        return len(self.entries)

    def set(self, obj: Any, name: str, value: Any) -> None:
        """``obj.name = value``, recorded (``mtg.game.Game.set`` writes the same entry inline)."""
        if self.watchers:
            self.before_write(obj)
        self.entries += (_ATTR, obj, name, getattr(obj, name))
        setattr(obj, name, value)
        if name not in BOOKKEEPING:
            self.changes += 1
            if name not in STEP_AND_MANA:
                self.board += 1
                if name in SHAPE:
                    self.shapes += 1

    def dict_set(self, d: dict[Any, Any], key: Any, value: Any) -> None:
        """``d[key] = value``, recorded."""
        self.entries += (_DICT, d, key, d.get(key, _MISSING))
        d[key] = value
        self.changes += 1
        self.board += 1

    def dict_del(self, d: dict[Any, Any], key: Any) -> None:
        """``del d[key]``, recorded."""
        self.entries += (_DICT, d, key, d.pop(key))
        self.changes += 1
        self.board += 1

    def append(self, lst: list[Any], item: Any) -> None:
        """``lst.append(item)``, recorded."""
        self.entries += (_APPEND, lst, None, None)
        lst.append(item)
        self.changes += 1
        self.board += 1

    def pop(self, lst: list[Any]) -> Any:
        """``lst.pop()``, recorded."""
        item = lst.pop()
        self.entries += (_POP, lst, item, None)
        self.changes += 1
        self.board += 1
        return item

    def revert_to(self, mark: int) -> None:
        """Return the state to what it was at ``mark`` by recording the inverse of every later
        mutation as new mutations. Unlike :meth:`rollback`, this is itself reversible: rolling
        back past it restores the state it reverted (a cancelled cast can be undone)."""
        e = self.entries[mark:]
        for i in range(len(e) - STRIDE, -1, -STRIDE):
            op, target, a, b = e[i], e[i + 1], e[i + 2], e[i + 3]
            if op == _ATTR:
                self.set(target, a, b)
            elif op == _DICT:
                if b is _MISSING:
                    self.dict_del(target, a)
                else:
                    self.dict_set(target, a, b)
            elif op == _APPEND:
                self.pop(target)
            else:
                self.append(target, a)

    def rollback(self, mark: int) -> None:
        """Reverse every mutation recorded after ``mark``, newest first."""
        e = self.entries
        if len(e) > mark:
            self.changes += 1  # (the state goes back to an earlier one: counted as a change)
            self.board += 1
            self.shapes += 1
        watched = bool(self.watchers)
        for i in range(len(e) - STRIDE, mark - 1, -STRIDE):
            op, target, a, b = e[i], e[i + 1], e[i + 2], e[i + 3]
            if op == _ATTR:
                if watched:
                    self.before_write(target)
                setattr(target, a, b)
            elif op == _DICT:
                if b is _MISSING:
                    target.pop(a, None)
                else:
                    target[a] = b
            elif op == _APPEND:
                target.pop()
            else:
                target.append(a)
        del e[mark:]

    def counts(self) -> Counts:
        """What :meth:`unchanged` restores: the counts, and the values remembered for this state."""
        return (
            self.changes, self.settled, self.board, self.quiet, self.memo_at, self.memo, self.board_memo_at,
            self.board_memo,
        )  # fmt: skip

    def unchanged(
        self,
        changes: int,
        settled: int,
        board: int,
        quiet: int,
        memo_at: int = -1,
        memo: dict[Hashable, object] | None = None,
        board_memo_at: int = -1,
        board_memo: dict[Hashable, object] | None = None,
    ) -> None:
        """After a rollback to a mark taken when the counts were ``changes`` and ``settled``: the
        state is again the one they described, so they are restored (what was counted or found
        settled in between was about states that no longer exist), and so are the values
        remembered for it (:meth:`counts`) — those remembered in between are dropped, since the
        counts they were taken at will be reached again by other states."""
        self.changes = changes
        self.settled = settled
        self.board = board
        self.quiet = quiet
        if memo is not None:
            self.memo_at = memo_at
            self.memo = memo
        elif self.memo_at > changes:
            self.memo = {}  # (remembered at a count that will be reached again by another state)
            self.memo_at = -1
        if board_memo is not None:
            self.board_memo_at = board_memo_at
            self.board_memo = board_memo
        elif self.board_memo_at > board:
            self.board_memo = {}
            self.board_memo_at = -1

    def per_state(self) -> dict[Hashable, object]:
        """A place for values computed from the state the rules judge (the fields that count as
        changes: never :data:`BOOKKEEPING`), kept while the state stays the same — between
        ``check()`` trials, which restore it exactly (:meth:`unchanged`) — and emptied as soon as
        a change is counted. A value kept here must be immutable (callers share it)."""
        if self.memo_at != self.changes:
            self.memo = {}
            self.memo_at = self.changes
        return self.memo

    def remembered(self, key: Hashable, make: Callable[[], T]) -> T:
        """``make()``, computed once per state (:meth:`per_state`) for ``key``."""
        memo = self.memo if self.memo_at == self.changes else self.per_state()
        if key in memo:
            return cast(T, memo[key])
        value = make()
        memo[key] = value
        return value

    def on_board(self, key: Hashable, make: Callable[[], T]) -> T:
        """``make()``, computed once while :attr:`board` stays where it is — across priority
        passes, steps and mana abilities — for values read only from fields counted there (never
        :data:`STEP_AND_MANA` nor :data:`BOOKKEEPING`); kept like :meth:`per_state`'s values
        across ``check()`` trials, and immutable too."""
        if self.board_memo_at != self.board:
            self.board_memo = {}
            self.board_memo_at = self.board
        memo = self.board_memo
        if key in memo:
            return cast(T, memo[key])
        value = make()
        memo[key] = value
        return value

    def by_content(self, key: Hashable, zones: tuple[object, ...], make: Callable[[], T]) -> T:
        """``make()``, computed once for these ``zones`` (the state's immutable zone tuples it reads:
        the battlefield, a graveyard…, equal by content) while no :data:`SHAPE` field was written
        and nothing was rolled back — for values read only from those tuples, the cards and the
        :data:`SHAPE` fields of their objects. Kept across changes of every other field (a draw,
        a life total, a spell on the stack), where :meth:`on_board` would compute them again;
        immutable too."""
        hit = self.content_memo.get(key)
        if hit is not None and hit[1] == self.shapes and hit[0] == zones:
            return cast(T, hit[2])
        value = make()
        self.content_memo[key] = (zones, self.shapes, value)
        return value

    def by_tuples(self, key: Hashable, zones: tuple[object, ...], make: Callable[[], T]) -> T:
        """``make()``, computed once for these ``zones`` — immutable tuples of immutable values (the
        game's continuous effects), equal by content — for values read from them alone: kept
        across every other change, a rollback too (it restores the tuples it wrote, and equal
        tuples give the same value); immutable too."""
        hit = self.content_memo.get(key)
        if hit is not None and hit[0] == zones:
            return cast(T, hit[2])
        value = make()
        self.content_memo[key] = (zones, -1, value)
        return value

    def forget(self) -> None:
        """Drop the record (the current state stays); used by games that keep no history."""
        self.entries.clear()


class _Nothing:
    __slots__ = ("x",)

    def __init__(self) -> None:
        self.x = None


_NOOP = (_ATTR, _Nothing(), "x", None)


def remap(journal: Journal, start: int, mapping: dict[int, Any], clone: Callable[[Any], Any]) -> Journal:
    """A journal for a copied state: entries before ``start`` become no-ops; later entries are
    re-pointed at the copies (``mapping``: ``id(original) -> copy``; ``clone(value)`` copies a
    recorded value the mapping lacks, or returns it unchanged when it is immutable)."""
    out = Journal()
    out.entries = list(_NOOP) * (start // STRIDE)
    e = journal.entries
    for i in range(start, len(e), STRIDE):
        op, target, a, b = e[i], e[i + 1], e[i + 2], e[i + 3]
        target = mapping[id(target)] if id(target) in mapping else clone(target)
        if op == _ATTR:
            out.entries += (op, target, a, clone(b))
        elif op == _DICT:
            out.entries += (op, target, a, b if b is _MISSING else clone(b))
        elif op == _POP:
            out.entries += (op, target, clone(a), None)
        else:
            out.entries += (op, target, None, None)
    return out
