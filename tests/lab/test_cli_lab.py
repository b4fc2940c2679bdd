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
