"""An instruction a group of players follow, each for themselves (CR 608.2c, 101.4): "Each
opponent attacking that player does the same." — the instruction before it, followed again by each
player of the group in place of "you" — and "Each opponent attacking that player untaps all
nonland permanents they control." (the same, written out: "they" is each of those players).

The group is found as the instruction is followed (608.2c; for "each opponent attacking that
player", :func:`~arbiter.mtg.effects.resolution.opponents_attacking`), and its players act in APNAP
order (101.4). Only instructions whose acting player is a plain word the engine can put the group
in are read (:func:`acting_as`): "you draw a card", "you gain 2 life", "create a … token" (the
player who creates a token controls it, 111.2), "untap all … you control"; any other is refused by
the compiler."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.mtg.effects.library import Draw
from arbiter.mtg.effects.life import LifeChange
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.effects.tap import Tap
from arbiter.mtg.effects.tokens import CreatePredefinedToken, CreateToken
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref, subject_text
from arbiter.mtg.ir.selectors import Each

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PlayersDo(Effect):
    """ "<group> does the same." / "<group> <verb phrase>." — ``effect`` is the instruction with
    its acting player replaced by the group ``who`` (:func:`acting_as`); ``words`` the printed verb
    phrase ("untaps all nonland permanents they control"), empty for "does the same"."""

    who: Ref
    effect: Effect
    words: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{subject_text(self.who, specs)} {self.words or 'does the same'}."


@handles(PlayersDo)
def _players_do(g: Game, o: GameObject, e: PlayersDo, legal: list[bool]) -> None:
    """CR 608.2c: the instruction, for each player of the group now, in APNAP order (101.4) — the
    handlers of the instructions :func:`acting_as` allows go through the group in that order."""
    perform(g, o, (e.effect,), legal)


def acting_as(effect: Effect, who: Ref) -> Effect | None:
    """``effect`` — an instruction its controller follows ("you draw a card", "create a Gold
    token", "untap all nonland permanents you control") — followed by each player ``who`` names
    instead: "you" becomes them, the tokens are theirs (CR 111.2), "you control" becomes "they
    control". None for any other instruction (the compiler then refuses the sentence)."""
    if isinstance(effect, Draw | LifeChange):
        return replace(effect, who=who) if effect.who.kind == "you" else None
    if isinstance(effect, CreateToken):
        plain = effect.who is None and not effect.per_opponent and not effect.attacking and effect.per_counter is None
        return replace(effect, who=who) if plain else None
    if isinstance(effect, CreatePredefinedToken):
        return replace(effect, who=who) if effect.who is None else None
    if isinstance(effect, Tap) and isinstance(effect.to, Each):
        group = effect.to
        mine = group.fits and all(f.controller == "you" and not f.other for f in group.fits)
        if not mine or group.controller is not None or group.players or group.combat:
            return None
        theirs = tuple(replace(f, controller="") for f in group.fits)
        return replace(effect, to=replace(group, fits=theirs, controller=who))
    return None
