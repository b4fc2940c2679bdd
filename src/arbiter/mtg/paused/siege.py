"""The Siege's intrinsic triggered ability (CR 310.11b): "When the last defense counter is removed
from this permanent, exile it, then you may cast it transformed without paying its mana cost."

The permanent is exiled only if it is still the object whose counter was removed (400.7); the
card exiled this way may then be cast with its back face up (712.11a), ignoring timing (608.2g),
without paying its mana cost (118.9). If it isn't cast, it stays exiled."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.casting import cast_during_resolution
from arbiter.mtg.casting.split_half import targets_exist
from arbiter.mtg.casting.timing import prohibited_during_resolution
from arbiter.mtg.effects.siege import ExileThenCastTransformed
from arbiter.mtg.enums import Zone
from arbiter.mtg.lki import SubjectSeen
from arbiter.mtg.paused.base import Askers, At, Next, Resolving, pause
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

RULE = "310.11b"


@dataclass(frozen=True, slots=True)
class CastingTransformed:
    """CR 310.11b, 712.11a: the controller chose the exiled card (cast it, back face up) or 0."""

    card: int

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            return Next.GO_ON  # (it stays exiled)
        g.set(g.state, "resolving", Resolving(at, self))
        cast_during_resolution(g, card, at.object(g).controller, transformed=True)  # CR 118.9: no mana cost
        return Next.PAUSED

    def after_cast(self, g: Game, at: At) -> Next:
        return Next.GO_ON


def castable_transformed(g: Game, card: GameObject, player: int) -> bool:
    """CR 712.11c–d: only the back face is evaluated to see whether it can be cast — its
    targets (601.2c) and the effects that forbid casting it (601.3); an instant or sorcery back
    face is cast too (712.11a)."""
    back = card.card.back_face
    if back is None:
        return False  # CR 712.14a: a card that isn't double-faced can't be cast transformed
    if prohibited_during_resolution(g, card, back, player) is not None:
        return False
    return targets_exist(g, back, player, card.id)


def begin_siege(g: Game, at: At, e: ExileThenCastTransformed) -> Next:
    """CR 310.11b: exile the Siege (the same object whose last defense counter was removed,
    400.7), then offer to cast the exiled card transformed."""
    battle = at.source(g)
    o = at.object(g)
    seen = next(((x.id, x.zcc) for x in o.lki if isinstance(x, SubjectSeen)), None)
    if battle is None or battle.zone is not Zone.BATTLEFIELD or (seen is not None and seen[1] != battle.zcc):
        return Next.GO_ON  # it left the battlefield: a new object, which "it" doesn't mean (400.7)
    move(g, battle, Zone.EXILE, RULE, "is exiled")
    if g.state.objects[battle.id].zone is not Zone.EXILE:
        return Next.GO_ON  # (a replacement effect put it elsewhere, 614.1a)
    player = o.controller
    if not castable_transformed(g, battle, player):
        return Next.GO_ON
    prompt = msg("cast {card} transformed without paying its mana cost (0: don't)", card=CardName(battle.card.name))
    return pause(g, at, CastingTransformed(battle.id), Choose(player, Purpose.CAST, RULE, (battle.id, 0), prompt))


def register(askers: Askers) -> None:
    askers.add(ExileThenCastTransformed, begin_siege)
