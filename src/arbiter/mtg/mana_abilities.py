"""Mana abilities (CR 605): activating one, the objects its cost needs, and the color of the mana
it makes (106.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.mtg import costs
from arbiter.mtg.actions import Choose, Priority
from arbiter.mtg.characteristics import activated
from arbiter.mtg.effects import perform
from arbiter.mtg.mana import can_pay, pay
from arbiter.mtg.model import (
    ActivatedAbility,
)
from arbiter.mtg.state import GameObject

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def activate_mana_ability(g: Game, o: GameObject, ability: ActivatedAbility, chosen: tuple[int, ...] = ()) -> None:
    """CR 605.3b: a mana ability resolves immediately; it doesn't use the stack. Objects its cost
    needs ("Sacrifice a creature") are chosen first, one decision each (601.2h via 605.3b); the
    game then returns to the decision it came from."""

    st = g.state
    needed = costs.choices_needed(ability)
    if len(chosen) < len(needed):
        part = needed[len(chosen)]
        options = costs.options(g, part, o.controller, o.id, chosen)
        if not options:
            raise IllegalAction(f'nothing can be chosen to pay "{part.text()}"', "118.3", "605.3b")
        index = activated(g, o).index(ability)
        g.set(st, "mana_cost_choice", (o.id, index, chosen, st.pending))
        g.set(st, "pending", Choose(o.controller, "mana cost", "605.3b", options, part.text()))
        return
    costs.pay(g, o, ability, o.controller, chosen)
    cost = ability.mana_cost
    if cost is not None:
        p = st.players[o.controller]
        if not can_pay(p.pool, cost):
            raise IllegalAction("not enough mana to pay the ability's cost", "605.3b", "601.2h")
        g.set(p, "pool", pay(p.pool, cost))
    resume = st.pending
    if isinstance(resume, Priority):
        g.set(st, "passes", 0)  # CR 117.3c
        g.set(st, "pending", None)
    perform(g, o, ability.effects, [])
    wild = ability.wild
    if wild:
        # CR 605.3b / 106.1: the color (or the combination of mana) is chosen as the mana ability resolves
        combos = ability.wild_combos
        g.set(st, "mana_choice", (o.controller, 1 if combos else wild, o.card.name, resume))
        colors: tuple[str, ...] = combos or tuple(ability.wild_colors)
        if len(colors) == 1:  # (only one color: nothing to choose)
            answer_color(g, colors[0])
            return
        prompt = "choose which mana to add" if combos else "choose a color"
        g.set(st, "pending", Choose(o.controller, "color", "106.1", colors, prompt))


def answer_mana_cost(g: Game, choice: int) -> None:
    """The object chosen for a mana ability's cost; the ability goes on (or asks again)."""
    st = g.state
    oid, index, chosen, resume = st.mana_cost_choice
    g.set(st, "mana_cost_choice", None)
    g.set(st, "pending", resume)
    o = st.objects[oid]
    activate_mana_ability(g, o, activated(g, o)[index], (*chosen, choice))


def answer_color(g: Game, color: str) -> None:
    """The chosen color's mana (or combination: "WU") is added; the game returns to the decision
    it came from."""
    from arbiter.mtg.effects import add_mana

    st = g.state
    player, amount, source, resume = st.mana_choice
    mana = tuple(amount * color.count(c) for c in "WUBRGC")
    g.set(st, "mana_choice", None)
    add_mana(g, player, mana, source)
    g.set(st, "pending", None if isinstance(resume, Priority) else resume)
