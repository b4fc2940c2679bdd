"""Triggers on each blocking pair (CR 509.3b, 509.3d): "Whenever ~ blocks a creature, …", "Whenever
~ becomes blocked by a creature, …", "Whenever ~ blocks or becomes blocked by a creature, …" and the
same with a quality of the other creature ("a creature with flying", "a Wall", "a green or white
creature" — 509.3f: the quality is read as that creature blocks or becomes blocking).

In the instructions "that creature" is the other creature of the pair (the trigger's subject) and
"~" / "it" the source. The quality is kept as the ability's ``watch`` filter, read by
:mod:`arbiter.mtg.triggers.block_pairs`."""

from __future__ import annotations

import re

from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.triggers.block_pairs import BLOCKED_BY, BLOCKS

_PAIR = re.compile(
    r"(?P<head>When(?:ever)? ~ (?P<verb>blocks or becomes blocked by|becomes blocked by|blocks) "
    r"(?P<noun>an? [^,]+?)), (?P<body>.+)"
)
_EVENTS = {
    "blocks": BLOCKS,
    "becomes blocked by": BLOCKED_BY,
    "blocks or becomes blocked by": f"{BLOCKS}|{BLOCKED_BY}",
}


def block_pair_trigger(line: str) -> TriggeredAbility | None:
    """The ability of one of these lines, or None (an intervening "if" is not read here)."""
    m = _PAIR.fullmatch(line)
    if m is None or m.group("body").startswith("if "):
        return None
    noun = m.group("noun")
    watch: Filter | None = None
    if noun != "a creature":
        watch = _quality(noun)
        if watch is None:
            return None
    from arbiter.cards.oracle.trigger_grammar import _sentences

    body = m.group("body")
    parsed = _sentences(body[0].upper() + body[1:] if body[0] != "~" else body, it="self", pair=True)
    if parsed is None:
        return None
    effects, targets = parsed
    return TriggeredAbility(
        _EVENTS[m.group("verb")], tuple(effects), tuple(targets), None, m.group("head"), watch=watch
    )


def _quality(noun: str) -> Filter | None:
    """ "a creature with flying", "a creature without flying", "a Wall", "a green or white
    creature", "a creature with power 2 or less": the filter a creature of the pair must fit."""
    from arbiter.cards.oracle.target_phrases import target_spec

    spec = target_spec("target " + re.sub(r"^an? ", "", noun))
    if spec is None or spec.what is None or spec.players or spec.noun.endswith(" you control"):
        return None
    return spec.what
