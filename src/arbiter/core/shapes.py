"""Checking that an action is well formed before a ruleset judges it (design idea 3: rulings are
values — a wrongly typed action is refused with a reason, never answered with a traceback).

An action is a frozen dataclass; every field must hold a value of its annotated type (``bool`` is
not an ``int`` here, ``1.5`` is not an ``int``), every dataclass found inside it — even under an
field of any type, such as a choice's value — is checked the same way, and the whole action must be
hashable (actions are immutable values, compared and collected in sets).
"""

from __future__ import annotations

import dataclasses
import itertools
import operator
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Literal, Union

_MAX_DEPTH = 20


def shape_error(action: object, base: type) -> str | None:
    """Why ``action`` is not a well-formed instance of ``base`` (a dataclass), or None."""
    if not isinstance(action, base):
        return f"{action!r} is not an action ({base.__name__})"
    scalar = _SCALAR_TESTS.get(type(action), _UNSEEN)
    if scalar is _UNSEEN:
        scalar = _SCALAR_TESTS[type(action)] = _scalar_test(type(action))
    if scalar(action) if scalar is not None else _plainly_well_formed(action):
        return None  # (the common case, answered without building a refusal)
    error = _inner_error(action, 0)
    if error is not None:
        return error
    try:
        hash(action)
    except TypeError:
        return f"{action!r} holds a mutable value: actions must be immutable"
    return None


Check = Callable[[object, int], "str | None"]
_SCALARS = frozenset({int, str, bool, float, type(None)})
Signature = tuple[tuple[str, frozenset[type]], ...]

_PLAIN: dict[type, Signature | None] = {}
_UNKNOWN: Signature = (("", frozenset()),)  # (a class not yet looked at)
_INNER_CHECKS: dict[type, tuple[tuple[str, Check], ...] | None] = {}


def _plainly_well_formed(value: object, depth: int = 0) -> bool:
    """A sufficient test, exact where it answers True: ``value`` is a frozen dataclass each of
    whose fields holds a value of a type its annotation names exactly — a scalar (``int``,
    ``str | None``…; ``bool`` only where named), or a frozen dataclass passing this same test.
    Such a value passes the full check and is hashable. False: ask the full check."""
    cls = type(value)
    signature = _PLAIN.get(cls, _UNKNOWN)
    if signature is _UNKNOWN:
        signature = _PLAIN[cls] = _plain_signature(cls)
    if signature is None or depth > _MAX_DEPTH:
        return False
    for name, kinds in signature:
        item = getattr(value, name)
        kind = type(item)
        if kind not in kinds or (kind not in _SCALARS and not _plainly_well_formed(item, depth + 1)):
            return False
    return True


def _scalar_test(cls: type) -> Callable[[object], bool] | None:
    """For a frozen dataclass whose fields are all scalars (``Pass``, ``Activate``, ``Cast``…):
    :func:`_plainly_well_formed` for it, made of C-level calls only (the hot path: every action
    applied or checked). None for any other class."""
    signature = _plain_signature(cls)
    if signature is None or not all(kinds <= _SCALARS for _, kinds in signature):
        return None
    if not signature:
        return lambda value: True
    names = tuple(name for name, _ in signature)
    kinds = tuple(k for _, k in signature)
    if len(names) == 1:
        get_one, only = operator.attrgetter(names[0]), kinds[0]
        return lambda value: type(get_one(value)) in only
    allowed = frozenset(itertools.product(*kinds))  # each combination of the fields' exact types
    if len(allowed) > 64:
        return None
    get_all = operator.attrgetter(*names)
    return lambda value: tuple(map(type, get_all(value))) in allowed


_SCALAR_TESTS: dict[type, Callable[[object], bool] | None] = {}
_UNSEEN: Callable[[object], bool] = lambda value: False  # noqa: E731 - (a class not yet looked at)


