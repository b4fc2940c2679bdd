"""Transforming (CR 701.27, 712): "Transform ~." and "If an instant or sorcery card is revealed
this way, transform ~." — the instructions that turn a double-faced permanent over."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.transform import transform

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class TransformThis(Effect):
    """ "Transform ~." (CR 701.27a): the ability's source turns over."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Transform ~."


@dataclass(frozen=True, slots=True)
class RevealTopTransform(Effect):
    """ "Look at the top card of your library. You may reveal that card. If <a kind of> card is
    revealed this way, transform ~." (Delver of Secrets): looking is private (CR 701.20a: revealing shows it to all), so
    what the game sees is the choice to reveal — asked by the "you may" around this — then the
    source transforms if the revealed card is one of ``kinds``."""

    kinds: frozenset[CardType]
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


def transform_source(g: Game, o: GameObject) -> bool:
    """The source of ability ``o`` transforms — CR 701.27f: only if it hasn't transformed since
    the ability was put onto the stack. Transforming gives a permanent a new timestamp (613.7g),
    and so does entering the battlefield again (613.7d, a new object, 400.7): a source whose
    timestamp is later than the ability's has done one or the other, and stays as it is."""
    source = g.state.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD or source.timestamp > o.timestamp:
        return False
    return transform(g, source)


@handles(TransformThis)
def _transform(g: Game, o: GameObject, e: TransformThis, legal: list[bool]) -> None:
    transform_source(g, o)


@handles(RevealTopTransform)
def _reveal_top(g: Game, o: GameObject, e: RevealTopTransform, legal: list[bool]) -> None:
    st = g.state
    player = st.players[o.controller]
    if not player.library:
        return
    top = st.objects[player.library[0]]
    g.log(ev.EffectCreated("701.20a", player.name, f"reveals {top.card.name} from the top of their library"))
    if top.card.types & e.kinds:
        transform_source(g, o)
