"""Questions asked while a spell resolves (CR 608.2d): each is a typed decision — its purpose
names the question and its rule — and the paused resolution is a typed record that takes the
answer (701.21a sacrifice, 701.22a scry)."""

from __future__ import annotations

from pathlib import Path
from typing import get_args

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.actions import Activate, Cast, Choose, Pass, Pay, Pick, Purpose, PurposeName
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.paused import Resolving, Sacrificing, Scrying
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(spell: str, land: str, mine: list[str], theirs: list[str]) -> tuple[Game, dict[str, int]]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    library = [Entry(pool.get(name), label=f"lib{i}") for i, name in enumerate(["Island", "Forest", "Swamp"])]
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(pool.get(spell), label="spell")],
            Zone.BATTLEFIELD: [Entry(pool.get(land), label="land")]
            + [Entry(pool.get(n), label=f"a{i}") for i, n in enumerate(mine)],
            Zone.LIBRARY: library,
        }
    )
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(pool.get(n), label=f"b{i}") for i, n in enumerate(theirs)]})
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def _cast_and_resolve(game: Game, labels: dict[str, int]) -> None:
    assert game.apply(Cast(labels["spell"]))
    assert game.apply(Activate(labels["land"], 0))
    assert game.apply(Pay())
    assert game.apply(Pass())
    assert game.apply(Pass())


def test_701_21a_each_player_chooses_what_they_sacrifice() -> None:
    game, labels = _game("Innocent Blood", "Swamp", ["Grizzly Bears", "Hill Giant"], ["Grizzly Bears", "Hill Giant"])
    _cast_and_resolve(game, labels)
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose is Purpose.SACRIFICE and dec.rule == "701.21a"
    assert dec.player == 0 and set(dec.options) == {labels["a0"], labels["a1"]}
    paused = game.state.resolving
    assert isinstance(paused, Resolving) and isinstance(paused.step, Sacrificing)
    assert paused.step.players == (0, 1) and paused.step.chosen == ()
    # an answer that isn't an option is refused, and nothing changes (a ruling, not a traceback)
    before = game.digest()
    refused = game.apply(Pick(labels["b0"]))
    assert not refused and game.digest() == before
    assert game.apply(Pick(labels["a1"]))
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose is Purpose.SACRIFICE and dec.player == 1
    assert game.apply(Pick(labels["b0"]))
    # all are sacrificed at once, then the spell finishes (608.2n)
    assert game.obj(labels["a1"]).zone is Zone.GRAVEYARD and game.obj(labels["b0"]).zone is Zone.GRAVEYARD
    assert game.obj(labels["a0"]).zone is Zone.BATTLEFIELD and game.obj(labels["b1"]).zone is Zone.BATTLEFIELD
    assert game.state.resolving is None and game.obj(labels["spell"]).zone is Zone.GRAVEYARD


def test_701_22a_scry_puts_the_card_on_the_bottom() -> None:
    game, labels = _game("Opt", "Island", [], [])
    _cast_and_resolve(game, labels)
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose is Purpose.SCRY and dec.rule == "701.22a"
    assert dec.options == (labels["lib0"], 0)
    paused = game.state.resolving
    assert paused is not None and isinstance(paused.step, Scrying) and paused.step.phase == "away"
    assert game.apply(Pick(labels["lib0"]))
    library = game.state.players[0].library
    assert library[-1] == labels["lib0"]  # on the bottom
    assert labels["lib1"] in game.state.players[0].hand  # then "Draw a card."


def test_purposes_are_a_closed_set_named_by_strings() -> None:
    assert set(get_args(PurposeName)) == {p.value for p in Purpose}
    # the strings front ends compare against are unchanged
    for name in ("target", "divide", "color", "x", "mode", "hybrid", "cost", "mana cost", "offering"):
        assert Purpose(name) == name and not Purpose(name).during_resolution
    assert Purpose.SACRIFICE.during_resolution and Purpose.MAY.during_resolution
    assert Purpose.SACRIFICE.rule == "701.21a" and Purpose.TARGET.rule == "601.2c"
    assert all(p.rule for p in Purpose)  # every question is tied to the rule asking it
    assert Choose(0, "target", "601.2c", (1,)).purpose is Purpose.TARGET
    with pytest.raises(ValueError):
        Choose(0, "put from the void", "608.2d", (1,))  # type: ignore[arg-type]


def test_608_2d_every_instruction_that_decides_has_an_asker() -> None:
    """An instruction marked ``decides`` pauses the resolution through an asker, and only those
    (besides those that ask only the order of replacement effects, CR 616.1)."""
    import sys

    import arbiter.mtg.effects.copies
    import arbiter.mtg.effects.keywords  # noqa: F401  (their instructions join the set)
    from arbiter.mtg.model import Effect
    from arbiter.mtg.paused import ASKERS

    def classes(base: type) -> list[type]:
        found = []
        for sub in base.__subclasses__():
            if getattr(sys.modules[sub.__module__], sub.__name__, None) is sub:  # (not a pre-slots copy)
                found.append(sub)
            found += classes(sub)
        return found

    from arbiter.mtg.resolution import EXPANDED

    effects = classes(Effect)
    assert [c.__name__ for c in effects if c.decides and c not in ASKERS and c not in EXPANDED] == []
    # (an instruction that asks only the order of replacement effects, CR 616.1, asks no decision of its own)
    assert [c.__name__ for c in effects if ASKERS.decides(c) and not c.decides] == []
