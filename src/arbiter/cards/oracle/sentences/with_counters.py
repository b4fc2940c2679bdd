"""Counters named with an instruction that puts a card onto the battlefield (CR 122.6): "Return
target creature card from your graveyard to the battlefield with a finality counter on it.",
"Return ~ from your graveyard to the battlefield tapped with two +1/+1 counters on it.", "…
return that card to the battlefield under its owner's control with a +1/+1 counter on it." — the
instruction without the counters is read by the rest of the grammar; the counters are given to
what it puts onto the battlefield."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.counters import plain_counter
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.effects.returns import Blink, PutFromGraveyard, ReturnFromGraveyard
from arbiter.mtg.effects.with_counters import ANCHOR, EntersWithGivenCounters, ExileWithCounters
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref

_COUNTER = re.compile(r"(a|an|one|two|three|four|five|six) (additional )?([a-z0-9/+-]+(?: strike)?) counters?")


def _counters(words: str) -> tuple[tuple[tuple[str, int], ...], bool] | None:
    """ "a finality counter", "two additional +1/+1 counters", "a hexproof counter and an
    indestructible counter" → the kinds and numbers, and whether they're "additional"."""
    found: list[tuple[str, int]] = []
    additional: set[bool] = set()
    for item in re.split(r", and |, | and ", words):
        m = _COUNTER.fullmatch(item)
        if m is None or not plain_counter(m.group(3)):
            return None
        found.append((m.group(3), NUMBERS[m.group(1)]))
        additional.add(bool(m.group(2)))
    if len(additional) != 1 or len({k for k, _ in found}) < len(found):
        return None
    return tuple(found), additional.pop()


def _puts_onto_battlefield(e: Effect) -> bool:
    """An instruction that puts a card onto the battlefield now, as it's performed (its handler
    moves it: the counters are given to what entered)."""
    if isinstance(e, ReturnFromGraveyard):
        return e.to_battlefield and e.at_end is None
    return isinstance(e, Blink | PutFromGraveyard)


def _with_counters(m: re.Match[str], ctx: Ctx) -> Result:
    from arbiter.cards.oracle.sentences import plain_sentence

    read = _counters(m.group("list"))
    if read is None:
        return PASS
    inner = plain_sentence(f"{m.group('head')}{m.group('tail')}.", ctx)
    if inner is None or not _puts_onto_battlefield(inner):
        return PASS  # (another production may read the whole sentence)
    e = EntersWithGivenCounters(inner, read[0], read[1], m.group("pronoun"))
    return e if e.text(tuple(ctx.targets)) == m.string else PASS


def _exile_this(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Exile ~ with three time counters on it." (a suspend card's spell, CR 702.62b)."""
    read = _counters(m.group(1))
    if read is None or read[1]:
        return None
    return ExileWithCounters(Ref("this"), read[0])


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"Exile ~ with ((?:(?!counter).)+? counters?) on it\.", _exile_this),
    rule(
        rf"(?P<head>.*?{ANCHOR.pattern}) with (?P<list>(?:(?!counter).)+? counters?"
        r"(?:(?:,|,? and) (?:(?!counter).)+? counters?)*) on (?P<pronoun>it|them)(?P<tail>[^.]*)\.",
        _with_counters,
    ),
)
