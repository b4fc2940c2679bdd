"""Routes of a hand-made position: the builder page, its changes (add, move, tap, counters,
life, turn), the card-name search, and the position exported — downloaded, saved in the
workspace, or opened in the Lab to play on from."""

from __future__ import annotations

import html
import secrets
from collections import OrderedDict
from urllib.parse import quote

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from arbiter.i18n import msg
from arbiter.lab.app import Context, form
from arbiter.lab.board import judge_board
from arbiter.lab.builder import ZONES, Builder, CardNames
from arbiter.lab.routes_files import refused, saved_as
from arbiter.lab.sessions import MAX_SESSIONS, load_text
from arbiter.lab.workspace import OutsideWorkspace
from arbiter.mtg.game import Game


def register(app: FastAPI, ctx: Context) -> None:
    t = ctx.templates
    builders: OrderedDict[str, Builder] = OrderedDict()
    names = CardNames(ctx.lab.cards)

    def data(bid: str, b: Builder) -> dict[str, object]:
        game = b.run.frames[0].game if b.run is not None and b.run.frames else None
        board = judge_board(game) if isinstance(game, Game) else None
        return {"id": bid, "name": b.name, "setup": b.setup, "message": b.message, "board": board,
                "zones": ZONES, "text": b.text()}  # fmt: skip

    def gone() -> Response:
        return refused(msg("no such position (the Lab keeps the latest ones)"), 404)

    @app.post("/position/new")
    async def new() -> Response:
        bid = secrets.token_urlsafe(12)
        builders[bid] = Builder(ctx.lab.cards)
        builders[bid].check()
        while len(builders) > MAX_SESSIONS:
            builders.popitem(last=False)
        return RedirectResponse(f"/b/{bid}", 303)

    @app.get("/b/{bid}", response_class=HTMLResponse)
    async def page(request: Request, bid: str) -> Response:
        b = builders.get(bid)
        if b is None:
            return gone()
        return t.TemplateResponse(request, "builder.html", {"b": data(bid, b)})

    @app.post("/b/{bid}/change/{op}", response_class=HTMLResponse)
    async def change(request: Request, bid: str, op: str) -> Response:
        b = builders.get(bid)
        if b is None:
            return gone()
        b.change(op, await form(request))
        if request.query_params.get("json"):
            return JSONResponse(data(bid, b))
        return t.TemplateResponse(request, "builder_main.html", {"b": data(bid, b)})

    @app.get("/b/{bid}/scenario.yaml")
    async def download(bid: str) -> Response:
        b = builders.get(bid)
        if b is None:
            return gone()
        headers = {"Content-Disposition": 'attachment; filename="position.yaml"'}
        return Response(b.text(), media_type="application/yaml", headers=headers)

    @app.post("/b/{bid}/save", response_class=HTMLResponse)
    async def save(request: Request, bid: str) -> Response:
        b = builders.get(bid)
        if b is None:
            return gone()
        try:
            written = ctx.workspace.write((await form(request)).get("path", ""), b.text())
        except OutsideWorkspace as exc:
            return refused(str(exc))
        link = html.escape(quote(written))
        return HTMLResponse(saved_as(link, written))

    @app.post("/b/{bid}/run")
    async def run(request: Request, bid: str) -> Response:
        b = builders.get(bid)
        if b is None:
            return gone()
        sid = ctx.lab.open_scenario("position.yaml", load_text(b.text(), "position.yaml"), 0)
        if request.query_params.get("json"):
            return JSONResponse({"session": sid})
        return RedirectResponse(f"/s/{sid}", 303)

    @app.get("/cards", response_class=HTMLResponse)
    async def cards(q: str = "") -> Response:
        found = names.search(q[:100])
        return HTMLResponse("".join(f'<option value="{html.escape(n)}"></option>' for n in found))
