"""CR 601.3: "Your opponents can't cast noncreature spells this turn." — the prohibited spells
are left out of the listed legal actions, and casting one is refused with a ruling, while the
spells it doesn't name stay listed."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.core.ruling import Illegal
from arbiter.mtg import actions as A
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.resolved import CantCast
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import NO_OBJECT, TurnEffect

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(spells: str | None) -> tuple[Game, dict[str, int]]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    p = open_source(str(CARDS))
    bob = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(p.get(n)) for n in ("Mountain", "Forest", "Forest")],
            Zone.HAND: [Entry(p.get("Lightning Bolt"), "bolt"), Entry(p.get("Grizzly Bears"), "bears")],
            Zone.LIBRARY: [Entry(p.get("Forest")) for _ in range(3)],
        }
    )
    game, ids = build(Setup(1, Step.MAIN1, 3, (PlayerSetup(), bob)))
    if spells is not None:
        effect = TurnEffect(NO_OBJECT, 0, CantCast(1, spells), game.next_timestamp())
        game.state.effects = (*game.state.effects, effect)
    return game, ids


def _casts(game: Game) -> set[int]:
    return {a.card for a in game.legal_actions() if isinstance(a, A.Cast)}


def test_noncreature_prohibition_removes_only_noncreature_spells_from_the_listing() -> None:
    game, ids = _game("noncreature")
    assert _casts(game) == {ids["bears"]}
    ruling = game.check(A.Cast(ids["bolt"]))
    assert isinstance(ruling, Illegal) and "601.3" in ruling.rules
    assert game.check(A.Cast(ids["bears"]))


def test_without_the_prohibition_both_are_listed() -> None:
    game, ids = _game(None)
    assert _casts(game) == {ids["bolt"], ids["bears"]}


def test_a_prohibition_on_every_spell_lists_none() -> None:
    game, _ = _game("")
    assert _casts(game) == set()
