"""What each player may see (CR 400.2, 401.2, 402.3, 708.2a) and the seat that acts for one player.

The property: nothing a seat can read — its view, its pending decision, its legal actions and
their notation, the events as it saw them, the refusals of arbitrary probe actions — changes when
the opponent's hidden cards (hand and library contents and order) are replaced or reordered.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from arbiter.cards.registry import BUILTIN
from arbiter.core.ruling import Illegal
from arbiter.mtg import events as ev
from arbiter.mtg.actions import (
    Action,
    Activate,
    Cancel,
    Cast,
    DeclareAttackers,
    DeclareBlockers,
    Pass,
    Pay,
    Pick,
    PlayLand,
    SuspendCard,
    TurnFaceUp,
)
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.notation import Notation
from arbiter.mtg.record import RecordedGame
from arbiter.mtg.seat import Seat, Waiting
from arbiter.mtg.state import PlayerRef
from tests.api.conftest import builtin_decks, play
from tests.conftest import player, position

KEY = b"a fixed test key"
REPLACEMENTS = [BUILTIN.get(n) for n in BUILTIN.names()]


def readings(seat: Seat, probes: list[Action], texts: list[str]) -> tuple[object, ...]:
    actions = seat.legal_actions()
    return (
        seat.view(),
        seat.pending,
        actions,
        [seat.notation(a) for a in actions],
        seat.events(),
        [seat.check(p) for p in probes],
        [seat.parse(t) for t in texts],
    )


def never_seen(game: Game, player: int) -> list[int]:
    """The other player's cards that have been in their hand or library all game long."""
    hidden = (Zone.LIBRARY, Zone.HAND)
    seen = set()
    for e in game.state.events:
        if isinstance(e, ev.ZoneChanged) and e.source in hidden and e.dest in hidden:
            continue
        if isinstance(e, ev.Drew):
            continue
        for name in ("obj", "source", "target"):
            value = getattr(e, name, None)
            if isinstance(value, int):
                seen.add(value)
    opp = game.state.players[1 - player]
    return [i for i in (*opp.hand, *opp.library) if i not in seen]


def variant(game: RecordedGame, player: int, rnd: random.Random) -> Game | None:
    """The same game played again with the same seed and actions, the other player's never-seen
    cards replaced or swapped among themselves (None if the actions don't replay)."""
    assert game.origin is not None
    decks = [list(d) for d in game.origin.decks]
    first = [1, 1 + len(decks[0])]  # objects are numbered in deck order, the first player's deck first
    hidden = never_seen(game, player)
    if not hidden:
        return None
    swapped = [decks[1 - player][i - first[1 - player]] for i in hidden]
    rnd.shuffle(swapped)
    for i, card in zip(hidden, swapped, strict=True):
        decks[1 - player][i - first[1 - player]] = rnd.choice(REPLACEMENTS) if rnd.random() < 0.5 else card
    other = Game.new(decks[0], decks[1], seed=game.origin.seed, names=game.origin.names, keep_history=False)
    for action in game.moves:
        if not other.apply(action):
            return None
    return other


ints = st.integers(min_value=-1, max_value=120)
aliased = st.integers(min_value=0, max_value=60).map(lambda k: -1000 - k)  # the k-th alias the seat sees
ids = st.one_of(ints, aliased)
probe = st.one_of(
    st.just(Pass()),
    st.just(Pay()),
    st.just(Cancel()),
    st.builds(Cast, card=ids),
    st.builds(PlayLand, card=ids),
    st.builds(Activate, source=ids, index=st.integers(0, 2)),
    st.builds(TurnFaceUp, permanent=ids),
    st.builds(SuspendCard, card=ids),
    st.builds(Pick, value=st.one_of(ids, st.sampled_from(["keep", "mulligan", "yes", "decline"]))),
    st.builds(DeclareBlockers, blocks=st.lists(st.tuples(ids, ids), max_size=2).map(tuple)),
    st.builds(
        DeclareAttackers,
        attacks=st.lists(st.tuples(ids, st.builds(PlayerRef, st.integers(0, 1))), max_size=2).map(tuple),
    ),
)

text_probe = st.builds(
    "{} {}{}".format,
    st.sampled_from(["cast", "play", "choose", "target", "activate"]),
    st.sampled_from(BUILTIN.names()),
    st.sampled_from(
        ["", " [hand]", " [hand 2]", " [library 1]", " [alice's hand 1]", " [bob's hand 2]", " [bob's library 1]"]
    ),
)


