"""The outcome of running one scenario: the report format of ``arbiter judge`` (game-agnostic)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Failure:
    step: str
    expected: Any
    actual: Any


@dataclass
class Result:
    file: str
    name: str
    status: str  # passed | failed | error
    covers: list[str]
    failures: list[Failure] = field(default_factory=list)
    message: str = ""
    log: list[str] = field(default_factory=list)
    malformed: bool = False  # the file is wrong (exit status 2), not the engine

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "file": self.file,
            "name": self.name,
            "status": self.status,
            "covers": self.covers,
            "failures": [{"step": f.step, "expected": f.expected, "actual": f.actual} for f in self.failures],
        }
        if self.message:
            out["message"] = self.message
        return out
