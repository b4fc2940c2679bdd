"""The Lab in a real browser: Playwright for Python driving the system's Chromium (Debian's
``chromium`` package; nothing is downloaded). Skipped, saying why, when Playwright or a
Chromium is not installed here.

Covered: every worked ruling (Q1–Q17) loaded and stepped through with its ruling and rule
text; load → step → ruling → rule text → undo → export; a hand-made position → scenario; two
seats, each seeing only its own hand; a game against an AI player (start, act, the AI's
answers, the log's rule text, undo, the record); the block ruling with its witness drawn, a
refused declaration and the object panel."""

from __future__ import annotations

import json
import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.lab.conftest import CARDS, ROOT, RULES, TOKEN, needs_cards, needs_rules
from tests.lab.test_api import WORKED, worked_ruling_scenarios

playwright_api = pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed")
uvicorn = pytest.importorskip("uvicorn", reason="the Lab's extra is not installed")

CHROMIUM_FLAGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync",
]  # fmt: skip


def chromium_path() -> str | None:
    """The system's Chromium (ARBITER_CHROMIUM, else chromium or chromium-browser on PATH)."""
    explicit = os.environ.get("ARBITER_CHROMIUM")
    if explicit and Path(explicit).is_file():
        return explicit
    return shutil.which("chromium") or shutil.which("chromium-browser")


CHROMIUM = chromium_path()
pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="no Chromium found: apt-get install chromium (or set ARBITER_CHROMIUM)"
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Served:
    """A Lab served by uvicorn on a free local port, in a thread of this test process."""

    def __init__(self, workspace: Path) -> None:
        from arbiter.lab.app import create_app

        app = create_app(
            workspace,
            cards=str(CARDS) if CARDS.is_file() else None,
            rules_file=str(RULES) if RULES.is_file() else None,
            token=TOKEN,
        )
        self.port = free_port()
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started and time.monotonic() < deadline:
            time.sleep(0.05)
        assert self.server.started, "the Lab did not start"
        self.base = f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(10)


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    with playwright_api.sync_playwright() as p:
        try:
            b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        except Exception as exc:  # a Chromium that can't start here
            pytest.skip(f"Chromium at {CHROMIUM} could not be started: {exc}")
        yield b
        b.close()


@pytest.fixture(scope="module")
def project_lab() -> Iterator[Served]:
    served = Served(ROOT / "scenarios")
    yield served
    served.stop()


@pytest.fixture()
def scratch_lab(tmp_path: Path) -> Iterator[tuple[Served, Path]]:
    ws = tmp_path / "ws"
    ws.mkdir()
    served = Served(ws)
    yield served, ws
    served.stop()


@pytest.fixture()
def page(browser: object) -> Iterator[object]:
    context = browser.new_context(accept_downloads=True)
    pg = context.new_page()
    pg.set_default_timeout(15_000)
    yield pg
    context.close()


def open_scenario(page: object, lab: Served, path: str, index: int) -> None:
    page.goto(f"{lab.base}/file?path={path}&token={TOKEN}")
    page.locator("button.run").nth(index).click()
    page.wait_for_selector("#main")


@needs_cards
@needs_rules
def test_every_worked_ruling_in_the_browser(page: object, project_lab: Served) -> None:
    for qid in WORKED:
        path, index = worked_ruling_scenarios(qid)[0]
        open_scenario(page, project_lab, path, index)
        pg = page
        assert pg.locator("#status").text_content() == "passed", qid
        steps = pg.locator("button.step").count()
        shown_rule = False
        for i in range(steps):
            pg.locator("button.step").nth(i).click()
            pg.wait_for_selector(f'#main[data-cursor="{i}"]')
            ruling = pg.locator("#ruling")
            chips = ruling.locator("a.cr")
            if not shown_rule and chips.count():
                number = chips.first.text_content()
                chips.first.click()
                pg.wait_for_selector(".rulebox h3")
                box = pg.locator(".rulebox").text_content()
                assert number in box and len(box) > 40, (qid, number)
                shown_rule = True
        assert shown_rule, f"{qid}: no rule number shown in its steps"


