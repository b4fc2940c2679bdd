"""CR 707.10, 207.2c: copying a spell puts a copy on the stack; the copy isn't cast, but "Whenever
you cast or copy an instant or sorcery spell" (magecraft) triggers on it — for the copy's
controller, the player who copied it — and "Whenever you cast …" doesn't."""

from __future__ import annotations

from arbiter.mtg.actions import Cast, Choose, Pass, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost="{0}", pt=pt, colors=())


SAGE = _card("Test Sage", "Creature — Human Wizard", "Whenever you cast or copy an instant or sorcery spell, draw a card.",
             ("1", "1"))  # fmt: skip
CASTER = _card("Test Caster", "Creature — Human Wizard", "Whenever you cast an instant or sorcery spell, draw a card.",
               ("1", "1"))  # fmt: skip
OMEN = _card("Test Omen", "Instant", "You gain 1 life.")
TWIN = _card("Test Twin", "Instant", "Copy target instant or sorcery spell. You may choose new targets for the copy.")


def _game(watcher: CardDef, twin_for: int) -> tuple[Game, dict[str, int]]:
    library = [Entry(OMEN)] * 10
    alice_hand = [Entry(OMEN, label="omen")] + ([Entry(TWIN, label="twin")] if twin_for == 0 else [])
    bob_hand = [Entry(TWIN, label="twin")] if twin_for == 1 else []
    alice = PlayerSetup(
        zones={Zone.HAND: alice_hand, Zone.LIBRARY: library, Zone.BATTLEFIELD: [Entry(watcher, label="w")]}
    )
    bob = PlayerSetup(zones={Zone.HAND: bob_hand, Zone.LIBRARY: library})
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def _copy_the_omen(game: Game, ids: dict[str, int], by_bob: bool) -> None:
    st = game.state
    assert game.apply(Cast(ids["omen"]))
    if by_bob:
        assert game.apply(Pass())  # bob gets priority
    assert game.apply(Cast(ids["twin"]))
    pending = game.pending
    if isinstance(pending, Choose):
        assert game.apply(Pick(next(o for o in pending.options if getattr(o, "id", None) == ids["omen"])))
    while st.stack or st.waiting:
        assert game.apply(Pass())


def test_707_10_magecraft_triggers_for_the_cast_spells_and_the_copy() -> None:
    game, ids = _game(SAGE, 0)
    _copy_the_omen(game, ids, by_bob=False)
    assert len(game.state.players[0].hand) == 3  # the Omen, the Twin, the copy


def test_707_10_a_cast_trigger_ignores_the_copy() -> None:
    game, ids = _game(CASTER, 0)
    _copy_the_omen(game, ids, by_bob=False)
    assert len(game.state.players[0].hand) == 2  # the Omen and the Twin only


def test_707_10_an_opponents_copy_is_theirs() -> None:
    game, ids = _game(SAGE, 1)
    _copy_the_omen(game, ids, by_bob=True)
    assert len(game.state.players[0].hand) == 1  # alice's Omen only; bob copied it
