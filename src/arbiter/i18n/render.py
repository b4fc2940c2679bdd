"""Rendering a message in a language: the template through the catalog, then every argument
rendered too (a nested message, a card under its printed name, a word of the rules' vocabulary
through the catalog). Whatever the catalog lacks stays English; a broken translation falls back
to the English template — rendering never raises."""

from __future__ import annotations

from enum import Enum

from arbiter.i18n.catalog import translations
from arbiter.i18n.lang import language
from arbiter.i18n.names import printed_name
from arbiter.i18n.text import CardName, Quoted, Said, Term, Text, Words, plain


def render(value: object, lang: str | None = None) -> str:
    """``value`` as a reader of ``lang`` (default: the chosen language) sees it."""
    lang = lang or language()
    if lang == "en":
        return plain(value)
    return _render(value, lang)


def tr(template: str, /, **args: object) -> str:
    """A message rendered at once in the chosen language — for words needed as plain text when
    the language is already chosen (the command line's help and errors)."""
    return render(Text(template, **args))


def _render(value: object, lang: str) -> str:
    if isinstance(value, Text):
        return _render_text(value, lang)
    if isinstance(value, CardName):
        return _card_name(str(value), lang)
    if isinstance(value, Quoted):
        translated = translations(lang).gettext(str(value)) if value else ""
        return translated if translated != value else f"«{value}»"
    if isinstance(value, Said):
        return translations(lang).pgettext(value.context, str(value)) if value else ""
    if isinstance(value, Term):
        return translations(lang).gettext(str(value)) if value else ""
    if isinstance(value, Enum) and isinstance(value, str):  # a word of a StrEnum (a decision's purpose)
        return translations(lang).gettext(value.value)
    if isinstance(value, Words):
        return value.SEPARATOR.join(_render(v, lang) for v in value)
    if isinstance(value, tuple | list):
        return ", ".join(_render(v, lang) for v in value)
    return str(value)


def _card_name(name: str, lang: str) -> str:
    """A card under its printed name; else a name the rules give (CR 111.4: a token's name is its
    subtype words and "Token"; CR 708.2a: a face-down creature) or a source that isn't a card
    ("a resolved effect") through the catalog; else the Oracle name."""
    printed = printed_name(name, lang)
    if printed != name or not name:
        return printed
    catalog = translations(lang)
    for suffix in (" token", " Token"):
        if name.endswith(suffix) and name != suffix.strip():
            base = _card_name(name.removesuffix(suffix), lang)
            return _render_text(Text("{subtypes} token", subtypes=base), lang)
    translated = catalog.gettext(name)
    if translated == name and (words := name.split()):  # a token's name: its subtype words (111.4)
        rendered = [catalog.gettext(w) for w in words]
        if all(r != w for r, w in zip(rendered, words, strict=True)):
            return " ".join(rendered)
    return translated


def _render_text(text: Text, lang: str) -> str:
    if not text.template:
        return ""
    translated = translations(lang).gettext(text.template)
    if not text.args:
        return translated
    args = {k: v if _keeps_format(v) else _render(v, lang) for k, v in text.args.items()}
    try:
        return translated.format_map(args)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        try:
            return text.template.format_map(args)
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            return str(text)


def _keeps_format(value: object) -> bool:
    """Numbers keep their type, so that a template's format spec (``{n:d}``) still applies."""
    return isinstance(value, int | float) and not isinstance(value, bool)
