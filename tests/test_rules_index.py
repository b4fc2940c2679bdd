"""``docs/rules-index.md`` is generated from the CR citations in the code and must be current."""

from __future__ import annotations

from pathlib import Path

from arbiter.rules_index import Citation, code_citations, render, rule_key, rules_in

ROOT = Path(__file__).resolve().parent.parent


def test_rules_index_is_current() -> None:
    committed = (ROOT / "docs" / "rules-index.md").read_text(encoding="utf-8")
    assert committed == render(ROOT), (
        "docs/rules-index.md is stale: run `python -m arbiter.rules_index --write` and commit it"
    )


def test_rule_numbers_sort_as_the_rules_do() -> None:
    rules = ["702.19b", "702.9", "702.19", "120.3f", "702.111", "702.19a"]
    assert sorted(rules, key=rule_key) == ["120.3f", "702.9", "702.19", "702.19a", "702.19b", "702.111"]


def test_a_letter_range_cites_each_rule_in_it() -> None:
    found = sorted({rule for _, rule in rules_in("CR 510.1c–e: … (702.25a-b), 1.5 and 2026.04")})
    assert found == ["510.1c", "510.1d", "510.1e", "702.25a", "702.25b"]


def test_citations_belong_to_their_function() -> None:
    cites = code_citations(ROOT / "src" / "arbiter")
    assert Citation("mtg/combat/phase.py", "assignment_problem") in cites["702.19b"]
    assert Citation("mtg/sba.py", "end_if_decided") in cites["104.2a"]
