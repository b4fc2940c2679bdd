"""Routes of an open scenario or record: step through its frames, act on the pending decision
(through ``game.apply``), undo and redo, export the position as a scenario, download a record,
and seat two players at the current position."""

from __future__ import annotations

import html
import json
from typing import Any
from urllib.parse import quote

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response

from arbiter.core.ruling import Illegal
from arbiter.lab.app import Context, form
from arbiter.lab.present import session_data
from arbiter.lab.routes_files import refused
from arbiter.lab.sessions import Stepper, position_scenario
from arbiter.lab.workspace import OutsideWorkspace
from arbiter.mtg.game import Game


def register(app: FastAPI, ctx: Context) -> None:
    t = ctx.templates

    def session(sid: str) -> Stepper | None:
        return ctx.lab.get(sid)

    def page(request: Request, sid: str, s: Stepper, fragment: bool) -> Response:
        data = session_data(sid, s)
        name = "session_main.html" if fragment or request.headers.get("HX-Request") else "session.html"
        return t.TemplateResponse(request, name, {"s": data})

    def gone() -> Response:
        return refused("no such session (it may have been closed: the Lab keeps the latest ones)", 404)

    @app.get("/s/{sid}", response_class=HTMLResponse)
    async def show(request: Request, sid: str) -> Response:
        s = session(sid)
        return gone() if s is None else page(request, sid, s, False)

    @app.get("/api/s/{sid}")
    async def api_show(sid: str) -> Response:
        s = session(sid)
        return gone() if s is None else JSONResponse(session_data(sid, s))

    @app.post("/s/{sid}/frame/{index}", response_class=HTMLResponse)
    async def goto(request: Request, sid: str, index: int) -> Response:
        s = session(sid)
        if s is None:
            return gone()
        s.goto(index)
        return _answer(request, sid, s)

    @app.post("/s/{sid}/act", response_class=HTMLResponse)
    async def act(request: Request, sid: str) -> Response:
        s = session(sid)
        if s is None:
            return gone()
        data = await form(request)
        index = data.get("index", "")
        s.act(data.get("text", ""), int(index) if index.isdigit() else None)
        return _answer(request, sid, s)

    @app.post("/s/{sid}/undo", response_class=HTMLResponse)
    async def undo(request: Request, sid: str) -> Response:
        s = session(sid)
        if s is None:
            return gone()
        s.undo()
        return _answer(request, sid, s)

    @app.post("/s/{sid}/redo", response_class=HTMLResponse)
    async def redo(request: Request, sid: str) -> Response:
        s = session(sid)
        if s is None:
            return gone()
        s.redo()
        return _answer(request, sid, s)

    def _answer(request: Request, sid: str, s: Stepper) -> Response:
        if request.query_params.get("json") or request.headers.get("accept") == "application/json":
            return JSONResponse(session_data(sid, s))
        return page(request, sid, s, True)

    @app.get("/s/{sid}/position.yaml")
    async def export(sid: str) -> Response:
        s = session(sid)
        if s is None:
            return gone()
        text = position_scenario(s.game, _title(s))
        if isinstance(text, Illegal):
            return refused(f"this position can't be written as a scenario: {text.reason}", 409)
        return Response(text, media_type="application/yaml", headers=_attachment("position.yaml"))

    @app.post("/s/{sid}/position", response_class=HTMLResponse)
    async def save_position(request: Request, sid: str) -> Response:
        s = session(sid)
        if s is None:
            return gone()
        data = await form(request)
        text = position_scenario(s.game, _title(s))
        if isinstance(text, Illegal):
            return refused(f"this position can't be written as a scenario: {text.reason}", 409)
        try:
            written = ctx.workspace.write(data.get("path", ""), text)
        except OutsideWorkspace as exc:
            return refused(str(exc))
        link = html.escape(quote(written))
        return HTMLResponse(f'<span class="ok">saved as <a href="/file?path={link}">{html.escape(written)}</a></span>')

    @app.get("/s/{sid}/record.json")
    async def download_record(sid: str) -> Response:
        s = session(sid)
        if s is None:
            return gone()
        game = s.game
        record: Any = game.record() if isinstance(game, Game) else Illegal("the staged game keeps no record")
        if isinstance(record, Illegal):
            return refused(f"no record of this game: {record.reason}", 409)
        return Response(json.dumps(record, indent=1), media_type="application/json",
                        headers=_attachment("game.json"))  # fmt: skip

    @app.post("/s/{sid}/table", response_class=HTMLResponse)
    async def table(request: Request, sid: str) -> Response:
        s = session(sid)
        if s is None:
            return gone()
        game = s.game
        if not isinstance(game, Game):
            return refused("seats are for Magic games", 409)
        alice, bob = ctx.lab.open_table(game)
        names = (game.player_name(0), game.player_name(1))
        if request.query_params.get("json"):
            return JSONResponse({names[0]: alice, names[1]: bob})
        return t.TemplateResponse(request, "table.html", {"seats": [(names[0], alice), (names[1], bob)]})


def _title(s: Stepper) -> str:
    name = getattr(getattr(s, "trace", None), "scenario", None)
    base = getattr(name, "name", None) or getattr(s, "name", "a game")
    return f"Position from: {base}"


def _attachment(name: str) -> dict[str, str]:
    return {"Content-Disposition": f'attachment; filename="{name}"'}
