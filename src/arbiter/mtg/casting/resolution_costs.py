"""Optional additional costs announced for a spell cast during a resolution (CR 601.2b, 608.2g):
cascade, suspend, "you may cast that card" cast a spell as any cast does, so its player may
announce they pay its kicker cost (702.33a; any number of times for multikicker, 702.33c) and
its buyback cost (702.27a) — additional costs, paid even when the spell is cast without paying
its mana cost (118.9d). Each is offered only as far as the mana the player has and can make
could pay it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg.actions import Action, Choose, Decision, Pick, Purpose
from arbiter.mtg.casting.progress import evolve
from arbiter.mtg.casting.total_cost import add_costs
from arbiter.mtg.ir.casting_keywords import AlternativeCost, Buyback
from arbiter.mtg.mana.pool import ManaCost

if TYPE_CHECKING:
    from arbiter.mtg.casting.progress import CastProgress, Stage
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

# the alternative costs a spell cast during a resolution may be cast for instead of its mana cost
# (CR 118.9): those that change only the cost and what the spell remembers; bestow, sneak and warp
# have rules of their own (702.103b, 702.190a, 702.185a) and aren't offered here
_PLAIN_ALTERNATIVES = frozenset({"alternative", "evoke", "dash", "spectacle", "surge", "freerunning", "blitz"})


def _affordable(g: Game, progress: CastProgress, extra: ManaCost) -> int:
    """How many times the player could pay ``extra`` on top of the spell's cost so far (for listing)."""
    from arbiter.mtg.mana.abilities import potential_mana

    pool, wild = potential_mana(g, progress.player)
    base = progress.cost.total if progress.cost is not None else 0
    return max(0, (sum(pool) + wild - base) // max(extra.total, 1))


def ask_additional(g: Game, progress: CastProgress, kicker_asked: bool = False) -> bool:
    """CR 601.2b: ask about the kicker cost, then the buyback cost; False when neither is asked."""
    o = g.state.objects[progress.obj]
    kicker = o.card.kicker
    if not kicker_asked and kicker is not None:
        kicks = _affordable(g, progress, kicker.cost)
        top = kicks if kicker.multi else min(kicks, 1)
        if top:
            prompt = msg("pay {card}'s kicker cost how many times", card=CardName(o.label))
            _ask(
                g, progress, "kicker", Choose(progress.player, Purpose.KICKER, "702.33a", tuple(range(top + 1)), prompt)
            )
            return True
    buyback = next((a for a in o.card.options if isinstance(a, Buyback)), None)
    if buyback is not None and _affordable(g, progress, buyback.cost):
        prompt = msg("pay {card}'s buyback cost", card=CardName(o.label))
        _ask(g, progress, "buyback", Choose(progress.player, Purpose.BUYBACK, "702.27a", ("yes", "no"), prompt))
        return True
    return False


def _ask(g: Game, progress: CastProgress, stage: Stage, question: Choose) -> None:
    st = g.state
    g.set(st, "cast", evolve(progress, stage=stage))
    g.set(st, "pending", question)


def _extra(progress: CastProgress, cost: ManaCost, times: int) -> CastProgress:
    """CR 601.2f, 118.9d: the additional cost added to the total cost."""
    base = progress.cost if progress.cost is not None else ManaCost(0, text="")
    return evolve(progress, cost=add_costs(base, cost, times))


def answer_kicker(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 601.2b, 702.33d: the kicker cost is paid that many times; the spell is kicked."""
    if not (isinstance(action, Pick) and isinstance(dec, Choose) and action.value in dec.options):
        raise IllegalAction(msg("choose how many times the kicker cost is paid"), "702.33a")
    st = g.state
    o = st.objects[progress.obj]
    kicks = action.value
    assert isinstance(kicks, int) and o.card.kicker is not None  # one of the options: counts
    g.set(st, "pending", None)
    if kicks:
        g.set(o, "kicked", kicks)  # CR 702.33d
        progress = _extra(progress, o.card.kicker.cost, kicks)
    _go_on(g, progress, kicker_asked=True)


def answer_buyback(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 601.2b, 702.27a: the buyback cost is paid or not."""
    if not (isinstance(action, Pick) and isinstance(dec, Choose) and action.value in dec.options):
        raise IllegalAction(msg("answer yes or no"), "702.27a")
    st = g.state
    o = st.objects[progress.obj]
    g.set(st, "pending", None)
    if action.value == "yes":
        bought = next(a for a in o.card.options if isinstance(a, Buyback))
        g.set(o, "marks", o.marks | {"buyback"})  # CR 702.27a: returned to its owner's hand as it resolves
        progress = _extra(progress, bought.cost, 1)
    _go_on(g, progress, kicker_asked=True, buyback_asked=True)


def _go_on(g: Game, progress: CastProgress, kicker_asked: bool, buyback_asked: bool = False) -> None:
    """The next announcement (buyback after kicker), then X, modes, targets and payment."""
    from arbiter.mtg.casting.begin import announce_during_resolution

    if not buyback_asked and ask_additional(g, progress, kicker_asked):
        return
    announce_during_resolution(g, evolve(progress, stage="targets"))


def _alternatives(g: Game, o: GameObject, player: int) -> list[AlternativeCost]:
    """The card's alternative costs that could be announced now (CR 118.9: their conditions hold)."""
    from arbiter.mtg.condition_check import holds

    return [
        a for a in o.card.options
        if isinstance(a, AlternativeCost) and a.name in _PLAIN_ALTERNATIVES
        and (a.condition is None or holds(g, a.condition, player, o))
    ]  # fmt: skip


def ask_alternative(g: Game, progress: CastProgress) -> bool:
    """CR 608.2g, 601.2b, 118.9: a spell an effect lets its player cast during a resolution,
    paying its mana cost ("You may cast that card", Chandra, Torch of Defiance), may be cast for
    one of its alternative costs instead (only one, 118.9a): the player announces which. False
    when the card has none."""
    o = g.state.objects[progress.obj]
    names = tuple(dict.fromkeys(a.name for a in _alternatives(g, o, progress.player)))
    if not names:
        return False
    prompt = msg("cast {card} for its mana cost or an alternative cost", card=CardName(o.label))
    options = ("mana cost", *names)
    _ask(g, progress, "alternative", Choose(progress.player, Purpose.ALTERNATIVE, "118.9", options, prompt))
    return True


def answer_alternative(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 118.9, 601.2f: the cost announced — the mana cost, or an alternative cost: its mana and
    its other parts (Gush's two Islands returned, 601.2h) rather than the mana cost."""
    from arbiter.mtg.casting.begin import resolution_cost

    if not (isinstance(action, Pick) and isinstance(dec, Choose) and action.value in dec.options):
        raise IllegalAction(msg("choose the mana cost or one of the alternative costs"), "118.9")
    st = g.state
    o = st.objects[progress.obj]
    g.set(st, "pending", None)
    if action.value != "mana cost":
        alt = next(a for a in _alternatives(g, o, progress.player) if a.name == action.value)
        g.set(o, "marks", o.marks | {alt.mark})  # CR 118.9: what the spell remembers (evoked, dashed…)
        cost = resolution_cost(g, o, progress.player, alt.cost)
        progress = evolve(progress, cost=cost, alternative=(*progress.alternative, *alt.parts))
    _go_on(g, progress, kicker_asked=False)
