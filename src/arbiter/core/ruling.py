"""Rulings are values (design idea 3): an action is accepted or refused with a reason and rules."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from arbiter.i18n import Text, msg


@dataclass(frozen=True, slots=True)
class Accepted:
    """The action was legal and has been (or, for ``check``, would be) performed."""

    ok: bool = True

    def __bool__(self) -> bool:
        return True

    def __str__(self) -> str:
        return "accepted"


ACCEPTED: Final = Accepted()


@dataclass(frozen=True, slots=True)
class Illegal:
    """A refusal: a plain-English reason and the CR rules that forbid the action.

    ``rules`` holds the most specific rule numbers first, e.g. ``("509.1b", "702.111b")``.
    """

    reason: str
    rules: tuple[str, ...] = ()
    ok: bool = False

    def __bool__(self) -> bool:
        return False

    @property
    def rule(self) -> str:
        """The first (most specific) rule cited, or ``""``."""
        return self.rules[0] if self.rules else ""

    def message(self) -> Text:
        """The refusal as the judge shows it: ``illegal: REASON (CR 509.1b)``."""
        if not self.rules:
            return msg("illegal: {reason}", reason=self.reason)
        rules = ", ".join(self.rules)
        if all(re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", r) for r in self.rules):
            return msg("illegal: {reason} (CR {rules})", reason=self.reason, rules=rules)
        return msg("illegal: {reason} (rule {rules})", reason=self.reason, rules=rules)

    def __str__(self) -> str:
        return str(self.message())


Ruling = Accepted | Illegal


class IllegalAction(Exception):
    """Raised *inside* a ruleset when a step of an action cannot be completed.

    It never escapes the public API: the game's choke point catches it, rolls the journal back
    to the mark taken before the action (CR 733) and returns ``exc.ruling``.
    """

    def __init__(self, reason: str, *rules: str) -> None:
        super().__init__(reason)
        self.rules = rules

    @property
    def ruling(self) -> Illegal:
        """The refusal as a value (built when asked for: most refusals met while listing legal
        actions are never shown)."""
        reason = self.args[0] if self.args and isinstance(self.args[0], str) else str(self)
        return Illegal(reason, self.rules)  # the reason as raised: a message keeps its template
