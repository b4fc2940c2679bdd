"""Choosing how to pay "reveal a [subtype] card from your hand or pay {N}" (CR 601.2b: the
choice between costs is announced; 601.2f: paying {N} adds it to the total cost; 601.2h: the
card is revealed as the costs are paid — it stays in its owner's hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Action, Choose, Decision, Pick
from arbiter.mtg.casting.announce import announce_x
from arbiter.mtg.casting.progress import evolve
from arbiter.mtg.casting.total_cost import add_costs
from arbiter.mtg.costs import paying as costs
from arbiter.mtg.costs.parts import SacrificeOne
from arbiter.mtg.costs.reveal_or_pay import RevealOrPay, SacrificeOrPay
from arbiter.mtg.filtering import fits

if TYPE_CHECKING:
    from arbiter.mtg.casting.progress import CastProgress
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef


def reveal_or_pay_of(card: CardDef) -> RevealOrPay | SacrificeOrPay | None:
    return next((p for p in card.additional_costs if isinstance(p, RevealOrPay | SacrificeOrPay)), None)


def ask_reveal_or_pay(g: Game, progress: CastProgress, part: RevealOrPay | SacrificeOrPay, x: int | None) -> None:
    """CR 601.2b: a card of that subtype in the caster's hand to reveal, or 0 to pay the mana;
    or whether to sacrifice a creature (if they control one, 118.3) or pay the mana."""
    st = g.state
    if isinstance(part, SacrificeOrPay):
        sacrifice = SacrificeOne(part.what)
        able = bool(costs.options(g, sacrifice, progress.player, progress.obj, ()))
        choices = ("sacrifice", "pay") if able else ("pay",)
        g.set(st, "cast", evolve(progress, stage="reveal", x=x))
        prompt = msg("{part}: sacrifice or pay?", part=part.text())
        g.set(st, "pending", Choose(progress.player, "cost", "601.2b", choices, prompt))
        return
    hand = st.players[progress.player].hand
    options = (*(i for i in hand if fits(g, part.what, st.objects[i], progress.player)), 0)
    g.set(st, "cast", evolve(progress, stage="reveal", x=x))
    prompt = msg("reveal {what} card from your hand (0: pay {cost} instead)", what=part.what.text, cost=part.cost.text)
    g.set(st, "pending", Choose(progress.player, "cost", "601.2b", options, prompt))


def answer_reveal_or_pay(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 601.2b, f: the card revealed, or {N} added to the total cost."""
    st = g.state
    o = st.objects[progress.obj]
    part = reveal_or_pay_of(o.card)
    if part is None or not (isinstance(action, Pick) and isinstance(dec, Choose) and action.value in dec.options):
        raise IllegalAction(msg("choose a card to reveal, or 0 to pay the mana instead"), "601.2b")
    g.set(st, "pending", None)
    if isinstance(part, SacrificeOrPay):
        if action.value == "sacrifice":  # CR 601.2h: the creature is chosen with the other costs
            progress = evolve(progress, alternative=(*progress.alternative, SacrificeOne(part.what)))
        else:
            assert progress.cost is not None
            progress = evolve(progress, cost=add_costs(progress.cost, part.cost, 1))  # CR 601.2f
    elif action.value == 0:
        assert progress.cost is not None
        progress = evolve(progress, cost=add_costs(progress.cost, part.cost, 1))
    else:
        assert isinstance(action.value, int)
        shown = st.objects[action.value]
        g.log(
            ev.EffectCreated("601.2h", shown.label, msg("is revealed from its owner's hand to pay a cost"), (shown.id,))
        )
    progress = evolve(progress, stage="targets")
    announce_x(g, progress, progress.x, o.card.name)
