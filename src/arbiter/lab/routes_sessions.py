"""Routes of an open scenario or record: step through its frames, act on the pending decision
(through ``game.apply``), undo and redo, export the position as a scenario, download a record,
and seat two players at the current position."""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from arbiter.core.ruling import Illegal
from arbiter.i18n import msg
from arbiter.lab.app import Context, form
from arbiter.lab.explain import explain_object, object_json
from arbiter.lab.present import session_data
from arbiter.lab.routes_files import refused, saved_as
from arbiter.lab.sessions import Stepper, position_scenario
from arbiter.lab.vs_ai import AIS, AiGame
from arbiter.lab.workspace import OutsideWorkspace
from arbiter.mtg.actions import DeclareBlockers
from arbiter.mtg.game import Game


def register(app: FastAPI, ctx: Context) -> None:
    """A session's pages: its frames and acting, its panels, its exports, playing on against an AI."""
    _vs_ai(app, ctx)
    answer = _step_routes(app, ctx)
    _panels(app, ctx, answer)
    _export_routes(app, ctx)


def _step_routes(app: FastAPI, ctx: Context) -> Callable[[Request, str, Stepper], Response]:
    """Show a session, go to a frame, act, undo and redo; returns how a route answers."""
    t = ctx.templates

    def session(sid: str) -> Stepper | None:
        return ctx.lab.get(sid)

    def page(request: Request, sid: str, s: Stepper, fragment: bool) -> Response:
        data = session_data(sid, s)
        name = "session_main.html" if fragment or request.headers.get("HX-Request") else "session.html"
        return t.TemplateResponse(request, name, {"s": data})

    def gone() -> Response:
        return refused(msg("no such session (it may have been closed: the Lab keeps the latest ones)"), 404)

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

    return _answer


def _export_routes(app: FastAPI, ctx: Context) -> None:
    """The position as a scenario (downloaded or saved), the game record, a table for two."""
    t = ctx.templates

    def session(sid: str) -> Stepper | None:
        return ctx.lab.get(sid)

    def gone() -> Response:
        return refused(msg("no such session (it may have been closed: the Lab keeps the latest ones)"), 404)

    @app.get("/s/{sid}/position.yaml")
    async def export(sid: str) -> Response:
        s = session(sid)
        if s is None:
            return gone()
        text = position_scenario(s.game, _title(s))
        if isinstance(text, Illegal):
            return refused(msg("this position can't be written as a scenario: {reason}", reason=text.reason), 409)
        return Response(text, media_type="application/yaml", headers=_attachment("position.yaml"))

    @app.post("/s/{sid}/position", response_class=HTMLResponse)
    async def save_position(request: Request, sid: str) -> Response:
        s = session(sid)
        if s is None:
            return gone()
        data = await form(request)
        text = position_scenario(s.game, _title(s))
        if isinstance(text, Illegal):
            return refused(msg("this position can't be written as a scenario: {reason}", reason=text.reason), 409)
        try:
            written = ctx.workspace.write(data.get("path", ""), text)
        except OutsideWorkspace as exc:
            return refused(str(exc))
        link = html.escape(quote(written))
        return HTMLResponse(saved_as(link, written))

    @app.get("/s/{sid}/record.json")
    async def download_record(sid: str) -> Response:
        s = session(sid)
        if s is None:
            return gone()
        game = s.game
        record: Any = game.record() if isinstance(game, Game) else Illegal(msg("the staged game keeps no record"))
        if isinstance(record, Illegal):
            return refused(msg("no record of this game: {reason}", reason=record.reason), 409)
        return Response(json.dumps(record, indent=1), media_type="application/json",
                        headers=_attachment("game.json"))  # fmt: skip

    @app.post("/s/{sid}/table", response_class=HTMLResponse)
    async def table(request: Request, sid: str) -> Response:
        s = session(sid)
        if s is None:
            return gone()
        game = s.game
        if not isinstance(game, Game):
            return refused(msg("seats are for Magic games"), 409)
        alice, bob = ctx.lab.open_table(game)
        names = (game.player_name(0), game.player_name(1))
        if request.query_params.get("json"):
            return JSONResponse({names[0]: alice, names[1]: bob})
        return t.TemplateResponse(request, "table.html", {"seats": [(names[0], alice), (names[1], bob)]})


def _panels(app: FastAPI, ctx: Context, answer: Callable[[Request, str, Stepper], Response]) -> None:
    """The block form and an object's characteristics, on a judge's board."""
    t = ctx.templates

    def session(sid: str) -> Stepper | None:
        return ctx.lab.get(sid)

    def gone() -> Response:
        return refused(msg("no such session (it may have been closed: the Lab keeps the latest ones)"), 404)

    @app.post("/s/{sid}/block", response_class=HTMLResponse)
    async def block(request: Request, sid: str) -> Response:
        """A declaration of blockers made in the block form (``b<id>`` = the attacker's id),
        ruled on as any action (CR 509.1)."""
        s = session(sid)
        if s is None:
            return gone()
        pairs = [(int(k[1:]), int(v)) for k, v in (await form(request)).items()
                 if k.startswith("b") and k[1:].isdigit() and v.isdigit()]  # fmt: skip
        game = s.game
        if isinstance(game, Game):
            s.act(game.notation(DeclareBlockers(tuple(pairs))) if pairs else "block with nothing")
        return answer(request, sid, s)

    @app.get("/s/{sid}/object/{oid}", response_class=HTMLResponse)
    async def characteristics(request: Request, sid: str, oid: int) -> Response:
        """An object's characteristics (the judge sees every object)."""
        s = session(sid)
        if s is None:
            return gone()
        game = s.game
        explained = explain_object(game, oid) if isinstance(game, Game) else None
        if explained is None:
            return refused(msg("no such object"), 404)
        if request.query_params.get("json"):
            return JSONResponse(object_json(explained))
        return t.TemplateResponse(request, "object.html", {"o": explained})


def _vs_ai(app: FastAPI, ctx: Context) -> None:
    """Play on from the current position against an AI player (the game's own page)."""

    @app.post("/s/{sid}/vs-ai")
    async def vs_ai(request: Request, sid: str) -> Response:
        s = ctx.lab.get(sid)
        if s is None:
            return refused(msg("no such session"), 404)
        fields = await form(request)
        game = s.game
        player, ai = fields.get("player", "0"), fields.get("ai", "heuristic")
        if not isinstance(game, Game) or game.over or player not in ("0", "1") or ai not in AIS:
            return refused(msg("an AI plays on only from a Magic position in progress, as player 0 or 1"), 409)
        gid = ctx.lab.open_game(AiGame.from_position(game, int(player), ai))
        ctx.lab.games[gid].advance()
        if request.query_params.get("json"):
            return JSONResponse({"game": gid})
        return RedirectResponse(f"/p/{gid}", 303)


def _title(s: Stepper) -> str:
    name = getattr(getattr(s, "trace", None), "scenario", None)
    base = getattr(name, "name", None) or getattr(s, "name", "a game")
    return f"Position from: {base}"


def _attachment(name: str) -> dict[str, str]:
    return {"Content-Disposition": f'attachment; filename="{name}"'}
