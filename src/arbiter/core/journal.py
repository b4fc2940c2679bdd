"""The single choke point through which every change of a game state passes.

Design idea 1: a journal of primitive mutations, each recorded with the value it replaced.
Rolling back to a mark restores the exact earlier state; this gives the reversal of illegal
actions (CR 733), ``undo()``, and ``check()`` (perform, then roll back). The measurement that
chose a journal over persistent immutable states is in ``docs/decisions.md``.
"""

from __future__ import annotations

from typing import Any

_MISSING: Any = object()

# Entry opcodes: entries are tuples whose first element says how to reverse them.
_ATTR = 0
_DICT = 1
_APPEND = 2
_POP = 3


class Journal:
    """Records primitive mutations so that they can be reversed.

    Every write made by a ruleset goes through :meth:`set`, :meth:`dict_set`, :meth:`dict_del`
    or :meth:`append`. Containers held in attributes are otherwise immutable (tuples, frozen
    dataclasses), so these four primitives are enough to record every change.
    """

    __slots__ = ("entries",)

    def __init__(self) -> None:
        self.entries: list[tuple[Any, ...]] = []

    def mark(self) -> int:
        """A position to which :meth:`rollback` can return."""
        return len(self.entries)

    def set(self, obj: Any, name: str, value: Any) -> None:
        """``obj.name = value``, recorded."""
        self.entries.append((_ATTR, obj, name, getattr(obj, name)))
        setattr(obj, name, value)

    def dict_set(self, d: dict[Any, Any], key: Any, value: Any) -> None:
        """``d[key] = value``, recorded."""
        self.entries.append((_DICT, d, key, d.get(key, _MISSING)))
        d[key] = value

    def dict_del(self, d: dict[Any, Any], key: Any) -> None:
        """``del d[key]``, recorded."""
        self.entries.append((_DICT, d, key, d.pop(key)))

    def append(self, lst: list[Any], item: Any) -> None:
        """``lst.append(item)``, recorded."""
        self.entries.append((_APPEND, lst))
        lst.append(item)

    def pop(self, lst: list[Any]) -> Any:
        """``lst.pop()``, recorded."""
        item = lst.pop()
        self.entries.append((_POP, lst, item))
        return item

    def revert_to(self, mark: int) -> None:
        """Return the state to what it was at ``mark`` by recording the inverse of every later
        mutation as new mutations. Unlike :meth:`rollback`, this is itself reversible: rolling
        back past it restores the state it reverted (a cancelled cast can be undone)."""
        for entry in reversed(self.entries[mark:]):
            op = entry[0]
            if op == _ATTR:
                self.set(entry[1], entry[2], entry[3])
            elif op == _DICT:
                if entry[3] is _MISSING:
                    self.dict_del(entry[1], entry[2])
                else:
                    self.dict_set(entry[1], entry[2], entry[3])
            elif op == _APPEND:
                self.pop(entry[1])
            else:
                self.append(entry[1], entry[2])

    def rollback(self, mark: int) -> None:
        """Reverse every mutation recorded after ``mark``, newest first."""
        entries = self.entries
        while len(entries) > mark:
            entry = entries.pop()
            op = entry[0]
            if op == _ATTR:
                setattr(entry[1], entry[2], entry[3])
            elif op == _DICT:
                d, key, old = entry[1], entry[2], entry[3]
                if old is _MISSING:
                    d.pop(key, None)
                else:
                    d[key] = old
            elif op == _APPEND:
                entry[1].pop()
            else:
                entry[1].append(entry[2])

    def forget(self) -> None:
        """Drop the record (the current state stays); used by games that keep no history."""
        self.entries.clear()


class _Nothing:
    __slots__ = ("x",)

    def __init__(self) -> None:
        self.x = None


_NOOP = (_ATTR, _Nothing(), "x", None)


def remap(journal: Journal, start: int, mapping: dict[int, Any], clone: Any) -> Journal:
    """A journal for a copied state: entries before ``start`` become no-ops; later entries are
    re-pointed at the copies (``mapping``: ``id(original) -> copy``; ``clone(value)`` copies a
    recorded value the mapping lacks, or returns it unchanged when it is immutable)."""
    out = Journal()
    out.entries = [_NOOP] * start
    for entry in journal.entries[start:]:
        op = entry[0]
        target = mapping[id(entry[1])] if id(entry[1]) in mapping else clone(entry[1])
        if op == _ATTR:
            out.entries.append((op, target, entry[2], clone(entry[3])))
        elif op == _DICT:
            old = entry[3]
            out.entries.append((op, target, entry[2], old if old is _MISSING else clone(old)))
        elif op == _APPEND:
            out.entries.append((op, target))
        else:
            out.entries.append((op, target, clone(entry[2])))
    return out
