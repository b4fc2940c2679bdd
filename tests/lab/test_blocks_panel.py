"""The block ruling in the Lab (CR 509.1c): while a block declaration is pending, the most
requirements any declaration obeys, a witness declaration obeying that many — listed and drawn
— and the requirements and restrictions by rule; a refused declaration keeps it shown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from tests.lab.conftest import needs_cards

LURE = "seed_e_evasion/e01_requirements_maximum.yaml"


def open_session(client: TestClient, path: str, index: int = 0) -> str:
    r = client.post("/api/open", data={"path": path, "index": str(index)})
    assert r.status_code == 200, r.text
    return str(r.json()["session"])


def ids(board: dict[str, Any]) -> dict[str, int]:
    return {c["name"]: c["id"] for p in board["players"] for c in p["battlefield"]}


@needs_cards
def test_the_ruling_lists_requirements_and_the_witness(project_client: TestClient) -> None:
    sid = open_session(project_client, LURE, 0)
    d = project_client.get(f"/api/s/{sid}").json()
    k = d["blocks"]
    assert k is not None and k["defender"] == "bob"
    assert k["maximum"] == 2 and k["proven"] is True
    assert sorted(r["text"] for r in k["requirements"]) == [
        "Elite Vanguard must block Grizzly Bears",
        "Watchwolf must block Grizzly Bears",
    ]
    assert all(r["rule"] == "509.1c" and r["obeyed"] for r in k["requirements"])
    n = ids(d["board"])
    drawn = {(w["blocker"]["id"], w["attacker"]["id"]) for w in k["witness"]}
    assert drawn == {(n["Elite Vanguard"], n["Grizzly Bears"]), (n["Watchwolf"], n["Grizzly Bears"])}
    assert d["board"]["witness"] == {str(b): a for b, a in drawn}
    assert len(k["drawing"]["lines"]) == 2


@needs_cards
def test_the_witness_is_drawn_on_the_page(project_client: TestClient) -> None:
    sid = open_session(project_client, LURE, 0)
    html = project_client.get(f"/s/{sid}").text
    assert 'id="witness-drawing"' in html and html.count('class="block-line"') == 2
    assert html.count("would block #") == 2  # the board marks each blocker of the witness
    assert 'id="block-form"' in html and "/rules/509.1c" in html


@needs_cards
def test_restrictions_are_listed_by_rule(project_client: TestClient) -> None:
    sid = open_session(project_client, LURE, 2)  # a flyer with Lure; Grizzly Bears has no reach
    k = project_client.get(f"/api/s/{sid}").json()["blocks"]
    flying = [r for r in k["restrictions"] if "flying" in r["text"]]
    assert flying and flying[0]["rules"] == ["509.1b", "702.9b"]
    assert [r["text"] for r in k["requirements"] if r["obeyed"]] == ["Giant Spider must block Storm Crow"]
    assert k["maximum"] == 1 and [w["blocker"]["name"] for w in k["witness"]] == ["Giant Spider"]


@needs_cards
def test_a_refused_declaration_shows_the_ruling_and_the_witness(project_client: TestClient) -> None:
    sid = open_session(project_client, LURE, 0)
    n = ids(project_client.get(f"/api/s/{sid}").json()["board"])
    form = {f"b{n['Elite Vanguard']}": str(n["Grizzly Bears"]), f"b{n['Watchwolf']}": str(n["Hill Giant"])}
    d = project_client.post(f"/s/{sid}/block?json=1", data=form).json()
    last = d["branch"]["last"]
    assert last["accepted"] is False and last["rules"] == ["509.1c"]
    assert "obeys 1 of the 2" in last["reason"]
    assert d["blocks"] is not None and d["blocks"]["maximum"] == 2  # still pending: the ruling stays
    page = project_client.post(f"/s/{sid}/block", data=form, headers={"HX-Request": "true"}).text
    assert "illegal" in page and 'id="witness-drawing"' in page
    form = {f"b{n['Elite Vanguard']}": str(n["Grizzly Bears"]), f"b{n['Watchwolf']}": str(n["Grizzly Bears"])}
    d = project_client.post(f"/s/{sid}/block?json=1", data=form).json()
    assert d["branch"]["last"]["accepted"] is True and d["blocks"] is None


@needs_cards
def test_no_panel_without_a_block_declaration(project_client: TestClient) -> None:
    sid = open_session(project_client, "seed_a_activation/q01_cursecatcher.yaml", 0)
    d = project_client.get(f"/api/s/{sid}").json()
    assert d["blocks"] is None and "witness" not in d["board"]


@needs_cards
def test_against_an_ai_the_ruling_names_the_seats_own_aliases(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    text = (Path(__file__).resolve().parents[2] / "scenarios" / LURE).read_text()
    (ws / "lure.yaml").write_text(text)
    sid = open_session(client, "lure.yaml", 0)
    judge_ids = ids(client.get(f"/api/s/{sid}").json()["board"])
    gid = client.post(f"/s/{sid}/vs-ai?json=1", data={"player": "1", "ai": "heuristic"}).json()["game"]
    d = client.get(f"/api/p/{gid}").json()
    n = ids(d["board"])
    assert set(n) == set(judge_ids) and n != judge_ids  # the same cards, each under the seat's alias
    k = d["blocks"]
    assert {(w["blocker"]["id"], w["attacker"]["id"]) for w in k["witness"]} == {
        (n["Elite Vanguard"], n["Grizzly Bears"]),
        (n["Watchwolf"], n["Grizzly Bears"]),
    }
    refused = client.post(f"/p/{gid}/block?json=1", data={f"b{n['Elite Vanguard']}": str(n["Hill Giant"])}).json()
    assert refused["last"]["accepted"] is False and refused["last"]["rules"] == ["509.1c"]
    assert refused["blocks"]["maximum"] == 2
    page = client.get(f"/p/{gid}").text
    assert page.count('class="block-line"') == 2
    form = {f"b{n['Elite Vanguard']}": str(n["Grizzly Bears"]), f"b{n['Watchwolf']}": str(n["Grizzly Bears"])}
    d = client.post(f"/p/{gid}/block?json=1", data=form).json()
    assert d["last"]["accepted"] is True
    assert client.get(f"/p/{gid}/record.json").status_code == 409  # begun from a position: no decks to record
