"""The staged game speaks the seed's language: every event and refusal it can produce has a
Russian rendering with the seed's terms."""

from __future__ import annotations

import ast
from pathlib import Path

from arbiter.scenario.loader import find_files, load_file
from arbiter.scenario.staged import ruling_text, run
from arbiter.staged.actions import Declare, Pass
from arbiter.staged.cards import EXAMPLES
from arbiter.staged.game import StagedGame
from arbiter.staged.messages import CATALOG_RU, TERMS_RU, Text
from arbiter.staged.sim import play_random
from arbiter.staged.state import Note

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "src" / "arbiter" / "staged" / "game.py"


def _literal_templates() -> set[str]:
    """The string templates passed to ``note`` and ``refuse`` in the game's source."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(GAME.read_text())):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name in ("note", "refuse") and len(node.args) >= 2:
            arg = node.args[1]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.add(arg.value)
    return found


def test_every_literal_template_has_a_russian_rendering() -> None:
    missing = sorted(_literal_templates() - set(CATALOG_RU))
    assert not missing, missing


def test_every_event_of_scenarios_and_random_games_renders_in_russian() -> None:
    texts: list[Text] = []
    lines: list[str] = []
    for path in find_files([str(ROOT / "scenarios" / "seed_d_staged")]):
        for sc in load_file(path):
            result = run(sc, "ru")
            assert not result.failures and not result.message, (sc.name, result.failures)
            lines += result.log
    assert sum("[правило " in line for line in lines) > 100
    for seed in range(15):
        game, _ = play_random(seed)
        texts += [e.what for e in game.state.events if isinstance(e, Note)]
    assert texts
    for text in texts:
        assert isinstance(text, Text) and text.template in CATALOG_RU, text
        rendered = text.render("ru")
        assert ("{" not in rendered and rendered != str(text)) or not any(c.isalpha() for c in rendered), rendered


def test_refusals_and_statuses_use_the_seeds_terms() -> None:
    g = StagedGame.new()
    berserker = g.add_card(EXAMPLES["Example Berserker"], 0)
    giant = g.add_card(EXAMPLES["Example Giant"], 1)
    g.journal.forget()
    refused = g.apply(Declare(giant.id, "Attack", (berserker.id,)))
    assert ruling_text(refused, "ru") == (
        "недопустимо: у карты Example Giant нет заявляемой особенности 'Attack' (правило staged:forming)"
    )
    assert g.apply(Declare(berserker.id, "Frenzied Attack", (giant.id,)))
    while g.state.decl is not None and g.state.decl.stage != "declared":
        assert g.apply(Pass())
    ru = g.explain("ru")
    assert "источник, атакующая, сражающаяся, нападающая" in ru
    assert "шаг блокирования особенности" in ru and "правило 512.5.4" in ru
    assert set(TERMS_RU) >= {"source", "attacking", "fighting", "assaulting", "chosen target", "reflecting"}


def test_events_under_our_assumptions_say_so() -> None:
    """Where the game's rules we found say nothing, the event cites our assumption as such; the
    seed's and the game's own sections are cited as rules."""
    from arbiter.staged import rules as R
    from arbiter.staged.actions import Pass
    from arbiter.staged.cards import EXAMPLES
    from arbiter.staged.game import StagedGame

    game = StagedGame.new()
    game.add_card(EXAMPLES["Example Raider"], 0)
    game.add_card(EXAMPLES["Example Peasant"], 1)
    assert game.apply(Pass())
    lines = game.explain().splitlines()
    assert lines[-1].endswith("[assumption staged:turn]")
    assert game.explain("ru").splitlines()[-1].endswith("[допущение staged:turn]")
    assert R.TURN in R.ASSUMED and R.VICTORY not in R.ASSUMED and R.BLOCKING_STEP not in R.ASSUMED
