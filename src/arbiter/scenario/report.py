"""The outcome of running one scenario: the report format of ``arbiter judge`` (game-agnostic)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.i18n import Text, msg

if TYPE_CHECKING:
    from arbiter.scenario.loader import Scenario


@dataclass
class Failure:
    step: str
    expected: Any
    actual: Any


@dataclass(frozen=True, slots=True)
class PayWarning:
    """An entry of a step's ``pay:`` that no payment of the step used (:mod:`arbiter.scenario.pay_use`)."""

    step: str
    entry: str


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
    warnings: list[PayWarning] = field(default_factory=list)  # what the file says that nothing used

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
        if self.warnings:  # (a key the project adds: the format's keys keep their meaning)
            out["warnings"] = [{"step": w.step, "unused_pay": w.entry} for w in self.warnings]
        return out


def message_of(exc: Exception) -> str:
    """An exception's message: the catalogued message it carries (``text``), else its text."""
    text = getattr(exc, "text", None)
    return text if isinstance(text, Text) else str(exc)


def judge(sc: Scenario, go: Callable[[Result], None], refusals: tuple[type[Exception], ...] = ()) -> Result:
    """Run one scenario and turn every outcome into a value: a malformed file (``ScenarioError``,
    exit status 2), a card the engine can't run (``refusals``), an engine bug — never a traceback."""
    from arbiter.scenario.loader import ScenarioError

    result = Result(sc.file, sc.name, "passed", sc.covers)
    try:
        go(result)
    except ScenarioError as exc:
        result.status = "error"
        result.message = message_of(exc)
        result.malformed = True
    except refusals as exc:
        result.status = "error"
        result.message = message_of(exc)
    except Exception as exc:  # an engine bug: reported as a value, never a traceback
        result.status = "error"
        result.message = msg("internal error in the engine: {kind}: {exc}", kind=type(exc).__name__, exc=str(exc))
    if result.status == "passed" and result.failures:
        result.status = "failed"
    return result
