"""A scenario run as a list of frames: the game after its setup and after each step, with the
step's ruling (reason and CR numbers), its events and the expectations it met or missed.

The scenario runners (:mod:`arbiter.scenario.runner`, :mod:`arbiter.scenario.staged`) run a
scenario in one go; here each is subclassed only to take a copy of the game at the end of each
step, so the Lab shows exactly what ``arbiter judge`` rules — the same verbs, the same checks.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from typing import Any

from arbiter.cards.registry import UnsupportedCard as RegistryUnsupported
from arbiter.core.events import Event
from arbiter.core.game import CoreGame
from arbiter.core.ruling import Illegal, Ruling
from arbiter.i18n import msg
from arbiter.scenario import runner as mtg_runner
from arbiter.scenario import staged as staged_runner
from arbiter.scenario.cards import CardSource, UnsupportedCard
from arbiter.scenario.loader import LineDict, Scenario
from arbiter.scenario.report import Failure, Result, judge
from arbiter.scenario.steps import VERBS as MTG_VERBS

GameAny = CoreGame[Any, Any]


@dataclass(frozen=True, slots=True)
class EventLine:
    """One event of a step: its text and the rule it names."""

    text: str
    rule: str


@dataclass(frozen=True, slots=True)
class Check:
    """An expectation of a step: met, or what was expected and what was found."""

    expected: str
    actual: str


@dataclass(slots=True)
class Frame:
    """The game after one step of a scenario (frame 0: after the setup)."""

    label: str
    line: int
    action: str  # the step as written (verb and arguments), "" for the setup
    game: GameAny
    accepted: bool | None = None  # None: the step did no action
    reason: str = ""
    rules: tuple[str, ...] = ()
    events: list[EventLine] = field(default_factory=list)
    failures: list[Check] = field(default_factory=list)
    expects: bool = False  # the step has expectations (met unless failures)


@dataclass(slots=True)
class Trace:
    """A whole run: its frames, the judge's result and which ruleset ran it."""

    scenario: Scenario
    ruleset: str
    frames: list[Frame]
    result: Result


def step_text(spec: LineDict, verbs: tuple[str, ...]) -> str:
    """A step as written, in one line: ``bob: cast bolt targets=[alice]``."""
    parts = []
    for key, value in spec.items():
        if key in ("by", "expect"):
            continue
        parts.append(f"{key} {_short(value)}" if key in verbs else f"{key}={_short(value)}")
    by = spec.get("by")
    text = " ".join(parts) or msg("(expectations only)")
    return f"{by}: {text}" if by else text


