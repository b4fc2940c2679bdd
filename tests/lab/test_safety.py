"""The Lab's safety: its token, the workspace boundary (path traversal refused), request size
limits, and seats that see only their own player's view."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from arbiter.lab.app import MAX_BODY, create_app
from tests.lab.conftest import TOKEN

POSITION = """scenario: two hands
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      battlefield: [Forest, Grizzly Bears]
      hand: [Giant Growth, Llanowar Elves]
    bob:
      battlefield: [Mountain]
      hand: [Lightning Bolt, Shock]
"""


def test_the_lab_needs_its_token(tmp_path: Path) -> None:
    app = create_app(tmp_path, token=TOKEN)
    with TestClient(app) as client:
        assert client.get("/").status_code == 403
        assert client.get("/api/files").status_code == 403
        assert client.get("/?token=wrong").status_code == 403
        assert client.get(f"/?token={TOKEN}").status_code == 200
        assert client.get("/api/files").status_code == 200  # the cookie now carries it
        assert client.get("/static/lab.css").status_code == 200  # assets need none


@pytest.mark.parametrize(
    "path",
    [
        "../outside.yaml",
        "../../etc/passwd",
        "/etc/passwd",
        "a/../../outside.yaml",
        "..",
        "sub/../../x.yaml",
        "x\x00.yaml",
    ],
)
def test_paths_outside_the_workspace_are_refused(scratch: tuple[TestClient, Path], path: str) -> None:
    client, ws = scratch
    (ws.parent / "outside.yaml").write_text("scenario: secret\nsetup: {}\n")
    for r in (
        client.get("/file", params={"path": path}),
        client.get("/api/file", params={"path": path}),
        client.post("/file", data={"path": path, "text": "scenario: x\nsetup: {}\n", "save": "yes"}),
        client.post("/api/open", data={"path": path, "index": "0"}),
        client.post("/record", data={"path": path, "json": "1"}),
    ):
        assert r.status_code == 403, (path, r.status_code, r.text)
        assert "secret" not in r.text
    assert (ws.parent / "outside.yaml").read_text() == "scenario: secret\nsetup: {}\n"
    assert sorted(p.name for p in ws.parent.iterdir()) == ["outside.yaml", "ws"]


def test_a_link_out_of_the_workspace_is_refused(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    (ws.parent / "outside.yaml").write_text("scenario: secret\nsetup: {}\n")
    os.symlink(ws.parent / "outside.yaml", ws / "link.yaml")
    os.symlink(ws.parent, ws / "up")
    assert client.get("/file", params={"path": "link.yaml"}).status_code == 403
    assert client.post("/file", data={"path": "up/new.yaml", "text": "x", "save": "yes"}).status_code == 403
    assert not (ws.parent / "new.yaml").exists()
    assert "link.yaml" not in client.get("/api/files").json()["scenarios"]


def test_only_scenarios_and_records_are_written(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    r = client.post("/file", data={"path": "run.sh", "text": "echo hi", "save": "yes"})
    assert r.status_code == 403 and not (ws / "run.sh").exists()


def test_request_sizes_are_limited(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    big = "x" * (MAX_BODY + 1)
    r = client.post("/file", data={"path": "big.yaml", "text": big, "save": "yes"})
    assert r.status_code == 413 and not (ws / "big.yaml").exists()

    def chunks():  # no Content-Length: counted as it arrives
        for _ in range(MAX_BODY // 65536 + 2):
            yield b"y" * 65536

    r = client.post("/file", content=chunks(), headers={"content-type": "application/x-www-form-urlencoded"})
    assert r.status_code == 413


def seats(client: TestClient, ws: Path) -> tuple[str, str]:
    (ws / "two.yaml").write_text(POSITION)
    sid = client.post("/api/open", data={"path": "two.yaml", "index": "0"}).json()["session"]
    tokens = client.post(f"/s/{sid}/table?json=1").json()
    return tokens["alice"], tokens["bob"]


def test_each_seat_sees_only_its_own_view(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    alice, bob = seats(client, ws)
    stranger = TestClient(client.app)  # no Lab cookie: a seat's token is all it has
    a = stranger.get(f"/seat/{alice}/view").json()
    b = stranger.get(f"/seat/{bob}/view").json()
    a_text, b_text = str(a), str(b)
    assert "Lightning Bolt" not in a_text and "Shock" not in a_text
    assert "Giant Growth" not in b_text and "Llanowar Elves" not in b_text
    assert a["board"]["players"][1]["hand"] is None and a["board"]["players"][1]["hand_size"] == 2
    assert [c["name"] for c in a["board"]["players"][0]["hand"]] == ["Giant Growth", "Llanowar Elves"]
    # bob's hidden cards, by bob's names for them and by alice's: refused to alice, the same words
    bolt = b["board"]["players"][1]["hand"][0]["id"]
    refused = stranger.get(f"/seat/{alice}/card/{bolt}")
    assert refused.status_code == 404 and "Lightning Bolt" not in refused.text
    nothing = stranger.get(f"/seat/{alice}/card/12345")
    assert nothing.status_code == 404 and nothing.json() == refused.json()
    own = a["board"]["players"][0]["hand"][0]["id"]
    assert stranger.get(f"/seat/{alice}/card/{own}").json()["name"] == "Giant Growth"
    assert stranger.get(f"/seat/{bob}/card/{own}").status_code == 404
    # a public card is seen by both, each under its own name for it
    bears_a = next(c["id"] for c in a["board"]["players"][0]["battlefield"] if c["name"] == "Grizzly Bears")
    assert stranger.get(f"/seat/{alice}/card/{bears_a}").json()["name"] == "Grizzly Bears"
    # the Lab's own pages are not open to a seat's token
    assert stranger.get("/api/files").status_code == 403
    assert stranger.get("/seat/not-a-token/view").status_code == 404


def test_a_seat_acts_only_for_its_player(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    alice, bob = seats(client, ws)
    stranger = TestClient(client.app)
    b = stranger.get(f"/seat/{bob}/view").json()
    assert b["options"] == [] and "waiting for alice" in b["board"]["decision"]
    r = stranger.post(f"/seat/{bob}/act?json=1", data={"text": "pass"}).json()
    assert r["last"]["accepted"] is False and "waits for alice" in r["last"]["reason"]
    # naming bob's hidden card is refused exactly as naming a card that isn't there
    hidden = stranger.post(f"/seat/{alice}/act?json=1", data={"text": "cast Lightning Bolt"}).json()["last"]
    absent = stranger.post(f"/seat/{alice}/act?json=1", data={"text": "cast Shivan Dragon"}).json()["last"]
    assert hidden["accepted"] is False
    assert hidden["reason"].replace("Lightning Bolt", "X") == absent["reason"].replace("Shivan Dragon", "X")
    r = stranger.post(f"/seat/{alice}/act?json=1", data={"text": "pass"}).json()
    assert r["last"]["accepted"] is True
    b = stranger.get(f"/seat/{bob}/view").json()
    assert "pass" in b["options"]
    page = stranger.get(f"/seat/{bob}")
    assert page.status_code == 200 and "Lightning Bolt" in page.text and "Giant Growth" not in page.text


def test_a_game_against_an_ai_shows_only_the_humans_view(scratch: tuple[TestClient, Path]) -> None:
    client, _ = scratch
    r = client.post("/play/new?json=1", data={"deck": "built-in: deck A (green)", "vs": "built-in: deck B (red)",
                                              "ai": "random", "seed": "5", "seat": "first"})  # fmt: skip
    gid = r.json()["game"]
    g = client.app.state.ctx.lab.game(gid)
    ai_hand = [g.game.state.objects[i] for i in g.game.state.players[1 - g.human].hand]
    assert ai_hand
    data, page = client.get(f"/api/p/{gid}"), client.get(f"/p/{gid}")
    for text in (data.text, page.text):  # the AI's deck is red; nothing red is public yet
        for name in ("Mountain", "Raging Goblin", "Gray Ogre", "Lightning Bolt"):
            assert name not in text
    them = next(p for p in data.json()["board"]["players"] if p["name"] == "arbiter")
    assert them["hand"] is None and them["hand_size"] == len(ai_hand)
    # a hidden card, named by the alias the human's seat would give it: refused as a missing one
    alias = g.seat.aliases.of(ai_hand[0])
    hidden = client.get(f"/p/{gid}/object/{alias}?json=1")
    missing = client.get(f"/p/{gid}/object/12345?json=1")
    assert hidden.status_code == missing.status_code == 404 and hidden.json() == missing.json()
    assert ai_hand[0].card.name not in hidden.text
    # its real object id names nothing either (the seat speaks only in aliases)
    assert client.get(f"/p/{gid}/object/{ai_hand[0].id}?json=1").status_code == 404
    # acting for the AI's cards is refused as naming nothing
    refused = client.post(f"/p/{gid}/act?json=1", data={"text": "cast Lightning Bolt"}).json()["last"]
    assert refused["accepted"] is False and "Lightning Bolt" not in str(refused).replace("'cast Lightning Bolt'", "")
    # the game's pages need the Lab's token; a game id alone opens nothing
    stranger = TestClient(client.app)
    for path in (f"/p/{gid}", f"/api/p/{gid}", f"/p/{gid}/record.json", f"/p/{gid}/object/{alias}"):
        assert stranger.get(path).status_code == 403
    assert stranger.post(f"/p/{gid}/act", data={"text": "choose keep"}).status_code == 403
    assert client.get("/api/p/not-a-game").status_code == 404


def test_the_new_routes_limit_request_sizes(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    (ws / "two.yaml").write_text(POSITION)
    sid = client.post("/api/open", data={"path": "two.yaml", "index": "0"}).json()["session"]
    gid = client.post(f"/s/{sid}/vs-ai?json=1", data={"player": "0", "ai": "random"}).json()["game"]
    before = client.get(f"/api/p/{gid}").json()
    big = "x" * (MAX_BODY + 1)
    for path in ("/play/new", f"/p/{gid}/act", f"/p/{gid}/block", f"/p/{gid}/undo", f"/s/{sid}/block",
                 f"/s/{sid}/vs-ai"):  # fmt: skip
        assert client.post(path, data={"text": big}).status_code == 413, path
    assert client.get(f"/api/p/{gid}").json() == before
