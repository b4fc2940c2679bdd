"""The Lab's language: which language a page is in, and the templates that speak it.

The rule: a page is in the language its address asks for (``?lang=ru``, remembered in a cookie
for the following pages), else the one the browser's cookie remembers, else the Lab's own — the
language ``arbiter lab`` was started in (``arbiter --lang ru lab``, ``ARBITER_LANG``, the locale,
else English). The browser's Accept-Language is not consulted: the Lab is one judge's tool on one
machine, and the language it was started in is the one the judge asked for.

The templates use Jinja's i18n extension with the engine's own gettext catalog (the msgids are
extracted by Babel, ``tools/i18n_catalog.py``); every engine message a page shows (a
:class:`~arbiter.i18n.Text`: events, refusals, decisions) is rendered in the page's language
when it is output. The JSON API's data stays English (its values are the messages' English text);
its refusals (``{"error": …}``) are read by people, and follow the page's language."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

from jinja2 import Environment, FileSystemLoader
from markupsafe import Markup
from starlette.requests import Request
from starlette.templating import Jinja2Templates

from arbiter.i18n import LANGUAGES, CardName, Term, Text, render, translations

COOKIE = "arbiter_lang"
_page: ContextVar[str] = ContextVar("arbiter_lab_lang", default="en")


def asked(request: Request, default: str) -> tuple[str, bool]:
    """The language of a request's page, and whether its address chose it (to be remembered)."""
    given = request.query_params.get("lang", "").strip().lower()
    if given in LANGUAGES:
        return given, True
    cookie = request.cookies.get(COOKIE, "")
    return (cookie if cookie in LANGUAGES else default), False


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Pages rendered inside this block are in ``lang``."""
    token = _page.set(lang)
    try:
        yield
    finally:
        _page.reset(token)


def current() -> str:
    """The language of the page being rendered."""
    return _page.get()


def here(value: object) -> object:
    """An engine message (or a card name, a word of the rules) in the page's language; any
    other value as it is."""
    if isinstance(value, Text | CardName | Term):
        return render(value, current())
    return value


def _gettext(message: str) -> str:
    return translations(current()).gettext(message)


def _ngettext(singular: str, plural: str, n: int) -> str:
    return translations(current()).ngettext(singular, plural, n)


def templates(directory: Path | str) -> Jinja2Templates:
    """The Lab's templates: autoescaped, with Jinja's i18n extension over the engine's catalog
    (new-style gettext: ``{{ _("…") }}``, ``{% trans %}``), and every engine message output in
    the page's language (the ``r`` filter renders one inside a ``{% trans %}`` block; ``term`` looks a word up in the
    catalog without formatting it)."""
    env = Environment(
        loader=FileSystemLoader(str(directory)),
        autoescape=True,
        extensions=["jinja2.ext.i18n"],
        finalize=here,
    )
    env.policies["ext.i18n.trimmed"] = True  # a {% trans %} block's whitespace collapsed, as Babel extracts it
    install: Callable[..., None] = getattr(env, "install_gettext_callables")  # noqa: B009 — the extension's
    install(gettext=_gettext, ngettext=_ngettext, newstyle=True)
    env.filters["r"] = lambda value: Markup.escape(here(value))
    env.filters["term"] = lambda word: _gettext(str(word)) if word else ""  # a word the catalog holds (a zone …)
    env.globals["lang"] = current
    return Jinja2Templates(env=env)