def resolve(seat: Seat, action: Action) -> Action:
    """Turn the probe's stand-ins for "the k-th alias the seat sees" into those aliases."""
    seen = sorted(c.id for c in seat.view().cards())

    def fix(v: object) -> object:
        if isinstance(v, int) and v <= -1000 and seen:
            return seen[(-1000 - v) % len(seen)]
        if isinstance(v, tuple):
            return tuple(fix(x) for x in v)
        return v

    fields = {name: fix(getattr(action, name)) for name in getattr(action, "__dataclass_fields__", {})}
    return type(action)(**fields)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    decisions=st.integers(0, 250),
    deciding=st.booleans(),
    probes=st.lists(probe, max_size=6),
    texts=st.lists(text_probe, max_size=4),
)
def test_nothing_a_seat_reads_depends_on_the_opponents_hidden_cards(
    seed: int, decisions: int, deciding: bool, probes: list[Action], texts: list[str]
) -> None:
    a, b = builtin_decks()
    game = RecordedGame.new(a, b, seed=seed % 50, keep_history=False)
    play(game, seed, decisions)
    dec = game.pending
    me = (dec.player if deciding else 1 - dec.player) if dec is not None else seed % 2
    other = variant(game, me, random.Random(seed))
    assume(other is not None)
    assert other is not None
    seat, twin = game.seat(me, KEY), other.seat(me, KEY)
    resolved = [resolve(seat, p) for p in probes]
    names = Notation(game, me).text_of  # how the game names the other player's hidden cards, to probe parse
    texts += [f"{verb} {names[i]}" for i in never_seen(game, me)[:5] for verb in ("cast", "play")]
    assert readings(seat, resolved, texts) == readings(twin, resolved, texts)


def test_a_view_holds_own_hand_public_zones_and_hidden_sizes() -> None:
    game, _ = position(
        player(battlefield=["Grizzly Bears"], hand=["Lightning Bolt"], graveyard=["Giant Spider"]),
        player(
            battlefield=[{"card": "Gray Ogre", "face_down": True}],
            hand=["Forest", "Mountain"],
        ),
    )
    view = game.view(0, KEY)
    me, opp = view.players
    assert me.hand is not None and [c.name for c in me.hand] == ["Lightning Bolt"]
    assert opp.hand is None and opp.hand_size == 2 and opp.library_size == 30 and me.library_size == 30
    assert [c.name for c in me.graveyard] == ["Giant Spider"]
    assert {c.name for c in view.battlefield} == {"Grizzly Bears", None}  # CR 708.2a: face down, nameless
    face_down = next(c for c in view.battlefield if c.name is None)
    assert face_down.face_down and face_down.controller == 1
    assert next(c for c in game.view(1, KEY).battlefield if c.face_down).name == "Gray Ogre"  # 708.5
    text = str(dataclasses.astuple(view))
    assert "Forest" not in text and "Mountain" not in text


def test_aliases_hide_ids_and_change_when_a_card_changes_zones() -> None:
    game, ids = position(player(battlefield=["Mountain"], hand=[{"card": "Lightning Bolt", "label": "bolt"}]))
    seat = game.seat(0, KEY)
    (bolt,) = seat.view().players[0].hand or ()
    assert bolt.id != ids["bolt"]
    cast = next(a for a in seat.legal_actions() if isinstance(a, Cast))
    assert cast == Cast(bolt.id) and seat.notation(cast) == "cast Lightning Bolt"
    assert seat.apply(cast)
    assert seat.view().stack and seat.view().stack[0].id != bolt.id  # CR 400.7: a new object


def test_a_seat_acts_only_for_its_player() -> None:
    game, _ = position(player(hand=["Forest"]))
    bob = game.seat(1, KEY)
    before = game.digest()
    assert isinstance(bob.pending, Waiting) and bob.pending.player == 0
    assert bob.legal_actions() == ()
    refused = bob.apply(Pass())
    assert isinstance(refused, Illegal) and "waits for alice" in refused.reason
    assert isinstance(bob.parse("pass"), Illegal)
    assert game.digest() == before
    alice = game.seat(0, KEY)
    assert alice.apply(alice.parse("play Forest"))  # type: ignore[arg-type]


def test_an_id_the_seat_cant_see_is_refused_in_the_same_words() -> None:
    game, ids = position(player(hand=["Forest"]), player(hand=[{"card": "Lightning Bolt", "label": "bolt"}]))
    alice = game.seat(0, KEY)
    hidden, missing = alice.check(Cast(ids["bolt"])), alice.check(Cast(99_999))
    assert isinstance(hidden, Illegal) and hidden == missing


def test_the_opponents_draws_and_bottom_cards_are_a_card() -> None:
    a, b = builtin_decks()
    game = play(Game.new(a, b, seed=4, keep_history=False), 4, 150)
    for me in (0, 1):
        opp = game.state.players[1 - me].name
        for e in game.seat(me, KEY).events():
            if f"({opp})" in e.text and ("library" in e.text and "hand" in e.text):
                assert e.text.startswith("A card"), e.text


def test_repr_and_str_are_short() -> None:
    game, _ = position(player(battlefield=["Grizzly Bears"]), step=Step.MAIN1)
    assert repr(game) == "<Game turn 3 alice 20 · bob 20, waiting: Priority(alice)>"
    board = str(game)
    assert "Grizzly Bears 2/2" in board and "hand 0" in board and len(board.splitlines()) < 10
    assert game.state.objects[next(iter(game.state.battlefield))].zone is Zone.BATTLEFIELD
