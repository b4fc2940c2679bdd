"""Wrap Arbiter's user-facing messages into the message catalog: a codemod.

Rewrites every message site — an f-string or string literal given as the reason of ``Illegal(``
or ``IllegalAction(``, returned by an event's ``text()``, or saying what an effect does (the
``what`` of ``EffectCreated``, ``turn_effect`` and the layers' ``Layered``) — into
``msg("template with {named} placeholders", named=expr, ...)`` (``arbiter.i18n.msg``), with
placeholder names chosen from the expressions (``o.card.name`` → ``card``; a clash → ``card2``),
card names marked ``CardName(...)`` and words of the rules' vocabulary (``zone.label``) marked
``Term(...)``; it adds the import and sorts imports with ``ruff check --fix --select I``. Then it
extracts the catalog template (``src/arbiter/i18n/locale/arbiter.pot``) with Babel and adds new
msgids to the Russian catalog (``ru/LC_MESSAGES/arbiter.po``, untranslated).

Deterministic and idempotent: a site already wrapped is a call, not a string, and is left alone.
Sites it can't rewrite are listed with ``--report`` (fix them in the source so that it can).

    python tools/i18n_wrap.py [--check] [--report] [--no-catalog] [ROOT]
"""

from __future__ import annotations

import argparse
import ast
import keyword
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from i18n_catalog import update_catalogs

LINE = 120
REASON_CALLS = {"Illegal", "IllegalAction"}
# calls whose argument (by position, or the keyword ``what``) says what an effect does: the text
# of an ``EffectCreated`` event, of a layer's applied effect (``Layered``), of ``turn_effect``
WHAT_CALLS = {"EffectCreated": 2, "turn_effect": 5, "Layered": 3, "_gain": 3, "_modify": 5, "Choose": 4, "error": 1}
EVENT_BASES = {"Event"}
SKIP_DIRS = ("i18n",)
# fields of events that hold a card's name, or a word of the rules' vocabulary
EVENT_CARD_NAMES = ("self.name", "self.other", "self.card", "self.source", "self.source_name", "self.attacker_name")
EVENT_TERMS = ("self.verb", "self.kind")
CLI_FILES = ("cli/main.py", "cli/check.py", "cli/play.py", "cli/cards.py", "cli/report.py", "cli/common.py",
             "cli/tui.py", "lab/cli.py")  # fmt: skip
HELP_KEYWORDS = {"help", "description", "epilog"}
PARSER_CALLS = {"add_argument", "add_parser", "ArgumentParser", "add_argument_group", "add_subparsers"}
NAMING_HELPERS = {"describe", "describe_object", "describe_choice", "name_of", "repr", "str"}
CARD_NAME = re.compile(r"(^|\.)(card\.name|card_name)$")
# a keyword or a color inserted into what an effect does (rendered through the vocabulary)
WHAT_TERM = re.compile(r"(^|\.)(keyword|kw|color\.name\.lower\(\))$")
# an object as logs name it (``GameObject.label``: its name, or "a face-down creature")
LABEL = re.compile(r"^[a-z_][a-z_0-9]*(\[[^\]]*\])?(\.[a-z_][a-z_0-9]*)*\.label$")
TERM = re.compile(r"(^|\.)(step|zone|source|dest|phase|purpose)\.label(\.replace\([^()]*\))?$")


@dataclass
class Template:
    """A message template under construction: its text and its placeholders (name → source)."""

    text: str = ""
    names: dict[str, str] = field(default_factory=dict)


@dataclass
class Cond:
    """``a if test else b`` where both sides are messages."""

    test: str
    a: Piece
    b: Piece


Piece = Template | Cond


class Unwrappable(Exception):
    """A message site the tool can't rewrite (reported; fix the source by hand)."""