@needs_cards
@needs_rules
def test_load_step_ruling_rule_undo_export(page: object, project_lab: Served) -> None:
    pg = page
    open_scenario(pg, project_lab, "seed_a_activation/q01_cursecatcher.yaml", 0)
    pg.locator("button.step").nth(2).click()
    pg.wait_for_selector('#main[data-cursor="2"]')
    ruling = pg.locator("#ruling").text_content()
    assert "illegal" in ruling and "601.2c" in ruling
    pg.locator("#ruling a.cr", has_text="601.2c").first.click()
    pg.wait_for_selector(".rulebox h3")
    assert "601.2c" in pg.locator(".rulebox").text_content()
    # act from this frame: pass priority, then undo it
    pg.locator("button.option", has_text="pass").first.click()
    pg.wait_for_selector("#last")
    assert "accepted" in pg.locator("#last").text_content()
    before_undo = pg.locator("#board").text_content()
    pg.locator("#undo").click()
    pg.wait_for_selector("#redo:not([disabled])")
    assert pg.locator("#undo").is_disabled()
    assert pg.locator("#board").text_content() != before_undo
    with pg.expect_download() as info:
        pg.locator("#export").click()
    text = Path(info.value.path()).read_text()
    assert "scenario:" in text and "Cursecatcher" in text


@needs_cards
def test_a_hand_made_position_becomes_a_scenario(page: object, scratch_lab: tuple[Served, Path]) -> None:
    lab, ws = scratch_lab
    pg = page
    pg.goto(f"{lab.base}/?token={TOKEN}")
    pg.locator("#new-position").click()
    pg.wait_for_selector("#builder")
    for card, player, zone in (("Grizzly Bears", "alice", "battlefield"), ("Lightning Bolt", "bob", "hand")):
        pg.fill("#add input[name=card]", card)
        pg.select_option("#add select[name=player]", player)
        pg.select_option("#add select[name=zone]", zone)
        pg.locator("#add-card").click()
        pg.wait_for_function(f"document.querySelector('#yaml').textContent.includes({card!r})")
    pg.locator("button", has_text="+1/+1").first.click()
    pg.wait_for_function("document.querySelector('#yaml').textContent.includes('counters')")
    pg.fill("input[name=path]", "made/position.yaml")
    pg.locator("button", has_text="Save in the workspace").click()
    pg.wait_for_selector("#saved .ok")
    saved = (ws / "made" / "position.yaml").read_text()
    assert "Grizzly Bears" in saved and "Lightning Bolt" in saved and "+1/+1" in saved
    pg.locator("#run").click()
    pg.wait_for_selector("#status")
    assert pg.locator("#status").text_content() == "passed"
    assert "3/3" in pg.locator("#board").text_content()


@needs_cards
def test_two_seats_each_see_only_their_own_hand(browser: object, scratch_lab: tuple[Served, Path]) -> None:
    from tests.lab.test_safety import POSITION

    lab, ws = scratch_lab
    (ws / "two.yaml").write_text(POSITION)
    judge = browser.new_context()
    pg = judge.new_page()
    open_scenario(pg, lab, "two.yaml", 0)
    with judge.expect_page() as opened:
        pg.locator("button", has_text="Seat two players here").click()
    table = opened.value
    table.wait_for_selector("a.seatlink")
    links = [table.locator("a.seatlink").nth(i).get_attribute("href") for i in range(2)]
    views = []
    for link in links:  # each player in a browser of their own, with no Lab cookie
        ctx = browser.new_context()
        seat = ctx.new_page()
        seat.goto(f"{lab.base}{link}")
        seat.wait_for_selector("#board")
        views.append((ctx, seat, seat.locator("#board").text_content()))
    alice_text, bob_text = views[0][2], views[1][2]
    assert "Giant Growth" in alice_text and "Lightning Bolt" not in alice_text and "Shock" not in alice_text
    assert "Lightning Bolt" in bob_text and "Giant Growth" not in bob_text and "Llanowar Elves" not in bob_text
    # alice acts; bob's page shows the new decision and still not alice's hand
    alice_page, bob_page = views[0][1], views[1][1]
    alice_page.locator("button.option", has_text="pass").first.click()
    alice_page.wait_for_selector("#last")
    bob_page.reload()
    bob_page.wait_for_selector("button.option")
    assert "Giant Growth" not in bob_page.locator("#seat").text_content()
    for ctx, _, _ in views:
        ctx.close()
    judge.close()


