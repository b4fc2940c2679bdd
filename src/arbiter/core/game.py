"""The decision loop shared by every ruleset (design idea 2).

A game is a reducer that waits for exactly one decision at a time. :class:`CoreGame` owns the
journal and offers the public verbs — ``apply``, ``check``, ``attempt``, ``undo``, ``copy``,
``digest``, ``legal_actions`` — on top of four methods a ruleset provides.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator, Sequence
from typing import Generic, Protocol, Self, TypeVar, cast, overload

from arbiter.core.digest import stable_repr
from arbiter.core.journal import Journal
from arbiter.core.ruling import ACCEPTED, Illegal, IllegalAction, Ruling

A = TypeVar("A")


class LegalActions(Sequence[A]):
    """A lazy view of the legal actions with a stable order (python-chess style).

    ``action in view`` is answered from the enumeration when the action is listed there, and by
    the game's own judgement otherwise, for decisions whose options cannot all be listed
    (declaring blockers, say), so that every legal action is ``in`` the view.
    """

    __slots__ = ("_items", "_judge", "_make", "_set")

    def __init__(self, make: Callable[[], list[A]], judge: Callable[[object], bool] | None) -> None:
        self._items: list[A] | None = None
        self._set: set[A] | None = None
        self._make = make
        self._judge = judge

    def _list(self) -> list[A]:
        if self._items is None:
            self._items = self._make()
        return self._items

    def __len__(self) -> int:
        return len(self._list())

    @overload
    def __getitem__(self, i: int) -> A: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[A]: ...
    def __getitem__(self, i: int | slice) -> A | Sequence[A]:
        return self._list()[i]

    def __iter__(self) -> Iterator[A]:
        return iter(self._list())

    def __contains__(self, action: object) -> bool:
        if self._set is None:
            self._set = set(self._list())
        try:
            if action in self._set:
                return True
        except TypeError:
            return False  # an unhashable value is no action (actions are immutable)
        return self._judge is not None and self._judge(action)

    def __repr__(self) -> str:
        return f"<LegalActions ({len(self)}): {', '.join(map(str, self._list()[:8]))}{' …' if len(self) > 8 else ''}>"


class DigestibleState(Protocol):
    """What the core needs of a ruleset's state: its data for a stable digest."""

    def digest_data(self) -> tuple[object, ...]: ...


S = TypeVar("S", bound=DigestibleState)


