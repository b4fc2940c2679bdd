"""A refused target choice names the rule that keeps its target from being chosen (CR 115.1): hexproof
— on a permanent (702.11b), on a player (702.11c), "hexproof from" a quality (702.11d) — or shroud
(702.18a), in its reason as in its citations, before 601.2c (a legal target must be chosen) and
115.1/115.3 (what a target is, one for each instance of the word)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import targets as tg

if TYPE_CHECKING:
    from arbiter.i18n import Text
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec


def naming_shield(reason: Text, rules: Sequence[str]) -> Text:
    """``reason`` with the hexproof (702.11b–d) or shroud (702.18a) among ``rules`` named, the
    first cited; ``reason`` itself when neither is."""
    for rule in rules:
        if rule.startswith("702.11"):
            return msg("{reason} (hexproof, {rule})", reason=reason, rule=rule)
        if rule == "702.18a":
            return msg("{reason} (shroud, {rule})", reason=reason, rule=rule)
    return reason


def shields_of(g: Game, specs: Sequence[TargetSpec], player: int, source: int) -> tuple[str, ...]:
    """CR 702.11b–d, 702.18a, 702.16b: the rules that shield the players and permanents the
    required targets of ``specs`` could otherwise have named (each cited once)."""
    found: list[str] = []
    for spec in specs:
        if not spec.optional:
            found.extend(r for r in tg.shielding_rules(g, spec, player, source) if r not in found)
    return tuple(found)
