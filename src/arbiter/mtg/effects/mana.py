"""Mana (CR 106): "Add {G}." puts mana into its controller's pool (106.4); "Add one mana of any
color." asks for the color as the mana ability is activated (605.3b). The effect classes are part
of the ability model (:mod:`arbiter.mtg.ir.mana`): a mana ability is defined by them (605.1a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.mana import AddMana, AddManaOfChoice
from arbiter.mtg.mana import add

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


def add_mana(g: Game, player: int, mana: tuple[int, ...], source: str) -> None:
    """CR 106.4: mana goes into the player's mana pool."""
    p = g.state.players[player]
    g.set(p, "pool", add(p.pool, mana))
    g.log(ev.ManaAdded("106.4", p.name, mana, source))


@handles(AddMana)
def _add_mana(g: Game, o: GameObject, e: AddMana, legal: list[bool]) -> None:
    add_mana(g, o.controller, e.mana, o.card.name)


@handles(AddManaOfChoice)
def _add_mana_of_choice(g: Game, o: GameObject, e: AddManaOfChoice, legal: list[bool]) -> None:
    """Nothing here: the color is asked for by the mana ability's activation (casting.answer_color)."""
