"""Every CR rule number cited in the code and in the scenarios exists in the Comprehensive Rules
(April 17, 2026 edition, ``../shared/data/comprehensive-rules.txt``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arbiter.rules_text import rule_numbers

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT.parent / "shared" / "data" / "comprehensive-rules.txt"
# a rule number: 3 digits, a dot, digits, an optional letter ("509.1c", "702.111"), or "CR 509"
CITE = re.compile(r"(?<![\w.])(\d{3}\.\d+[a-z]?)(?![\w.]*\d)")
CR_WHOLE = re.compile(r"CR (\d{3})\b(?!\.)")


def cited() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    files = [*ROOT.joinpath("src").rglob("*.py"), *ROOT.joinpath("scenarios").rglob("*.yaml")]
    for f in files:
        text = f.read_text(encoding="utf-8")
        for m in [*CITE.finditer(text), *CR_WHOLE.finditer(text)]:
            found.setdefault(m.group(1), set()).add(str(f.relative_to(ROOT)))
    return found


@pytest.mark.skipif(not RULES.is_file(), reason="needs ../shared/data/comprehensive-rules.txt")
def test_every_cited_rule_exists() -> None:
    known = rule_numbers(RULES.read_text(encoding="utf-8"))
    citations = cited()
    assert len(citations) > 50
    missing = {n: sorted(files) for n, files in citations.items() if n not in known}
    assert not missing, missing
