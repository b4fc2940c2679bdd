"""The Lab's HTTP API: scenarios stepped through with their rulings and rule text, the board
and its options, undo/redo, export, records, the editor's messages, and the staged ruleset."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from arbiter.scenario.loader import load_file
from tests.lab.conftest import ROOT, needs_cards, needs_rules

SEED_A = ROOT / "scenarios" / "seed_a_activation"
WORKED = [f"Q{i}" for i in range(1, 18)]


def worked_ruling_scenarios(qid: str) -> list[tuple[str, int]]:
    """(file relative to scenarios/, index) of every scenario covering ``qid``."""
    out = []
    for path in sorted(SEED_A.glob("*.yaml")):
        for i, sc in enumerate(load_file(path)):
            if qid in sc.covers:
                out.append((path.relative_to(ROOT / "scenarios").as_posix(), i))
    return out


def open_session(client: TestClient, path: str, index: int = 0) -> str:
    r = client.post("/api/open", data={"path": path, "index": str(index)})
    assert r.status_code == 200, r.text
    return str(r.json()["session"])


@needs_cards
@needs_rules
@pytest.mark.parametrize("qid", WORKED)
def test_every_worked_ruling_steps_through_with_its_rulings_and_rule_text(project_client: TestClient, qid: str) -> None:
    found = worked_ruling_scenarios(qid)
    assert found, f"no scenario covers {qid}"
    cited: set[str] = set()
    for path, index in found:
        sid = open_session(project_client, path, index)
        data = project_client.get(f"/api/s/{sid}").json()
        assert data["status"] == "passed", (path, index, data["message"])
        assert data["count"] >= 2  # the setup and at least one step
        for i in range(data["count"]):
            frame = project_client.post(f"/s/{sid}/frame/{i}?json=1").json()
            assert frame["cursor"] == i
            f = frame["frames"][i]
            assert not f["failures"]
            cited.update(f["rules"])
            cited.update(e["rule"] for e in f["events"])
            assert frame["board"]["players"][0]["name"] == "alice"
            page = project_client.post(f"/s/{sid}/frame/{i}")  # the HTML fragment htmx swaps in
            assert page.status_code == 200 and f["label"] in page.text
    cited.discard("")
    assert cited, f"{qid}: no step cites a rule"
    for number in sorted(cited)[:6]:
        r = project_client.get(f"/api/rules/{number}")
        assert r.status_code == 200, number
        assert r.json()["lines"][0].startswith(number)


@needs_cards
@needs_rules
def test_an_illegal_step_shows_its_reason_and_rules(project_client: TestClient) -> None:
    sid = open_session(project_client, "seed_a_activation/q01_cursecatcher.yaml", 0)
    data = project_client.get(f"/api/s/{sid}").json()
    refused = [f for f in data["frames"] if f["accepted"] is False]
    assert refused and refused[0]["rules"][0].startswith("601.2c")
    assert refused[0]["reason"]
    html = project_client.get(f"/rules/{refused[0]['rules'][0]}").text
    assert "601.2c" in html and "target" in html


@needs_cards
def test_load_step_act_undo_redo_export(project_client: TestClient) -> None:
    sid = open_session(project_client, "seed_a_activation/q01_cursecatcher.yaml", 1)
    start = project_client.post(f"/s/{sid}/frame/0?json=1").json()
    assert start["board"]["decision"].startswith("bob")
    assert "cast Lightning Bolt" in start["options"]
    # the position after the setup is a scenario again
    exported = project_client.get(f"/s/{sid}/position.yaml")
    assert exported.status_code == 200 and "attachment" in exported.headers["content-disposition"]
    assert "Cursecatcher" in exported.text and "Lightning Bolt" in exported.text
    # act on the pending decision: cast the Bolt (the engine asks for its target next)
    after = project_client.post(f"/s/{sid}/act?json=1", data={"text": "cast Lightning Bolt"}).json()
    assert after["branch"]["last"]["accepted"] is True
    assert "cast" not in " ".join(after["options"]) or after["board"]["decision"] != start["board"]["decision"]
    refused = project_client.post(f"/s/{sid}/act?json=1", data={"text": "play Forest"}).json()
    assert refused["branch"]["last"]["accepted"] is False and refused["branch"]["last"]["reason"]
    undone = project_client.post(f"/s/{sid}/undo?json=1").json()
    assert undone["branch"]["actions"] == 0 and undone["branch"]["redo"]
    assert undone["board"] == start["board"]
    redone = project_client.post(f"/s/{sid}/redo?json=1").json()
    assert redone["branch"]["actions"] == 1
    # stepping to a frame drops the branch
    assert project_client.post(f"/s/{sid}/frame/1?json=1").json()["branch"] is None
    # a position with a spell on the stack can't be a setup: refused with the reason
    r = project_client.get(f"/s/{sid}/position.yaml")
    assert r.status_code == 409 and "stack" in r.json()["error"]


@needs_cards
def test_an_exported_position_runs_as_a_scenario(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    (ws / "s.yaml").write_text((SEED_A / "q01_cursecatcher.yaml").read_text())
    sid = open_session(client, "s.yaml", 1)
    r = client.post(f"/s/{sid}/position", data={"path": "out/position.yaml"})
    assert r.status_code == 200 and "out/position.yaml" in r.text
    again = open_session(client, "out/position.yaml", 0)
    data = client.get(f"/api/s/{again}").json()
    assert data["status"] == "passed"
    assert [c["name"] for c in data["board"]["players"][1]["hand"]] == ["Lightning Bolt"]


def test_the_editor_shows_the_loaders_message_at_its_line(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    text = "scenario: broken\nsetup:\n  turn: {active: alice}\ndo:\n  - by: alice\n    pass: true\n  - just text\n"
    r = client.post("/file", data={"path": "broken.yaml", "text": text, "save": "yes"})
    assert r.status_code == 200 and (ws / "broken.yaml").read_text() == text
    assert "line 5" in r.text and "&#39;do:&#39; must be a list of mappings" in r.text
    info = client.get("/api/file", params={"path": "broken.yaml"}).json()
    assert info["problems"] == [{"line": 5, "message": "'do:' must be a list of mappings"}]
    r = client.post("/file", data={"path": "bad.yaml", "text": "scenario: [", "save": "no"})
    assert "line 2" in r.text or "line 1" in r.text
    assert not (ws / "bad.yaml").exists()  # checked, not saved
    opened = client.post("/api/open", data={"path": "broken.yaml", "index": "0"})
    assert opened.status_code == 400 and "broken.yaml:5" in opened.json()["error"]


@needs_cards
def test_a_game_record_steps_through_and_downloads(scratch: tuple[TestClient, Path]) -> None:
    import arbiter
    from arbiter.cards.registry import BUILTIN

    client, ws = scratch
    deck = [BUILTIN.get("Forest")] * 20 + [BUILTIN.get("Grizzly Bears")] * 20
    game = arbiter.Game.new(deck, deck, seed=3)
    for _ in range(12):
        game.apply(game.legal_actions()[0])
    record = game.record()
    assert isinstance(record, dict)
    (ws / "game.json").write_text(json.dumps(record))
    r = client.post("/record", data={"path": "game.json", "json": "1"})
    assert r.status_code == 200, r.text
    sid = r.json()["session"]
    data = client.get(f"/api/s/{sid}").json()
    assert data["kind"] == "record" and data["status"] == "replayed" and data["count"] == 13
    last = client.post(f"/s/{sid}/frame/12?json=1").json()
    assert last["frames"][12]["action"] == record["actions"][11]
    downloaded = client.get(f"/s/{sid}/record.json")
    assert downloaded.status_code == 200 and downloaded.json()["actions"] == record["actions"]
    bad = client.post("/record", data={"text": '{"format": "nope"}', "json": "1"})
    assert bad.status_code == 400 and "not a game record" in bad.json()["error"]


def test_a_staged_scenario_runs_with_its_own_board(project_client: TestClient) -> None:
    sid = open_session(project_client, "seed_d_staged/d01_d04_blocking_step.yaml", 1)
    data = project_client.get(f"/api/s/{sid}").json()
    assert data["ruleset"] == "staged" and data["status"] == "passed"
    assert data["board"]["ruleset"] == "staged" and "energy" in data["board"]["players"][0]
    for i in range(data["count"]):
        frame = project_client.post(f"/s/{sid}/frame/{i}?json=1").json()
        assert not frame["frames"][i]["failures"]
    page = project_client.get(f"/s/{sid}")
    assert "energy" in page.text and "declaration" in page.text
    project_client.post(f"/s/{sid}/frame/1?json=1")
    acted = project_client.post(f"/s/{sid}/act?json=1", data={"index": "0"}).json()
    assert acted["branch"]["last"] is not None
    assert project_client.post(f"/s/{sid}/undo?json=1").json()["branch"]["actions"] == 0


def test_the_rules_text_is_searched_by_number_or_word(project_client: TestClient) -> None:
    r = project_client.get("/rules", params={"q": "summoning sickness"})
    assert r.status_code == 200
    assert "No rule 999.99" in project_client.get("/rules/999.99").text or "not available" in r.text


@needs_cards
def test_every_listed_option_applies_by_its_notation(project_client: TestClient) -> None:
    """The option buttons send their notation; each listed option is accepted, then undone."""
    sid = open_session(project_client, "seed_a_activation/q01_cursecatcher.yaml", 1)
    tried = 0
    for frame in range(project_client.get(f"/api/s/{sid}").json()["count"]):
        options = project_client.post(f"/s/{sid}/frame/{frame}?json=1").json()["options"]
        for text in options:
            after = project_client.post(f"/s/{sid}/act?json=1", data={"text": text}).json()
            assert after["branch"]["last"]["accepted"] is True, (frame, text, after["branch"]["last"])
            project_client.post(f"/s/{sid}/undo?json=1")
            tried += 1
    assert tried >= 5
