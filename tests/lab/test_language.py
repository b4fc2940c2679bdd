"""The Lab in Russian: a page asked for with ``?lang=ru`` (then remembered in a cookie) or a Lab
started in Russian shows its headings in Russian, no English word of its templates, and the
engine's messages (events, refusals, the pending decision) in Russian too; ``?lang=en`` goes back.
Every page's template words are checked against the msgids Babel extracts from the templates."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from arbiter.lab.app import create_app
from tests.lab.conftest import ROOT, RULES, TOKEN, needs_cards
from tests.lab.test_blocks_panel import LURE, open_session
from tests.lab.test_play import start, until_mine

sys.path.insert(0, str(ROOT / "tools"))

import i18n_catalog

CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)
SHOWN_ATTRIBUTES = ("placeholder", "aria-label", "title")
NAMES = {"heuristic", "random", "mcts"}  # the AI players' names (as ``arbiter play --ai`` takes them)


class _Words(HTMLParser):
    """The text a reader sees: text nodes (outside scripts and styles) and the attributes shown."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1
        self.texts += [v.strip() for k, v in attrs if k in SHOWN_ATTRIBUTES and v and v.strip()]

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip and data.strip():
            self.texts.append(" ".join(data.split()))


def shown(html: str) -> list[str]:
    parser = _Words()
    parser.feed(html)
    return parser.texts


def _template_words() -> list[re.Pattern[str]]:
    """Each English msgid of the Lab (its templates and its Python) as a pattern of a whole shown
    text (its ``%(name)s`` or ``{name}`` placeholders matching anything)."""
    catalog = i18n_catalog.extract(ROOT)
    ids = {str(m.id) for m in catalog if m.id and any("arbiter/lab/" in loc for loc, _ in m.locations)}
    patterns = []
    for msgid in sorted(ids):
        parts = re.split(r"%\(\w+\)s|\{\w*\}", msgid)
        if not re.search(r"[A-Za-z]{3}", "".join(parts)):  # placeholders and punctuation only
            continue
        patterns.append(re.compile(r"\s*" + ".+?".join(re.escape(p) for p in parts) + r"\s*"))
    return patterns


TEMPLATE_WORDS = _template_words()


def english_left(html: str) -> list[str]:
    """The shown texts of a page that are (or contain, as a whole word run) an English template
    msgid."""
    found = []
    for text in shown(html):
        if text in NAMES:
            continue
        for pattern in TEMPLATE_WORDS:
            if pattern.fullmatch(text) or (len(pattern.pattern) > 30 and pattern.search(text)):
                found.append(f"{text!r} ~ {pattern.pattern[:60]}")
    return found


@pytest.fixture()
def client(cards: object) -> Iterator[TestClient]:
    app = create_app(ROOT / "scenarios", cards=cards, rules_file=str(RULES) if RULES.is_file() else None, token=TOKEN)
    with TestClient(app) as c:
        yield c


def test_the_start_page_in_russian_and_back(client: TestClient) -> None:
    page = client.get(f"/?token={TOKEN}&lang=ru")
    assert page.status_code == 200
    assert '<html lang="ru">' in page.text
    for heading in ("<h1>Рабочая папка</h1>", "<h2>Игры</h2>", "<h2>Позиции</h2>", "<h2>Сценарии</h2>"):
        assert heading in page.text
    assert not english_left(page.text), english_left(page.text)[:5]
    again = client.get("/")  # the cookie remembers the choice
    assert "<h1>Рабочая папка</h1>" in again.text
    back = client.get("/?lang=en")
    assert "<h1>Workspace</h1>" in back.text and '<html lang="en">' in back.text
    assert "<h1>Workspace</h1>" in client.get("/").text


def test_a_lab_started_in_russian_speaks_russian(tmp_path: Path) -> None:
    app = create_app(tmp_path, token=TOKEN, lang="ru")
    with TestClient(app) as c:
        page = c.get(f"/?token={TOKEN}")
        assert "<h1>Рабочая папка</h1>" in page.text
        assert "<h1>Workspace</h1>" in c.get("/?lang=en").text
        assert c.get("/api/s/nothing").json()["error"].startswith("no such session")  # the cookie: English now
        c.get("/?lang=ru")
        assert c.get("/api/s/nothing").json()["error"].startswith("такого сеанса нет")


