"""Replacement effects on life gain, read from their words (CR 614.1a, 119.10): "If you would gain
life, you gain that much life plus 1 instead.", "… you gain twice that much life instead.", "If a
player would gain life, that player gains no life instead.", "If an opponent would gain life, that
player loses that much life instead."."""

from __future__ import annotations

import re

from arbiter.mtg.ir.statics.replacement import LifeGainReplaced

_GAIN = re.compile(
    r"If (you|an opponent|a player) would gain life, (you gain|that player gains|that player loses) "
    r"(that much life plus (\d+)|twice that much life|no life|that much life) instead\."
)
_WHO = {"you": "you", "an opponent": "opponent", "a player": "player"}


def life_gain_static(line: str) -> LifeGainReplaced | None:
    """The life-gain replacement the line says, or None."""
    m = _GAIN.fullmatch(line)
    if m is None:
        return None
    who, verb, what = _WHO[m.group(1)], m.group(2), m.group(3)
    if (who == "you") != (verb == "you gain"):
        return None  # ("If you would gain life, that player …" isn't English)
    if verb == "that player loses":
        return LifeGainReplaced(who, "lose", line) if what == "that much life" else None
    if m.group(4):
        return LifeGainReplaced(who, "plus", line, int(m.group(4)))
    if what == "twice that much life":
        return LifeGainReplaced(who, "twice", line)
    return LifeGainReplaced(who, "none", line) if what == "no life" else None
