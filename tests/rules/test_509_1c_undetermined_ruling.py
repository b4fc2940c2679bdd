"""CR 509.1c under a deadline: when the maximum isn't proven in time, a declaration reaching the
proven upper bound is accepted, one below the proven lower bound is refused with a declaration
that does better, and one in between is refused as undetermined — never a hang."""

from __future__ import annotations

import pytest

from arbiter.mtg.actions import DeclareBlockers
from arbiter.mtg.combat.blocking import bounds as bounds_module
from arbiter.mtg.combat.blocking.solver import PartResult
from arbiter.mtg.enums import CardType, Color, Step, Zone
from arbiter.mtg.model import BlocksEachCombat, CardDef, MustBeBlocked
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build


def make(name: str, *traits: object) -> CardDef:
    return CardDef(name, None, frozenset({CardType.CREATURE}), colors=frozenset({Color.GREEN}), power=2,
                   toughness=2, abilities=tuple(traits))  # type: ignore[arg-type]  # fmt: skip


def test_509_1c_unproven_maximum_gives_bounds(monkeypatch: pytest.MonkeyPatch) -> None:
    game, ids = build(Setup(0, Step.DECLARE_BLOCKERS, 3, (
        PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(make("Goblin Taunter", MustBeBlocked()), "x", attacking=1)]}),
        PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(make("Grizzly Bears"), "p"),
                                              Entry(make("Eager Bear", BlocksEachCombat()), "e")]}))))  # fmt: skip
    x, p, e = ids["x"], ids["p"], ids["e"]
    # a solver that ran out of time: it found a declaration obeying 1 and proved no more than 2
    monkeypatch.setattr(bounds_module, "greedy", lambda problem: [])
    monkeypatch.setattr(bounds_module, "solve", lambda c, part, limit, s: PartResult(1, 2, ((p, x),)))
    none = game.check(DeclareBlockers(()))
    assert not none and "obeys 0 of the 1" in none.reason and "Grizzly Bears blocks Goblin Taunter" in none.reason
    between = game.check(DeclareBlockers(((p, x),)))
    assert not between and between.reason.startswith("undetermined") and between.rules == ("509.1c",)
    assert game.check(DeclareBlockers(((e, x),)))  # obeys both requirements: the upper bound
