"""The Comprehensive Rules text: finding the file and printing a rule with its subrules.

The file itself is not part of the project; its path comes from ``--rules-file``, the
environment variable ``ARBITER_RULES``, or ``../shared/data/comprehensive-rules.txt``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

CR_EDITION = "2026-04-17"
_NUMBER = re.compile(r"^(\d{3})(?:\.(\d+)([a-z]?))?\.?$")


class RulesFileError(LookupError):
    pass


def find_rules_file(explicit: str | None = None) -> Path:
    candidates = [explicit, os.environ.get("ARBITER_RULES")]
    here = Path.cwd()
    candidates += [str(p / "shared" / "data" / "comprehensive-rules.txt") for p in (here, *here.parents)]
    repo = Path(__file__).resolve().parents[3]
    candidates.append(str(repo.parent / "shared" / "data" / "comprehensive-rules.txt"))
    for c in candidates:
        if c and Path(c).is_file():
            return Path(c)
    raise RulesFileError(
        "no Comprehensive Rules file: pass --rules-file PATH or set ARBITER_RULES "
        "(the text file from https://magic.wizards.com/en/rules)"
    )


def rule_numbers(text: str) -> set[str]:
    """Every rule number defined in the rules text (``"509.1c"``, ``"702.111"``, ``"509"``)."""
    out: set[str] = set()
    for line in text.splitlines():
        m = re.match(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ", line)
        if m:
            out.add(m.group(1))
    return out


def lookup(text: str, number: str) -> list[str]:
    """The rule and its subrules, as printed. Empty if there is no such rule."""
    number = number.rstrip(".")
    if not _NUMBER.match(number):
        return []
    lines = text.splitlines()
    out: list[str] = []
    rules_started = False
    for line in lines:
        m = re.match(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ", line)
        if not m:
            continue
        n = m.group(1)
        if n == number or _is_sub(n, number):
            out.append(line)
            rules_started = True
        elif rules_started and out and not _is_sub(n, number):
            # rules are in order: once past the block, stop (the glossary repeats no numbers)
            break
    return out


def _is_sub(n: str, parent: str) -> bool:
    if not n.startswith(parent) or n == parent:
        return False
    rest = n[len(parent) :]
    if "." not in parent:  # "509" → "509.1", "509.1a"
        return rest.startswith(".")
    return bool(re.match(r"^[a-z]$", rest))  # "509.1" → "509.1a"
