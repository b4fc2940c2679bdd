"""AI players: they choose only legal actions, and never read more than their seat's view."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

import pytest

from arbiter import players
from arbiter.cards.decklist import load_decklist, open_pool, parse_decklist
from arbiter.cards.registry import BUILTIN
from arbiter.core.rng import Rng
from arbiter.mtg.actions import Decision
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.players import Knowledge, Observation, determinize
from arbiter.players.mcts import MctsPlayer


def _decks() -> tuple[tuple[CardDef, ...], tuple[CardDef, ...]]:
    data = files("arbiter.data")
    a = parse_decklist(data.joinpath("deck_a.txt").read_text(), BUILTIN).main
    b = parse_decklist(data.joinpath("deck_b.txt").read_text(), BUILTIN).main
    return a, b


def _make(name: str, seed: int) -> players.Player:
    return MctsPlayer(seed, iterations=3) if name == "mcts" else players.get(name, seed)


def test_registry() -> None:
    assert set(players.NAMES) == {"random", "heuristic", "mcts"}
    assert players.get("heuristic").name == "heuristic"
    with pytest.raises(ValueError, match="unknown player"):
        players.get("oracle")


@pytest.mark.parametrize("name", ["random", "heuristic", "mcts"])
def test_players_choose_only_legal_actions(name: str) -> None:
    # play_match applies every choice through the seat and fails on a refused one
    a, b = _decks()
    for seed in range(1):
        limit = 20_000 if name != "mcts" else 250
        game, result = players.play_match(a, b, (_make(name, seed), _make("random", seed)), seed, max_decisions=limit)
        assert result.decisions > 0
        assert game.over or result.stopped


def test_heuristic_beats_random_in_a_few_games() -> None:
    a, b = _decks()
    for seed in range(2):
        seated = (players.get("heuristic", seed), players.get("random", seed))
        _, result = players.play_match(*((a, b) if seed % 2 else (b, a)), seated, seed)
        assert result.winner == 0


STAPLES = Path(__file__).resolve().parents[2] / "benchmarks" / "decks"
CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


@pytest.mark.slow
@pytest.mark.parametrize("name", ["heuristic", "mcts"])
def test_players_choose_only_legal_actions_with_staples(name: str) -> None:
    """Decks with removal, auras, discard from a revealed hand (Duress) and tricks."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_pool(str(CARDS))
    rg = load_decklist(STAPLES / "staples_rg.txt", pool).main
    wb = load_decklist(STAPLES / "staples_wb.txt", pool).main
    limit = 20_000 if name != "mcts" else 300
    seated = (_make(name, 3), _make("heuristic" if name == "mcts" else "random", 4))
    game, result = players.play_match(wb, rg, seated, 3, max_decisions=limit)
    assert game.over or result.stopped


def _twin(game: Game, player: int, seed: int) -> Game:
    """The game with every card hidden from ``player`` changed: the opponent's hand holds other
    cards and both libraries are in another order (and hold other cards)."""
    twin = game.copy()
    st = twin.state
    rng = Rng(seed)
    other = [BUILTIN.get("Lightning Bolt"), BUILTIN.get("Giant Spider"), BUILTIN.get("Mountain")]
    opp = st.players[1 - player]
    for i in opp.hand:
        st.objects[i].card = other[rng.below(len(other))]
    for p in st.players:
        order = list(p.library)
        for k in range(len(order) - 1, 0, -1):  # Fisher–Yates
            j = rng.below(k + 1)
            order[k], order[j] = order[j], order[k]
        p.library = tuple(order)
    for i in opp.library[:5]:
        st.objects[i].card = other[rng.below(len(other))]
    return twin


def _knowledge(player: int) -> Knowledge:
    a, b = _decks()
    return Knowledge(a, b) if player == 0 else Knowledge(b, a)


def _decider(game: Game) -> int:
    dec = game.pending
    assert isinstance(dec, Decision)
    return dec.player


def _positions(count: int) -> list[Game]:
    """Positions of a game between heuristic players, each with the decision pending."""
    a, b = _decks()
    out: list[Game] = []

    game = Game.new(a, b, seed=11, keep_history=False)
    seats = (game.seat(0), game.seat(1))
    bots = (players.get("heuristic", 1), players.get("heuristic", 2))
    step = 0
    while not game.over and len(out) < count and step < 3000:
        dec = game.pending
        assert isinstance(dec, Decision)
        if game.state.turn >= 3 and step % 7 == 0 and len(game.legal_actions()) > 1:
            out.append(game.copy())
        seat = seats[dec.player]
        seat.apply(bots[dec.player].decide(Observation(seat, _knowledge(dec.player))))
        step += 1
    assert len(out) == count
    return out


def test_determinization_does_not_depend_on_hidden_cards() -> None:
    for n, game in enumerate(_positions(6)):
        player = _decider(game)
        k = _knowledge(player)
        twin = _twin(game, player, seed=n)
        assert twin.digest() != game.digest()
        one = determinize(game, player, k, Rng(5)).digest()
        two = determinize(twin, player, k, Rng(5)).digest()
        assert one == two


@pytest.mark.parametrize("name", ["heuristic", "mcts"])
def test_no_peeking(name: str) -> None:
    """The same decisions, with the same random state, whatever the hidden cards are."""
    for n, game in enumerate(_positions(8)):
        player = _decider(game)
        k = _knowledge(player)
        twin = _twin(game, player, seed=100 + n)
        key = bytes(16)
        seen = Observation(game.seat(player, key), k)
        other = Observation(twin.seat(player, key), k)
        assert seen.actions == other.actions
        assert _make(name, n).decide(seen) == _make(name, n).decide(other)
