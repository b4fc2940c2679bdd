"""Lazy messages: a :class:`Text` is the English text of a message (an ``str``, so whatever
compares, hashes or stores messages keeps working) that also remembers its template — the
msgid of the catalog, English with named ``{placeholders}`` — and its arguments, so that display
can render it in another language (:func:`arbiter.i18n.render`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


class Text(str):
    """A message: English text that keeps its template and arguments."""

    template: str
    args: dict[str, object]

    def __new__(cls, template: str, /, **args: object) -> Text:
        obj = super().__new__(cls, _format(template, args))
        obj.template = template
        obj.args = args
        return obj

    def __reduce__(self) -> tuple[Any, ...]:
        # rebuilt from the template and arguments (the English text isn't a template)
        return (_rebuild, (type(self), self.template, self.args))

    def render(self, lang: str | None = None) -> str:
        """This message in ``lang`` (default: the chosen language)."""
        from arbiter.i18n.render import render

        return render(self, lang)


def _rebuild(cls: type[Text], template: str, args: dict[str, object]) -> Text:
    return cls(template, **args)


class CardName(str):
    """A card's (Oracle) name inserted into a message: rendered as the card's printed name in
    the language where it has one."""

    __slots__ = ()


class Term(str):
    """A word of the rules' vocabulary inserted into a message (a step, a zone, a color, a card
    type, a counter kind, a purpose): rendered through the catalog."""

    __slots__ = ()


class Said(str):
    """A word of the vocabulary said in a particular sense (``context``: "combat cost" for the
    "attacking" a cost to attack pays for, not the "attacking" of a creature): rendered through
    the catalog entry with that context (gettext's ``msgctxt``), marked with :func:`C_`."""

    context: str

    def __new__(cls, context: str, word: str) -> Said:
        obj = super().__new__(cls, word)
        obj.context = context
        return obj

    def __reduce__(self) -> tuple[Any, ...]:
        return (Said, (self.context, str(self)))


class Words(tuple[object, ...]):
    """Values shown side by side, separated by spaces (the words of a type line), each rendered
    in the language."""

    __slots__ = ()
    SEPARATOR = " "

    def __str__(self) -> str:
        return self.SEPARATOR.join(plain(v) for v in self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class Quoted(str):
    """Card text (Oracle) inside a message: there is no official translation, so another language
    shows it as it is, in «quotes» — unless the catalog translates that phrase (the common
    phrases of card text that messages quote: "basic land", "creatures with flying")."""

    __slots__ = ()


def plain(value: object) -> str:
    """An argument as the English text shows it (a sequence as a comma-separated list)."""
    if isinstance(value, Words):
        return str(value)
    if isinstance(value, tuple | list):
        return ", ".join(plain(v) for v in value)
    return str(value)


def _format(template: str, args: dict[str, object]) -> str:
    if not args:
        return template
    return template.format_map({k: plain(v) if isinstance(v, tuple | list) else v for k, v in args.items()})


class Clauses(Words):
    """Values shown one after another, separated by semicolons."""

    __slots__ = ()
    SEPARATOR = "; "


def join(items: Iterable[object], separator: str = ", ") -> Text:
    """Several values as one message, comma-separated (or ``"; "``), each rendered in the language."""
    if separator == "; ":
        return Text("{items}", items=Clauses(tuple(items)))
    return Text("{items}", items=tuple(items))


def msg(template: str, /, **args: object) -> Text:
    """A message: ``msg("{card} can't block {attacker}", card=..., attacker=...)``. The template
    is the catalog's msgid (extracted by Babel with the keyword ``msg``). Built often (refusals
    met while listing legal actions), so it does no more than the f-string it replaces needs."""
    english = template
    if args:
        for value in args.values():
            if type(value) is tuple or type(value) is list:
                english = _format(template, args)
                break
        else:
            english = template.format_map(args)
    obj = str.__new__(Text, english)
    obj.template = template
    obj.args = args
    return obj


def N_(word: str) -> str:
    """Marks a word for extraction into the catalog without translating it here."""
    return word


def C_(context: str, word: str) -> str:
    """Marks a word said in a ``context`` for extraction into the catalog (see :class:`Said`)."""
    return word
