"""Messages in the user's language (gettext catalogs built with Babel).

Every user-facing message is a :class:`Text` made by :func:`msg`: an ``str`` holding the English
text that keeps its template (the catalog's msgid) and arguments. Stored values stay English;
display calls :func:`render`, which shows the message in the chosen language (:func:`language`:
``--lang``, ``ARBITER_LANG``, the locale, else English), cards under their printed names."""

from __future__ import annotations

from arbiter.i18n.catalog import translations
from arbiter.i18n.lang import LANGUAGES, from_environment, language, set_language
from arbiter.i18n.lists import and_list, each_and
from arbiter.i18n.names import printed_name, use_names_beside
from arbiter.i18n.render import render, tr
from arbiter.i18n.text import C_, N_, CardName, Quoted, Said, Term, Text, Words, join, msg, plain

__all__ = [
    "C_",
    "LANGUAGES",
    "N_",
    "CardName",
    "Quoted",
    "Said",
    "Term",
    "Text",
    "Words",
    "and_list",
    "each_and",
    "from_environment",
    "join",
    "language",
    "msg",
    "plain",
    "printed_name",
    "render",
    "set_language",
    "tr",
    "translations",
    "use_names_beside",
]
