"""An Aura's enchant ability (CR 303.4a, 702.5a) worded by any permanent description the target
grammar reads: "Enchant artifact or creature", "Enchant land you control", "Enchant tapped
creature", "Enchant creature without flying", "Enchant nonland permanent", "Enchant red or green
creature", "Enchant basic land you control". Casting the Aura targets what it could enchant
(303.4a, 115.1); the same words decide whether it stays attached (303.4d, 704.5m)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.noun_phrase import phrase_target
from arbiter.cards.oracle.nouns import COLORS
from arbiter.cards.oracle.target_phrases import target_spec
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.refs import TargetSpec


def enchant_spec(line: str) -> TargetSpec | None:
    """ "Enchant <permanent description>" as the Aura spell's target, or None."""
    m = re.fullmatch(r"Enchant (.+)", line)
    if m is None:
        return None
    phrase = m.group(1)
    two = re.fullmatch(r"(white|blue|black|red|green) or (white|blue|black|red|green) (.+)", phrase)
    if two:  # "red or green creature": either color (CR 105.2)
        spec = target_spec(f"target {two.group(3)}")
        if spec is None or spec.what is None or spec.what.colors:
            return None
        colors = frozenset({COLORS[two.group(1)], COLORS[two.group(2)]})
        spec = replace(spec, noun=phrase, what=replace(spec.what, text=phrase, colors=colors))
    else:
        spec = target_spec(f"target {phrase}") or phrase_target(f"target {phrase}")  # "Enchant creature or Vehicle"
    if spec is None or spec.what is None or spec.players or spec.combat or spec.what.other:
        return None
    if spec.zone is not Zone.BATTLEFIELD or spec.noun != phrase:
        return None
    return spec
