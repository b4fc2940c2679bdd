"""Forks that share their objects until they are used: the objects of a copied game (``copy()``)
are cloned one by one as the copy first looks one up, or just before the game it was copied from
changes one — never both sides writing the same object.

The copy's ``objects`` starts empty over a snapshot of the source's mapping (the ``base``: the
objects not yet cloned). A lookup of an object still in the base clones it (``__missing__``);
the other ways of reading a mapping answer from both parts, and the few that walk all of it
(iteration, ``items()``…) clone the rest first. The source's journal calls :meth:`ForkObjects.keep`
before each write to an object (``Journal.watch``), which clones that object for the copy while it
still holds the value the copy was taken with. Once every object is cloned, the mapping becomes a
plain one (:class:`OwnObjects`) and stops watching.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, TypeVar, overload

from arbiter.mtg.state import GameObject, GameState, _clone_object, _clone_state

if TYPE_CHECKING:
    from _collections_abc import dict_items, dict_keys, dict_values

T = TypeVar("T")


class _Objects(dict[int, GameObject]):
    """The layout both kinds share (so that a mapping can become the other kind in place)."""

    __slots__ = ("__weakref__", "_base")

    _base: dict[int, GameObject]

    def keep(self, obj: object) -> bool:
        """The source is about to change ``obj``: if it is one of the objects shared with this
        fork, the fork takes its own clone first. False once nothing is shared any more."""
        base = self._base
        oid = getattr(obj, "id", None)
        if type(oid) is int and base.get(oid) is obj:
            _take(self, oid)
        return bool(base)


class OwnObjects(_Objects):
    """A forked game's objects once all of them are its own: a plain mapping."""

    __slots__ = ()


class ForkObjects(_Objects):
    """A forked game's objects, some still shared with the game it was copied from (``_base``)."""

    __slots__ = ()

    def __init__(self, base: dict[int, GameObject]) -> None:
        super().__init__()
        self._base = base

    def __missing__(self, key: int) -> GameObject:
        return _take(self, key)

    def materialize(self) -> None:
        """Clone every object still shared (then this is a plain mapping)."""
        for key in list(self._base):
            _take(self, key)
        _own(self)

    @overload
    def get(self, key: int, default: None = None, /) -> GameObject | None: ...
    @overload
    def get(self, key: int, default: GameObject, /) -> GameObject: ...
    @overload
    def get(self, key: int, default: T, /) -> GameObject | T: ...
    def get(self, key: int, default: T | None = None, /) -> GameObject | T | None:
        if dict.__contains__(self, key):
            return dict.__getitem__(self, key)
        if key in self._base:
            return _take(self, key)
        return default

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or key in self._base

    def __len__(self) -> int:
        return dict.__len__(self) + len(self._base)

    def __setitem__(self, key: int, value: GameObject) -> None:
        self._base.pop(key, None)
        dict.__setitem__(self, key, value)

    def __delitem__(self, key: int) -> None:
        if key in self._base:
            _take(self, key)
        dict.__delitem__(self, key)

    @overload
    def pop(self, key: int, /) -> GameObject: ...
    @overload
    def pop(self, key: int, default: GameObject, /) -> GameObject: ...
    @overload
    def pop(self, key: int, default: T, /) -> GameObject | T: ...
    def pop(self, key: int, *default: T) -> GameObject | T:
        if key in self._base:
            _take(self, key)
        return dict.pop(self, key, *default)

    def __iter__(self) -> Iterator[int]:
        self.materialize()
        return dict.__iter__(self)

    def keys(self) -> dict_keys[int, GameObject]:
        self.materialize()
        return dict.keys(self)

    def values(self) -> dict_values[int, GameObject]:
        self.materialize()
        return dict.values(self)

    def items(self) -> dict_items[int, GameObject]:
        self.materialize()
        return dict.items(self)

    def copy(self) -> dict[int, GameObject]:
        self.materialize()
        return dict(self)

    def __eq__(self, other: object) -> bool:
        self.materialize()
        return dict.__eq__(self, other)

    def __repr__(self) -> str:
        self.materialize()
        return dict.__repr__(self)


def _take(objects: _Objects, key: int) -> GameObject:
    """Clone the shared object ``key`` for ``objects`` (KeyError: no such object)."""
    base = objects._base
    clone = _clone_object(base.pop(key))
    dict.__setitem__(objects, key, clone)
    if not base:
        _own(objects)
    return clone


def _own(objects: _Objects) -> None:
    """Nothing is shared any more: the mapping becomes a plain one, in place."""
    objects.__class__ = OwnObjects


def fork_state(st: GameState) -> tuple[GameState, ForkObjects]:
    """A copy of ``st`` whose objects are shared until used (its players and its own fields are
    copied at once: they are few). The caller makes the source's journal watch the returned
    mapping. A state whose own objects are still partly shared takes its own first."""
    objects = st.objects
    if isinstance(objects, ForkObjects):
        objects.materialize()
    new = _clone_state(st)
    new.players = tuple(p.clone() for p in st.players)
    forked = ForkObjects(dict(objects))
    if not objects:
        _own(forked)
    new.objects = forked
    return new, forked