@dataclass
class Site:
    node: ast.expr
    kind: str  # "reason" | "event" | "cli" | "what"
    function: ast.FunctionDef | ast.AsyncFunctionDef | None
    event_fields: bool = False

    @property
    def wrapper(self) -> str:
        """``msg`` (a lazy message) or, for the command line's help and errors, ``tr`` (the
        message rendered at once: the language is chosen before the parser is built)."""
        return "tr" if self.kind == "cli" else "msg"


class Builder:
    """Turns one string expression into a message piece, naming its placeholders."""

    def __init__(self, source: str, site: Site) -> None:
        self.source = source
        self.site = site
        self.by_expr: dict[str, str] = {}
        self.used: set[str] = set()
        self.card_vars = _card_variables(site.function, source) if site.function is not None else set()
        self.locals = _string_locals(site.function) if site.function is not None else {}
        self.inlined: set[str] = set()

    def piece(self, node: ast.expr) -> Piece:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return Template(_escape(node.value))
        if isinstance(node, ast.JoinedStr):
            return self._joined(node)
        if isinstance(node, ast.IfExp):
            return Cond(self._src(node.test), self.piece(node.body), self.piece(node.orelse))
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = self._operand(node.left, node.right), self._operand(node.right, node.left)
            return _concat(left, right)
        raise Unwrappable(f"not a string literal: {self._src(node)[:60]}")

    def _operand(self, node: ast.expr, other: ast.expr) -> Piece:
        if _is_stringy(node):
            return self.piece(node)
        if _is_stringy(other):  # a string added to a string literal is a string
            return self._value(node)
        raise Unwrappable(f"a sum of non-literals: {self._src(node)[:60]}")

    def _joined(self, node: ast.JoinedStr) -> Piece:
        out: Piece = Template()
        for value in node.values:
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                out = _concat(out, Template(_escape(value.value)))
                continue
            assert isinstance(value, ast.FormattedValue)
            spec = ""
            if value.format_spec is not None:
                fs = value.format_spec
                if not (isinstance(fs, ast.JoinedStr) and all(isinstance(v, ast.Constant) for v in fs.values)):
                    raise Unwrappable("a computed format spec")
                spec = ":" + "".join(str(v.value) for v in fs.values if isinstance(v, ast.Constant))
            conversion = {114: "repr", 115: "str", 97: "ascii"}.get(value.conversion, "")
            out = _concat(out, self._value(value.value, conversion, spec))
        return out

    def _value(self, node: ast.expr, conversion: str = "", spec: str = "") -> Piece:
        """An inserted value: a string-valued choice or a local string becomes part of the
        template (``a{'n' if vowel else ''}``, ``where = f" from {z}" if z else ""``)."""
        if not conversion and not spec:
            if _is_stringy(node) and not isinstance(node, ast.Constant | ast.JoinedStr | ast.BinOp):
                return self.piece(node)
            local = self.locals.get(node.id) if isinstance(node, ast.Name) else None
            if local is not None:
                self.inlined.add(node.id)
                return self.piece(local)
        return self._with(Template(), node, conversion, spec)

    def _with(self, t: Template, node: ast.expr, conversion: str, spec: str = "") -> Template:
        expr = self._src(node)
        if "\n" in expr:
            expr = ast.unparse(node)
        if conversion:
            expr = f"{conversion}({expr})"
        elif self._is_card(node, expr):
            expr = f"CardName({expr})"
        elif (
            TERM.search(expr)
            or (self.site.event_fields and expr in EVENT_TERMS)
            or (self.site.kind == "what" and WHAT_TERM.search(expr))
        ):
            expr = f"Term({expr})"
        name = self.by_expr.get(expr)
        if name is None:
            name = self._unique(self._name(node, conversion))
            self.by_expr[expr] = name
        t.text += "{" + name + spec + "}"
        t.names[name] = expr
        return t

    def _is_card(self, node: ast.expr, expr: str) -> bool:
        if CARD_NAME.search(expr):
            return True
        if self.site.kind == "what" and LABEL.match(expr) and not TERM.search(expr):
            return True
        if isinstance(node, ast.Name) and node.id in self.card_vars:
            return True
        return self.site.event_fields and expr in EVENT_CARD_NAMES

    def _unique(self, base: str) -> str:
        name, n = base, 1
        while name in self.used:
            n += 1
            name = f"{base}{n}"
        self.used.add(name)
        return name

    def _name(self, node: ast.expr, conversion: str) -> str:
        return _identifier(_readable(node, self.site.event_fields))

    def _src(self, node: ast.expr) -> str:
        return ast.get_source_segment(self.source, node) or ast.unparse(node)


