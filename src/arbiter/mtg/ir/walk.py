"""Reading a card's ability model for what its abilities ask (CR 109.3, 113.1: the abilities are the
card's text; a rule that reads "if you cast ~ during your main phase" or "for the first time each
turn" needs to know which cards say it). ``ir_nodes`` walks the model; ``CardMemo`` keeps what was
read once per card value, bounded (a long run makes new card values — copies, prototypes)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from arbiter.mtg.ir.card import CardDef

T = TypeVar("T")

CARD_MEMO_LIMIT = 4096  # card values remembered at most, then all forgotten at once


def ir_nodes(x: object) -> Iterator[object]:
    """``x`` and every value under it, depth first: the items of a tuple or list, the fields of a
    dataclass (strings, numbers, frozensets and None are leaves; other values aren't entered)."""
    yield x
    if isinstance(x, tuple | list):
        for y in x:
            yield from ir_nodes(y)
        return
    if isinstance(x, str | int | bool | frozenset) or x is None:
        return
    for f in getattr(x, "__dataclass_fields__", ()):
        yield from ir_nodes(getattr(x, f))


class CardMemo(Generic[T]):
    """What ``read`` finds in a card, read once per card value: kept under the value's id together
    with the value (an id is reused only once its value is gone), at most ``limit`` values."""

    def __init__(self, read: Callable[[CardDef], T], limit: int = CARD_MEMO_LIMIT) -> None:
        self.read = read
        self.limit = limit
        self._memo: dict[int, tuple[CardDef, T]] = {}

    def __len__(self) -> int:
        return len(self._memo)

    def __call__(self, card: CardDef) -> T:
        hit = self._memo.get(id(card))
        if hit is not None and hit[0] is card:
            return hit[1]
        found = self.read(card)
        if len(self._memo) >= self.limit:
            self._memo.clear()  # (card values made during games must not pile up)
        self._memo[id(card)] = (card, found)
        return found
