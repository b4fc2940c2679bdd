"""``NAME#k`` in a scenario: the k-th object of that name created during the scenario, counting
from 1 (a token, a copy). The objects are noted in the order the game made them (its object ids
count up), so a name keeps its number when an earlier object of that name is gone (a token that
ceased to exist, CR 704.5d); an ability on the stack is not an object of its source's name (113.1),
and an object in the setup was not created."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.events import ZoneChanged

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


class Created:
    """The objects created so far, as (name, object id), in the order they were made."""

    def __init__(self, game: Game) -> None:
        self.made: list[tuple[str, int]] = []
        self.seen_id = game.state.next_id  # the first id not looked at yet
        self.seen_events = len(game.state.events)

    def note(self, game: Game) -> None:
        """Note the objects made since the last look (an object already gone by its token's event,
        CR 111.1; an undone action's objects forgotten, as their ids are given again)."""
        st = game.state
        if st.next_id < self.seen_id:  # (a refused action, or a look ahead, was undone)
            self.made = [(n, i) for n, i in self.made if i < st.next_id]
            self.seen_id = st.next_id
        events = st.events
        self.seen_events = min(self.seen_events, len(events))
        if st.next_id == self.seen_id:
            self.seen_events = len(events)
            return
        tokens = {e.obj: e.name for e in events[self.seen_events :] if isinstance(e, ZoneChanged) and e.source is None}
        for i in range(self.seen_id, st.next_id):
            o = st.objects.get(i)
            if o is not None and o.ability is None:
                self.made.append((o.card.name, i))
            elif o is None and i in tokens:
                self.made.append((tokens[i].removesuffix(" token"), i))
        self.seen_id = st.next_id
        self.seen_events = len(events)

    def nth(self, game: Game, name: str, k: int) -> int | None:
        """The id of the k-th object named ``name`` made (1-based), if it still exists."""
        self.note(game)
        named = [i for n, i in self.made if n == name]
        if 0 < k <= len(named) and named[k - 1] in game.state.objects:
            return named[k - 1]
        return None
