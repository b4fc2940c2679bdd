"""Boards and checks shared by the tests of which activations the legal actions list (CR 602.2b,
601.2f–h, 605.3a): a position built from cards of ``../shared/data``, whether an activation is
listed, and whether it can really reach the stack (a bounded search of the answers, never Cancel)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from arbiter.mtg.actions import Activate, Cancel, Priority
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.layers import activated
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.conftest import data_pool

Item = str | tuple[str, str, int]  # a card by name, or (name, counter kind, how many)


def board(
    battlefield: Sequence[Item],
    *,
    hand: Sequence[str] = (),
    graveyard: Mapping[str, str] | None = None,
    life: int = 20,
    sick_first: bool = False,
    tapped_first: bool = False,
) -> tuple[Game, dict[str, int]]:
    """Alice's first main phase: ``battlefield`` (labels b0, b1, …; b0 summoning sick or tapped when
    asked), ``hand`` (h0, …), ``graveyard`` (label → name) and ``life``; five Islands in each library."""
    pool = data_pool()

    def entry(item: Item, i: int) -> Entry:
        name, counters = (item, ()) if isinstance(item, str) else (item[0], ((item[1], item[2]),))
        return Entry(pool.get(name), label=f"b{i}", counters=counters, sick=sick_first and i == 0,
                     tapped=tapped_first and i == 0)  # fmt: skip

    alice = PlayerSetup(
        life=life,
        zones={
            Zone.HAND: [Entry(pool.get(n), label=f"h{i}") for i, n in enumerate(hand)],
            Zone.BATTLEFIELD: [entry(item, i) for i, item in enumerate(battlefield)],
            Zone.GRAVEYARD: [Entry(pool.get(n), label=label) for label, n in (graveyard or {}).items()],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)],
        },
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"), label=f"x{i}") for i in range(5)]})
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def ability_index(game: Game, source: int, text: str) -> int:
    """The index of ``source``'s only activated ability whose text starts with ``text``."""
    found = [i for i, ab in enumerate(activated(game, game.state.objects[source])) if ab.text().startswith(text)]
    assert len(found) == 1, [ab.text() for ab in activated(game, game.state.objects[source])]
    return found[0]


def listed(game: Game, source: int, index: int) -> bool:
    """Whether the legal actions list activating ``source``'s ability ``index``."""
    return any(isinstance(a, Activate) and a.source == source and a.index == index for a in game.legal_actions())


def completes(game: Game, source: int, index: int, x: int | None = None, bound: int = 2000) -> bool:
    """Whether activating, then some listed answers (mana abilities, choices, Pay — never Cancel),
    puts the ability on the stack; at most ``bound`` positions are looked at. A game that ended as
    the cost was paid (the last life paid, 704.5a) counts when the ability reached the stack."""
    start = game.copy()
    if not start.apply(Activate(source, index, x)):
        return False
    todo, seen = [start], set()
    while todo:
        g = todo.pop()
        if isinstance(g.pending, Priority) or g.over:
            if any(g.state.objects[s].source == source for s in g.state.stack):
                return True
            continue
        key = g.digest()
        if key in seen or len(seen) > bound:
            continue
        seen.add(key)
        for action in g.legal_actions():
            if not isinstance(action, Cancel):
                nxt = g.copy()
                if nxt.apply(action):
                    todo.append(nxt)
    return False
