"""The command line's own words from :mod:`argparse` ("usage:", "options", "show this help
message and exit", its error lines) in the chosen language. Argparse asks :mod:`gettext` for
them by their English text; listed here so that Babel extracts them into Arbiter's catalog, and
:func:`use_language` points argparse at that catalog."""

from __future__ import annotations

import argparse

from arbiter.i18n.catalog import translations
from arbiter.i18n.lang import language
from arbiter.i18n.text import N_

WORDS = (
    N_("usage: "), N_("options"), N_("positional arguments"), N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"), N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"), N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"), N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"), N_("expected at least one argument"), N_("expected at most one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"), N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"), N_("ignored explicit argument %r"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
)  # fmt: skip


def use_language(lang: str | None = None) -> None:
    """Argparse's words from now on in ``lang`` (default: the chosen language)."""
    catalog = translations(lang or language())
    setattr(argparse, "_", catalog.gettext)  # noqa: B010 — argparse's module-level gettext alias