def _readable(node: ast.expr, event: bool) -> str:
    """A readable placeholder name for an expression."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        chain = _chain(node)
        if chain and chain[0] == "self":
            chain = chain[1:]
            if event and chain == ["name"]:
                return "card"
        if len(chain) >= 2 and chain[-1] in ("name", "label", "text", "value", "index"):
            return chain[-2]
        return chain[-1] if chain else node.attr
    if isinstance(node, ast.Call):
        func = node.func
        fname = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else "value"
        if fname == "len" and node.args:
            return _readable(node.args[0], event) + "_count"
        if fname == "join" and node.args:
            return _readable(node.args[0], event)
        if (fname in NAMING_HELPERS or fname.startswith("describe")) and node.args:
            return _readable(node.args[-1], event)
        if isinstance(func, ast.Attribute) and fname in ("replace", "lower", "upper", "strip", "title", "capitalize"):
            return _readable(func.value, event)
        return fname.removeprefix("_").removeprefix("get_")
    if isinstance(node, ast.Subscript):
        return _readable(node.value, event)
    if isinstance(node, ast.BinOp):
        return _readable(node.left, event)
    if isinstance(node, ast.GeneratorExp | ast.ListComp):
        return _readable(node.elt, event)
    return "value"


def _chain(node: ast.expr) -> list[str]:
    out: list[str] = []
    while isinstance(node, ast.Attribute):
        out.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        out.append(node.id)
    elif isinstance(node, ast.Call | ast.Subscript):
        out.append(_readable(node, False))
    return out[::-1]


def _identifier(name: str) -> str:
    name = re.sub(r"\W+", "_", name).strip("_").lower() or "value"
    if name[0].isdigit():
        name = "n" + name
    if keyword.iskeyword(name) or name in ("msg", "tr", "self"):
        name += "_"
    return name


def _is_stringy(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.IfExp):
        return _is_stringy(node.body) and _is_stringy(node.orelse)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _is_stringy(node.left) or _is_stringy(node.right)
    return False


def _escape(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


def _concat(a: Piece, b: Piece) -> Piece:
    if isinstance(a, Cond):
        return Cond(a.test, _concat(a.a, b), _concat(a.b, b))
    if isinstance(b, Cond):
        return Cond(b.test, _concat(a, b.a), _concat(a, b.b))
    names = dict(a.names)
    text_b = b.text
    for name, expr in b.names.items():
        if name in names and names[name] != expr:
            raise Unwrappable(f"placeholder {name} names two expressions")
        names[name] = expr
    return Template(a.text + text_b, names)


def _assignments(function: ast.FunctionDef | ast.AsyncFunctionDef) -> dict[str, list[ast.expr | None]]:
    """What each local name is assigned (None: assigned some other way — a loop, an augmented
    assignment, an unpacking of something that isn't a tuple display)."""
    assigned: dict[str, list[ast.expr | None]] = {}
    for node in ast.walk(function):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    assigned.setdefault(target.id, []).append(node.value)
                elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                    for t, v in zip(target.elts, node.value.elts, strict=False):
                        if isinstance(t, ast.Name):
                            assigned.setdefault(t.id, []).append(v)
                else:
                    for t in ast.walk(target):
                        if isinstance(t, ast.Name):
                            assigned.setdefault(t.id, []).append(None)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign | ast.For | ast.NamedExpr | ast.comprehension):
            target = node.target
            for t in ast.walk(target):
                if isinstance(t, ast.Name):
                    assigned.setdefault(t.id, []).append(None)
    return assigned


