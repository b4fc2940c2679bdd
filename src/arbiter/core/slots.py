"""Fast shallow copies of slotted classes, generated once per class.

``copy.copy`` on a slotted object goes through ``__reduce_ex__`` and is several times slower
than assigning each slot; ``copy()`` of a game clones every object, so this is on the hot path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def slot_cloner(cls: type[T]) -> Callable[[T], T]:
    """A function returning a shallow copy of an instance of ``cls`` (all ``__slots__``)."""
    names: tuple[str, ...] = cls.__slots__  # type: ignore[attr-defined]
    body = "".join(f"    n.{name} = o.{name}\n" for name in names)
    src = f"def clone(o):\n    n = new(cls)\n{body}    return n\n"
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}
    exec(src, namespace)
    return namespace["clone"]  # type: ignore[no-any-return]
