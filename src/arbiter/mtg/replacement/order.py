"""The order the affected player chose for the replacement and prevention effects that apply to
one event (CR 616.1, 616.1e–f): whether the order can change the outcome at all, and the order
chosen so far while the instruction that causes the event is followed.

A question is asked only when two orders give different results — 616.1 has the player choose,
but a choice that can't change anything isn't asked. The chosen order lives here only while the
instruction is performed (:func:`chosen_orders`); the modules that apply the effects read the
part of it that concerns the event they replace (:func:`chosen_for`)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from itertools import permutations
from typing import TypeVar

K = TypeVar("K", bound=Hashable)

# more effects than this on one event: the engine doesn't look for an order that matters
# (7! orders to compare; no board seen so far has that many of one category on one event)
MOST_ORDERED = 6

# what each affected object or player ("counters 12", "damage 3") chose to apply first, in order:
# the keys of the effects (set while an instruction is performed after the questions)
_CHOSEN: ContextVar[dict[str, tuple[str, ...]] | None] = ContextVar("replacement_order", default=None)


@contextmanager
def chosen_orders(orders: dict[str, tuple[str, ...]]) -> Iterator[None]:
    """CR 616.1: while inside, the events named in ``orders`` apply their effects first in the
    order chosen for them."""
    token = _CHOSEN.set(orders)
    try:
        yield
    finally:
        _CHOSEN.reset(token)


def chosen_for(event: str) -> tuple[str, ...]:
    """The effects the affected player chose to apply first to ``event``, in order (none chosen:
    the engine's own order, which can't change the result or wasn't asked)."""
    orders = _CHOSEN.get()
    return orders.get(event, ()) if orders else ()


def in_chosen_order(keys: Sequence[K], first: Sequence[K]) -> list[K]:
    """``keys`` with the chosen ones ``first`` (in their order), then the rest as they were."""
    head = [k for k in first if k in keys]
    return head + [k for k in keys if k not in head]


def order_matters(keys: Sequence[K], outcome: Callable[[tuple[K, ...]], Hashable], first: Sequence[K] = ()) -> bool:
    """CR 616.1e–f: whether applying ``keys`` in different orders (after those already chosen,
    ``first``) gives different results; ``outcome`` applies an order — re-checking which effects
    still apply after each one (616.1f) — and answers the result."""
    rest = [k for k in keys if k not in first]
    if len(rest) < 2 or len(rest) > MOST_ORDERED:
        return False
    results = {outcome((*first, *p)) for p in permutations(rest)}
    return len(results) > 1