def test_the_start_page_loads_quickly(page: object, project_lab: Served) -> None:
    """Measured, not asserted (timings vary): printed with -s."""
    pg = page
    started = time.perf_counter()
    pg.goto(f"{project_lab.base}/?token={TOKEN}")
    pg.wait_for_load_state("load")
    elapsed = time.perf_counter() - started
    print(f"\nstart page: {elapsed * 1000:.0f} ms")
    assert pg.locator("h1").text_content() == "Workspace"


def click_and_wait(pg: object, button: object) -> None:
    """Click a button of the game page and wait for the page the server answers with."""
    answered = int(pg.locator("#game").get_attribute("data-answered"))
    button.click()
    pg.wait_for_selector(f'#game[data-answered="{answered + 1}"]')
    for _ in range(40):  # the AI may still be thinking: the page asks again by itself
        if pg.locator("#game").get_attribute("data-thinking") == "no":
            return
        pg.wait_for_timeout(250)


def my_battlefield(pg: object) -> str:
    players = pg.locator("#board section.player")
    for i in range(players.count()):
        if players.nth(i).locator("h3").text_content().startswith("you"):
            return str(players.nth(i).locator(".zone").first.text_content())
    raise AssertionError("no seat named you")


@needs_cards
@needs_rules
def test_a_game_against_an_ai_player(page: object, scratch_lab: tuple[Served, Path]) -> None:
    lab, _ = scratch_lab
    pg = page
    pg.goto(f"{lab.base}/?token={TOKEN}")
    pg.locator("#play-ai").click()
    pg.select_option("#deck", "built-in: deck A (green)")
    pg.select_option("#vs", "built-in: deck B (red)")
    pg.select_option("#seat", "first")
    pg.select_option("#ai", "heuristic")
    pg.fill("#seed", "7")
    pg.locator("#start").click()
    pg.wait_for_selector("#game")
    board = pg.locator("#board").text_content()
    assert "you are you" in board and "hidden" in board  # the AI's hand is not shown
    for name in ("Mountain", "Raging Goblin", "Gray Ogre", "Lightning Bolt"):
        assert name not in pg.locator("#game").text_content()
    click_and_wait(pg, pg.locator("button.option", has_text="choose keep"))
    assert "accepted" in pg.locator("#last").text_content()
    for _ in range(12):  # pass until a land can be played
        land = pg.locator("button.option", has_text="play Forest")
        if land.count():
            break
        click_and_wait(pg, pg.locator("button.option", has_text="pass").first)
    assert land.count(), "no land to play"
    click_and_wait(pg, land.first)
    assert "Forest" in my_battlefield(pg)
    assert pg.locator("#log li").count() > 0
    pg.locator("#log a.cr").first.click()
    pg.wait_for_selector(".rulebox h3")
    click_and_wait(pg, pg.locator("#undo"))
    assert "Forest" not in my_battlefield(pg)
    assert pg.locator("button.option", has_text="play Forest").count()
    with pg.expect_download() as info:
        pg.locator("#record").click()
    record = json.loads(Path(info.value.path()).read_text())
    assert record["format"] and record["seed"] == 7 and "choose keep" in record["actions"]


