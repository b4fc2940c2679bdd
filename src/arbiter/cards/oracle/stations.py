"""The text of station cards (CR 721) and the station keyword (702.184a): the abilities before the
first station symbol work as usual (721.4); each "N+ | <ability>" line begins a symbol's striation,
which holds the lines below it up to the next symbol (721.2–721.3). The power/toughness box belongs
to the symbol its reminder text names ("It's an artifact creature at 8+."), else to the last symbol
(a Spacecraft's box is printed in its last striation); off the battlefield the card has no power or
toughness (721.2c). The runtime rules are in :mod:`arbiter.mtg.objects.stations`."""

from __future__ import annotations

import re
from collections.abc import Callable

from arbiter.cards.oracle.cost_choices import tap_part
from arbiter.mtg.costs.parts import TapUntapped
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility, FaceUnsupported, Unsupported
from arbiter.mtg.ir.station import ChargeByTappedPower, StationCreature, StationSymbol, StationTap

_SYMBOL = re.compile(r"(\d+)\+ \| (.+)")
_CREATURE_AT = re.compile(r"It's an artifact creature at (\d+)\+")


def has_station_symbols(text: str) -> bool:
    """Whether a normalised text has station symbols (CR 721.2)."""
    return any(_SYMBOL.fullmatch(line) for line in text.split("\n"))


def station_keyword() -> list[Ability] | None:
    """CR 702.184a: "Station" means "Tap another untapped creature you control: Put a number of
    charge counters on this permanent equal to the tapped creature's power. Activate only as a
    sorcery."."""
    part = tap_part("another", "untapped creature")
    if not isinstance(part, TapUntapped):
        return None
    cost = StationTap(part.what, part.count, part.phrase)
    return [ActivatedAbility((cost,), (ChargeByTappedPower(),), sorcery_speed=True, keyword_text="Station")]


def station_abilities(
    text: str, printed: str, power: int | None, toughness: int | None, lines_of: Callable[[str, bool], list[Ability]]
) -> list[Ability]:
    """The abilities of a station card's normalised ``text`` (``printed``: its Oracle text with its
    reminders; ``power``/``toughness``: its power/toughness box); ``lines_of`` compiles a run of
    lines of a permanent's text."""

    def section(run: str) -> list[Ability]:
        return lines_of(run, False)

    pt = (power, toughness) if power is not None and toughness is not None else None
    lines = text.split("\n")
    starts = [i for i, line in enumerate(lines) if _SYMBOL.fullmatch(line)]
    ends = [*starts[1:], len(lines)]
    out: list[Ability] = section("\n".join(lines[: starts[0]])) if starts[0] else []
    lows = [int(lines[i].split("+", 1)[0]) for i in starts]
    named = _CREATURE_AT.search(printed)
    creature_at = int(named.group(1)) if named else lows[-1]
    if pt is not None and creature_at not in lows:
        return [*out, Unsupported(f"a power/toughness box at {creature_at}+ with no such station symbol")]
    for low, i, end in zip(lows, starts, ends, strict=True):
        m = _SYMBOL.fullmatch(lines[i])
        assert m is not None
        band = tuple(section("\n".join([m.group(2), *lines[i + 1 : end]])))
        if pt is not None and low == creature_at:
            out.append(StationCreature(low, band, pt[0], pt[1]))  # CR 721.2b
        else:
            out.append(StationSymbol(low, band))  # CR 721.2a
        out.extend(FaceUnsupported(a.words) for a in band if isinstance(a, Unsupported))
    return out