@needs_cards
def test_a_scenario_step_by_step_in_russian(client: TestClient) -> None:
    assert client.get(f"/?token={TOKEN}&lang=ru").status_code == 200
    sid = open_session(client, LURE, 0)
    page = client.get(f"/s/{sid}").text
    for heading in ("Объявление блокирующих: решение", "<h3>Требования", "<h3>Ограничения", "<h2>Действовать</h2>",
                    "<h2>Экспорт</h2>"):  # fmt: skip
        assert heading in page, heading
    assert re.search(r"Ход \d+ · ", page)
    assert 'id="status">пройден</span>' in page  # the judge's verdict
    assert not english_left(page), english_left(page)[:5]
    decision = re.search(r'<p class="decision" id="decision">([^<]*)</p>', page)
    assert decision and CYRILLIC.search(decision.group(1)), decision
    # every step: its events and its ruling in Russian
    frames = client.get(f"/api/s/{sid}").json()["frames"]
    seen = []
    for i in range(len(frames)):
        step = client.post(f"/s/{sid}/frame/{i}", headers={"HX-Request": "true"}).text
        assert not english_left(step), english_left(step)[:5]
        events = re.findall(r'<ul class="events">(.*?)</ul>', step, re.S)
        seen += re.findall(r"<li>([^<]*)", "".join(events))
    assert seen and all(CYRILLIC.search(li) for li in seen), seen


@needs_cards
def test_a_refusal_and_the_object_panel_in_russian(client: TestClient) -> None:
    client.get(f"/?token={TOKEN}&lang=ru")
    sid = open_session(client, LURE, 0)
    refused = client.post(f"/s/{sid}/act", data={"text": "cast Nothing At All"}, headers={"HX-Request": "true"}).text
    last = re.search(r'<p id="last" class="bad">(.*?)</p>', refused, re.S)
    assert last and "недопустимо:" in last.group(1) and "illegal" not in last.group(1)
    board = client.get(f"/api/s/{sid}").json()["board"]
    oid = board["players"][1]["battlefield"][0]["id"]
    panel = client.get(f"/s/{sid}/object/{oid}").text
    assert "характеристика" in panel and "Слой за слоем" in panel and "типы" in panel
    assert not english_left(panel), english_left(panel)[:5]


def test_a_game_against_the_ai_in_russian(scratch: tuple[TestClient, Path]) -> None:
    client, _ = scratch
    form = client.get("/play?lang=ru").text
    assert "<h1>Игра против игрока-ИИ</h1>" in form and "Начать игру" in form
    assert not english_left(form), english_left(form)[:5]
    gid = start(client)
    until_mine(client, gid, client.get(f"/api/p/{gid}").json())
    page = client.get(f"/p/{gid}").text
    assert "Журнал" in page and "Скачать запись партии" in page and "Отменить мой последний выбор" in page
    assert not english_left(page), english_left(page)[:5]
    log = re.search(r"<ol reversed>(.*?)</ol>", page, re.S)
    assert log and all(CYRILLIC.search(li) for li in re.findall(r"<li>([^<]*)", log.group(1)))


def test_the_template_words_are_in_the_catalog() -> None:
    """The extraction finds the templates' words (the check above is not vacuous)."""
    words = {p.pattern.replace("\\", "") for p in TEMPLATE_WORDS}
    assert len(words) > 200
    assert any("Workspace" in w for w in words) and any("Declaring blockers" in w for w in words)


def test_the_english_lab_is_unchanged(project_client: TestClient) -> None:
    page = project_client.get("/?lang=en").text
    assert "<h1>Workspace</h1>" in page and "Play a game against an AI player" in page
    assert not CYRILLIC.search(page.replace("Русский", ""))
