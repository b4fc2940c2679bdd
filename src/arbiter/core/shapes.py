"""Checking that an action is well formed before a ruleset judges it (design idea 3: rulings are
values — a wrongly typed action is refused with a reason, never answered with a traceback).

An action is a frozen dataclass; every field must hold a value of its annotated type (``bool`` is
not an ``int`` here, ``1.5`` is not an ``int``), every dataclass found inside it — even under an
``Any`` field such as a choice's value — is checked the same way, and the whole action must be
hashable (actions are immutable values, compared and collected in sets).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any, Literal, Union  # (Any: to recognise the annotation)

_MAX_DEPTH = 20


def shape_error(action: object, base: type) -> str | None:
    """Why ``action`` is not a well-formed instance of ``base`` (a dataclass), or None."""
    if not isinstance(action, base):
        return f"{action!r} is not an action ({base.__name__})"
    error = _value_error(action, object, 0)
    if error is not None:
        return error
    try:
        hash(action)
    except TypeError:
        return f"{action!r} holds a mutable value: actions must be immutable"
    return None


@cache
def _fields(cls: type) -> tuple[tuple[str, object], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints.get(f.name, object)) for f in dataclasses.fields(cls))


def _value_error(value: object, expected: object, depth: int) -> str | None:
    """Why ``value`` doesn't fit the annotation ``expected``, or None."""
    if depth > _MAX_DEPTH:
        return "the action is nested too deeply"
    if expected is Any or expected is object:
        return _inner_error(value, depth)
    origin = typing.get_origin(expected)
    if origin is Union or origin is types.UnionType:
        errors = [_value_error(value, t, depth) for t in typing.get_args(expected)]
        return None if any(e is None for e in errors) else next(e for e in errors if e is not None)
    if origin is Literal:
        return None if value in typing.get_args(expected) else f"{value!r} is not one of {typing.get_args(expected)}"
    if origin is tuple:
        return _tuple_error(value, typing.get_args(expected), depth)
    if expected is type(None):
        return None if value is None else f"{value!r} is not None"
    if isinstance(expected, type):
        if not isinstance(value, expected) or (expected is int and isinstance(value, bool)):
            return f"{value!r} is not {_a(expected.__name__)}"
        return _inner_error(value, depth)
    return None  # an annotation this checker doesn't know: trust it


def _tuple_error(value: object, args: tuple[object, ...], depth: int) -> str | None:
    if not isinstance(value, tuple):
        return f"{value!r} is not a tuple"
    if len(args) == 2 and args[1] is Ellipsis:
        items = [(v, args[0]) for v in value]
    elif len(args) != len(value):
        return f"{value!r} does not have {len(args)} items"
    else:
        items = list(zip(value, args, strict=True))
    for v, t in items:
        error = _value_error(v, t, depth + 1)
        if error is not None:
            return error
    return None


def _inner_error(value: object, depth: int) -> str | None:
    """Check the fields of a dataclass, and the items of a tuple, found where any value may be."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for name, expected in _fields(type(value)):
            error = _value_error(getattr(value, name, None), expected, depth + 1)
            if error is not None:
                return f"{type(value).__name__}.{name}: {error}"
    elif isinstance(value, tuple):
        for item in value:
            error = _inner_error(item, depth + 1)
            if error is not None:
                return error
    return None


def _a(noun: str) -> str:
    return f"an {noun}" if noun[:1].lower() in "aeiou" else f"a {noun}"
