"""A rule about players for the rest of the turn (CR 611.2a): "<static sentence> this turn." and
"Until end of turn, <static sentence>" — "You can't lose the game this turn and your opponents can't
win the game this turn.", "Players can't gain life this turn.", "Damage can't be prevented this
turn.", "Until end of turn, damage that would reduce your life total to less than 1 reduces it to 1
instead." The words without "this turn" are read as the static a permanent would have
(:func:`arbiter.cards.oracle.statics.static_ability`), so both say the same thing the same way."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.mtg.effects.player_rules_this_turn import PlayerRuleThisTurn
from arbiter.mtg.ir.statics.game_outcome import CantLoseOrWin
from arbiter.mtg.ir.statics.life_floor import LifeFloor
from arbiter.mtg.ir.statics.replacement import CantGainLife
from arbiter.mtg.ir.statics.rules import DamageCantBePrevented

# the statics about players the engine reads as a rule for a turn too
_TURN_KINDS = (CantLoseOrWin, CantGainLife, DamageCantBePrevented, LifeFloor)


def _turn_rule(words: str, sentence: str) -> Result:
    """The static ``words`` say, made a rule for the turn, or PASS (another kind of sentence)."""
    from arbiter.cards.oracle.statics import static_ability

    found = static_ability(words[0].upper() + words[1:], False)
    if not isinstance(found, _TURN_KINDS):
        return PASS
    return PlayerRuleThisTurn((found,), sentence)


def _this_turn(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 611.2a: "… this turn" — every "this turn" of the sentence is the rule's duration."""
    return _turn_rule(m.string.replace(" this turn", ""), m.string)


def _until_end_of_turn(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 611.2a, 514.2: "Until end of turn, …" — the rule ends in the cleanup step."""
    return _turn_rule(m.group(1), m.string)


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"Until end of turn, (.+\.)", _until_end_of_turn),
    rule(r"(?:Players|You|Your opponents|Damage) .+ this turn\.", _this_turn),
)
