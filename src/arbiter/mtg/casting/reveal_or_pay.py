"""Choosing how to pay "reveal a [subtype] card from your hand or pay {N}" or "behold a [subtype]
or pay {N}" (701.4a: such a card revealed, or such a permanent you control chosen) (CR 601.2b: the
choice between costs is announced; 601.2f: paying {N} adds it to the total cost; 601.2h: the
card is revealed as the costs are paid — it stays in its owner's hand)."""

from __future__ import annotations

from dataclasses import replace
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
from arbiter.mtg.enums import Zone
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
    options = (*_revealable(g, part, progress.player), 0)
    g.set(st, "cast", evolve(progress, stage="reveal", x=x))
    if part.behold:
        prompt = msg(
            "behold {what}: a card from your hand or a permanent you control (0: pay {cost} instead)",
            what=part.what.text,
            cost=part.cost.text,
        )
    else:
        prompt = msg(
            "reveal {what} card from your hand (0: pay {cost} instead)", what=part.what.text, cost=part.cost.text
        )
    g.set(st, "pending", Choose(progress.player, "cost", "601.2b", options, prompt))


def _revealable(g: Game, part: RevealOrPay, player: int) -> list[int]:
    """The cards of ``part`` in the player's hand; to behold, also the permanents of that quality
    they control (CR 701.4a)."""
    st = g.state
    found = [i for i in st.players[player].hand if fits(g, part.what, st.objects[i], player)]
    if part.behold:
        mine = replace(part.what, zone=Zone.BATTLEFIELD, controller="you")
        found += [i for i in st.battlefield if fits(g, mine, st.objects[i], player)]
    return found


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
        if shown.zone is Zone.BATTLEFIELD:  # CR 701.4a: a permanent chosen to behold it
            g.log(ev.EffectCreated("701.4a", shown.label, msg("is chosen to behold it as a cost"), (shown.id,)))
        else:
            what = msg("is revealed from its owner's hand to pay a cost")
            g.log(ev.EffectCreated("701.4a" if part.behold else "601.2h", shown.label, what, (shown.id,)))
    progress = evolve(progress, stage="targets")
    announce_x(g, progress, progress.x, o.card.name)
