"""Lists of values inside messages, joined as the language joins them."""

from __future__ import annotations

from collections.abc import Iterable

from arbiter.i18n.text import Text, join, msg


def and_list(items: Iterable[object]) -> Text:
    """ "a and b", "a, b, and c" — each value rendered in the language (keywords as ``Term``)."""
    values = tuple(items)
    if len(values) <= 1:
        return msg("{first}", first=values[0] if values else "")
    if len(values) == 2:
        return msg("{first} and {second}", first=values[0], second=values[1])
    return msg("{rest}, and {last}", rest=join(values[:-1]), last=values[-1])


def each_and(items: Iterable[object]) -> Text:
    """ "a and b and c" (every pair joined by "and", as "protection from black and from red" or
    "black and red" say) — each value rendered in the language."""
    values = tuple(items)
    if not values:
        return msg("{first}", first="")
    joined: object = values[0]
    for value in values[1:]:
        joined = msg("{first} and {second}", first=joined, second=value)
    return joined if isinstance(joined, Text) else msg("{first}", first=joined)
