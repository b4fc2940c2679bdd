"""A land or creature type an object becomes (CR 205.3, 305.7, 613.1d): "Target land becomes an
Island until end of turn.", "Target land becomes the basic land type of your choice until end of
turn.", "Target land becomes a Plains or an Island until end of turn.", "~ becomes the creature
type of your choice until end of turn." — a type of the controller's choice is chosen as the
instruction is followed (CR 608.2d, asked in :mod:`arbiter.mtg.paused.word_choice`), then the
object becomes it (layer 4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Term, Words, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of, turn_effect
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.layers import card_types
from arbiter.mtg.state import TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
"""CR 205.3i: the basic land types."""


@dataclass(frozen=True, slots=True)
class BecomeLandTypes(Effect):
    """ "<land> becomes an Island [in addition to its other types][ until end of turn]." (CR 305.7:
    the new land type replaces the old ones — or, with ``add``, joins them). Without
    ``until_eot`` the effect has no end (611.2a). ``text_`` is the Oracle sentence."""

    to: Ref
    types: tuple[str, ...]
    add: bool
    until_eot: bool
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class BecomeChosenType(Effect):
    """ "<object> becomes the basic land type / creature type of your choice[ in addition to its
    other types] until end of turn." and "… becomes a Plains or an Island …" (CR 608.2d): one of
    ``options`` is chosen as the instruction is followed; ``land``: a land type (305.7), else a
    creature type (205.3m; it replaces the old creature types, 205.1b)."""

    decides = True

    to: Ref
    options: tuple[str, ...]
    land: bool
    add: bool
    until_eot: bool
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(BecomeLandTypes)
def _become_land_types(g: Game, o: GameObject, e: BecomeLandTypes, legal: list[bool]) -> None:
    """CR 305.7, 611.2c: the land found as it resolved gets the land types (a land only: a
    nonland object can't have land types, 205.3d)."""
    t = permanent_of(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return
    if CardType.LAND not in card_types(g, t):
        return
    change = resolved.LandTypes(e.types, e.add)
    words = Words(tuple(Term(x) for x in e.types))
    if e.until_eot:
        turn_effect(g, t, change, "305.7", msg("is {words} until end of turn", words=words))
        return
    st = g.state
    g.set(st, "lasting", (*st.lasting, TurnEffect(t.id, t.zcc, change, g.next_timestamp())))
    g.log(ev.EffectCreated("305.7", t.label, msg("is {words}", words=words)))
