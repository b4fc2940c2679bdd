"""The language messages are shown in: ``--lang``, else ``ARBITER_LANG``, else the locale
(``LC_ALL``, ``LC_MESSAGES``, ``LANG`` naming Russian), else English."""

from __future__ import annotations

import os

LANGUAGES = ("en", "ru")
DEFAULT = "en"

_chosen: list[str] = []  # set by set_language (the CLI's --lang)


def from_environment(environ: os._Environ[str] | dict[str, str] | None = None) -> str:
    """The language the environment asks for: ``ARBITER_LANG``, then the POSIX locale variables
    in their order of precedence (the first one set decides)."""
    env = os.environ if environ is None else environ
    asked = env.get("ARBITER_LANG", "").strip().lower()
    if asked:
        return _known(asked)
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            return "ru" if value.lower().startswith("ru") else DEFAULT
    return DEFAULT


def _known(code: str) -> str:
    base = code.replace("-", "_").split("_")[0].split(".")[0]
    return base if base in LANGUAGES else DEFAULT


def set_language(lang: str | None) -> None:
    """Choose the language for this process (``None``: back to the environment's)."""
    _chosen.clear()
    if lang is not None:
        _chosen.append(_known(lang.lower()))


def language() -> str:
    """The chosen language: :func:`set_language`, else the environment's."""
    return _chosen[0] if _chosen else from_environment()