def _plain_signature(cls: type) -> Signature | None:
    """For a frozen dataclass: each field's name and the exact types its annotation names
    (scalars and frozen dataclasses, found in a union too); None for any other class."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen:
        return None
    hints = typing.get_type_hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        hint = hints.get(f.name, object)
        kinds = typing.get_args(hint) if typing.get_origin(hint) in (Union, types.UnionType) else (hint,)
        exact = frozenset(
            k for k in kinds
            if k in _SCALARS
            or (isinstance(k, type) and getattr(getattr(k, "__dataclass_params__", None), "frozen", False))
        )  # fmt: skip
        out.append((f.name, exact))
    return tuple(out)


@cache
def _field_checks(cls: type) -> tuple[tuple[str, Check], ...]:
    """Each field's name and the check of its annotation, built once per class."""
    hints = typing.get_type_hints(cls)
    return tuple((f.name, _checker(hints.get(f.name, object))) for f in dataclasses.fields(cls))


@cache
def _checker(expected: object) -> Check:
    """The check of one annotation, built once: why a value doesn't fit it, or None."""
    if expected is typing.Any or expected is object:
        return _inner_error
    origin = typing.get_origin(expected)
    if origin is Union or origin is types.UnionType:
        return _union_checker(tuple(_checker(t) for t in typing.get_args(expected)))
    if origin is Literal:
        allowed = typing.get_args(expected)
        return lambda v, d: None if v in allowed else f"{v!r} is not one of {allowed}"
    if origin is tuple:
        return _tuple_checker(typing.get_args(expected))
    if expected is type(None):
        return lambda v, d: None if v is None else f"{v!r} is not None"
    if isinstance(expected, type):
        return _class_checker(expected)
    return lambda v, d: None  # an annotation this checker doesn't know: trust it


def _union_checker(options: tuple[Check, ...]) -> Check:
    def check(value: object, depth: int) -> str | None:
        first = None
        for option in options:
            error = option(value, depth)
            if error is None:
                return None
            first = first or error
        return first

    return check


def _class_checker(cls: type) -> Check:
    noun = f"an {cls.__name__}" if cls.__name__[:1].lower() in "aeiou" else f"a {cls.__name__}"
    nested = dataclasses.is_dataclass(cls) or issubclass(cls, tuple)

    def check(value: object, depth: int) -> str | None:
        if not isinstance(value, cls) or (cls is int and isinstance(value, bool)):
            return f"{value!r} is not {noun}"
        return _inner_error(value, depth) if nested or type(value) is not cls else None

    return check


def _tuple_checker(args: tuple[object, ...]) -> Check:
    variadic = len(args) == 2 and args[1] is Ellipsis
    checks = (_checker(args[0]),) if variadic else tuple(_checker(t) for t in args)

    def check(value: object, depth: int) -> str | None:
        if not isinstance(value, tuple):
            return f"{value!r} is not a tuple"
        if depth > _MAX_DEPTH:
            return "the action is nested too deeply"
        if not variadic and len(value) != len(checks):
            return f"{value!r} does not have {len(checks)} items"
        for i, item in enumerate(value):
            error = checks[0 if variadic else i](item, depth + 1)
            if error is not None:
                return error
        return None

    return check


def _inner_checks(cls: type) -> tuple[tuple[str, Check], ...] | None:
    """The field checks of a dataclass type; None for any other type."""
    if cls not in _INNER_CHECKS:
        _INNER_CHECKS[cls] = _field_checks(cls) if dataclasses.is_dataclass(cls) else None
    return _INNER_CHECKS[cls]


def _inner_error(value: object, depth: int) -> str | None:
    """Check the fields of a dataclass, and the items of a tuple, found where any value may be."""
    if depth > _MAX_DEPTH:
        return "the action is nested too deeply"
    if isinstance(value, tuple):
        for item in value:
            error = _inner_error(item, depth + 1)
            if error is not None:
                return error
        return None
    checks = _inner_checks(type(value))
    if checks is not None:
        for name, check in checks:
            error = check(getattr(value, name, None), depth + 1)
            if error is not None:
                return f"{type(value).__name__}.{name}: {error}"
    return None