def _short(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_short(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_short(v) for v in value) + "]"
    return str(value)


def _events(events: list[Any]) -> list[EventLine]:
    out = []
    for e in events:
        text = e.text() if isinstance(e, Event) else str(e)
        out.append(EventLine(text, str(getattr(e, "rule", ""))))
    return out


class _Frames:
    """What both recorders share: the frames, and the failures each step added."""

    sc: Scenario
    frames: list[Frame]
    result: Result
    ruling: Ruling | None
    failures_seen: int

    def _setup_frame(self, game: GameAny) -> None:
        """The position the setup made, before the first step."""
        self.ruling = None
        self._frame(game, msg("setup"), self.sc.setup.line, "", False)

    def _closing_frames(self, game: GameAny) -> None:
        """After the last step: the setup's frame if no step made one, and the final expectations'."""
        if not self.frames:
            self._setup_frame(game)
        if self.sc.expect is not None:
            self.ruling = None
            self._frame(game, msg("final"), self.sc.expect.line, msg("(final expectations)"), True)

    def _frame(self, game: GameAny, label: str, line: int, action: str, expects: bool) -> None:
        ruling = self.ruling
        failures = self.result.failures[self.failures_seen :]
        self.failures_seen = len(self.result.failures)
        frame = Frame(label, line, action, game.copy(), expects=expects)
        if ruling is not None:
            frame.accepted = not isinstance(ruling, Illegal)
            if isinstance(ruling, Illegal):
                frame.reason, frame.rules = ruling.reason, ruling.rules
        frame.failures = [Check(_short(f.expected), _short(f.actual)) for f in failures]
        self.frames.append(frame)


class _MtgRecorder(mtg_runner._Run, _Frames):
    """The Magic scenario runner, keeping a frame after each step."""

    def __init__(self, scenario: Scenario, cards: CardSource, result: Result) -> None:
        super().__init__(scenario, cards, result)
        self.frames = []
        self.ruling = None
        self.failures_seen = 0
        self.verb_pending = False
        self.new_events: list[Any] = []

    def do(self, index: int, spec: LineDict) -> None:
        if not self.frames:
            self._setup_frame(self.game)
        self.ruling = None
        self.verb_pending = any(v in spec for v in MTG_VERBS)
        super().do(index, spec)
        label = msg("step {index}", index=index)
        self._frame(self.game, label, spec.line, step_text(spec, MTG_VERBS), "expect" in spec)
        self.frames[-1].events = _events(self.new_events)

    def perform(self, verb: str, spec: LineDict, by: str | None, line: int) -> Ruling:
        ruling = super().perform(verb, spec, by, line)
        if self.verb_pending:  # the step's own action (an expectation may try others)
            self.ruling, self.verb_pending = ruling, False
        return ruling

    def flush_log(self, label: str) -> None:
        super().flush_log(label)
        self.new_events = list(self.step_events)

    def go(self) -> None:
        super().go()
        self._closing_frames(self.game)


class _StagedRecorder(staged_runner._Run, _Frames):
    """The staged scenario runner, keeping a frame after each step."""

    def __init__(self, scenario: Scenario, result: Result) -> None:
        super().__init__(scenario, result)
        self.frames = []
        self.ruling = None
        self.failures_seen = 0
        self.event_mark = 0

    def step(self, index: int, spec: LineDict) -> None:
        if not self.frames:
            self._setup_frame(self.game)
            self.event_mark = len(self.game.state.events)
        self.ruling = None
        super().step(index, spec)
        label = msg("step {index}", index=index)
        self._frame(self.game, label, spec.line, step_text(spec, staged_runner.VERBS), "expect" in spec)
        events = self.game.state.events
        self.frames[-1].events = _events(list(events[self.event_mark :]))
        self.event_mark = len(events)

    def perform(self, verb: str, value: Any, by: str | None, line: int) -> Ruling:
        self.ruling = super().perform(verb, value, by, line)
        return self.ruling

    def go(self) -> None:
        super().go()
        self._closing_frames(self.game)


def trace(scenario: Scenario, cards: CardSource) -> Trace:
    """Run ``scenario`` as ``arbiter judge`` does, keeping a frame per step. A scenario that
    stops early (a malformed step, a card the engine can't run) keeps the frames it reached."""
    ruleset = str(scenario.extra.get("ruleset", "mtg"))
    frames: list[Frame] = []

    def go_mtg(result: Result) -> None:
        recorder = _MtgRecorder(scenario, cards, result)
        try:
            with contextlib.suppress(mtg_runner._Stop):
                recorder.go()
        finally:
            frames.extend(recorder.frames)

    def go_staged(result: Result) -> None:
        recorder = _StagedRecorder(scenario, result)
        try:
            recorder.go()
        finally:
            frames.extend(recorder.frames)

    if ruleset == "staged":
        result = judge(scenario, go_staged)
    elif ruleset == "mtg":
        result = judge(scenario, go_mtg, (UnsupportedCard, RegistryUnsupported))
    else:
        message = msg(
            "{file}:{line}: unknown ruleset {ruleset} (expected mtg or staged)",
            file=scenario.file, line=scenario.line, ruleset=repr(ruleset),
        )  # fmt: skip
        result = Result(scenario.file, scenario.name, "error", scenario.covers, message=message, malformed=True)
    return Trace(scenario, ruleset, frames, result)


__all__ = ["Check", "EventLine", "Failure", "Frame", "Trace", "trace"]
