"""CR 603.7d, 704.5e: a delayed triggered ability created by a copy of a spell ("Draw a card at the
beginning of the next turn's upkeep") is that copy's; the copy ceases to exist long before the
ability triggers, and the ability still triggers and resolves."""

from __future__ import annotations

import json

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.cards.registry import BUILTIN
from arbiter.mtg.actions import Activate, Cast, Choose, Pass, PayToStop, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build


def _card(name: str, text: str) -> CardDef:
    record = {
        "name": name, "mana_cost": "{0}", "type_line": "Instant", "oracle_text": text, "colors": [],
        "layout": "normal", "power": None, "toughness": None,
    }  # fmt: skip
    card = compile_record(CardRecord.from_json(json.dumps(record)))
    assert not card.unsupported, card.unsupported
    return card


OMEN = _card("Test Omen", "Draw a card at the beginning of the next turn's upkeep.")
TWIN = _card("Test Twin", "Copy target instant or sorcery spell. You may choose new targets for the copy.")


def _game() -> tuple[Game, dict[str, int]]:
    library = [Entry(OMEN)] * 5
    alice = PlayerSetup(
        zones={Zone.HAND: [Entry(OMEN, label="omen"), Entry(TWIN, label="twin")], Zone.LIBRARY: library}
    )
    return build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup(zones={Zone.LIBRARY: library}))))


def test_603_7d_the_copys_delayed_draw_triggers_after_the_copy_ceased_to_exist() -> None:
    game, ids = _game()
    st = game.state
    assert game.apply(Cast(ids["omen"]))
    assert game.apply(Cast(ids["twin"]))
    pending = game.pending
    if isinstance(pending, Choose):
        assert game.apply(Pick(next(o for o in pending.options if getattr(o, "id", None) == ids["omen"])))
    while st.stack:
        assert game.apply(Pass())
        if isinstance(game.pending, Choose):  # "You may choose new targets": the Omen has none
            assert game.apply(game.legal_actions()[0])
    assert len(st.delayed_draws) == 2
    hand = len(st.players[0].hand)
    for _ in range(200):
        if st.turn == 4 and st.step is Step.UPKEEP and st.stack:
            break
        assert game.apply(game.legal_actions()[0] if isinstance(game.pending, Choose) else Pass())
    assert st.turn == 4 and len(st.stack) == 2  # both triggered, the copy's too
    while st.stack:
        assert game.apply(Pass())
    assert len(st.players[0].hand) == hand + 2


FIRE = _card(
    "Test Fire",
    "Test Fire deals 3 damage to target player or planeswalker. It deals an additional 3 damage to that player or "
    "planeswalker at the beginning of your next upkeep step unless that player or that planeswalker's controller "
    "pays {U} before that step.",
)


def test_603_7d_paying_to_stop_the_copys_delayed_damage_and_the_original_still_deals_it() -> None:
    island = Entry(BUILTIN.get("Island"), label="island")
    library = [Entry(OMEN)] * 5
    alice = PlayerSetup(
        zones={Zone.HAND: [Entry(FIRE, label="fire"), Entry(TWIN, label="twin")], Zone.LIBRARY: library}
    )
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: [island], Zone.LIBRARY: library})
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    st = game.state
    assert game.apply(Cast(ids["fire"]))
    _answer_targets(game, 1)
    assert game.apply(Cast(ids["twin"]))
    _answer_targets(game, ids["fire"])
    while st.stack:
        assert game.apply(Pass())
        _answer_targets(game, 1)
    assert st.players[1].life == 14 and len(st.unless_paid) == 2
    assert game.apply(Pass())  # alice passes; bob has priority
    copys = next(i for i, e in enumerate(st.unless_paid) if e.source not in st.objects)  # the copy is gone
    assert game.apply(Activate(ids["island"], 0))
    assert game.apply(PayToStop(copys))  # named by the copy's card, not looked up
    assert len(st.unless_paid) == 1
    for _ in range(200):
        if st.turn == 5 and st.step is Step.UPKEEP and st.stack:
            break
        assert game.apply(game.legal_actions()[0] if isinstance(game.pending, Choose) else Pass())
    while st.stack:
        assert game.apply(Pass())
    assert st.players[1].life == 11


def _answer_targets(game: Game, want: int) -> None:
    """Answer a target question: the object ``want``, or the player of that index (1: bob)."""
    pending = game.pending
    if not isinstance(pending, Choose):
        return
    options = pending.options
    pick = next((o for o in options if getattr(o, "id", None) == want), None)
    pick = pick or next((o for o in options if getattr(o, "index", None) == want), options[0])
    assert game.apply(Pick(pick))
