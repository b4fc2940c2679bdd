"""A session as plain data — the frames with their rulings, the board of the current position,
the pending decision's options, the branch's last ruling — for the pages and the JSON API."""

from __future__ import annotations

from typing import Any

from arbiter.core.ruling import Illegal, Ruling
from arbiter.i18n import N_, msg
from arbiter.lab import board
from arbiter.lab.blocks import block_ruling
from arbiter.lab.sessions import RecordSession, ScenarioSession, Stepper
from arbiter.lab.trace import EventLine, Frame
from arbiter.mtg.game import Game
from arbiter.mtg.record import RecordedGame
from arbiter.staged.game import StagedGame

# a scenario's verdict and a record's state, as the session page shows them
STATUSES = (N_("passed"), N_("failed"), N_("error"), N_("refused"), N_("replayed"))


def ruling_data(ruling: Ruling | None, text: str = "") -> dict[str, Any] | None:
    if ruling is None:
        return None
    if isinstance(ruling, Illegal):
        return {"accepted": False, "action": text, "reason": ruling.reason, "rules": list(ruling.rules)}
    return {"accepted": True, "action": text, "reason": "", "rules": []}


def frame_data(i: int, f: Frame) -> dict[str, Any]:
    status = "info"
    if f.failures:
        status = "failed"
    elif f.expects:
        status = "met"
    return {
        "index": i,
        "label": f.label,
        "line": f.line,
        "action": f.action,
        "accepted": f.accepted,
        "reason": f.reason,
        "rules": list(f.rules),
        "events": [{"text": e.text, "rule": e.rule} for e in f.events],
        "failures": [{"expected": c.expected, "actual": c.actual} for c in f.failures],
        "expects": f.expects,
        "status": status,
    }


def board_of(game: Any) -> tuple[dict[str, Any], list[str]]:
    if isinstance(game, StagedGame):
        return board.staged_board(game), board.staged_options(game)
    assert isinstance(game, Game)
    return board.judge_board(game), board.options(game)


def session_data(sid: str, s: Stepper) -> dict[str, Any]:
    """Everything the session page shows."""
    game = s.game
    shown, options = board_of(game)
    out: dict[str, Any] = {
        "id": sid,
        "cursor": s.cursor,
        "count": s.count(),
        "board": shown,
        "options": options,
        "notation": isinstance(game, Game),
        "branch": None,
        "can_export": isinstance(game, Game),
        "can_record": isinstance(game, RecordedGame),
        "blocks": block_ruling(game) if isinstance(game, Game) else None,
    }
    if isinstance(game, Game):  # the judge sees every object: clicked, its characteristics
        shown["object_url"] = f"/s/{sid}/object/"
        if out["blocks"] is not None:
            shown["witness"] = {w["blocker"]["id"]: w["attacker"]["id"] for w in out["blocks"]["witness"]}
    if s.branch is not None:
        b = s.branch
        out["branch"] = {
            "actions": len(b.done),
            "undo": bool(b.done),
            "redo": bool(b.undone),
            "last": ruling_data(b.last, b.last_text),
        }
    if isinstance(s, ScenarioSession):
        r = s.trace.result
        out.update(
            kind="scenario",
            title=s.trace.scenario.name,
            file=s.file,
            ruleset=s.trace.ruleset,
            status=r.status,
            message=r.message,
            frames=[frame_data(i, f) for i, f in enumerate(s.frames)],
        )
    elif isinstance(s, RecordSession):
        out.update(
            kind="record",
            title=s.name,
            file=s.name,
            ruleset="mtg",
            status=N_("refused") if s.refused else N_("replayed"),
            message=str(s.refused) if s.refused else "",
            frames=record_frames(s),
        )
    return out


def record_frames(s: RecordSession) -> list[dict[str, Any]]:
    """A record's frames: the start, then each action with the events it caused."""
    out = [frame_data(0, Frame(msg("start"), 0, "", s.games[0]))]
    for i in range(1, s.count()):
        before, after = s.games[i - 1].state.events, s.games[i].state.events
        frame = Frame(msg("action {i}", i=i), 0, s.actions[i - 1], s.games[i], accepted=True)
        frame.events = [EventLine(e.text(), e.rule) for e in after[len(before) :]]
        out.append(frame_data(i, frame))
    return out
