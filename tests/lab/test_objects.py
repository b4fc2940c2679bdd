"""An object's characteristics when clicked: printed against current, each under the layer
(CR 613.1) or rule that sets it — for the judge by object id, for a seat by its alias."""

from __future__ import annotations

from pathlib import Path

from fastapi.testclient import TestClient

from tests.lab.conftest import needs_cards

ANTHEM = """scenario: an anthem and a counter
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      battlefield:
        - Glorious Anthem
        - {card: Grizzly Bears, counters: {"+1/+1": 1}}
        - Storm Crow
    bob:
      battlefield: [Mountain]
"""


def session(client: TestClient, ws: Path) -> tuple[str, dict[str, int]]:
    (ws / "anthem.yaml").write_text(ANTHEM)
    sid = client.post("/api/open", data={"path": "anthem.yaml", "index": "0"}).json()["session"]
    board = client.get(f"/api/s/{sid}").json()["board"]
    return sid, {c["name"]: c["id"] for p in board["players"] for c in p["battlefield"]}


@needs_cards
def test_the_characteristics_of_a_creature_printed_and_now(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    sid, n = session(client, ws)
    o = client.get(f"/s/{sid}/object/{n['Grizzly Bears']}?json=1").json()
    rows = {r["name"]: r for r in o["rows"]}
    assert o["name"] == "Grizzly Bears" and o["zone"] == "battlefield"
    assert rows["power/toughness"]["printed"] == "2/2" and rows["power/toughness"]["current"] == "4/4"
    assert rows["power/toughness"]["changed"] and rows["power/toughness"]["rule"].startswith("613.4")
    assert rows["counters"]["current"] == "+1/+1×1"
    assert rows["colors"]["current"] == "green" and not rows["colors"]["changed"]
    assert rows["types"]["current"] == "creature" and rows["subtypes"]["current"] == "Bear"
    crow = client.get(f"/s/{sid}/object/{n['Storm Crow']}?json=1").json()
    assert {r["name"]: r for r in crow["rows"]}["keywords"]["current"] == "flying"
    assert crow["abilities"] == ["Flying"]


@needs_cards
def test_the_panel_is_html_with_rule_links_and_the_board_links_to_it(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    sid, n = session(client, ws)
    page = client.get(f"/s/{sid}").text
    assert f'hx-get="/s/{sid}/object/{n["Grizzly Bears"]}"' in page and 'id="object"' in page
    panel = client.get(f"/s/{sid}/object/{n['Grizzly Bears']}").text
    assert 'id="object-panel"' in panel and 'class="changed"' in panel and "/rules/613.4" in panel
    anthem = client.get(f"/s/{sid}/object/{n['Glorious Anthem']}?json=1").json()
    assert anthem["abilities"] == ["Creatures you control get +1/+1."]
    assert "power/toughness" not in {r["name"] for r in anthem["rows"]}
    assert client.get(f"/s/{sid}/object/999999").status_code == 404


@needs_cards
def test_a_seat_sees_the_characteristics_of_what_it_sees(scratch: tuple[TestClient, Path]) -> None:
    client, ws = scratch
    sid, _ = session(client, ws)
    gid = client.post(f"/s/{sid}/vs-ai?json=1", data={"player": "1", "ai": "random"}).json()["game"]
    d = client.get(f"/api/p/{gid}").json()
    n = {c["name"]: c["id"] for p in d["board"]["players"] for c in p["battlefield"]}
    o = client.get(f"/p/{gid}/object/{n['Grizzly Bears']}?json=1").json()
    assert o["id"] == n["Grizzly Bears"] and o["name"] == "Grizzly Bears"  # named by the seat's alias
    assert {r["name"]: r for r in o["rows"]}["power/toughness"]["current"] == "4/4"
    assert f'hx-get="/p/{gid}/object/{n["Storm Crow"]}"' in client.get(f"/p/{gid}").text


@needs_cards
def test_the_panel_explains_the_object_layer_by_layer(scratch: tuple[TestClient, Path]) -> None:
    """CR 613.1, 613.4c: the anthem's +1/+1 and the counter are applied in layer 7c, each named
    with its source; the panel shows the engine's own explanation."""
    client, ws = scratch
    sid, n = session(client, ws)
    o = client.get(f"/s/{sid}/object/{n['Grizzly Bears']}?json=1").json()
    layers = {x["layer"]: x for x in o["layers"]}
    assert "7c" in layers and any("Glorious Anthem" in a for a in layers["7c"]["applied"])
    assert layers["1"]["name"] == "copiable values"
    panel = client.get(f"/s/{sid}/object/{n['Grizzly Bears']}").text
    assert "Layer by layer" in panel and "Glorious Anthem" in panel
