"""Reading scenario files (format v1, ``../shared/spec/scenario-format.md``) with precise errors.

YAML is parsed into dicts and lists that remember their line (and the line of each key), so every
error names the file, the line and what is wrong. A file is limited in size and nesting depth and
may not use aliases, so no input can exhaust the reader (a thousand nested lists, an alias bomb).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from arbiter.i18n import msg

PLAYERS = ("alice", "bob")  # the two players of every scenario, by name
MAX_FILE_BYTES = 1024 * 1024  # the largest scenario file of the project has 10 kB
MAX_DEPTH = 40  # nesting levels of YAML collections; scenarios need 7
MAX_NODES = 1_000_000  # values in a file, aliases written out (a 1 MiB file holds about 500,000)


class ScenarioError(ValueError):
    """A scenario file that cannot be read: ``file:line: message``."""

    def __init__(self, file: str, line: int | None, message: str) -> None:
        where = f"{file}:{line}" if line else file
        # a message (its words in the chosen language when shown: ``text``)
        self.text = msg("{where}: {message}", where=where, message=message)
        super().__init__(self.text)
        self.file = file
        self.line = line
        self.message = message


class LineDict(dict[str, Any]):
    """A YAML mapping with the line it starts on and the line of each key."""

    line: int = 0
    lines: dict[str, int]

    def line_of(self, key: str) -> int:
        """The line of ``key``'s entry (the mapping's own line for a key it doesn't have)."""
        lines: dict[str, int] = getattr(self, "lines", {})
        return lines.get(key, self.line)


class LineList(list[Any]):
    line: int = 0


class _Loader(yaml.SafeLoader):
    """The safe loader, refusing collections nested deeper than ``MAX_DEPTH`` as it reads them
    (PyYAML composes recursively: a thousand nested lists would exhaust Python's stack)."""

    depth = 0

    def compose_sequence_node(self, anchor: dict[Any, yaml.Node]) -> yaml.SequenceNode:
        self._descend()
        try:
            return super().compose_sequence_node(anchor)
        finally:
            self.depth -= 1

    def compose_mapping_node(self, anchor: dict[Any, yaml.Node]) -> yaml.MappingNode:
        self._descend()
        try:
            return super().compose_mapping_node(anchor)
        finally:
            self.depth -= 1

    def _descend(self) -> None:
        if self.depth >= MAX_DEPTH:
            raise yaml.composer.ComposerError(None, None, f"nested more than {MAX_DEPTH} levels deep", self.get_mark())
        self.depth += 1


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [n for pair in node.value for n in pair]
    return []


def _check_aliases(node: yaml.Node) -> None:
    """The document as it reads with every alias (``*name``) written out must stay within
    ``MAX_NODES`` values and ``MAX_DEPTH`` levels, and no alias may contain itself — aliases can
    otherwise repeat a value exponentially (the "billion laughs"). Iterative, each node once."""
    size: dict[int, int] = {}
    depth: dict[int, int] = {}
    open_: set[int] = set()  # the nodes being expanded: the path from the root
    todo: list[tuple[yaml.Node, bool]] = [(node, False)]
    while todo:
        n, finished = todo.pop()
        key = id(n)
        if finished:
            kids = _children(n)
            size[key] = 1 + sum(size[id(k)] for k in kids)
            depth[key] = 1 + max((depth[id(k)] for k in kids), default=0)
            open_.discard(key)
            if size[key] > MAX_NODES or depth[key] > MAX_DEPTH:
                limit = f"{MAX_NODES:,} values" if size[key] > MAX_NODES else f"{MAX_DEPTH} levels"
                raise yaml.composer.ComposerError(
                    None, None, f"with its aliases expanded, more than {limit}", n.start_mark
                )
            continue
        if key in size:
            continue
        if key in open_:
            raise yaml.composer.ComposerError(None, None, "an alias refers to a value that contains it", n.start_mark)
        open_.add(key)
        todo.append((n, True))
        todo.extend((k, False) for k in _children(n) if id(k) not in size)


def _map(loader: _Loader, node: yaml.MappingNode) -> LineDict:
    d = LineDict()
    d.line = node.start_mark.line + 1
    d.lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if isinstance(key, list | dict | set):
            raise yaml.constructor.ConstructorError(None, None, "a key must be a plain value", key_node.start_mark)
        name = str(key) if not isinstance(key, bool) else ("yes" if key else "no")
        d[name] = loader.construct_object(value_node, deep=True)
        d.lines[name] = key_node.start_mark.line + 1
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


TOP_KEYS = {"scenario", "covers", "setup", "do", "expect", "ruleset", "notes", "description", "format"}
FORMATS = ("1", "1.1")  # ``format:`` (optional): the version of the format a file is written to


def _check_format(file: str, data: dict[str, Any]) -> None:
    value = data.get("format", 1)
    if isinstance(value, bool) or str(value) not in FORMATS:
        line = data.line_of("format") if isinstance(data, LineDict) else None
        raise ScenarioError(file, line, f"format must be 1 or 1.1, got {value!r}")


def load_file(path: str | Path) -> list[Scenario]:
    """All scenarios in one file (one, or several under ``scenarios:``)."""
    file = str(path)
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise ScenarioError(file, None, f"cannot read the file ({exc.strerror or exc})") from None
    if len(raw) > MAX_FILE_BYTES:
        limit = f"{MAX_FILE_BYTES // 1024} KiB"
        raise ScenarioError(file, None, f"the file is larger than {limit}, the limit for a scenario file")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ScenarioError(file, None, "the file is not UTF-8 text") from None
    return load_text(text, file)


def _parse(text: str) -> Any:
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        _check_aliases(node)
        return loader.construct_document(node)
    finally:
        loader.dispose()


def load_text(text: str, file: str = "<text>") -> list[Scenario]:
    """The scenarios of a file's text (``file`` names it in errors)."""
    try:
        data = _parse(text)
    except yaml.reader.ReaderError as exc:
        at = text.count("\n", 0, exc.position) + 1
        raise ScenarioError(file, at, f"not valid YAML: the character U+{exc.character:04X} is not allowed") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc)
        raise ScenarioError(file, line, f"not valid YAML: {problem}") from None
    except (ValueError, OverflowError) as exc:  # a scalar the YAML types can't hold (a 5,000-digit number …)
        problem = str(exc).split(": value has")[0].split("; use sys.")[0]
        raise ScenarioError(file, None, f"not valid YAML: {problem}") from None
    if not isinstance(data, dict):
        raise ScenarioError(file, None, "expected a mapping with 'scenario:' (or a 'scenarios:' list)")
    if "scenarios" in data:
        items = data["scenarios"]
        if not isinstance(items, list) or not items:
            raise ScenarioError(file, getattr(data, "line", None), "'scenarios' must be a non-empty list")
        _check_format(file, data)
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
    _check_format(file, data)
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
