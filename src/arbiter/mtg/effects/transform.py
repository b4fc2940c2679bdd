"""Transforming (CR 701.27, 712): "Transform ~." and the returns of a double-faced card transformed
— the instructions that turn a double-faced permanent over."""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.objects.transform import can_enter_transformed, put_back_face_up, transform
from arbiter.mtg.replacement.enters import entering_tapped
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class TransformThis(Effect):
    """ "Transform ~." (CR 701.27a): the ability's source turns over."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Transform ~."


@dataclass(frozen=True, slots=True)
class ExileReturnTransformed(Effect):
    """ "Exile ~, then return it to the battlefield transformed under your control." (the
    chapter III of a double-faced Saga): the card comes back as a new object (400.7) with its
    back face up (712.14a) — or, without "transformed", with its front face up (712.14)."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    owner: bool | None = False  # "under its owner's control", "under your control", None: not said
    transformed: bool = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        how = " transformed" if self.transformed else ""
        whose = "" if self.owner is None else " under its owner's control" if self.owner else " under your control"
        return f"Exile ~, then return it to the battlefield{how}{whose}."


@dataclass(frozen=True, slots=True)
class ReturnDeadTransformed(Effect):
    """ "When ~ dies, return it to the battlefield [tapped and] transformed under its owner's
    control." — the card it became in the graveyard (400.7, 603.6c: the ability finds it there)
    enters with its back face up (712.14a)."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    tapped: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        how = "tapped and transformed" if self.tapped else "transformed"
        return f"Return it to the battlefield {how} under its owner's control."


def enter_transformed(g: Game, card: GameObject, controller: int, rule: str, *, tapped: bool = False) -> None:
    """Put ``card`` onto the battlefield with its back face up under ``controller``'s control
    (CR 712.14a); a card that isn't a double-faced card (or whose back face isn't a permanent
    face, 712.13a) stays where it is."""
    if card.is_token or not can_enter_transformed(card.card):
        return
    put_back_face_up(g, card)
    g.set(card, "controller", controller)
    with entering_tapped() if tapped else nullcontext():  # CR 110.5b, 614.1d: it enters tapped
        move(g, card, Zone.BATTLEFIELD, rule, "returns transformed and is put")


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


@handles(ExileReturnTransformed)
def _exile_return(g: Game, o: GameObject, e: ExileReturnTransformed, legal: list[bool]) -> None:
    source = g.state.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD or source.timestamp > o.timestamp:
        return  # CR 400.7: it left the battlefield (a new object there isn't "~")
    move(g, source, Zone.EXILE, "406.2", "is exiled and put")
    controller = o.controller if e.owner is False else source.owner  # (CR 110.2: by default, its owner)
    if e.transformed:
        enter_transformed(g, source, controller, "712.14a")
    elif not source.is_token:  # CR 111.8: a token that left the battlefield can't come back
        g.set(source, "controller", controller)
        move(g, source, Zone.BATTLEFIELD, "712.14", "returns and is put")


@handles(ReturnDeadTransformed)
def _return_dead(g: Game, o: GameObject, e: ReturnDeadTransformed, legal: list[bool]) -> None:
    card = g.state.objects.get(o.source) if o.source is not None else None
    if card is not None and card.zone is Zone.GRAVEYARD:
        enter_transformed(g, card, card.owner, "712.14a", tapped=e.tapped)
