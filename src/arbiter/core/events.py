"""Typed events shared by every ruleset: each names the rule behind it (design idea 3).

The log is a persistent linked list of ``(event, previous, length)`` cells in one state field,
so logging is one journaled write and copying a game shares the whole log.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.i18n import Text, msg

LogCell = tuple[Any, Any, int] | None


@dataclass(frozen=True, slots=True)
class Event:
    rule: str

    def text(self) -> str:
        raise NotImplementedError

    def line(self) -> Text:
        """The event and the rule it cites, as the judge's log shows it."""
        return msg("{event}  [{cite}]", event=self.text(), cite=self.cite())

    def cite(self) -> str:
        return f"CR {self.rule}"


def log_append(cell: LogCell, event: Event) -> LogCell:
    return (event, cell, cell[2] + 1 if cell is not None else 1)


def log_events(cell: LogCell) -> list[Any]:
    """The events of a log, oldest first."""
    out = []
    while cell is not None:
        out.append(cell[0])
        cell = cell[1]
    out.reverse()
    return out
