"""Assist (CR 702.132a): "If the total cost to cast a spell with assist includes a generic mana
component, before you activate mana abilities while casting it, you may choose another player.
That player has a chance to activate mana abilities. […] Before you begin to pay the total cost
of the spell, the player you chose may pay for any amount of the generic mana in the spell's
total cost."

As the payment begins (601.2g), the caster is asked which other player may help (0: none). The
chosen player may activate mana abilities, then answers how much of the generic mana they pay
(0 up to all of it; only amounts their mana pool can pay are offered), and pays it at once; the
caster then activates mana abilities and pays the rest (601.2h). The CR lets the caster activate
mana abilities before the helper pays; the helper committing first reaches the same payments, and
a payment the caster then can't finish is taken back with the whole cast (733)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Action, Activate, Choose, Decision, PayCostDecision, Pick
from arbiter.mtg.casting.progress import CastProgress, evolve
from arbiter.mtg.casting.total_cost import cost_text
from arbiter.mtg.keywords.sunburst import record_colors_spent
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.mana.spend_only import can_spend, paying_for, spend, spendable
from arbiter.mtg.state import PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

RULE = "702.132a"
ASKED = "assist asked"  # (a mark of the cast in progress: the caster has chosen, or chose no one)


def ask_assist(g: Game, progress: CastProgress, spell: GameObject, cost: ManaCost) -> bool:
    """CR 702.132a: a spell with assist whose total cost has a generic part — ask its caster which
    other player may help pay (0: none). False if there is nothing to ask."""
    if (
        progress.kind != "spell" or ASKED in progress.marks or not cost.generic
        or "assist" not in spell.card.keywords or len(g.state.players) < 2
    ):  # fmt: skip
        return False
    others = tuple(PlayerRef(p.index) for p in g.state.players if p.index != progress.player and not p.lost)
    if not others:
        return False
    progress = evolve(progress, stage="assist", marks=progress.marks | {ASKED})
    g.set(g.state, "cast", progress)
    prompt = msg("choose another player who may help pay the generic mana (0: none)")
    g.set(g.state, "pending", Choose(progress.player, "assist", RULE, (0, *others), prompt))
    return True


def answer_assist(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 702.132a: the caster chose the player who may help pay (0: none)."""
    if not isinstance(action, Pick) or not isinstance(dec, Choose) or action.value not in dec.options:
        raise IllegalAction(msg("choose another player who may help pay, or 0 for none"), RULE)
    if action.value == 0:
        _to_payment(g, progress)
        return
    assert isinstance(action.value, PlayerRef)  # one of the options
    assert progress.cost is not None
    helper, generic = action.value.index, progress.cost.generic
    progress = evolve(progress, stage="assisting")
    g.set(g.state, "cast", progress)
    prompt = msg("pay how much of the {generic} generic mana (mana abilities first)", generic=generic)
    g.set(g.state, "pending", Choose(helper, "assist amount", RULE, tuple(range(generic + 1)), prompt))


def answer_assisting(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 702.132a: the chosen player activates mana abilities (605.3a), or pays an amount of the
    generic mana from their pool."""
    from arbiter.mtg.mana.abilities import activate_mana

    assert isinstance(dec, Choose)
    if isinstance(action, Activate):
        activate_mana(g, dec.player, action.source, action.index, action.x)
        return
    amount = action.value if isinstance(action, Pick) else None
    if type(amount) is not int or amount not in dec.options:
        raise IllegalAction(
            msg("pay an amount of the generic mana: 0 to {generic}", generic=len(dec.options) - 1), RULE
        )
    st = g.state
    assert progress.cost is not None
    if amount:
        paid = ManaCost(amount, (0, 0, 0, 0, 0, 0), 0, (), f"{{{amount}}}")
        paying, kind = paying_for(g, progress)
        if not can_spend(g, dec.player, paid, paying, kind):
            raise IllegalAction(msg("the mana in your pool can't pay {cost}", cost=paid.text), RULE, "601.2h")
        before = spendable(g, dec.player, paying, kind)
        spend(g, dec.player, paid, paying, kind)
        spell = st.objects[progress.obj]
        g.log(ev.ManaPaid(RULE, st.players[dec.player].name, paid.text, spell.label))
        record_colors_spent(g, spell, before, spendable(g, dec.player, paying, kind))
        cost = progress.cost
        generic = cost.generic - amount
        progress = evolve(progress, cost=ManaCost(generic, cost.colored, cost.x, cost.other,
                                                  cost_text(generic, cost.colored, cost)))  # fmt: skip
    _to_payment(g, progress)


def _to_payment(g: Game, progress: CastProgress) -> None:
    """CR 601.2g–h: the caster activates mana abilities and pays what is left."""
    from arbiter.mtg.casting.payment import become_cast, pay_total_cost

    cost = progress.cost
    assert cost is not None
    progress = evolve(progress, stage="pay")
    g.set(g.state, "pending", None)
    if not cost.total:
        pay_total_cost(g, progress)
        become_cast(g, progress)
        return
    g.set(g.state, "cast", progress)
    g.set(g.state, "pending", PayCostDecision(progress.player, g.state.objects[progress.obj].card.name, cost.text))
