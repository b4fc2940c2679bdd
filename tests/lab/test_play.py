"""A game against an AI player in the Lab, through its API: starting one from the decks
``arbiter play`` takes, the human's options and actions, the AI's answers within a time bound,
undo, the log with its rules, and the game record (which replays)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from arbiter.lab.vs_ai import AiGame, load_deck
from arbiter.lab.workspace import Workspace
from arbiter.mtg.record import RecordedGame, replay

DECK_A, DECK_B = "built-in: deck A (green)", "built-in: deck B (red)"


def start(client: TestClient, **fields: str) -> str:
    data = {"deck": DECK_A, "vs": DECK_B, "ai": "heuristic", "seed": "7", **fields}
    r = client.post("/play/new?json=1", data=data)
    assert r.status_code == 200, r.text
    return str(r.json()["game"])


def until_mine(client: TestClient, gid: str, d: dict[str, Any]) -> dict[str, Any]:
    """Let the AI answer (each request bounded) until the human decides or the game ends."""
    for _ in range(50):
        if not d["thinking"]:
            return d
        d = client.post(f"/p/{gid}/advance?json=1").json()
    raise AssertionError("the AI never answered")


def test_the_form_offers_the_decks_the_seats_and_the_ais(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    (ws / "decks").mkdir()
    (ws / "decks" / "elves.txt").write_text("20 Forest\n20 Llanowar Elves\n")
    page = client.get("/play")
    assert page.status_code == 200
    for text in (DECK_A, DECK_B, "decks/elves.txt", "heuristic", "random", "mcts", "first", "second"):
        assert text in page.text
    assert "/play" in client.get("/").text


def test_a_game_starts_with_the_humans_decision_and_its_options(scratch: tuple[TestClient, Path]) -> None:
    client, _ = scratch
    gid = start(client)
    d = until_mine(client, gid, client.get(f"/api/p/{gid}").json())
    assert d["you"] == "you" and d["ai"] == "heuristic" and d["seed"] == 7
    assert d["board"]["seat"] == "you"
    assert "choose keep" in d["options"]  # CR 103.5: the mulligan decision comes first
    assert d["log"] and all("text" in e and "rule" in e for e in d["log"])
    page = client.get(f"/p/{gid}")
    assert page.status_code == 200 and 'class="option"' in page.text and "Download the game record" in page.text


def test_a_workspace_decklist_is_played_and_a_bad_one_refused(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    (ws / "elves.txt").write_text("20 Forest\n20 Llanowar Elves\n")
    (ws / "bad.txt").write_text("40 No Such Card Anywhere\n")
    gid = start(client, deck="elves.txt", vs="elves.txt")
    d = client.get(f"/api/p/{gid}").json()
    assert d["board"]["players"][0]["library"] + d["board"]["players"][0]["hand_size"] == 40
    r = client.post("/play/new?json=1", data={"deck": "bad.txt", "vs": DECK_B, "ai": "random"})
    assert r.status_code == 400 and "No Such Card Anywhere" in r.json()["error"]
    r = client.post("/play/new?json=1", data={"deck": DECK_A, "vs": DECK_B, "ai": "oracle"})
    assert r.status_code == 400 and "unknown AI" in r.json()["error"]


def test_the_human_acts_the_ai_answers_and_undo_takes_both_back(scratch: tuple[TestClient, Path]) -> None:
    client, _ = scratch
    gid = start(client, seat="first")
    d = until_mine(client, gid, client.get(f"/api/p/{gid}").json())
    d = until_mine(client, gid, client.post(f"/p/{gid}/act?json=1", data={"text": "choose keep"}).json())
    assert d["last"]["accepted"] is True
    plays = [o for o in d["options"] if o.startswith("play ")]
    assert plays, d["options"]
    hand_before = d["board"]["players"][0]["hand_size"] if d["board"]["players"][0]["name"] == "you" else None
    d = until_mine(client, gid, client.post(f"/p/{gid}/act?json=1", data={"text": plays[0]}).json())
    assert d["last"]["accepted"] is True and d["undo"] is True
    me = next(p for p in d["board"]["players"] if p["name"] == "you")
    assert any(c["name"] == "Forest" for c in me["battlefield"])
    # an action the rules refuse is a ruling with its reason and rules; nothing changes
    refused = client.post(f"/p/{gid}/act?json=1", data={"text": plays[0]}).json()
    assert refused["last"]["accepted"] is False and refused["last"]["reason"]
    assert refused["board"] == d["board"]
    d = client.post(f"/p/{gid}/undo?json=1").json()
    me = next(p for p in d["board"]["players"] if p["name"] == "you")
    assert not any(c["name"] == "Forest" for c in me["battlefield"])
    if hand_before is not None:
        assert me["hand_size"] == hand_before
    assert plays[0] in d["options"]


def test_a_game_without_undo_refuses_it(scratch: tuple[TestClient, Path]) -> None:
    client, _ = scratch
    gid = start(client, undo="no")
    d = until_mine(client, gid, client.post(f"/p/{gid}/act?json=1", data={"text": "choose keep"}).json())
    assert d["undo"] is False
    after = client.post(f"/p/{gid}/undo?json=1").json()
    assert after["board"] == d["board"]


@pytest.mark.parametrize("ai", ["random", "heuristic", "mcts"])
def test_each_ai_answers_within_the_time_bound(scratch: tuple[TestClient, Path], ai: str) -> None:
    client, _ = scratch
    gid = start(client, ai=ai, seat="second")
    d = client.get(f"/api/p/{gid}").json()
    for _ in range(8):  # a few of the human's decisions, the AI answering between them
        started = time.monotonic()
        d = until_mine(client, gid, d)
        if d["over"]:
            break
        pick = next((o for o in d["options"] if o in ("choose keep", "pass")), d["options"][0])
        d = client.post(f"/p/{gid}/act?json=1", data={"text": pick}).json()
        assert time.monotonic() - started < 60  # each request is bounded; generous on a busy machine
    assert d["board"]["turn"] >= 1


def test_the_ai_is_given_at_most_the_time_asked(cards: str | None) -> None:
    """``advance(0)`` lets the AI make at most one decision, then answers."""
    from arbiter.lab.cards import EngineCards
    from arbiter.scenario.cards import card_source

    engine = EngineCards(lambda: card_source(cards))
    ws = Workspace(Path("."))
    g = AiGame.start(load_deck(DECK_A, ws, engine), load_deck(DECK_B, ws, engine), "random", first=False, seed=3)
    moves = len(g.game.moves)
    g.advance(0.0)
    assert len(g.game.moves) <= moves + 1


def test_the_record_downloads_at_any_time_and_replays(scratch: tuple[TestClient, Path]) -> None:
    client, _ = scratch
    gid = start(client)
    d = until_mine(client, gid, client.post(f"/p/{gid}/act?json=1", data={"text": "choose keep"}).json())
    for _ in range(6):
        if d["over"]:
            break
        d = until_mine(client, gid, client.post(f"/p/{gid}/act?json=1", data={"text": d["options"][0]}).json())
    r = client.get(f"/p/{gid}/record.json")
    assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
    data = r.json()
    game = replay(data, client.app.state.ctx.lab.cards)
    assert isinstance(game, RecordedGame), game
    assert len(game.moves) == len(client.app.state.ctx.lab.game(gid).game.moves)


def test_a_cost_is_paid_automatically_on_request(scratch: tuple[TestClient, Path]) -> None:
    client, _ = scratch
    gid = start(client, seed="11")
    d = until_mine(client, gid, client.post(f"/p/{gid}/act?json=1", data={"text": "choose keep"}).json())
    for _ in range(60):  # play lands and cast what can be cast until a cost is asked for
        if d["over"] or d["paying"]:
            break
        pick = next((o for o in d["options"] if o.startswith(("play ", "cast "))), None)
        d = until_mine(client, gid, client.post(f"/p/{gid}/act?json=1", data={"text": pick or d["options"][0]}).json())
    if not d["paying"]:
        pytest.skip("no cost came up in this game")
    d = client.post(f"/p/{gid}/act?json=1", data={"pay": "auto"}).json()
    assert d["last"]["accepted"] is True and d["last"]["action"] == "pay automatically"
