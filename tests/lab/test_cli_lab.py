"""``arbiter lab`` refuses a workspace that isn't a folder and paths outside it, before serving."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cli.main import main


def test_the_workspace_must_be_a_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lab", "--workspace", str(tmp_path / "missing")]) == 2
    assert "is not a folder" in capsys.readouterr().err


def test_paths_must_be_inside_the_workspace(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "ws").mkdir()
    assert main(["lab", "--workspace", str(tmp_path / "ws"), str(tmp_path)]) == 2
    assert "inside the workspace" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["--lang", "ru", "lab"], ["lab", "--lang", "ru"]])
def test_the_lab_starts_in_the_language_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, argv: list[str]
) -> None:
    """``arbiter --lang ru lab`` (or ``lab --lang ru``, or ARBITER_LANG): the Lab's own language
    is Russian — its pages without a ``?lang=`` are in Russian."""
    uvicorn = pytest.importorskip("uvicorn")
    from fastapi import FastAPI
    from fastapi.testclient import TestClient

    from arbiter.i18n import set_language
    from arbiter.i18n.argparse_words import use_language

    served: list[FastAPI] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **_: served.append(app))
    try:
        assert main([*argv, "--workspace", str(tmp_path)]) == 0
    finally:
        set_language(None)
        use_language("en")
    assert "Лаборатория правил: http://127.0.0.1:8765/?token=" in capsys.readouterr().out
    app = served[0]
    with TestClient(app) as client:
        token = app.state.ctx.token
        assert "<h1>Рабочая папка</h1>" in client.get(f"/?token={token}").text
