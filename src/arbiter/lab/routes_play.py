"""Routes of a game against an AI player: the form that starts one (two decks, a seat, an AI),
the game page (the human's seat only: its view, its decision with options as buttons, the log
with each event's rule), the human's actions, the AI's answers, undo, the block ruling, an
object's characteristics, and the game record.

A game is reached by its own unguessable id, behind the Lab's token, and everything on its page
is read through the human's :class:`~arbiter.mtg.seat.Seat` — an object the seat can't see is
refused exactly as one that doesn't exist (CR 400.2, 402.3).
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from fastapi.templating import Jinja2Templates

from arbiter.cards.decklist import DecklistError
from arbiter.core.ruling import Illegal
from arbiter.i18n import msg
from arbiter.lab.app import Context, form
from arbiter.lab.blocks import block_ruling
from arbiter.lab.board import seat_board, seat_options
from arbiter.lab.explain import explain_object, object_json
from arbiter.lab.present import ruling_data
from arbiter.lab.routes_files import refused, said
from arbiter.lab.vs_ai import AIS, MAX_EVENTS, AiGame, deck_choices, load_deck
from arbiter.lab.workspace import OutsideWorkspace
from arbiter.mtg.actions import DeclareBlockers, PayCostDecision
from arbiter.mtg.view import revealed_ids, sees


def seen_object(g: AiGame, alias: int) -> int | None:
    """The object the human's seat names ``alias``, if the seat may see it (else None)."""
    game, player = g.game, g.human
    visible = set(revealed_ids(game, player))
    for i, o in game.state.objects.items():
        if (i in visible or sees(game, player, o)) and g.seat.aliases.of(o) == alias:
            return i
    return None


def game_data(gid: str, g: AiGame) -> dict[str, Any]:
    """Everything the game page shows, all of it through the human's seat."""
    seat = g.seat
    board = seat_board(seat)
    blocks = block_ruling(g.game, seat.aliases.of) if seat.mine else None
    if blocks is not None:
        board["witness"] = {w["blocker"]["id"]: w["attacker"]["id"] for w in blocks["witness"]}
    board["object_url"] = f"/p/{gid}/object/"
    events = seat.events()
    return {
        "id": gid,
        "answered": g.answered,
        "ai": g.ai_name,
        "seed": g.seed,
        "you": g.game.player_name(g.human),
        "board": board,
        "options": seat_options(seat),
        "paying": isinstance(seat.pending, PayCostDecision),
        "thinking": g.ai_to_decide and not g.game.over,
        "over": g.game.over,
        "last": ruling_data(g.last, g.last_text),
        "last_rules": list(g.last_rules),
        "undo": g.undo_allowed and bool(g.marks),
        "can_record": g.recorded,
        "log": [{"text": e.text, "rule": e.rule} for e in events[-MAX_EVENTS:]],
        "log_cut": max(0, len(events) - MAX_EVENTS),
        "blocks": blocks,
    }


def gone() -> Response:
    return refused(msg("no such game (the Lab keeps the latest ones)"), 404)


def answer(t: Jinja2Templates, request: Request, gid: str, g: AiGame, full: bool = False) -> Response:
    """The game page (whole, or the part htmx swaps), or its data as JSON (``?json=1``)."""
    if request.method == "POST":
        g.answered += 1
    if request.query_params.get("json"):
        return JSONResponse(game_data(gid, g))
    name = "play.html" if full else "play_main.html"
    return t.TemplateResponse(request, name, {"d": game_data(gid, g)})


