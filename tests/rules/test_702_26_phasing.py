"""CR 702.26: a permanent that phases out stays the same object (702.26d), is seen by no rule
(702.26b) — but a seat's view still shows it, as phased out — and phases in with what phased out
with it (702.26g). A copy of the game and a rollback keep the phasing apart."""

from __future__ import annotations

from benchmarks.bench_core import decks

from arbiter.mtg.enums import Zone
from arbiter.mtg.game import Game
from arbiter.mtg.objects.phasing import phase_in, phase_out
from arbiter.mtg.targets import describe_object
from arbiter.mtg.zones import move


def _game_with_a_permanent() -> tuple[Game, int]:
    a, b = decks()
    game = Game.new(a, b, seed=5, names=("alice", "bob"), keep_history=False)
    st = game.state
    card = next(o.card for o in st.objects.values() if o.card.name == "Giant Spider")
    spider = game.create(card, 0, Zone.BATTLEFIELD)
    return game, spider.id


def test_a_phased_out_permanent_keeps_its_identity_and_counters() -> None:
    game, oid = _game_with_a_permanent()
    st = game.state
    o = st.objects[oid]
    game.set(o, "counters", (("+1/+1", 2),))
    zcc, timestamp = o.zcc, o.timestamp
    phase_out(game, [o])
    assert o.zone is Zone.PHASED_OUT and oid not in st.battlefield
    assert [r.obj for r in st.phased_out] == [oid]
    assert "phased out" in describe_object(game, o)
    phase_in(game, [oid])
    assert o.zone is Zone.BATTLEFIELD and oid in st.battlefield and not st.phased_out
    assert (o.zcc, o.timestamp, o.counters) == (zcc, timestamp, (("+1/+1", 2),))  # CR 702.26d, 613.7d


def test_a_seat_sees_a_phased_out_permanent_as_phased_out() -> None:
    game, oid = _game_with_a_permanent()
    phase_out(game, [game.state.objects[oid]])
    view = game.view(0)
    assert not any(c.name == "Giant Spider" for c in view.battlefield)
    assert [(c.name, c.zone) for c in view.phased_out] == [("Giant Spider", Zone.PHASED_OUT)]


def test_a_copy_phases_in_without_touching_the_original() -> None:
    game, oid = _game_with_a_permanent()
    phase_out(game, [game.state.objects[oid]])
    fork = game.copy()
    phase_in(fork, [oid])
    assert fork.state.objects[oid].zone is Zone.BATTLEFIELD
    assert game.state.objects[oid].zone is Zone.PHASED_OUT and oid not in game.state.battlefield


def test_an_aura_that_phased_out_directly_phases_in_unattached_when_its_creature_is_gone() -> None:
    """CR 702.26i: the object it was attached to left the battlefield meanwhile."""
    game, host_id = _game_with_a_permanent()
    st = game.state
    aura = game.create(st.objects[host_id].card, 0, Zone.BATTLEFIELD)  # (any permanent, attached)
    game.set(aura, "attached_to", host_id)
    phase_out(game, [aura])
    assert st.phased_out[0].host == (host_id, st.objects[host_id].zcc)
    move(game, st.objects[host_id], Zone.GRAVEYARD, "701.8a")
    phase_in(game, [aura.id])
    assert aura.zone is Zone.BATTLEFIELD and aura.attached_to is None
