"""Announcing and adding up a spell's additional cost in words (CR 601.2b: which option of "discard
a card or pay {5}" the caster will pay is announced with the other choices; 601.2f: its mana is
added to the total cost; 601.2h: its other parts — objects chosen, life, cards discarded at random
— are paid with the rest of the total cost). An option whose other parts can't be paid now isn't
offered (118.3); with none, the spell can't be cast."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Pick
from arbiter.mtg.casting.announce import announce_x
from arbiter.mtg.casting.progress import evolve
from arbiter.mtg.casting.total_cost import add_costs
from arbiter.mtg.costs import paying as costs
from arbiter.mtg.costs.options import CostOptions, one_each
from arbiter.mtg.costs.parts import CostPart, DiscardCards, PayMana

if TYPE_CHECKING:
    from arbiter.mtg.actions import Action, Decision
    from arbiter.mtg.casting.progress import CastProgress
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef


def cost_options_of(card: CardDef) -> CostOptions | None:
    return next((p for p in card.additional_costs if isinstance(p, CostOptions)), None)


def option_words(option: tuple[CostPart, ...]) -> str:
    """An option as its printed words ("discard a card", "pay {5}"): what the caster answers."""
    return CostOptions((option,)).text().lower()


def option_payable(g: Game, option: tuple[CostPart, ...], player: int, spell: int) -> bool:
    """CR 118.3: can the parts other than mana be paid now (enough life, enough objects to choose,
    enough cards to discard at random)?"""
    parts = [x for p in option if not isinstance(p, PayMana) for x in one_each(p)]
    hand = g.state.players[player].hand
    held = len(hand) - (spell in hand)  # CR 601.2a: the spell is on the stack when it's paid
    if sum(p.count or 0 for p in parts if isinstance(p, DiscardCards) and p.at_random) > held:
        return False
    chosen = tuple(p for p in parts if not (isinstance(p, DiscardCards) and p.at_random))
    return costs.alternative_payable(g, chosen, player, spell)


def ask_cost_options(g: Game, progress: CastProgress, part: CostOptions, x: int | None) -> None:
    """CR 601.2b: the option to pay is announced (asked when there is more than one)."""
    st = g.state
    payable = tuple(option_words(o) for o in part.options if option_payable(g, o, progress.player, progress.obj))
    if not payable:
        raise IllegalAction(msg('the additional cost "{text}" can\'t be paid', text=part.text()), "118.3", "601.2h")
    if len(part.options) == 1:
        announce_x(g, _with_option(progress, part.options[0]), x, st.objects[progress.obj].card.name)
        return
    g.set(st, "cast", evolve(progress, stage="costs", x=x))
    prompt = msg("{part}: which will you pay?", part=part.text())
    g.set(st, "pending", Choose(progress.player, "cost", "601.2b", payable, prompt))


def answer_cost_options(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 601.2b, 601.2f: the option announced; its mana added to the total cost."""
    st = g.state
    o = st.objects[progress.obj]
    part = cost_options_of(o.card)
    if part is None or not (isinstance(action, Pick) and isinstance(dec, Choose) and action.value in dec.options):
        raise IllegalAction(msg("choose one of the options of the additional cost"), "601.2b")
    g.set(st, "pending", None)
    option = next(opt for opt in part.options if option_words(opt) == action.value)
    announce_x(g, _with_option(evolve(progress, stage="targets"), option), progress.x, o.card.name)


def _with_option(progress: CastProgress, option: tuple[CostPart, ...]) -> CastProgress:
    """The option's mana added to the total cost (CR 601.2f); its other parts to be paid with it,
    one entry per object the player chooses (601.2h)."""
    cost = progress.cost
    paid: list[CostPart] = []
    for p in option:
        if isinstance(p, PayMana):
            assert cost is not None
            cost = add_costs(cost, p.cost, 1)
        else:
            paid.extend(one_each(p))
    return evolve(progress, cost=cost, alternative=(*progress.alternative, *paid))
