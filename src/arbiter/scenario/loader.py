"""Reading scenario files (format v1, ``../shared/spec/scenario-format.md``) with precise errors.

YAML is parsed into dicts and lists that remember their line, so every error names the file, the
line and what is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

PLAYERS = ("alice", "bob")  # the two players of every scenario, by name


class ScenarioError(ValueError):
    """A scenario file that cannot be read: ``file:line: message``."""

    def __init__(self, file: str, line: int | None, message: str) -> None:
        where = f"{file}:{line}" if line else file
        super().__init__(f"{where}: {message}")
        self.file = file
        self.line = line
        self.message = message


class LineDict(dict[str, Any]):
    line: int = 0


class LineList(list[Any]):
    line: int = 0


class _Loader(yaml.SafeLoader):
    pass


def _map(loader: _Loader, node: yaml.MappingNode) -> LineDict:
    d = LineDict()
    d.line = node.start_mark.line + 1
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if isinstance(key, list | dict):
            raise yaml.constructor.ConstructorError(None, None, "a key must be a plain value", key_node.start_mark)
        d[str(key) if not isinstance(key, bool) else ("yes" if key else "no")] = loader.construct_object(
            value_node, deep=True
        )
    return d


def _seq(loader: _Loader, node: yaml.SequenceNode) -> LineList:
    lst = LineList(loader.construct_object(n, deep=True) for n in node.value)
    lst.line = node.start_mark.line + 1
    return lst


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _map)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _seq)


@dataclass
class Scenario:
    """One scenario, as written (validated for shape; meaning is checked when it runs)."""

    file: str
    name: str
    line: int
    covers: list[str]
    setup: LineDict
    steps: list[LineDict]
    expect: LineDict | None
    extra: dict[str, Any] = field(default_factory=dict)


TOP_KEYS = {"scenario", "covers", "setup", "do", "expect", "ruleset", "notes", "description"}


def load_file(path: str | Path) -> list[Scenario]:
    """All scenarios in one file (one, or several under ``scenarios:``)."""
    file = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(file, None, f"cannot read the file ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise ScenarioError(file, None, "the file is not UTF-8 text") from None
    try:
        data = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc)
        raise ScenarioError(file, line, f"not valid YAML: {problem}") from None
    if not isinstance(data, dict):
        raise ScenarioError(file, None, "expected a mapping with 'scenario:' (or a 'scenarios:' list)")
    if "scenarios" in data:
        items = data["scenarios"]
        if not isinstance(items, list) or not items:
            raise ScenarioError(file, getattr(data, "line", None), "'scenarios' must be a non-empty list")
        return [_one(file, item) for item in items]
    return [_one(file, data)]


def _one(file: str, data: Any) -> Scenario:
    line = getattr(data, "line", None)
    if not isinstance(data, dict):
        raise ScenarioError(file, line, "a scenario must be a mapping")
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise ScenarioError(
            file, line, f"unknown key(s) {', '.join(sorted(unknown))}; expected {', '.join(sorted(TOP_KEYS))}"
        )
    name = data.get("scenario")
    if not isinstance(name, str) or not name.strip() or "\n" in name.strip():
        raise ScenarioError(file, line, "'scenario:' (a one-line name) is required")
    covers = data.get("covers", [])
    if not isinstance(covers, list) or not all(isinstance(c, str | int | float) for c in covers):
        raise ScenarioError(file, getattr(covers, "line", line), "'covers' must be a list of ids and rule numbers")
    covers_text = []
    for c in covers:
        if isinstance(c, float):
            raise ScenarioError(
                file,
                getattr(covers, "line", line),
                f"rule number {c} must be quoted (YAML reads it as a decimal number)",
            )
        covers_text.append(str(c))
    setup = data.get("setup")
    if not isinstance(setup, LineDict):
        raise ScenarioError(file, line, "'setup:' (a mapping) is required")
    steps = data.get("do", [])
    if steps is None:
        steps = []
    if not isinstance(steps, list) or not all(isinstance(s, LineDict) for s in steps):
        raise ScenarioError(file, getattr(steps, "line", line), "'do:' must be a list of mappings")
    expect = data.get("expect")
    if expect is not None and not isinstance(expect, LineDict):
        raise ScenarioError(file, line, "'expect:' must be a mapping")
    extra = {k: data[k] for k in ("ruleset",) if k in data}
    return Scenario(file, name.strip(), line or 1, covers_text, setup, list(steps), expect, extra)


def find_files(paths: list[str]) -> list[Path]:
    """Files and folders (``*.yaml`` and ``*.yml``, recursively), in a stable order."""
    out: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            out.extend(sorted(q for q in path.rglob("*") if q.suffix in (".yaml", ".yml") and q.is_file()))
        else:
            out.append(path)
    return out
