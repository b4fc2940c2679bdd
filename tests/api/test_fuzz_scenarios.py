"""The scenario reader never fails with an internal error: any text is read into scenarios that run
to a verdict, or is refused as the user's mistake with the file, the line and the field. Inputs are
the project's own scenario files with fields replaced, removed or copied elsewhere, their text cut
and spliced, and arbitrary YAML. (10,000 inputs with ``-m slow``; a few hundred by default.)"""

from __future__ import annotations

import copy
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, currently_in_test_context, event, given, settings
from hypothesis import strategies as st

from arbiter.cards.registry import CardPool
from arbiter.scenario.cards import card_source
from arbiter.scenario.loader import ScenarioError, find_files, load_text
from arbiter.scenario.report import Result
from arbiter.scenario.runner import run
from arbiter.scenario.staged import run as run_staged

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"
FILES = find_files([str(ROOT / "scenarios")])
TEXTS = [f.read_text(encoding="utf-8") for f in FILES]

WORDS = [
    "alice", "bob", "draw", "main1", "declare_blockers", "combat_damage", "battlefield", "hand", "library",
    "graveyard", "exile", "stack", "library_top", "bears", "bolt", "Lightning Bolt", "Grizzly Bears", "Forest",
    "Saproling#2", "yes", "no", "red", "{R}", "loyalty", "+1/+1", "3/3", "702.19b", "", " ", "#", "~",
]  # fmt: skip
KEYS = [
    "card", "id", "count", "counters", "damage", "attacking", "blocking", "attached_to", "owner", "tapped",
    "source", "ability", "blocker", "attacker", "legal", "targets", "pay", "mana", "life", "poison", "x",
    "expect", "by", "cast", "activate", "choose", "resolve", "advance", "block", "attack", "divide",
]  # fmt: skip
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 40),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(WORDS),
    st.text(max_size=10),
)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=10,
)


@cache
def cards() -> CardPool:
    return card_source(str(CARDS) if CARDS.is_file() else None)


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _paths(v, (*prefix, i))
    return out


def _at(data: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        data = data[k]
    return data


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A scenario file's text with one to three of its fields changed."""
    data = yaml.safe_load(draw(st.sampled_from(TEXTS)))
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(data) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = _at(data, path[:-1])
        how = draw(st.integers(0, 3))
        if how == 0:
            del parent[path[-1]]
        elif how == 1:
            parent[path[-1]] = copy.deepcopy(_at(data, draw(st.sampled_from(paths))))
        else:
            parent[path[-1]] = draw(values)
    try:
        return yaml.safe_dump(data, allow_unicode=True)
    except (yaml.YAMLError, RecursionError):  # a structure YAML can't write: use the original
        return yaml.safe_dump(yaml.safe_load(draw(st.sampled_from(TEXTS))))


@st.composite
def spliced(draw: st.DrawFn) -> str:
    """A scenario file's text with a piece cut out, or with a piece of another inserted."""
    text = draw(st.sampled_from(TEXTS))
    i = draw(st.integers(0, len(text)))
    j = draw(st.integers(i, min(len(text), i + 80)))
    other = draw(st.sampled_from(TEXTS))
    k = draw(st.integers(0, len(other)))
    insert = draw(st.sampled_from(["", other[k : k + 60], draw(st.text(max_size=8))]))
    return text[:i] + insert + text[j:]


inputs = st.one_of(
    mutated(),
    mutated(),
    spliced(),
    values.map(lambda v: yaml.safe_dump(v, allow_unicode=True)),
    st.text(max_size=200),
)


def _tally(kind: str) -> None:
    """Count outcomes for ``--hypothesis-show-statistics``."""
    if currently_in_test_context():
        event(kind)


def judged(text: str) -> list[Result]:
    """Read and run ``text``; an error of the user's is a ScenarioError or an ``error`` result."""
    try:
        scenarios = load_text(text, "fuzz.yaml")
    except ScenarioError as exc:
        assert str(exc).startswith("fuzz.yaml")
        _tally("refused when read")
        return []
    results = []
    for sc in scenarios:
        result = run_staged(sc) if sc.extra.get("ruleset") == "staged" else run(sc, cards())
        assert "internal error" not in result.message, (result.message, text)
        results.append(result)
        kind = "malformed (refused before or while running)" if result.malformed else result.status
        _tally(f"scenario {kind}")
    return results


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(inputs)
def test_any_scenario_text_runs_or_is_refused(text: str) -> None:
    judged(text)


@pytest.mark.slow
@settings(max_examples=10_000, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(inputs)
def test_ten_thousand_scenario_texts(text: str) -> None:
    judged(text)


def test_the_scenarios_themselves_pass() -> None:
    """The base of the mutations: each file as written reads and, with the card data, passes."""
    if not CARDS.is_file():
        pytest.skip("the scenarios use real cards from ../shared/data/cards.jsonl.gz")
    for text, f in zip(TEXTS[:20], FILES[:20], strict=True):
        assert all(r.status == "passed" for r in judged(text)), f