def _card_variables(function: ast.FunctionDef | ast.AsyncFunctionDef, source: str) -> set[str]:
    """Local names assigned once, from a card's name (``an = a.card.name``)."""
    found = set()
    for name, values in _assignments(function).items():
        value = values[0] if len(values) == 1 else None
        if value is not None and CARD_NAME.search(ast.get_source_segment(source, value) or ""):
            found.add(name)
    return found


def _string_locals(function: ast.FunctionDef | ast.AsyncFunctionDef) -> dict[str, ast.expr]:
    """Local names assigned once, from a string-valued choice of literals (inlined into messages)."""
    found: dict[str, ast.expr] = {}
    for name, values in _assignments(function).items():
        value = values[0] if len(values) == 1 else None
        if value is not None and isinstance(value, ast.IfExp) and _is_stringy(value):
            found[name] = value
    return found


def _literal(text: str) -> str:
    if '"' not in text:
        return '"' + text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t") + '"'
    return repr(text)


def _used_markers(piece: Piece) -> set[str]:
    if isinstance(piece, Cond):
        return _used_markers(piece.a) | _used_markers(piece.b)
    return {m for m in ("CardName", "Term") if any(v.startswith(m + "(") for v in piece.names.values())}


def render_piece(piece: Piece, indent: str, room: int, wrapper: str = "msg") -> str:
    """The code of a message piece: on one line if ``room`` allows, else laid out over lines."""
    if isinstance(piece, Cond):
        a = render_piece(piece.a, indent, LINE, wrapper)
        one = f"{a} if {piece.test} else {render_piece(piece.b, indent, LINE, wrapper)}"
        if len(one) <= room and "\n" not in one:
            return one
        inner = indent + "    "
        a = render_piece(piece.a, inner, LINE - len(inner), wrapper)
        b = render_piece(piece.b, inner, LINE - len(inner) - 5, wrapper)
        return f"(\n{inner}{a}\n{inner}if {piece.test}\n{inner}else {b}\n{indent})"
    args = "".join(f", {k}={v}" for k, v in piece.names.items())
    one = f"{wrapper}({_literal(piece.text)}{args})"
    if len(one) <= room:
        return one
    inner = indent + "    "
    middle = f"{inner}{_literal(piece.text)}{args}"
    if len(middle) <= LINE:
        return f"{wrapper}(\n{middle}\n{indent})"
    lines = [f"{inner}{chunk}" for chunk in _chunks(piece.text, LINE - len(inner) - 3)]
    lines[-1] += ","
    lines += [f"{inner}{k}={v}," for k, v in piece.names.items()]
    return f"{wrapper}(\n" + "\n".join(lines) + f"\n{indent})"


def _chunks(text: str, width: int) -> Iterator[str]:
    """A long template as adjacent string literals, split after spaces."""
    words = re.findall(r"\S*\s*", text)
    line = ""
    for word in words:
        if not word:
            continue
        if line and len(_literal(line + word)) > width:
            yield _literal(line)
            line = ""
        line += word
    if line or not text:
        yield _literal(line)


def _cli_texts(call: ast.Call) -> list[ast.expr]:
    """The command line's words in a call: argparse's help, description and epilog, the text of
    ``_parser(sub, name, text)``, and what is printed to stderr."""
    func = call.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    found = [k.value for k in call.keywords if k.arg in HELP_KEYWORDS and name in PARSER_CALLS]
    if name == "_parser" and len(call.args) >= 3:
        found.append(call.args[2])
    to_stderr = any(k.arg == "file" and ast.unparse(k.value) == "sys.stderr" for k in call.keywords)
    if name == "print" and to_stderr and call.args:
        found.append(call.args[0])
    return found


