"""The stack (CR 405): countering spells and abilities (701.6), "unless its controller pays",
casting cards while a spell or ability resolves (608.2g: suspend's last trigger, rebound, "cast …
from your graveyard without paying their mana costs"), and ending the turn (724.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.statics.rules import CantBeCountered
from arbiter.mtg.zones import move, remove_from_zone

if TYPE_CHECKING:

    from arbiter.mtg.enums import Color
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.mana import ManaCost
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class CounterIt(Effect):
    """CR 701.6: "Counter <ref>." — the spell or ability goes to the graveyard / ceases to exist."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Counter {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class CounterUnlessPays(Effect):
    """ "Counter <ref> unless its controller pays {N}." — that player decides as it resolves."""

    decides = True

    to: Ref
    cost: ManaCost

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Counter {self.to.text(specs)} unless its controller pays {self.cost.text}."


@dataclass(frozen=True, slots=True)
class CastSuspended(Effect):
    """Suspend's last trigger (CR 702.62a): "you may cast it without paying its mana cost if
    able" — cast during the resolution (608.2g), with haste if it's a creature spell. Rebound's
    delayed trigger (702.88a) is the same instruction without the haste."""

    decides = True

    keyword: str = "suspend"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You may cast it without paying its mana cost."


@dataclass(frozen=True, slots=True)
class CastFromGraveyardFree(Effect):
    """ "Cast any number of red instant and/or sorcery cards from your graveyard without paying
    their mana costs." — cast during the resolution (CR 608.2g), one at a time."""

    decides = True

    color: Color

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        return (
            f"Cast any number of {names[self.color.value]} instant and/or sorcery cards from your graveyard "
            "without paying their mana costs."
        )


@dataclass(frozen=True, slots=True)
class EndTheTurn(Effect):
    """ "End the turn." (CR 724.1)."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "End the turn."


def spell_target(g: Game, o: GameObject, ref: Ref, legal: list[bool]) -> GameObject | None:
    t = permanent_of(g, o, ref, legal)
    return t if t is not None and t.zone is Zone.STACK else None


@handles(CounterIt)
def _counter(g: Game, o: GameObject, e: CounterIt, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.STACK:
        counter(g, t)


def counter(g: Game, t: GameObject) -> None:
    """CR 701.6a: a countered spell goes to its owner's graveyard; an ability ceases to exist."""
    if t.ability is None and any(isinstance(s, CantBeCountered) for s in t.card.statics):
        g.log(ev.EffectCreated("101.2", t.label, "can't be countered, so it stays on the stack (113.6g)"))
        return
    if t.ability is not None:
        remove_from_zone(g, t)
        g.journal.dict_del(g.state.objects, t.id)
        g.log(ev.Countered("701.6a", t.id, t.label))
    else:
        move(g, t, Zone.GRAVEYARD, "701.6a", "is countered and put")
