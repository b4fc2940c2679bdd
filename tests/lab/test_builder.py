"""A position set up by hand in the Lab becomes a scenario that ``arbiter judge`` runs."""

from __future__ import annotations

from pathlib import Path

import yaml
from fastapi.testclient import TestClient

from arbiter.scenario.cards import card_source
from arbiter.scenario.loader import load_file
from arbiter.scenario.runner import run


def new_position(client: TestClient) -> str:
    r = client.post("/position/new", follow_redirects=False)
    assert r.status_code == 303
    return str(r.headers["location"].rsplit("/", 1)[1])


def change(client: TestClient, bid: str, op: str, **fields: str) -> dict:
    r = client.post(f"/b/{bid}/change/{op}?json=1", data=fields)
    assert r.status_code == 200, r.text
    return dict(r.json())


def test_a_hand_made_position_becomes_a_scenario(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    bid = new_position(client)
    change(client, bid, "add", card="Grizzly Bears", player="alice", zone="battlefield")
    change(client, bid, "add", card="Forest", player="alice", zone="battlefield", tapped="1")
    change(client, bid, "add", card="Giant Growth", player="alice", zone="hand")
    change(client, bid, "add", card="Lightning Bolt", player="bob", zone="graveyard")
    change(client, bid, "add", card="Mountain", player="bob", zone="battlefield")
    change(client, bid, "counter", player="alice", zone="battlefield", index="0", kind="+1/+1", delta="1")
    change(client, bid, "move", player="bob", zone="graveyard", index="0", to="hand")
    change(client, bid, "tap", player="alice", zone="battlefield", index="1")  # untapped again
    change(client, bid, "life", player="bob", life="7")
    d = change(client, bid, "turn", active="bob", step="main2")
    assert d["message"] == ""
    board = d["board"]
    assert board["active"] == "bob" and board["step"] == "main2"
    alice = board["players"][0]
    assert [c["name"] for c in alice["battlefield"]] == ["Grizzly Bears", "Forest"]
    assert alice["battlefield"][0]["pt"] == "3/3" and not alice["battlefield"][1]["tapped"]
    assert board["players"][1]["life"] == 7 and [c["name"] for c in board["players"][1]["hand"]] == ["Lightning Bolt"]
    # an unknown card is refused with the runner's message and the position is unchanged
    refused = change(client, bid, "add", card="No Such Card Anywhere", player="alice", zone="hand")
    assert "unknown card" in refused["message"] and refused["setup"] == d["setup"]
    # downloaded, saved in the workspace, and run by the judge
    text = client.get(f"/b/{bid}/scenario.yaml").text
    assert yaml.safe_load(text)["setup"] == d["setup"]
    r = client.post(f"/b/{bid}/save", data={"path": "mine/position.yaml"})
    assert r.status_code == 200 and (ws / "mine" / "position.yaml").read_text() == text
    scenario = load_file(ws / "mine" / "position.yaml")[0]
    assert run(scenario, card_source(None)).status == "passed"
    # opened in the Lab, the position is the first frame and can be played on
    sid = client.post(f"/b/{bid}/run?json=1").json()["session"]
    s = client.get(f"/api/s/{sid}").json()
    assert s["status"] == "passed" and "cast Lightning Bolt" in s["options"]
    page = client.get(f"/b/{bid}")
    assert page.status_code == 200 and "Grizzly Bears" in page.text


def test_card_names_are_searched_by_words(scratch: tuple[TestClient, Path]) -> None:
    client, _ = scratch
    found = client.get("/cards", params={"q": "grizzly"}).text
    assert '<option value="Grizzly Bears">' in found
    assert client.get("/cards", params={"q": ""}).text == ""
