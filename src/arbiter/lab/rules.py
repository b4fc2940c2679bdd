"""The rule text behind each CR number the Lab shows, from the Comprehensive Rules file
(:mod:`arbiter.rules_text`); read once. Without the file, every lookup says so."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from arbiter.rules_text import RulesFileError, find_rules_file, lookup

MAX_HITS = 40


@dataclass
class RulesText:
    """The CR text, or why there is none."""

    text: str | None
    missing: str = ""
    _cache: dict[str, list[str]] = field(default_factory=dict)

    @classmethod
    def open(cls, explicit: str | None = None) -> RulesText:
        try:
            path = find_rules_file(explicit)
        except RulesFileError as exc:
            return cls(None, str(exc))
        return cls(path.read_text(encoding="utf-8"))

    def rule(self, number: str) -> list[str]:
        """The rule and its subrules; empty when the number names none."""
        if self.text is None:
            return []
        if number not in self._cache:
            self._cache[number] = lookup(self.text, number)
        return self._cache[number]

    def search(self, words: str) -> list[str]:
        """Rules whose text holds every word (at most :data:`MAX_HITS`)."""
        if self.text is None:
            return []
        wanted = [w.casefold() for w in words.split() if w]
        if not wanted:
            return []
        if re.fullmatch(r"\d{3}(\.\d+[a-z]?)?\.?", words.strip()):
            return self.rule(words.strip())
        out = []
        for line in self.text.splitlines():
            if re.match(r"^\d{3}(\.\d+[a-z]?)?\.? ", line) and all(w in line.casefold() for w in wanted):
                out.append(line)
                if len(out) >= MAX_HITS:
                    break
        return out
