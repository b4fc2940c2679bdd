"""The second ruleset on the shared core: the public API (apply/check/undo/copy/digest) works the
same, and the package imports nothing from the Magic ruleset."""

from __future__ import annotations

import ast
from pathlib import Path

from arbiter.staged.cards import EXAMPLES
from arbiter.staged.game import Declare, Pass, Play, StagedGame

STAGED = Path(__file__).resolve().parent.parent / "src" / "arbiter" / "staged"


def test_staged_imports_nothing_from_mtg() -> None:
    for path in STAGED.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith(("arbiter.mtg", "arbiter.cards")), path
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("arbiter.mtg") for a in node.names), path


def test_staged_imports_nothing_from_the_scenario_front_end() -> None:
    """The ruleset doesn't depend on the front end that runs it (its scenario runner lives in
    ``arbiter.scenario.staged``); ``staged/scenario.py`` is only a re-export of the old name."""
    for path in STAGED.glob("*.py"):
        if path.name == "scenario.py":
            continue
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith("arbiter.scenario"), path
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("arbiter.scenario") for a in node.names), path


def _game() -> tuple[StagedGame, dict[str, int]]:
    g = StagedGame.new(seed=5)
    ids = {
        "raider": g.add_card(EXAMPLES["Example Raider"], 0).id,
        "peasant": g.add_card(EXAMPLES["Example Peasant"], 1).id,
        "warden": g.add_card(EXAMPLES["Example Warden"], 1).id,
    }
    g.journal.forget()
    return g, ids


def test_512_5_4_refusal_leaves_state_and_undo_restores() -> None:
    g, ids = _game()
    before = g.digest()
    refused = g.apply(Play(ids["warden"], "Seal"))  # nothing is being declared
    assert not refused and refused.rules
    assert g.digest() == before
    assert g.apply(Declare(ids["raider"], "Attack", (ids["peasant"],)))
    assert g.digest() != before
    assert g.undo()
    assert g.digest() == before


def test_512_5_4_copy_is_independent_and_same_seed_same_game() -> None:
    g, ids = _game()
    g.apply(Declare(ids["raider"], "Attack", (ids["peasant"],)))
    fork = g.copy()
    assert fork.digest() == g.digest()
    for game in (g, fork):
        while game.state.decl is not None:
            game.apply(Pass())
    assert fork.digest() == g.digest()  # the RNG (strike table rolls) is part of the state
    assert g.state.cards[ids["raider"]].closed


def test_512_5_4_legal_actions_are_accepted() -> None:
    g, ids = _game()
    g.apply(Declare(ids["raider"], "Attack", (ids["peasant"],)))
    actions = g.legal_actions()
    assert Pass() in actions
    for a in actions:
        assert g.check(a)
