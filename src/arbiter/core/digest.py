"""The text a state's digest hashes: like ``repr``, but the same in every process.

``repr`` of a set or frozenset lists its members in hash order, and the hash of a string (so of a
``StrEnum`` member, a card name, a keyword) changes from one Python process to the next
(``PYTHONHASHSEED``). A game record saved by one process and replayed by another compares digests,
so the members of every set are written in sorted order, inside tuples, lists, dicts and frozen
dataclasses alike."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable


def stable_repr(x: object) -> str:
    """``repr(x)`` with every set's members in a fixed (sorted) order, at any depth."""
    if isinstance(x, str | int | float | bool | bytes) or x is None:
        return repr(x)
    if isinstance(x, frozenset | set):
        return "{" + ", ".join(sorted(stable_repr(e) for e in x)) + "}"
    if isinstance(x, tuple):
        return "(" + _items(x) + ",)" if len(x) == 1 else "(" + _items(x) + ")"
    if isinstance(x, list):
        return "[" + _items(x) + "]"
    if isinstance(x, dict):
        return "{" + ", ".join(f"{stable_repr(k)}: {stable_repr(v)}" for k, v in x.items()) + "}"
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        fields = ", ".join(f"{f.name}={stable_repr(getattr(x, f.name))}" for f in dataclasses.fields(x))
        return f"{type(x).__name__}({fields})"
    return repr(x)


def _items(xs: Iterable[object]) -> str:
    return ", ".join(stable_repr(e) for e in xs)
