"""The engine's fast paths give the slow paths' answers, on random games and random values:

- ``check()`` judges an answer without running the game on to the next decision; performing the
  action in full and reversing it (``full_check``) gives the same ruling;
- the listing of mana abilities (its shortcut for abilities whose only cost is {T}) lists exactly
  the mana abilities the one ruling accepts (CR 605.3a);
- the action shape check's fast test (``_plainly_well_formed``) only says yes where the full check
  accepts the action.
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib.resources import files

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.cards.decklist import parse_decklist
from arbiter.cards.registry import BUILTIN
from arbiter.core.rng import Rng
from arbiter.core.ruling import Accepted
from arbiter.core.shapes import _inner_error, _plainly_well_formed, _scalar_test
from arbiter.mtg.actions import Action, Activate, Cast, PayCostDecision, Priority, UnlessPayDecision
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.sim.decks import SupportedCards, random_deck
from arbiter.sim.selfcheck import default_source
from tests.rules.test_rulings_are_values import _ACTIONS

GAMES = 3
DECISIONS = 700


def _benchmark_decks() -> tuple[list[CardDef], list[CardDef]]:
    data = files("arbiter.data")
    a = parse_decklist(data.joinpath("deck_a.txt").read_text(), BUILTIN).main
    b = parse_decklist(data.joinpath("deck_b.txt").read_text(), BUILTIN).main
    return list(a), list(b)


def _positions(source: SupportedCards | None, seed: int) -> Iterator[Game]:
    """Each decision of a random game (random listed actions) between random decks, or the
    benchmark's decks (mana creatures, lands) without a source."""
    rng = Rng(seed)
    if source is None:
        a, b = _benchmark_decks()
    else:
        a, b = random_deck(source, rng).cards, random_deck(source, rng).cards
    g = Game.new(a, b, seed=seed, keep_history=False)
    for _ in range(DECISIONS):
        if g.over:
            return
        yield g
        listed = list(g.legal_actions())
        assert g.apply(listed[rng.below(len(listed))])


def _mana_activations(g: Game, player: int) -> set[Activate]:
    """Every mana ability ``player`` could name now that the one ruling accepts (by ``check``)."""
    st = g.state
    places = [*st.battlefield, *st.players[player].graveyard, *st.players[player].hand]
    out: set[Activate] = set()
    for oid in places:
        card = st.objects[oid].card
        for i, ability in enumerate(card.activated):
            if ability.is_mana and isinstance(g.check(Activate(oid, i)), Accepted):
                out.add(Activate(oid, i))
    return out


def test_check_agrees_with_a_full_run_and_mana_listing_with_the_ruling() -> None:
    source = default_source(None)
    judged = compared = 0
    for seed in range(GAMES + 1):
        for g in _positions(source if seed else None, 7_000 + seed):
            listed = list(g.legal_actions())
            for action in listed:
                assert type(g.check(action)) is type(g.full_check(action)), (action, g.pending)
                judged += 1
            dec = g.pending
            plain_cards = all(not g.obj(i).card.gains_graveyard for i in g.state.battlefield)
            if isinstance(dec, Priority | PayCostDecision | UnlessPayDecision) and plain_cards:
                printed = [(a, g.obj(a.source).card.activated) for a in listed if isinstance(a, Activate)]
                # (a granted ability, e.g. an Aura's quoted one, comes after the printed ones)
                mana = {a for a, own in printed if a.index < len(own) and own[a.index].is_mana}
                assert mana == _mana_activations(g, dec.player), g.pending
                compared += 1
    assert judged > 1000 and compared > 300


@settings(max_examples=400, deadline=None)
@given(action=_ACTIONS)
def test_the_shape_fast_test_says_yes_only_to_well_formed_actions(action: object) -> None:
    if isinstance(action, Action) and _plainly_well_formed(action):
        assert _inner_error(action, 0) is None
        hash(action)
    scalar = _scalar_test(type(action))
    if isinstance(action, Action) and scalar is not None:
        assert scalar(action) == _plainly_well_formed(action)


@given(value=st.one_of(st.integers(), st.booleans(), st.text(max_size=3), st.none(), st.floats()))
def test_the_shape_fast_test_is_exact_for_scalars(value: object) -> None:
    """For an action of scalar fields, the fast test and the full check agree both ways."""
    for action in (Activate(3, 0, value), Activate(value, 0), Cast(3, 0, value), Cast(3, face=value)):  # type: ignore[arg-type]
        assert _plainly_well_formed(action) == (_inner_error(action, 0) is None)
        test = _scalar_test(type(action))
        assert test is not None and test(action) == (_inner_error(action, 0) is None)
