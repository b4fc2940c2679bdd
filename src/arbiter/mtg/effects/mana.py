"""Mana (CR 106): "Add {G}." puts mana into its controller's pool (106.4); "Add one mana of any
color." asks for the color as the mana ability is activated (605.3b). The effect classes are part
of the ability model (:mod:`arbiter.mtg.ir.mana`): a mana ability is defined by them (605.1a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.filters import CountOf
from arbiter.mtg.ir.mana import AddMana, AddManaOfChoice
from arbiter.mtg.layers import count_of
from arbiter.mtg.mana.combat_mana import before_adding
from arbiter.mtg.mana.pool import add, pool_text

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.ir.statics.defined_pt import DefinedNumber
    from arbiter.mtg.state import GameObject


def add_mana(g: Game, player: int, mana: tuple[int, ...], source: str, snow: bool = False) -> None:
    """CR 106.4: mana goes into the player's mana pool; ``snow``: its source is a snow permanent
    (CR 106.3: the pool remembers it, for {S}, 107.4h)."""
    p = g.state.players[player]
    before_adding(g, player)  # (mana kept until end of combat: what of it is still there, 702.189a)
    g.set(p, "pool", add(p.pool, mana, snow))
    g.log(ev.ManaAdded("106.4", p.name, mana, source))


@handles(AddMana)
def _add_mana(g: Game, o: GameObject, e: AddMana, legal: list[bool]) -> None:
    if any(e.mana):  # (a storage land's X = 0 adds no mana: nothing goes into the pool, 106.4)
        add_mana(g, o.controller, e.mana, o.card.name, snow_source(g, o))


def snow_source(g: Game, o: GameObject) -> bool:
    """CR 106.3: is the source of this mana (the permanent, or the source of an ability object)
    a snow object? Its current supertypes decide (205.4)."""
    src = g.state.objects.get(o.source, o) if o.source is not None else o
    return "Snow" in src.card.supertypes


@dataclass(frozen=True, slots=True)
class AddManaForEach(Effect):
    """ "Add {G} for each creature you control." (Gaea's Cradle): the amount is counted as the
    mana ability resolves (CR 605.3b, 608.2h)."""

    mana: tuple[int, ...]
    per: CountOf | DefinedNumber  # or a term of the amount grammar ("charge counter on ~", 122.1)
    # "Add an amount of {G} equal to ~'s power." (Viridian Joiner): the same count, worded "equal to"
    # (CR 107.1c; a mana ability, 605.1a; a negative power adds none, 107.1b)
    equal_to: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.equal_to:
            return f"Add an amount of {pool_text(self.mana)} equal to {self.per.text}."
        return f"Add {pool_text(self.mana)} for each {self.per.text}."


def mana_count(g: Game, o: GameObject, per: CountOf | DefinedNumber) -> int:
    """How many times "for each" adds the mana, counted now (CR 605.3b, 608.2h)."""
    source = o.source if o.source is not None else o.id  # ("named ~": the source's name, CR 201.2)
    if isinstance(per, CountOf):
        return count_of(g, per, o.controller, source)
    from arbiter.mtg.layers.defined_pt import number_value

    src = g.state.objects.get(source)
    return 0 if src is None else max(0, number_value(g, per, src, True, o.controller))


@handles(AddManaForEach)
def _add_mana_for_each(g: Game, o: GameObject, e: AddManaForEach, legal: list[bool]) -> None:
    n = mana_count(g, o, e.per)
    if n:
        add_mana(g, o.controller, tuple(k * n for k in e.mana), o.card.name, snow_source(g, o))


@dataclass(frozen=True, slots=True)
class AddManaAmount(Effect):
    """ "Add an amount of {C} equal to <count>." — ``count`` times the one mana, the number counted
    as the instruction is performed (CR 107.1c, 608.2h) and wrapped in a ``Counted`` (its ``count``
    here is the unit, 1). None counted: no mana (106.5). Not in a mana ability (the compiler keeps
    it to spells and triggered abilities that aren't mana abilities, 605.1)."""

    scaled: ClassVar[tuple[str, ...]] = ("count",)
    mana: tuple[int, ...]
    count: int = 1

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Add an amount of {pool_text(self.mana)}."


@handles(AddManaAmount)
def _add_mana_amount(g: Game, o: GameObject, e: AddManaAmount, legal: list[bool]) -> None:
    if e.count > 0:
        add_mana(g, o.controller, tuple(k * e.count for k in e.mana), o.card.name, snow_source(g, o))


@handles(AddManaOfChoice)
def _add_mana_of_choice(g: Game, o: GameObject, e: AddManaOfChoice, legal: list[bool]) -> None:
    """Nothing here: the color is asked for by the mana ability's activation (casting.answer_color)."""


@dataclass(frozen=True, slots=True)
class PlayerAddsMana(Effect):
    """ "At the beginning of each player's first main phase, that player adds {G}{G}." (CR 106.4,
    603.2): the mana goes into the pool of the player the trigger names, not the controller's; it
    empties at the end of that phase like any other (106.4). ``order``: the symbols as printed."""

    who: Ref
    mana: tuple[int, ...]
    order: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        symbols = "".join(f"{{{c}}}" for c in self.order)
        return f"{self.who.text(specs)[0].upper()}{self.who.text(specs)[1:]} adds {symbols}."


@handles(PlayerAddsMana)
def _player_adds_mana(g: Game, o: GameObject, e: PlayerAddsMana, legal: list[bool]) -> None:
    from arbiter.mtg.effects.resolution import players_of

    for player in players_of(g, o, e.who, legal):
        add_mana(g, player, e.mana, o.card.name, snow_source(g, o))