class CoreGame(Generic[S, A]):
    """Journal-backed game facade. Subclasses implement ``_perform``, ``_enumerate``,
    ``_open_decision`` and ``_clone_state``; the state must offer ``digest_data()``."""

    __slots__ = ("_history", "_legal", "_version", "journal", "keep_history", "state")

    def __init__(self, state: S, *, keep_history: bool = True) -> None:
        self.state = state
        self.journal = Journal()
        self._history: list[int] = []
        self._version = 0
        self._legal: tuple[int, list[A]] | None = None  # (the listing of the state at that version)
        self.keep_history = keep_history

    # -- to be provided by a ruleset -------------------------------------------------------
    def _perform(self, action: A) -> None:
        """Carry the action out through the journal; raise :class:`IllegalAction` to refuse."""
        raise NotImplementedError

    def _trial(self, action: A) -> None:
        """What :meth:`check` runs (and then reverses): raise :class:`IllegalAction` exactly when
        ``_perform`` would. By default ``_perform`` itself; a ruleset whose automatic progress after
        an accepted answer can never refuse it may stop once the answer is taken."""
        self._perform(action)

    def _enumerate(self) -> list[A]:
        """The listed legal actions of the pending decision, in a stable order."""
        raise NotImplementedError

    def _open_decision(self) -> bool:
        """True when the pending decision has legal actions beyond the listed ones."""
        return False

    def _clone_state(self) -> S:
        raise NotImplementedError

    def _in_procedure(self) -> bool:
        """True while a multi-step procedure may still return to its start (CR 733), so the
        journal must be kept even by a game that keeps no undo history."""
        return False

    # -- the public verbs -------------------------------------------------------------------
    def apply(self, action: A) -> Ruling:
        """Perform ``action`` or refuse it; a refusal leaves the state exactly as it was."""
        journal = self.journal
        mark = journal.mark()
        try:
            self._perform(action)
        except IllegalAction as exc:
            journal.rollback(mark)
            return exc.ruling
        except BaseException:
            journal.rollback(mark)  # an engine bug must not leave a half-changed state
            raise
        if self.keep_history:
            self._history.append(mark)
        elif not self._in_procedure():
            journal.forget()
        self._version += 1
        return ACCEPTED

    def check(self, action: A) -> Ruling:
        """The ruling ``apply(action)`` would give, without changing anything."""
        return self._ruling_then_undo(self._trial, action)

    def full_check(self, action: A) -> Ruling:
        """The ruling ``apply(action)`` would give, found the slow way — performing it in full,
        the run to the next decision included, then reversing it. ``check`` gives the same answer
        faster; self-checks compare the two."""
        return self._ruling_then_undo(self._perform, action)

    def _ruling_then_undo(self, perform: Callable[[A], None], action: A) -> Ruling:
        """The ruling ``perform(action)`` gives; whatever it changed is reversed, accepted or not."""
        journal = self.journal
        mark, counts = journal.mark(), journal.counts()
        try:
            perform(action)
        except IllegalAction as exc:
            return exc.ruling
        finally:
            journal.rollback(mark)
            journal.unchanged(*counts)
        return ACCEPTED

    def attempt(self, actions: Sequence[A]) -> Ruling:
        """Apply several actions as one: if any is refused, all are reversed (CR 733)."""
        mark = self.journal.mark()
        depth = len(self._history)
        keep = self.keep_history
        self.keep_history = True
        try:
            for action in actions:
                ruling = self.apply(action)
                if isinstance(ruling, Illegal):
                    self.journal.rollback(mark)
                    del self._history[depth:]
                    self._version += 1
                    return ruling
        finally:
            self.keep_history = keep
        del self._history[depth + 1 :]
        if not keep:
            self.journal.forget()
            self._history.clear()
        return ACCEPTED

    def savepoint(self) -> tuple[int, int]:
        """A point to :meth:`restore` to, for callers composing several actions into one
        (a scenario runner casting a spell with its choices and payment, say)."""
        return (self.journal.mark(), len(self._history))

    def restore(self, point: tuple[int, int]) -> None:
        """Return exactly to a :meth:`savepoint` taken earlier (actions since are forgotten)."""
        mark, depth = point
        self.journal.rollback(mark)
        del self._history[depth:]
        self._version += 1

    def revert_to(self, mark: int) -> None:
        """Return the state to a journal mark taken earlier, as a reversible change (used when a
        multi-step procedure is abandoned, CR 733)."""
        self.journal.revert_to(mark)

    def undo(self) -> bool:
        """Reverse the last accepted action; False when there is nothing to undo."""
        if not self._history:
            return False
        self.journal.rollback(self._history.pop())
        self._version += 1
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._history)

    def legal_actions(self) -> LegalActions[A]:
        """The legal actions of the pending decision (listed once per state: cached until it changes).

        The view holds the game; the game keeps the listing, not the view — so a game no longer
        referred to holds no reference cycle and is freed at once, not by the cycle collector."""
        return LegalActions(self._listed, self._judge if self._open_decision() else None)

    def _listed(self) -> list[A]:
        cached = self._legal
        if cached is not None and cached[0] == self._version:
            return cached[1]
        listed = self._enumerate()
        self._legal = (self._version, listed)
        return listed

    def _judge(self, action: object) -> bool:
        # any object may be asked about: ``check`` refuses what isn't a well-formed action
        return isinstance(self.check(cast(A, action)), type(ACCEPTED))

    def copy(self) -> Self:
        """An independent fork of this game (its undo history starts empty)."""
        other = object.__new__(type(self))
        other.state = self._clone_state()
        other.journal = Journal()
        other._history = []
        other._version = 0
        other._legal = None
        other.keep_history = self.keep_history
        self._copy_extra(other)
        return other

    def _copy_extra(self, other: Self) -> None:
        """Hook for subclasses with more slots."""

    def digest(self) -> str:
        """A stable hash of the whole state (the same on every machine and Python version)."""
        data = self.state.digest_data()  # (sets in sorted order: the same in every process)
        return hashlib.blake2b(stable_repr(data).encode(), digest_size=16).hexdigest()
