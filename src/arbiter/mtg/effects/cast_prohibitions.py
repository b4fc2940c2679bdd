"""Prohibitions on casting for the rest of the turn, from a resolved spell or ability (CR 601.3,
611.2a, 611.2c): "Your opponents can't cast noncreature spells this turn." (Ranger-Captain of Eos),
"Your opponents can't cast spells this turn." (Silence), "Target player can't cast creature spells
this turn." — the "can't" wins over any permission (101.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import players_of
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.state import NO_OBJECT, TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.model import CardDef
    from arbiter.mtg.state import GameObject


SPELL_KINDS = ("", "noncreature", "creature")
"""The spells a prohibition names: every spell, noncreature spells, creature spells (205.4b)."""


@dataclass(frozen=True, slots=True)
class CantCastThisTurn(Effect):
    """ "<players> can't cast [noncreature|creature] spells this turn." (CR 601.3, 611.2a). It
    modifies the rules of the game, not an object's characteristics, so it applies to every spell
    those players would cast this turn (611.2c). ``subject`` is the printed player phrase."""

    who: Ref
    subject: str
    spells: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        kind = f"{self.spells} " if self.spells else ""
        return f"{self.subject} can't cast {kind}spells this turn."


@handles(CantCastThisTurn)
def _cant_cast(g: Game, o: GameObject, e: CantCastThisTurn, legal: list[bool]) -> None:
    """CR 611.2a: lasts until end of turn (cleared at 514.2 with the turn's other effects)."""
    for player in players_of(g, o, e.who, legal):
        effect = TurnEffect(NO_OBJECT, 0, resolved.CantCast(player, e.spells), g.next_timestamp())
        g.set(g.state, "effects", (*g.state.effects, effect))
        g.log(
            ev.EffectCreated(
                "601.3",
                g.state.players[player].name,
                (
                    msg("can't cast {spells} spells this turn", spells=e.spells)
                    if e.spells
                    else msg("can't cast spells this turn")
                ),
            )
        )


@dataclass(frozen=True, slots=True)
class CantPlayLandsThisTurn(Effect):
    """ "Target player can't play lands this turn." (CR 305.2b, 611.2a, 611.2c: a rule for the
    player, not a characteristic of a card). ``subject`` is the printed player phrase."""

    who: Ref
    subject: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{self.subject} can't play lands this turn."


@handles(CantPlayLandsThisTurn)
def _cant_play_lands(g: Game, o: GameObject, e: CantPlayLandsThisTurn, legal: list[bool]) -> None:
    """CR 611.2a: lasts until end of turn (cleared at 514.2 with the turn's other effects)."""
    for player in players_of(g, o, e.who, legal):
        effect = TurnEffect(NO_OBJECT, 0, resolved.CantPlayLands(player), g.next_timestamp())
        g.set(g.state, "effects", (*g.state.effects, effect))
        g.log(ev.EffectCreated("305.2b", g.state.players[player].name, msg("can't play lands this turn")))


def _prohibits(spells: str, card: CardDef) -> bool:
    """Whether a prohibition on ``spells`` covers ``card`` (205.4b: "noncreature" means not a creature)."""
    if spells == "noncreature":
        return not card.is_creature
    if spells == "creature":
        return card.is_creature
    return True


def prohibited_cast_error(g: Game, card: CardDef, player: int) -> IllegalAction | None:
    """CR 601.3, 101.2: an effect from a resolved spell or ability says ``player`` can't cast this
    spell this turn — or, epic's, for the rest of the game (702.50b) — judged with the
    characteristics it is cast with (a face-down spell is a creature, 708.4)."""
    if card.is_land:
        return None
    from arbiter.mtg.casting.timing import spell_name

    for e in g.state.lasting:
        if isinstance(e.change, resolved.CantCast) and e.change.player == player:
            # CR 702.50b: "For the rest of the game, you can't cast spells." (epic)
            name = g.state.players[player].name
            why = msg("{name} can't cast spells for the rest of the game ({card})", name=name, card=spell_name(card))
            return IllegalAction(why, "702.50b", "601.3")
    for e in g.state.effects:
        if not isinstance(e.change, resolved.CantCast):
            continue
        spells = e.change.spells
        if e.change.player == player and _prohibits(spells, card):
            name = g.state.players[player].name
            return IllegalAction(
                (
                    msg(
                        "{name} can't cast {spells} spells this turn ({card})",
                        name=name,
                        spells=spells,
                        card=spell_name(card),
                    )
                    if spells
                    else msg("{name} can't cast spells this turn ({card})", name=name, card=spell_name(card))
                ),
                "601.3",
                "101.2",
            )
    return None
