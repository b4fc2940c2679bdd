"""The Lab's test fixtures: an app over the project's scenarios (read only) and one over a
scratch workspace, each with a known token."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

# starlette's test client asks for a successor of httpx that the Lab doesn't use
warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
pytest.importorskip("fastapi", reason="the Lab's extra is not installed: pip install -e '.[lab]'")

from fastapi.testclient import TestClient  # noqa: E402

from arbiter.lab.app import create_app  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"
RULES = ROOT.parent / "shared" / "data" / "comprehensive-rules.txt"
TOKEN = "test-token"
needs_cards = pytest.mark.skipif(not CARDS.is_file(), reason="the scenarios use real cards from ../shared/data")
needs_rules = pytest.mark.skipif(not RULES.is_file(), reason="needs ../shared/data/comprehensive-rules.txt")


@pytest.fixture(scope="session")
def cards() -> str | None:
    return str(CARDS) if CARDS.is_file() else None


@pytest.fixture(scope="session")
def project_client(cards: object) -> Iterator[TestClient]:
    """The Lab over the project's scenarios folder."""
    app = create_app(ROOT / "scenarios", cards=cards, rules_file=str(RULES) if RULES.is_file() else None, token=TOKEN)
    with TestClient(app) as client:
        assert client.get(f"/?token={TOKEN}").status_code == 200
        yield client


@pytest.fixture()
def scratch(tmp_path: Path, cards: object) -> Iterator[tuple[TestClient, Path]]:
    """The Lab over an empty workspace of its own."""
    ws = tmp_path / "ws"
    ws.mkdir()
    app = create_app(ws, cards=cards, rules_file=str(RULES) if RULES.is_file() else None, token=TOKEN)
    with TestClient(app) as client:
        assert client.get(f"/?token={TOKEN}").status_code == 200
        yield client, ws
