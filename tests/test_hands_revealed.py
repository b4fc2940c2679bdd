"""Hands played revealed (CR 701.20a, 402.3): each seat's view shows the revealed hand."""

from __future__ import annotations

from arbiter.cards.oracle.compile import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg.enums import Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.view import view


def _card(name: str, type_line: str, text: str = "", cost: str = "{U}") -> Entry:
    return Entry(_compiled(name, type_line, text, cost))


def _compiled(name: str, type_line: str, text: str, cost: str) -> CardDef:
    return compile_record(CardRecord(name=name, mana_cost=cost, type_line=type_line, oracle_text=text))


def _game(text: str) -> Game:
    eye = _card("Eye", "Enchantment", text)
    island = _card("Island", "Basic Land — Island", "({T}: Add {U}.)", "")
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [eye], Zone.HAND: [island]})
    bob = PlayerSetup(zones={Zone.HAND: [island, island]})
    game, _ = build(Setup(players=(alice, bob)))
    return game


def test_opponents_hands_revealed_shows_only_the_opponents_hand() -> None:
    g = _game("Your opponents play with their hands revealed.")
    seen_by_alice = view(g, 0).players[1].hand
    seen_by_bob = view(g, 1).players[0].hand
    assert seen_by_alice is not None and len(seen_by_alice) == 2
    assert seen_by_bob is None


def test_players_hands_revealed_shows_both_hands() -> None:
    g = _game("Players play with their hands revealed.")
    assert view(g, 0).players[1].hand is not None
    assert view(g, 1).players[0].hand is not None
