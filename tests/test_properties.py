"""Property tests of the core (issue 2): zones, refusals, undo, determinism, whole games."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.core.rng import Rng
from arbiter.mtg.actions import Activate, Cast, DeclareBlockers, Pass, Pay, Pick, PlayLand
from arbiter.mtg.enums import Zone
from arbiter.mtg.game import Game
from arbiter.mtg.state import PlayerRef
from arbiter.sim.simulate import play_random_game
from tests.conftest import decks as _decks  # noqa: F401 - fixture

DECKS: Any = None


def _load() -> tuple[list[Any], list[Any]]:
    global DECKS
    if DECKS is None:
        from importlib.resources import files

        from arbiter.cards.decklist import parse_decklist
        from arbiter.cards.registry import BUILTIN

        data = files("arbiter.data")
        DECKS = (
            list(parse_decklist(data.joinpath("deck_a.txt").read_text(), BUILTIN).main),
            list(parse_decklist(data.joinpath("deck_b.txt").read_text(), BUILTIN).main),
        )
    return DECKS  # type: ignore[no-any-return]


def _every_object_in_exactly_one_zone(game: Game) -> None:
    st = game.state
    seen: dict[int, Zone] = {}
    places = [(Zone.BATTLEFIELD, st.battlefield), (Zone.STACK, st.stack)]
    for p in st.players:
        places += [(z, p.zone(z)) for z in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)]
        for _zone, ids in places[-5:]:
            for oid in ids:
                assert st.objects[oid].owner == p.index, "a card is only in its owner's library/hand/graveyard"
    for zone, ids in places:
        for oid in ids:
            assert oid not in seen, f"object {oid} is in {seen.get(oid)} and {zone}"
            seen[oid] = zone
            assert st.objects[oid].zone is zone
    assert set(seen) == set(st.objects), "every object is in exactly one zone"


def _random_prefix(seed: int, steps: int) -> tuple[Game, Rng]:
    game = Game.new(*_load(), seed=seed)
    rng = Rng(seed + 99)
    for _ in range(steps):
        if game.over:
            break
        actions = game.legal_actions()
        game.apply(actions[rng.below(len(actions))])
    return game, rng


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 400))
def test_every_object_is_in_exactly_one_zone(seed: int, steps: int) -> None:
    game, _ = _random_prefix(seed, steps)
    _every_object_in_exactly_one_zone(game)


ODD_ACTIONS = [
    Pass(),
    Pay(),
    Pick("keep"),
    Pick(PlayerRef(0)),
    DeclareBlockers(((1, 2),)),
    *(PlayLand(i) for i in range(1, 90, 7)),
    *(Cast(i) for i in range(1, 90, 5)),
    *(Activate(i, 0) for i in range(1, 90, 6)),
]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300), probe=st.sampled_from(ODD_ACTIONS))
def test_a_refused_action_leaves_the_digest_unchanged(seed: int, steps: int, probe: Any) -> None:
    game, _ = _random_prefix(seed, steps)
    before = game.digest()
    ruling = game.check(probe)
    assert game.digest() == before  # check never changes anything
    applied = game.apply(probe)
    assert bool(applied) == bool(ruling)  # check and apply agree
    if not applied:
        assert game.digest() == before
        assert applied.reason and applied.rules  # a reason and a rule, always


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300), more=st.integers(1, 5))
def test_undo_after_apply_restores_the_digest(seed: int, steps: int, more: int) -> None:
    game, rng = _random_prefix(seed, steps)
    digests = []
    for _ in range(more):
        if game.over:
            break
        digests.append(game.digest())
        actions = game.legal_actions()
        assert game.apply(actions[rng.below(len(actions))])
    for expected in reversed(digests):
        assert game.undo()
        assert game.digest() == expected


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300))
def test_copy_is_an_independent_fork(seed: int, steps: int) -> None:
    game, rng = _random_prefix(seed, steps)
    fork = game.copy()
    assert fork.digest() == game.digest()
    before = game.digest()
    for _ in range(20):
        if fork.over:
            break
        actions = fork.legal_actions()
        fork.apply(actions[rng.below(len(actions))])
    assert game.digest() == before


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_same_seed_same_game(seed: int) -> None:
    a, ra = play_random_game(*_load(), seed)
    b, rb = play_random_game(*_load(), seed)
    assert ra == rb
    assert a.digest() == b.digest()
    assert [e.line() for e in a.state.events] == [e.line() for e in b.state.events]


def test_200_random_games_finish_without_error() -> None:
    deck_a, deck_b = _load()
    finished = 0
    for seed in range(200):
        game, result = play_random_game(deck_a, deck_b, seed)
        assert game.over and not result.stopped
        _every_object_in_exactly_one_zone(game)
        finished += 1
    assert finished == 200


def test_legal_actions_are_all_accepted() -> None:
    """Every listed action is legal (``check`` accepts it) along a random game."""
    game = Game.new(*_load(), seed=4)
    rng = Rng(4)
    for _ in range(600):
        if game.over:
            break
        actions = game.legal_actions()
        assert len(actions) >= 1
        for a in actions:
            assert game.check(a), a
        game.apply(actions[rng.below(len(actions))])
