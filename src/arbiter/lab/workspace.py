"""The workspace folder: the only place the Lab reads and writes files. Every path a request
names is taken relative to it and refused when it would leave it (``..``, an absolute path, a
link pointing out) or name a kind of file the Lab doesn't write."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from arbiter.scenario.loader import ScenarioError, load_file

SCENARIO_SUFFIXES = (".yaml", ".yml")
RECORD_SUFFIXES = (".json",)
MAX_FILE = 1 << 20  # bytes: the largest file the Lab reads or writes


class OutsideWorkspace(ValueError):
    """A path that is not a file of the workspace."""


@dataclass(frozen=True, slots=True)
class Problem:
    """A message of the scenario loader, at its line (None: the whole file)."""

    line: int | None
    message: str


class Workspace:
    """A folder and the files under it the Lab may open."""

    def __init__(self, root: Path, paths: list[str] | None = None) -> None:
        self.root = root.resolve()
        self.paths = [self.resolve(p) for p in paths or []]

    def resolve(self, relative: str) -> Path:
        """The file ``relative`` names inside the workspace; refused if it is outside."""
        if not relative or "\x00" in relative or Path(relative).is_absolute():
            raise OutsideWorkspace(f"{relative!r} is not a path inside the workspace")
        path = (self.root / relative).resolve()
        if not path.is_relative_to(self.root):
            raise OutsideWorkspace(f"{relative!r} is outside the workspace")
        return path

    def relative(self, path: Path) -> str:
        return path.resolve().relative_to(self.root).as_posix()

    def files(self, suffixes: tuple[str, ...] = SCENARIO_SUFFIXES) -> list[str]:
        """The workspace's files of these kinds (only under the paths given at start, if any)."""
        roots = self.paths or [self.root]
        out: set[str] = set()
        for root in roots:
            if root.is_file() and root.suffix in suffixes:
                out.add(self.relative(root))
            elif root.is_dir():
                for q in root.rglob("*"):
                    if q.suffix in suffixes and q.is_file() and q.resolve().is_relative_to(self.root):
                        out.add(self.relative(q))
        return sorted(out)

    def read(self, relative: str) -> str:
        path = self.resolve(relative)
        if not path.is_file():
            raise FileNotFoundError(relative)
        if path.stat().st_size > MAX_FILE:
            raise OutsideWorkspace(f"{relative!r} is larger than {MAX_FILE} bytes")
        return path.read_text(encoding="utf-8")

    def write(self, relative: str, text: str) -> str:
        """Write a scenario or a record; returns the path written, relative to the workspace."""
        path = self.resolve(relative)
        if path.suffix not in SCENARIO_SUFFIXES + RECORD_SUFFIXES:
            raise OutsideWorkspace(f"{relative!r}: the Lab writes only .yaml, .yml and .json files")
        if len(text.encode("utf-8")) > MAX_FILE:
            raise OutsideWorkspace(f"more than {MAX_FILE} bytes")
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.parent.resolve().is_relative_to(self.root):  # pragma: no cover - resolve() saw to it
            raise OutsideWorkspace(f"{relative!r} is outside the workspace")
        path.write_text(text, encoding="utf-8")
        return self.relative(path)


def problems(path: Path) -> list[Problem]:
    """What the scenario loader says about a file (empty: it loads)."""
    try:
        load_file(path)
    except ScenarioError as exc:
        return [Problem(exc.line, exc.message)]
    return []
