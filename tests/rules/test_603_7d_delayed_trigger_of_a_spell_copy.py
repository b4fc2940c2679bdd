"""CR 603.7d, 704.5e: a delayed triggered ability created by a copy of a spell ("Draw a card at the
beginning of the next turn's upkeep") is that copy's; the copy ceases to exist long before the
ability triggers, and the ability still triggers and resolves."""

from __future__ import annotations

import json

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg.actions import Cast, Choose, Pass, Pick
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
