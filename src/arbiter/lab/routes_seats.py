"""Routes of a seat: one player's page at a table, reached by that seat's own token. Everything
is read through :class:`~arbiter.mtg.seat.Seat` — its view, its decision, its actions — so a
seat can't be shown what its player may not know (CR 400.2, 402.3): a request naming a card the
seat can't see is refused exactly as one naming no card at all."""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response

from arbiter.core.ruling import Illegal
from arbiter.i18n import msg
from arbiter.lab.app import Context, form
from arbiter.lab.board import seat_board, seat_options
from arbiter.lab.present import ruling_data
from arbiter.lab.routes_files import refused
from arbiter.mtg.seat import Seat


def register(app: FastAPI, ctx: Context) -> None:
    t = ctx.templates

    def seat_of(token: str) -> Seat | None:
        return ctx.lab.seat(token)

    def unknown() -> Response:
        return refused(msg("no seat has this token"), 404)

    lasts: dict[str, dict[str, object] | None] = {}  # each seat's last ruling, kept for its page's refreshes

    def data(seat: Seat, token: str) -> dict[str, object]:
        last = lasts.get(token)
        return {"token": token, "board": seat_board(seat), "options": seat_options(seat), "last": last}

    @app.get("/seat/{token}", response_class=HTMLResponse)
    async def page(request: Request, token: str) -> Response:
        seat = seat_of(token)
        if seat is None:
            return unknown()
        return t.TemplateResponse(request, "seat.html", {"d": data(seat, token)})

    @app.get("/seat/{token}/view")
    async def view(token: str) -> Response:
        seat = seat_of(token)
        return unknown() if seat is None else JSONResponse(data(seat, token))

    @app.get("/seat/{token}/card/{alias}")
    async def card(token: str, alias: int) -> Response:
        """One card by the seat's alias: refused (404, the same words) for any card the seat
        can't see — the other player's hand, a library — or that doesn't exist."""
        seat = seat_of(token)
        if seat is None:
            return unknown()
        found = seat.view().find(alias)
        if found is None:
            return refused(msg("that names nothing you can see"), 404)
        return JSONResponse(
            {"id": found.id, "name": found.name, "zone": found.zone.label, "owner": found.owner,
             "controller": found.controller, "tapped": found.tapped, "counters": dict(found.counters)}
        )  # fmt: skip

    @app.post("/seat/{token}/act", response_class=HTMLResponse)
    async def act(request: Request, token: str) -> Response:
        seat = seat_of(token)
        if seat is None:
            return unknown()
        fields = await form(request)
        index = fields.get("index", "")
        if index.isdigit():
            listed = seat.legal_actions()
            action = listed[int(index)] if int(index) < len(listed) else None
            text = seat.notation(action) if action is not None else ""
            ruling = seat.apply(action) if action is not None else seat.apply(object())
        else:
            text = fields.get("text", "")
            parsed = seat.parse(text)
            ruling = parsed if isinstance(parsed, Illegal) else seat.apply(parsed)
        lasts[token] = ruling_data(ruling, text)
        for gone in [k for k in lasts if k not in ctx.lab.seats]:  # seats the Lab no longer keeps
            del lasts[gone]
        if request.query_params.get("json"):
            return JSONResponse(data(seat, token))
        return t.TemplateResponse(request, "seat_main.html", {"d": data(seat, token)})
