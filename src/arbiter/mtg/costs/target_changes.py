"""CR 601.2f: "This spell costs {3} less to cast if it targets a tapped creature." — the targets
are chosen (601.2c) before the total cost is determined (601.2f), so the reduction is applied to
the total cost once they are; a generic reduction, never below {0} (118.7), after the increases
already in the total (601.2f: the increases are added, then the reductions taken away)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg import events as ev
from arbiter.mtg import targets as tg
from arbiter.mtg.ir.conditional_costs import CostsLessIfTargets
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.state import ObjectRef

if TYPE_CHECKING:
    from collections.abc import Iterable

    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import GameObject, TargetRef


def target_reductions(card: CardDef) -> tuple[CostsLessIfTargets, ...]:
    """The spell's "costs {N} less to cast if it targets …" abilities."""
    if not card.statics:
        return ()
    return tuple(s for s in card.statics if isinstance(s, CostsLessIfTargets))


def reduced(cost: ManaCost, amount: int) -> ManaCost:
    """``cost`` with its generic part reduced by ``amount``, not below {0} (CR 118.7)."""
    generic = max(cost.generic - amount, 0)
    if generic == cost.generic:
        return cost
    text = "{X}" * cost.x + (f"{{{generic}}}" if generic else "")
    text += "".join(f"{{{c}}}" * n for c, n in zip("WUBRGC", cost.colored, strict=True))
    text += "".join(f"{{{o}}}" for o in cost.other)
    return ManaCost(generic, cost.colored, cost.x, cost.other, text)


def _fits(g: Game, s: CostsLessIfTargets, o: GameObject, player: int, source: int) -> bool:
    return tg.object_can_be_target(g, s.what, o, player, source)


def with_target_reductions(g: Game, spell: GameObject, player: int, targets: Iterable[TargetRef | None],
                           cost: ManaCost) -> ManaCost:  # fmt: skip
    """CR 601.2f: the total cost less each reduction one of the chosen ``targets`` satisfies."""
    st = g.state
    chosen = [st.objects[t.id] for t in targets if isinstance(t, ObjectRef) and t.id in st.objects]
    for s in target_reductions(spell.card):
        if any(_fits(g, s, o, player, spell.id) for o in chosen):
            cost = reduced(cost, s.amount)
            g.log(ev.EffectCreated("601.2f", spell.label, msg(
                "costs {amount} less: it targets {noun}", amount=f"{{{s.amount}}}", noun=Quoted(s.what.noun)
            )))  # fmt: skip
    return cost


def cheapest_with_targets(g: Game, card: CardDef, oid: int, player: int, cost: ManaCost) -> ManaCost:
    """The cheapest total cost a cast could have as far as these reductions go: one applies if
    any object that could be chosen as one of the spell's targets satisfies it (the legal-action
    listing's estimate, CR 601.2c, 601.2f)."""
    spell = card.spell
    if spell is None:
        return cost
    specs = [*spell.targets, *(t for m in spell.modes for t in m.targets)]
    st = g.state
    for s in target_reductions(card):
        for spec in specs:
            options = tg.options(g, spec, player, oid)
            if any(isinstance(t, ObjectRef) and _fits(g, s, st.objects[t.id], player, oid) for t in options):
                cost = reduced(cost, s.amount)
                break
    return cost


__all__ = ["cheapest_with_targets", "reduced", "target_reductions", "with_target_reductions"]