def find_sites(tree: ast.Module, cli: bool = False) -> Iterator[Site]:
    """Every message site of a module: reasons of refusals, returns of events' ``text()`` and,
    in the command line's modules (``cli``), its help and errors."""
    events = _event_classes(tree)
    parents: dict[ast.AST, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name in REASON_CALLS:
                arg = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "reason"), None)
                if arg is not None and (_is_stringy(arg) or not _is_message(arg)):
                    yield Site(arg, "reason", _enclosing_function(node, parents))
        if isinstance(node, ast.Call) and (what := _what_arg(node)) is not None:
            function = _enclosing_function(node, parents)
            for value in _string_values(what, function):
                yield Site(value, "what", function)
        if isinstance(node, ast.Call):  # a decision's question: ``prompt=...``
            for k in node.keywords:
                if k.arg == "prompt" and _is_stringy(k.value):
                    yield Site(k.value, "what", _enclosing_function(node, parents))
        if (  # ``prompt = f"..."``
            isinstance(node, ast.Assign)
            and _is_stringy(node.value)
            and any(isinstance(t, ast.Name) and t.id == "prompt" for t in node.targets)
        ):
            yield Site(node.value, "what", _enclosing_function(node, parents))
        if cli and isinstance(node, ast.Call):
            for arg in _cli_texts(node):
                if _is_stringy(arg):
                    yield Site(arg, "cli", _enclosing_function(node, parents))
        if isinstance(node, ast.ClassDef) and node.name in events:
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == "text":
                    for ret in ast.walk(item):
                        if isinstance(ret, ast.Return) and ret.value is not None and not _is_message(ret.value):
                            yield Site(ret.value, "event", item, event_fields=True)


def _string_values(node: ast.expr, function: ast.FunctionDef | ast.AsyncFunctionDef | None) -> Iterator[ast.expr]:
    """The strings an argument is: itself, or what a local name is assigned in the function."""
    if _is_stringy(node):
        yield node
    elif isinstance(node, ast.Name) and function is not None:
        for stmt in ast.walk(function):
            if (
                isinstance(stmt, ast.Assign)
                and _is_stringy(stmt.value)
                and any(isinstance(t, ast.Name) and t.id == node.id for t in stmt.targets)
            ):
                yield stmt.value


def _what_arg(call: ast.Call) -> ast.expr | None:
    """What an effect does, in a call of :data:`WHAT_CALLS`."""
    func = call.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    position = WHAT_CALLS.get(name)
    if position is None:
        return None
    if len(call.args) > position:
        return call.args[position]
    return next((k.value for k in call.keywords if k.arg == "what"), None)


def _is_message(node: ast.expr) -> bool:
    """Already a message: ``msg(...)``, ``tr(...)`` or a choice of messages."""
    if isinstance(node, ast.IfExp):
        return _is_message(node.body) and _is_message(node.orelse)
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("msg", "tr")


def _enclosing_function(
    node: ast.AST, parents: dict[ast.AST, ast.AST]
) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            return node
    return None


def _event_classes(tree: ast.Module) -> set[str]:
    found: set[str] = set()
    changed = True
    while changed:
        changed = False
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and node.name not in found:
                bases = {b.id for b in node.bases if isinstance(b, ast.Name)}
                if bases & (EVENT_BASES | found):
                    found.add(node.name)
                    changed = True
    return found


