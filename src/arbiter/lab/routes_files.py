"""Routes for the workspace's files and the rules text: the file list, the scenario editor
(with the loader's messages at their line), saving, opening a scenario or a record, and the
rule text of a CR number."""

from __future__ import annotations

import html
import json
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from arbiter.i18n import Text, msg
from arbiter.lab import language
from arbiter.lab.app import Context, form
from arbiter.lab.sessions import load_text
from arbiter.lab.workspace import RECORD_SUFFIXES, OutsideWorkspace, Problem
from arbiter.scenario.loader import Scenario, ScenarioError


def refused(message: str, status: int = 403) -> JSONResponse:
    """A refusal as JSON, its message in the page's language (lab/language.py)."""
    return JSONResponse({"error": language.here(message)}, status)


def said(exc: Exception) -> object:
    """An exception's message: the catalogued message it was raised with, else its text."""
    return exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], Text) else str(exc)


def saved_as(link: str, written: str) -> str:
    """The answer to saving a file in the workspace: where it went, as a link to open it."""
    where = f'<a href="/file?path={link}">{html.escape(written)}</a>'
    said = str(language.here(msg("saved as {path}", path="{path}")))
    return f'<span class="ok">{html.escape(said).format(path=where)}</span>'


def check_text(text: str, name: str) -> tuple[list[Scenario], list[Problem]]:
    """The scenarios of an editor's text, or the loader's message at its line."""
    try:
        return load_text(text, name), []
    except ScenarioError as exc:
        return [], [Problem(exc.line, exc.message)]


def register(app: FastAPI, ctx: Context) -> None:
    """The file list and the editor, opening a scenario or a record, and the rules text."""
    _file_routes(app, ctx)
    _open_routes(app, ctx)
    _rule_routes(app, ctx)


def _file_routes(app: FastAPI, ctx: Context) -> None:
    """The file list, the scenario editor (check and save)."""
    ws, t = ctx.workspace, ctx.templates

    def editor(request: Request, path: str, text: str, saved: str = "") -> Response:
        scenarios, problems = check_text(text, path)
        return t.TemplateResponse(
            request,
            "editor.html",
            {"path": path, "text": text, "problems": problems, "scenarios": scenarios, "saved": saved},
        )

    @app.get("/", response_class=HTMLResponse)
    async def index(request: Request) -> Response:
        return t.TemplateResponse(
            request,
            "index.html",
            {"scenarios": ws.files(), "records": ws.files(RECORD_SUFFIXES), "root": str(ws.root)},
        )

    @app.get("/api/files")
    async def api_files() -> dict[str, Any]:
        return {"scenarios": ws.files(), "records": ws.files(RECORD_SUFFIXES)}

    @app.get("/file", response_class=HTMLResponse)
    async def open_file(request: Request, path: str) -> Response:
        try:
            text = ws.read(path)
        except OutsideWorkspace as exc:
            return refused(str(exc))
        except FileNotFoundError:
            text = ""  # a new file
        return editor(request, path, text)

    @app.get("/api/file")
    async def api_file(path: str) -> Response:
        try:
            text = ws.read(path)
        except OutsideWorkspace as exc:
            return refused(str(exc))
        except FileNotFoundError:
            return refused(msg("no file {path} in the workspace", path=repr(path)), 404)
        scenarios, problems = check_text(text, path)
        return JSONResponse(
            {
                "path": path,
                "text": text,
                "scenarios": [s.name for s in scenarios],
                "problems": [{"line": p.line, "message": p.message} for p in problems],
            }
        )

    @app.post("/file", response_class=HTMLResponse)
    async def save_file(request: Request) -> Response:
        data = await form(request)
        path, text = data.get("path", ""), data.get("text", "")
        if data.get("save") == "no":
            return editor(request, path, text)
        try:
            written = ws.write(path, text)
        except OutsideWorkspace as exc:
            return refused(str(exc))
        return editor(request, written, text, saved=written)


def _open_routes(app: FastAPI, ctx: Context) -> None:
    """Opening a scenario of a file, or a game record (from the workspace or pasted)."""
    ws = ctx.workspace

    @app.post("/open")
    async def open_scenario(request: Request) -> Response:
        data = await form(request)
        sid = _open(ctx, data.get("path", ""), data.get("index", "0"))
        if isinstance(sid, Response):
            return sid
        return RedirectResponse(f"/s/{sid}", 303)

    @app.post("/api/open")
    async def api_open(request: Request) -> Response:
        data = await form(request)
        sid = _open(ctx, data.get("path", ""), data.get("index", "0"))
        if isinstance(sid, Response):
            return sid
        return JSONResponse({"session": sid})

    @app.post("/record")
    async def open_record(request: Request) -> Response:
        data = await form(request)
        path = data.get("path", "")
        try:
            text = data.get("text") or ws.read(path)
            record = json.loads(text)
            if not isinstance(record, dict):
                raise ValueError(msg("a record is a JSON mapping"))
            sid = ctx.lab.open_record(path or "pasted record", record)
        except OutsideWorkspace as exc:
            return refused(str(exc))
        except FileNotFoundError:
            return refused(msg("no file {path} in the workspace", path=repr(path)), 404)
        except ValueError as exc:
            return refused(msg("not a game record this engine can play back: {exc}", exc=said(exc)), 400)
        if data.get("json"):
            return JSONResponse({"session": sid})
        return RedirectResponse(f"/s/{sid}", 303)


def _rule_routes(app: FastAPI, ctx: Context) -> None:
    """The text of a CR number, and the rules search."""
    t = ctx.templates

    @app.get("/rules/{number}", response_class=HTMLResponse)
    async def rule(request: Request, number: str) -> Response:
        return t.TemplateResponse(
            request, "rule.html", {"number": number, "lines": ctx.rules.rule(number), "missing": ctx.rules.missing}
        )

    @app.get("/api/rules/{number}")
    async def api_rule(number: str) -> Response:
        if ctx.rules.text is None:
            return refused(ctx.rules.missing, 404)
        lines = ctx.rules.rule(number)
        if not lines:
            return refused(msg("there is no rule {number} in the Comprehensive Rules", number=number), 404)
        return JSONResponse({"number": number, "lines": lines})

    @app.get("/rules", response_class=HTMLResponse)
    async def rule_search(request: Request, q: str = "") -> Response:
        return t.TemplateResponse(
            request, "rule.html", {"number": q, "lines": ctx.rules.search(q), "missing": ctx.rules.missing}
        )


def _open(ctx: Context, path: str, index: str) -> str | Response:
    try:
        text = ctx.workspace.read(path)
    except OutsideWorkspace as exc:
        return refused(str(exc))
    except FileNotFoundError:
        return refused(msg("no file {path} in the workspace", path=repr(path)), 404)
    scenarios, problems = check_text(text, path)
    if problems:
        p = problems[0]
        return refused(f"{path}:{p.line or ''}: {p.message}", 400)
    if not index.isdigit() or int(index) >= len(scenarios):
        return refused(msg("{path} has {count} scenario(s)", path=path, count=len(scenarios)), 400)
    return ctx.lab.open_scenario(path, scenarios, int(index))
