"""What a player's permanents' statics say about that player (CR 604.1): hexproof and shroud on
a player (702.11c, 702.18a), skipped steps and skipped extra turns (614.10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.ir.statics.player_rules import OpponentsSkipExtraTurns, PlayerKeyword, SkipYourStep
from arbiter.mtg.player_qualities import has_hexproof, protected_from_everything

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Static


_PLAYER_STATICS = (PlayerKeyword, SkipYourStep, OpponentsSkipExtraTurns)


def _statics_of(g: Game, player: int) -> list[Static]:
    """The static abilities of the permanents ``player`` controls that affect players."""
    from arbiter.mtg.layers.queries import controlled_statics

    return [s for _, s in controlled_statics(g, player) if isinstance(s, _PLAYER_STATICS)]


def player_untargetable(g: Game, player: int, controller: int) -> str:
    """The rule that keeps ``player`` from being the target of a spell or ability ``controller``
    controls — shroud (702.18a), hexproof against an opponent's (702.11c), protection from
    everything (702.16j) — or ""."""
    if g.state.lasting and protected_from_everything(g, player):
        return "702.16j"
    if (g.state.lasting or g.state.effects) and controller != player and has_hexproof(g, player):
        return "702.11c"  # (a resolved "You gain hexproof until your next turn / until end of turn.")
    if not g.state.grant_sources:
        return ""
    for s in _statics_of(g, player):
        if isinstance(s, PlayerKeyword):
            if s.keyword == "shroud":
                return "702.18a"
            if controller != player:
                return "702.11c"
    return ""


def skips_step(g: Game, player: int, step: str) -> bool:
    """CR 614.10: does a "Skip your <step> step." of a permanent ``player`` controls apply?"""
    if not g.state.grant_sources:
        return False
    return any(isinstance(s, SkipYourStep) and s.step == step for s in _statics_of(g, player))


def skips_extra_turn(g: Game, player: int) -> bool:
    """CR 614.10: does an opponent's "If an opponent would begin an extra turn, that player skips
    that turn instead." apply to ``player``'s extra turn?"""
    if not g.state.grant_sources:
        return False
    return any(isinstance(s, OpponentsSkipExtraTurns) for s in _statics_of(g, 1 - player))
