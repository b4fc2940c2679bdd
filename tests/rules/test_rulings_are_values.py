"""Rulings are values: whatever is sent to ``apply`` or ``check`` — a wrongly typed action
(``Activate(index="0")``, ``None``, ``1.5``, a ``Pick`` of an unhashable value…) — the answer is
``Accepted`` or ``Illegal``, never a traceback, and a refusal leaves the game exactly as it was
(CR 733). Positions are reached by a random walk of listed legal actions from a board where
mana abilities, casts, "unless pays" and costs to attack all come up."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.cards.database import open_source
from arbiter.core.rng import Rng
from arbiter.core.ruling import Accepted, Illegal
from arbiter.mtg import actions as A
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import ObjectRef, PlayerRef

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
ALICE = ["Mountain", "Mountain", "Island", "Azorius Signet", "Wall of Roots", "Grizzly Bears", "Shire Scarecrow"]
ALICE_HAND = ["Lightning Bolt", "Mana Leak", "Giant Growth", "Mountain"]
BOB = ["Island", "Island", "Plains", "Propaganda", "Gladecover Scout", "Archangel of Tithes"]
BOB_HAND = ["Mana Leak", "Lightning Bolt"]

_POOL: Any = None


def _pool() -> Any:
    global _POOL
    if _POOL is None:
        if not CARDS.is_file():
            pytest.skip("needs ../shared/data/cards.jsonl.gz")
        _POOL = open_source(str(CARDS))
    return _POOL


def _game() -> Game:
    p = _pool()

    def side(field: list[str], hand: list[str]) -> PlayerSetup:
        return PlayerSetup(
            zones={
                Zone.BATTLEFIELD: [Entry(p.get(n)) for n in field],
                Zone.HAND: [Entry(p.get(n)) for n in hand],
                Zone.LIBRARY: [Entry(p.get("Wastes")) for _ in range(20)],
                Zone.GRAVEYARD: [Entry(p.get("Forest"))],
            }
        )

    game, _ = build(Setup(0, Step.MAIN1, 3, (side(ALICE, ALICE_HAND), side(BOB, BOB_HAND))))
    return game


_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 80),
    st.integers(-(10**12), 10**12),
    st.floats(allow_nan=True),
    st.text(max_size=6),
    st.sampled_from(["0", "yes", "no", "decline", "W", "life", "", "R"]),
)
_VALUES = st.recursive(
    st.one_of(
        _SCALARS,
        st.builds(ObjectRef, _SCALARS, _SCALARS),
        st.builds(PlayerRef, _SCALARS),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.tuples(inner, inner), st.dictionaries(st.text(max_size=2), inner, max_size=2)
    ),
    max_leaves=6,
)
_IDS = st.integers(-2, 60)
_REFS = st.one_of(st.builds(ObjectRef, _IDS, st.integers(-1, 3)), st.builds(PlayerRef, st.integers(-2, 3)))
_WELL_TYPED = st.one_of(
    st.builds(A.DeclareAttackers, st.lists(st.tuples(_IDS, _REFS), max_size=3).map(tuple)),
    st.builds(A.DeclareBlockers, st.lists(st.tuples(_IDS, _IDS), max_size=3).map(tuple)),
    st.builds(
        A.AssignDamage,
        st.lists(
            st.tuples(_IDS, st.lists(st.tuples(_REFS, st.integers(-3, 9)), max_size=3).map(tuple)), max_size=2
        ).map(tuple),
    ),
    st.builds(A.Pick, st.one_of(_REFS, _IDS, st.tuples(_IDS, _IDS), st.sampled_from(["W", "life", "decline", "yes"]))),
    st.builds(A.PayToStop, _IDS),
    st.builds(A.PayToEnd, _IDS),
    st.builds(A.TurnFaceUp, _IDS),
    st.builds(A.SuspendCard, _IDS),
    st.builds(A.PlayLand, _IDS),
)
_ACTIONS = st.one_of(
    _WELL_TYPED,
    _VALUES,
    st.builds(A.Activate, _VALUES, _VALUES, _VALUES),
    st.builds(A.Activate, st.integers(-2, 80), st.integers(-2, 4)),
    st.builds(A.Cast, _VALUES, _VALUES, _VALUES, _VALUES, _VALUES, _VALUES, _VALUES),
    st.builds(A.Cast, st.integers(-2, 80), st.integers(-2, 3), st.one_of(st.none(), st.integers(-2, 5))),
    st.builds(A.PlayLand, _VALUES, _VALUES),
    st.builds(A.Pick, _VALUES),
    st.builds(A.PayToStop, _VALUES),
    st.builds(A.PayToEnd, _VALUES),
    st.builds(A.TurnFaceUp, _VALUES),
    st.builds(A.SuspendCard, _VALUES),
    st.builds(A.DeclareAttackers, _VALUES),
    st.builds(A.DeclareBlockers, _VALUES),
    st.builds(A.AssignDamage, _VALUES),
    st.sampled_from([A.Pass(), A.Pay(), A.Cancel(), A.Action()]),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), walk=st.integers(0, 14), garbage=st.lists(_ACTIONS, min_size=1, max_size=4))
def test_every_action_gets_a_ruling(seed: int, walk: int, garbage: list[object]) -> None:
    game = _game()
    rng = Rng(seed)
    for _ in range(walk):
        listed = list(game.legal_actions())
        if game.over or not listed:
            break
        game.apply(listed[rng.below(len(listed))])
    for action in garbage:
        before = game.digest()
        checked = game.check(action)  # type: ignore[arg-type]
        assert isinstance(checked, Accepted | Illegal)
        assert game.digest() == before
        _ = action in game.legal_actions()
        ruling = game.apply(action)  # type: ignore[arg-type]
        assert isinstance(ruling, Accepted | Illegal)
        assert type(ruling) is type(checked)
        if isinstance(ruling, Illegal):
            assert game.digest() == before


@pytest.mark.parametrize(
    "action",
    [
        A.Activate(1, "0"),
        None,
        1.5,
        A.Pick([1]),
        A.Pick({"a": 1}),
        A.Activate(True, 0),
        A.Cast(1.5),
        A.Pick(ObjectRef([1], 0)),
    ],  # type: ignore[arg-type]
)
def test_wrongly_typed_actions_are_refused(action: object) -> None:
    game = _game()
    before = game.digest()
    ruling = game.apply(action)  # type: ignore[arg-type]
    assert isinstance(ruling, Illegal)
    assert "well-formed" in ruling.reason
    assert game.digest() == before
    assert action not in game.legal_actions()
