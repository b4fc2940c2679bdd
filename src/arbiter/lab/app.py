"""The Lab's web application: the app factory and its safety — a token for the Lab itself (like
a notebook server's: given in the start URL, then kept in a same-site cookie), a limit on the
size of every request, and no route that reads or writes outside the workspace.

Seat pages (``/seat/TOKEN``) take the seat's own token instead and show only that seat's view.
Every route is a coroutine: requests are handled one at a time on the server's event loop, so
two requests never change one game at once (the Lab is a workbench for one judge and a table).
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, PlainTextResponse, Response
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates

from arbiter.lab import language
from arbiter.lab.cards import EngineCards
from arbiter.lab.rules import RulesText
from arbiter.lab.sessions import Lab
from arbiter.lab.workspace import MAX_FILE, Workspace

MAX_BODY = MAX_FILE + (64 << 10)  # bytes: a whole scenario file plus its form fields
COOKIE = "arbiter_lab"
OPEN_PREFIXES = ("/static/", "/seat/", "/favicon.ico")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]


@dataclass
class Context:
    """What every route needs: the workspace, the sessions, the rules text, the templates."""

    workspace: Workspace
    lab: Lab
    rules: RulesText
    templates: Jinja2Templates
    token: str
    lang: str = "en"  # the Lab's own language (lab/language.py: a page may ask for another)


class LimitBody:
    """Refuse a request whose body is larger than ``limit`` bytes (413), whether it says its
    length or not."""

    def __init__(self, app: Callable[[Scope, Receive, Send], Awaitable[None]], limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for name, value in scope.get("headers", []):
            if name == b"content-length" and (not value.isdigit() or int(value) > self.limit):
                await PlainTextResponse("request too large", status_code=413)(scope, receive, send)
                return
        body = b""
        more = True
        while more:  # read it whole (bounded), then hand it on: a body without a length is counted too
            message = await receive()
            if message["type"] != "http.request":
                break
            body += message.get("body", b"")
            if len(body) > self.limit:
                await PlainTextResponse("request too large", status_code=413)(scope, receive, send)
                return
            more = bool(message.get("more_body", False))
        given = False

        async def replay() -> Message:
            nonlocal given
            if not given:
                given = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


async def form(request: Request) -> dict[str, str]:
    """A url-encoded form body (what htmx sends), one value per field."""
    body = (await request.body()).decode("utf-8", errors="replace")
    return {k: v[-1] for k, v in parse_qs(body, keep_blank_values=True).items()}


def create_app(
    workspace: Path,
    paths: list[str] | None = None,
    *,
    cards: str | None = None,
    rules_file: str | None = None,
    token: str | None = None,
    lang: str | None = None,
) -> FastAPI:
    """The Lab for ``workspace`` (and, if given, only the files under ``paths`` in it), with
    the cards of the file ``cards`` besides the built-in ones (as ``arbiter judge --cards``),
    in ``lang`` (default: the chosen language, :func:`arbiter.i18n.language`)."""
    from arbiter.i18n import language as chosen_language
    from arbiter.lab import routes_builder, routes_files, routes_play, routes_seats, routes_sessions
    from arbiter.scenario.cards import card_source

    here = files("arbiter.lab")
    ctx = Context(
        Workspace(workspace, paths),
        Lab(EngineCards(lambda: card_source(cards))),
        RulesText.open(rules_file),
        language.templates(str(here.joinpath("templates"))),
        token or secrets.token_urlsafe(24),
        lang or chosen_language(),
    )
    app = FastAPI(title="Arbiter Rules Lab", docs_url=None, redoc_url=None, openapi_url=None)
    app.state.ctx = ctx

    @app.middleware("http")
    async def lab_token(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
        path = request.url.path
        if path.startswith(OPEN_PREFIXES):
            return await call_next(request)
        given = request.query_params.get("token")
        cookie = request.cookies.get(COOKIE, "")
        if given is not None and secrets.compare_digest(given, ctx.token):
            response = await call_next(request)
            response.set_cookie(COOKIE, ctx.token, httponly=True, samesite="strict")
            return response
        if cookie and secrets.compare_digest(cookie, ctx.token):
            return await call_next(request)
        return JSONResponse({"error": "open the Lab with the address it printed at start (it holds its token)"}, 403)

    @app.middleware("http")
    async def page_language(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
        """The page in the language it asks for (lab/language.py), remembered when asked."""
        lang, chosen = language.asked(request, ctx.lang)
        with language.speaking(lang):
            response = await call_next(request)
        if chosen:
            response.set_cookie(language.COOKIE, lang, httponly=True, samesite="strict")
        return response

    app.mount("/static", StaticFiles(directory=str(here.joinpath("static"))), name="static")
    routes_files.register(app, ctx)
    routes_sessions.register(app, ctx)
    routes_seats.register(app, ctx)
    routes_builder.register(app, ctx)
    routes_play.register(app, ctx)
    app.add_middleware(LimitBody, limit=MAX_BODY)
    return app
