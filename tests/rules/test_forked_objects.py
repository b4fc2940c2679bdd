"""A copy shares its objects with the game it was copied from until either side uses them
(mtg/forked_objects.py): whatever either game does afterwards — actions, checks, undo — the other
is exactly as if it had been copied in full."""

from __future__ import annotations

from arbiter.core.rng import Rng
from arbiter.mtg.forked_objects import ForkObjects, OwnObjects
from arbiter.mtg.game import Game
from arbiter.sim.selfcheck import default_source
from tests.rules.test_fast_paths_are_exact import _positions


def _play(g: Game, rng: Rng, steps: int) -> None:
    for _ in range(steps):
        if g.over:
            return
        listed = list(g.legal_actions())
        assert g.apply(listed[rng.below(len(listed))])


def test_a_fork_and_its_source_never_see_each_others_changes() -> None:
    source = default_source(None)
    forks = 0
    for seed in range(3):
        for n, g in enumerate(_positions(source if seed else None, 9_200 + seed)):
            if n % 7:
                continue
            before = g.digest()
            casting = g.state.cast is not None  # (a fork can cancel it: its journal is carried over)
            fork = g.copy()
            full = Game(g.state.clone(), keep_history=False)  # the whole state copied at once
            # the source goes on (and judges an action) first: the fork still shows the position
            g.check(next(iter(g.legal_actions())))
            _play(g, Rng(n), 3)
            assert fork.digest() == before
            if casting:
                continue
            # the fork goes on as the fully copied game does, the same actions in the same order
            _play(fork, Rng(n + 1), 5)
            _play(full, Rng(n + 1), 5)
            assert fork.digest() == full.digest()
            forks += 1
    assert forks > 100


def test_undo_in_the_source_leaves_the_fork_as_it_was() -> None:
    source = default_source(None)
    rng = Rng(5)
    for g in _positions(source, 9_300):
        if g.state.turn >= 3:
            break
    kept = Game(g.state.clone(), keep_history=True)
    _play(kept, rng, 2)
    before = kept.digest()
    fork = kept.copy()
    assert type(fork.state.objects) in (ForkObjects, OwnObjects)
    while kept.undo():
        pass
    assert fork.digest() == before
    _play(fork, rng, 10)  # (and it plays on)


def test_a_copy_of_a_copy_and_the_mapping_operations() -> None:
    g = next(iter(_positions(None, 9_400)))
    fork = g.copy()
    objects = fork.state.objects
    key = next(iter(g.state.objects))
    assert key in objects and len(objects) == len(g.state.objects)
    assert objects.get(key) is objects[key] and objects.get(-1) is None
    second = fork.copy()
    assert second.digest() == fork.digest() == g.digest()
    assert sorted(second.state.objects) == sorted(g.state.objects)