def rewrite(source: str, problems: list[str], where: str) -> tuple[str, int]:
    """The module with its message sites wrapped, and how many were rewritten."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    edits: list[tuple[int, int, str]] = []
    markers: set[str] = set()
    inlined: list[tuple[ast.FunctionDef | ast.AsyncFunctionDef, str]] = []
    replaced: list[ast.expr] = []
    cli = where.replace("\\", "/").endswith(CLI_FILES)
    for site in find_sites(tree, cli):
        node = site.node
        builder = Builder(source, site)
        try:
            piece = builder.piece(node)
        except Unwrappable as exc:
            problems.append(f"{where}:{node.lineno}: {exc}")
            continue
        replaced.append(node)
        inlined += [(site.function, name) for name in sorted(builder.inlined) if site.function is not None]
        assert node.end_lineno is not None and node.end_col_offset is not None
        start = offsets[node.lineno - 1] + _char_col(lines[node.lineno - 1], node.col_offset)
        end = offsets[node.end_lineno - 1] + _char_col(lines[node.end_lineno - 1], node.end_col_offset)
        first = lines[node.lineno - 1]
        indent = first[: len(first) - len(first.lstrip())]
        prefix = _char_col(first, node.col_offset)
        last = lines[node.end_lineno - 1].rstrip("\n")
        suffix = len(last) - _char_col(last, node.end_col_offset)
        edits.append((start, end, render_piece(piece, indent, LINE - prefix - suffix, site.wrapper)))
        markers |= _used_markers(piece) | {site.wrapper}
    if not edits:
        return source, 0
    for function, name in inlined:
        stmt = _unused_after(function, name, replaced)
        if stmt is not None and stmt.end_lineno is not None:
            edits.append((offsets[stmt.lineno - 1], offsets[stmt.end_lineno], ""))
    edits = sorted(set(edits))
    out = source
    for start, end, text in sorted(edits, reverse=True):
        out = out[:start] + text + out[end:]
    return _add_import(out, markers), len(replaced)


def _unused_after(
    function: ast.FunctionDef | ast.AsyncFunctionDef, name: str, replaced: list[ast.expr]
) -> ast.stmt | None:
    """The assignment of an inlined local, when nothing but the rewritten messages read it."""
    inside = {id(n) for r in replaced for n in ast.walk(r)}
    for node in ast.walk(function):
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load) and id(node) not in inside:
            return None
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return node if len(node.targets) == 1 else None
    return None


def _char_col(line: str, byte_col: int) -> int:
    return len(line.encode("utf-8")[:byte_col].decode("utf-8"))


def _add_import(source: str, names: set[str]) -> str:
    """Import ``names`` from ``arbiter.i18n`` (ruff sorts the imports afterwards)."""
    tree = ast.parse(source)
    have: set[str] = set()
    last_import = 0
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module == "arbiter.i18n":
            have |= {a.name for a in node.names}
        if isinstance(node, ast.Import | ast.ImportFrom):
            last_import = node.end_lineno or node.lineno
        elif not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)):
            break
    missing = sorted(names - have)
    if not missing:
        return source
    lines = source.splitlines(keepends=True)
    line = f"from arbiter.i18n import {', '.join(missing)}\n"
    lines.insert(last_import, line)
    return "".join(lines)


def source_files(root: Path) -> list[Path]:
    base = root / "src" / "arbiter"
    return sorted(p for p in base.rglob("*.py") if not any(part in SKIP_DIRS for part in p.relative_to(base).parts))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("root", nargs="?", default=str(Path(__file__).resolve().parent.parent))
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if something would change")
    parser.add_argument("--report", action="store_true", help="list the sites that can't be rewritten")
    parser.add_argument("--no-catalog", action="store_true", help="don't extract the catalog")
    args = parser.parse_args(argv)
    root = Path(args.root).resolve()
    problems: list[str] = []
    changed: list[Path] = []
    total = 0
    for path in source_files(root):
        source = path.read_text(encoding="utf-8")
        new, count = rewrite(source, problems, str(path.relative_to(root)))
        total += count
        if new != source:
            changed.append(path)
            if not args.check:
                path.write_text(new, encoding="utf-8")
    if changed and not args.check:
        ruff = [sys.executable, "-m", "ruff", "check", "--quiet", "--fix", "--select", "I"]
        subprocess.run([*ruff, *map(str, changed)], cwd=root, check=False)
    print(f"{total} message sites rewritten in {len(changed)} files; {len(problems)} left as they are")
    if args.report:
        print("\n".join(problems))
    if not args.no_catalog and not args.check:
        print(update_catalogs(root))
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