@needs_cards
@needs_rules
def test_the_block_ruling_with_its_witness_drawn(page: object, project_lab: Served) -> None:
    pg = page
    open_scenario(pg, project_lab, "seed_e_evasion/e01_requirements_maximum.yaml", 0)
    blocks = pg.locator("#blocks")
    assert "At most 2 of the 2 requirements" in blocks.text_content()
    assert "Watchwolf must block Grizzly Bears" in pg.locator("#requirements").text_content()
    assert pg.locator("#witness-drawing line.block-line").count() == 2
    assert pg.locator("#board .card.witness").count() == 2
    # a declaration that obeys fewer requirements is refused, with the ruling still shown
    form = pg.locator("#block-form")

    def choose(blocker: str, attacker: str) -> None:
        select = form.locator("label", has_text=blocker).locator("select")
        value = select.locator("option", has_text=f"blocks {attacker}").get_attribute("value")
        select.select_option(value)

    choose("Elite Vanguard", "Hill Giant")
    pg.locator("#declare-blocks").click()
    pg.wait_for_function(
        "document.querySelector('#last') && document.querySelector('#last').textContent.includes('illegal')"
    )
    assert "509.1c" in pg.locator("#last").text_content()
    assert pg.locator("#witness-drawing line.block-line").count() == 2
    pg.locator("#blocks a.cr", has_text="509.1c").first.click()
    pg.wait_for_selector(".rulebox h3")
    assert "509.1c" in pg.locator(".rulebox").text_content()
    # the object panel: a creature's characteristics, printed and now
    pg.locator("#board .card", has_text="Watchwolf").first.click()
    pg.wait_for_selector("#object-panel")
    assert "power/toughness" in pg.locator("#object-panel").text_content()
    form = pg.locator("#block-form")
    choose("Elite Vanguard", "Grizzly Bears")
    choose("Watchwolf", "Grizzly Bears")
    pg.locator("#declare-blocks").click()
    pg.wait_for_function(
        "document.querySelector('#last') && document.querySelector('#last').textContent.includes('accepted')"
    )
    assert pg.locator("#blocks").count() == 0
    # the same position played on against an AI: the human's seat gets the same ruling
    pg.locator("#undo").click()
    pg.wait_for_selector("#blocks")
    pg.select_option("#vs-ai select[name=player]", label="bob")
    pg.locator("#play-on").click()
    pg.wait_for_selector("#game")
    assert pg.locator("#witness-drawing line.block-line").count() == 2
    assert "you are bob" in pg.locator("#board").text_content()


@needs_cards
def test_the_lab_in_russian_in_the_browser(page: object, project_lab: Served) -> None:
    """The header's link switches to Russian; the choice holds through htmx requests (stepping
    through a scenario, the block ruling) and the next pages; English comes back the same way."""
    page.goto(f"{project_lab.base}/?token={TOKEN}")
    assert page.locator("h1").text_content() == "Workspace"
    page.locator("nav.langs a[hreflang=ru]").click()
    page.wait_for_selector("html[lang=ru]")
    assert page.locator("h1").text_content() == "Рабочая папка"
    page.goto(f"{project_lab.base}/file?path=seed_e_evasion/e01_requirements_maximum.yaml")
    assert page.locator("button.run").first.text_content() == "Запустить"
    page.locator("button.run").first.click()
    page.wait_for_selector("#main")
    assert "Объявление блокирующих: решение" in page.locator("#blocks h2").text_content()
    page.locator("#next").click()  # an htmx request: the fragment comes back in Russian too
    page.wait_for_function("document.querySelector('#main').dataset.cursor === '1'")
    assert page.locator("#play h2").first.text_content() == "Действовать"
    page.goto(f"{project_lab.base}/?lang=en")
    assert page.locator("h1").text_content() == "Workspace"