def register(app: FastAPI, ctx: Context) -> None:
    """The form that starts a game, the game's page and data; then its actions and reads."""
    t = ctx.templates
    games = ctx.lab.games
    _actions(app, ctx)
    _reads(app, ctx)

    @app.get("/play", response_class=HTMLResponse)
    async def choose(request: Request) -> Response:
        decks = deck_choices(ctx.workspace)
        return t.TemplateResponse(request, "play_new.html", {"decks": decks, "ais": AIS, "message": ""})

    @app.post("/play/new")
    async def new(request: Request) -> Response:
        fields = await form(request)
        seed_text = fields.get("seed", "").strip()
        try:
            mine = load_deck(fields.get("deck", ""), ctx.workspace, ctx.lab.cards)
            theirs = load_deck(fields.get("vs", "") or fields.get("deck", ""), ctx.workspace, ctx.lab.cards)
            if fields.get("ai", "heuristic") not in AIS:
                asked = repr(fields.get("ai"))
                raise ValueError(msg("unknown AI {ai} (known: {known})", ai=asked, known=", ".join(AIS)))
            seed = int(seed_text) if seed_text else None
        except (DecklistError, OutsideWorkspace, FileNotFoundError, ValueError) as exc:
            return refused(msg("the game can't be started: {exc}", exc=said(exc)), 400)
        g = AiGame.start(mine, theirs, fields.get("ai", "heuristic"), fields.get("seat", "first") != "second", seed)
        g.undo_allowed = fields.get("undo", "yes") != "no"
        gid = ctx.lab.open_game(g)
        g.advance()
        if request.query_params.get("json"):
            return JSONResponse({"game": gid})
        return RedirectResponse(f"/p/{gid}", 303)

    @app.get("/p/{gid}", response_class=HTMLResponse)
    async def page(request: Request, gid: str) -> Response:
        g = games.get(gid)
        return gone() if g is None else answer(t, request, gid, g, full=True)

    @app.get("/api/p/{gid}")
    async def api(gid: str) -> Response:
        g = games.get(gid)
        return gone() if g is None else JSONResponse(game_data(gid, g))


def _actions(app: FastAPI, ctx: Context) -> None:
    """The human's actions, the block form, the AI's answers and undo."""
    t, games = ctx.templates, ctx.lab.games

    @app.post("/p/{gid}/act", response_class=HTMLResponse)
    async def act(request: Request, gid: str) -> Response:
        g = games.get(gid)
        if g is None:
            return gone()
        fields = await form(request)
        index = fields.get("index", "")
        if fields.get("pay") == "auto":
            ruling = g.pay_automatically()
        else:
            ruling = g.act(fields.get("text", ""), int(index) if index.isdigit() else None)
        if ruling:
            g.advance()
        return answer(t, request, gid, g)

    @app.post("/p/{gid}/block", response_class=HTMLResponse)
    async def block(request: Request, gid: str) -> Response:
        """A declaration of blockers made in the block form: ``b<alias>`` = the attacker's alias."""
        g = games.get(gid)
        if g is None:
            return gone()
        pairs = []
        for key, value in (await form(request)).items():
            if key.startswith("b") and key[1:].isdigit() and value.isdigit():
                pairs.append((int(key[1:]), int(value)))
        if g.take(DeclareBlockers(tuple(pairs))):
            g.advance()
        return answer(t, request, gid, g)

    @app.post("/p/{gid}/advance", response_class=HTMLResponse)
    async def advance(request: Request, gid: str) -> Response:
        g = games.get(gid)
        if g is None:
            return gone()
        g.advance()
        return answer(t, request, gid, g)

    @app.post("/p/{gid}/undo", response_class=HTMLResponse)
    async def undo(request: Request, gid: str) -> Response:
        g = games.get(gid)
        if g is None:
            return gone()
        if g.undo():
            g.advance()
        return answer(t, request, gid, g)


def _reads(app: FastAPI, ctx: Context) -> None:
    """An object's characteristics, through the seat, and the game record."""
    t, games = ctx.templates, ctx.lab.games

    @app.get("/p/{gid}/object/{alias}", response_class=HTMLResponse)
    async def characteristics(request: Request, gid: str, alias: int) -> Response:
        g = games.get(gid)
        if g is None:
            return gone()
        oid = seen_object(g, alias)
        explained = explain_object(g.game, oid) if oid is not None else None
        if explained is None or _hidden_face(g, oid):
            return refused(msg("that names nothing you can see"), 404)
        shown = replace(explained, id=alias)  # named as the seat names it
        if request.query_params.get("json"):
            return JSONResponse(object_json(shown))
        return t.TemplateResponse(request, "object.html", {"o": shown})

    @app.get("/p/{gid}/record.json")
    async def record(gid: str) -> Response:
        g = games.get(gid)
        if g is None:
            return gone()
        data = g.game.record() if g.recorded else Illegal(msg("it began from a position, not from two decks"))
        if isinstance(data, Illegal):
            return refused(msg("no record of this game: {reason}", reason=data.reason), 409)
        headers = {"Content-Disposition": f'attachment; filename="game-{g.seed}.json"'}
        return Response(json.dumps(data, indent=1), media_type="application/json", headers=headers)


def _hidden_face(g: AiGame, oid: int | None) -> bool:
    """A face-down permanent the human doesn't control: its characteristics are hidden (CR 708.2a)."""
    o = g.game.state.objects.get(oid) if oid is not None else None
    return o is not None and o.face_down is not None and o.controller != g.human
