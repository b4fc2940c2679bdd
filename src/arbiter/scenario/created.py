"""``NAME#k`` in a scenario: the k-th object of that name created during the scenario, counting
from 1 — a token, a copy of a card or a spell — by the name it has now (a token that transformed
has its back face's, 712.8e), or the one it had last if it is gone. They are numbered in the order
the game made them (its object ids count up), so a name keeps its number when an earlier object of
that name is gone (a token that ceased to exist, CR 704.5d). An ability is an object only while it is on the stack
(109.1, 113.1), named by its source: the numbers after those of the other objects of that name go
to the abilities of that name on the stack now, in the order they were put there. Objects in the
setup weren't created during the scenario."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.journal import STRIDE
from arbiter.mtg.state import GameObject

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


class Created:
    """The objects created so far, as (name, object id), in the order they were made."""

    def __init__(self, game: Game) -> None:
        self.made: list[tuple[str, int]] = []
        self.first_id = self.seen_id = game.state.next_id  # (seen: the first id not looked at yet)
        self.seen_entries = game.journal.mark()

    def note(self, game: Game) -> None:
        """Note the objects made since the last look, with the name each had as it was noted — one
        already gone by the object the journal kept as it was removed; an undone action's objects
        forgotten, as their ids are given again."""
        st = game.state
        if st.next_id < self.seen_id:  # (a refused action, or a look ahead, was undone)
            self.made = [(n, i) for n, i in self.made if i < st.next_id]
            self.seen_id = st.next_id
        entries = game.journal.entries
        start = min(self.seen_entries, len(entries))
        start -= start % STRIDE  # (an entry: operation, container, key, old value)
        if st.next_id > self.seen_id:
            gone = {
                entries[j + 2]: entries[j + 3]
                for j in range(start, len(entries) - 3, STRIDE)
                if entries[j + 1] is st.objects and isinstance(entries[j + 3], GameObject)
            }
            for i in range(self.seen_id, st.next_id):
                o = st.objects.get(i)
                o = gone.get(i) if o is None else o
                if o is not None and o.ability is None:
                    self.made.append((o.card.name, i))
            self.seen_id = st.next_id
        self.seen_entries = len(entries)

    def nth(self, game: Game, name: str, k: int) -> int | None:
        """The id of the k-th object named ``name`` made (1-based), if it still exists; after the
        objects, the abilities of that name on the stack now."""
        self.note(game)
        st = game.state
        named = [i for n, i in self.made if (st.objects[i].card.name if i in st.objects else n) == name]
        on_stack = (st.objects[i] for i in sorted(st.stack) if i >= self.first_id)
        named += [o.id for o in on_stack if o.ability is not None and o.card.name == name]
        if 0 < k <= len(named) and named[k - 1] in st.objects:
            return named[k - 1]
        return None
