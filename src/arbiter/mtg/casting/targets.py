"""Choosing targets (CR 601.2c, 115) and dividing damage among them (601.2d); then on to the
cost (601.2f–h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, Quoted, msg
from arbiter.mtg import events as ev
from arbiter.mtg import targets as tg
from arbiter.mtg.actions import Choose, Option
from arbiter.mtg.casting.copy_links import links_fillable, with_original
from arbiter.mtg.casting.hybrid import announce_hybrid
from arbiter.mtg.casting.kicked_targets import (
    kicked_instead,
    kicked_only,
    specs_if_kicked,
    specs_if_not_kicked,
    unkicked_only,
)
from arbiter.mtg.casting.payment import to_payment
from arbiter.mtg.casting.progress import CastProgress, evolve
from arbiter.mtg.casting.shield_reason import naming_shield, shields_of
from arbiter.mtg.costs.target_changes import target_reductions, with_target_reductions
from arbiter.mtg.costs.targeted_spells import has_targeting_changes, with_targeting_changes
from arbiter.mtg.effects.distribute import DistributeCounters
from arbiter.mtg.effects.divided_prevention import PreventDivided
from arbiter.mtg.effects.instead import Instead
from arbiter.mtg.enums import Zone
from arbiter.mtg.model import (
    ActivatedAbility,
    DealDividedDamage,
)
from arbiter.mtg.state import GameObject, ObjectRef, TargetRef

if TYPE_CHECKING:
    from collections.abc import Sequence

    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec


def continue_after_targets(g: Game, progress: CastProgress) -> None:
    next_step(g, progress)


def next_step(g: Game, progress: CastProgress) -> None:
    """Announce hybrid payments (601.2b), ask for the next target (601.2c), or move on to
    paying (601.2f–h)."""
    st = g.state
    hybrid = progress.cost is not None and bool(progress.cost.other)
    if progress.stage in ("targets", "announce") and hybrid and announce_hybrid(g, progress) is None:
        return
    if progress.stage == "targets" and len(progress.targets) < len(progress.specs):
        index = len(progress.targets)
        spec = progress.specs[index]
        if unused_by_original(g, progress, index) or _unkicked_target(g, progress, index):
            return next_step(g, evolve(progress, targets=(*progress.targets, None)))
        source = st.objects[progress.obj].source
        options = tg.options(g, spec, progress.player, source if source is not None else progress.obj)
        if Zone.STACK in spec.zones:
            # CR 115.5: a spell or ability on the stack is an illegal target for itself
            options = tuple(t for t in options if not (isinstance(t, ObjectRef) and t.id == progress.obj))
        # CR 601.2c, 115.3: not twice for one word "target"; "another target" not an earlier one
        options = tuple(t for t in options if not conflicts(progress.specs, progress.targets, index, t))
        if 0 <= max(spec.owner_target, spec.controller_target) < len(progress.targets):
            # "… target cards from their graveyard", "… target creature that player controls":
            # cards or permanents of the player chosen before (CR 601.2c)
            options = tuple(t for t in options if tg.owner_link_holds(g, progress.specs, progress.targets, index, t))
        owner = source if source is not None else progress.obj
        options = tg.with_linked_choice(g, progress.specs, index, options, progress.player, owner)
        # CR 707.10c: a copy's original target may stay unchanged even if it is illegal now (608.2b
        # then leaves it unaffected) — also a card no longer in its new player's graveyard
        options = with_original(g, progress, index, options)
        options = links_fillable(g, progress, index, options)  # CR 115.7d: no later linked target left unfillable
        if spec.group:
            taken = {t for s2, t in zip(progress.specs, progress.targets, strict=False) if s2.group == spec.group}
            if spec.single_graveyard:
                # "from a single graveyard": the cards chosen so far fix the graveyard (CR 115.1)
                owners = {st.objects[t.id].owner for t in taken if isinstance(t, ObjectRef)}
                options = tuple(t for t in options if not isinstance(t, ObjectRef) or not owners
                                or st.objects[t.id].owner in owners)  # fmt: skip
        if index == 0 and len(progress.specs) > 1 and progress.kind != "copy":
            refuse_impossible_targets(g, progress, source if source is not None else progress.obj)
        if not options and not spec.optional:
            name = st.objects[progress.obj].card.name
            shielded = tg.shielding_rules(g, spec, progress.player, source if source is not None else progress.obj)
            reason = msg("{name} has no legal choice for {text}", name=CardName(name), text=spec.text())
            raise IllegalAction(
                naming_shield(reason, shielded),  # CR 702.11b–d, 702.18a: hexproof or shroud named
                *shielded,
                "601.2c",
                "115.1",
            )
        choices: tuple[Option, ...] = options
        if spec.optional and progress.kind != "copy":  # (a copy keeps the original's number of targets, 707.10)
            choices = (*options, 0)  # 0: no more targets for this word "target" ("up to", 601.2c)
        g.set(st, "cast", progress)
        # CR 602.3: where an opponent chooses a target, the opponent does so at that time
        chooser = 1 - progress.player if spec.chooser == "opponent" else progress.player
        if spec.chooser == "active":  # "… that player controls of their choice": the active player
            chooser = st.active
        prompt = Quoted(_question(progress.specs, spec))
        g.set(st, "pending", Choose(chooser, "target", "601.2c", choices, prompt))
        return
    o = st.objects[progress.obj]
    spell = progress.stage == "targets" and progress.kind == "spell"
    if spell and progress.cost is not None and o.card.statics:
        progress = _strive(g, progress, o)  # CR 601.2f: "… for each target beyond the first"
    if spell and progress.cost is not None and target_reductions(o.card):
        # CR 601.2f: the total cost is determined now that the targets are chosen (601.2c)
        cost = with_target_reductions(g, o, progress.player, progress.targets, progress.cost)
        progress = evolve(progress, cost=cost)
    if spell and progress.cost is not None and progress.targets and has_targeting_changes(g):
        # CR 601.2f: "Spells your opponents cast that target ~ cost {2} more to cast."
        cost = with_targeting_changes(g, o, progress.player, progress.targets, progress.cost)
        progress = evolve(progress, cost=cost)
    g.set(o, "targets", progress.targets)
    if progress.stage == "targets" and divided(o) is not None and progress.kind != "copy":
        ask_division(g, progress, o)  # (a copy keeps the original's division, CR 707.10)
        return
    to_payment(g, progress, o)


def _strive(g: Game, progress: CastProgress, o: GameObject) -> CastProgress:
    """CR 601.2f: the total cost includes a strive increase once for each chosen target after the
    first (601.2c: the targets are chosen before the total cost is determined)."""
    from arbiter.mtg.casting.total_cost import add_costs
    from arbiter.mtg.ir.conditional_costs import CostsMorePerExtraTarget

    extra = sum(1 for t in progress.targets if t is not None) - 1
    for s in o.card.statics:
        if isinstance(s, CostsMorePerExtraTarget) and extra > 0 and progress.cost is not None:
            progress = evolve(progress, cost=add_costs(progress.cost, s.cost, extra))
            g.log(ev.EffectCreated("601.2f", o.label, msg(
                "costs {amount} more for each target beyond the first", amount=s.cost.text
            )))  # fmt: skip
    return progress


def refuse_before_question(g: Game, progress: CastProgress, modes_pending: bool) -> None:
    """CR 601.2b–c, 115.3: before a question of 601.2b (the value of X, how a hybrid or Phyrexian
    symbol is paid, which cost of a choice) is asked, a spell or ability whose targets can't all be
    chosen is refused — the announcement could lead nowhere. Only when the targets are known: not
    while its modes are still to be chosen (``modes_pending``, 700.2a), and never for a copy
    (707.10c keeps the original's)."""
    if modes_pending or progress.kind == "copy" or not progress.specs or progress.targets:
        return
    source = g.state.objects[progress.obj].source
    refuse_impossible_targets(g, progress, source if source is not None else progress.obj)


def modes_pending(g: Game, progress: CastProgress) -> bool:
    """Whether the spell or ability being announced has modes still to be chosen (CR 700.2a)."""
    o = g.state.objects[progress.obj]
    return bool(o.ability.modes if o.ability is not None else (o.card.spell.modes if o.card.spell else ()))


def refuse_impossible_targets(g: Game, progress: CastProgress, source: int) -> None:
    """CR 601.2c, 115.3: a spell or ability needs a legal choice for each of its targets at once —
    "two target creatures" with one creature on the battlefield can't be cast — so it is refused
    before the first target is asked (or a cost question of 601.2b that comes before it), not
    after a choice no answer can follow. The same test the legal actions make."""
    from arbiter.mtg.casting.announce import targets_possible

    specs = progress.specs
    o = g.state.objects[progress.obj]
    spell = o.card.spell
    if progress.kind == "spell" and spell is not None and specs is spell.targets:
        # CR 702.33g: the kicked part's targets aren't chosen unkicked; 601.2c: nor those of the
        # instruction "if this spell was kicked, instead …" replaces, kicked
        specs = specs_if_kicked(spell) if o.kicked else specs_if_not_kicked(spell)
    if not targets_possible(g, specs, progress.player, source, progress.obj):
        name = g.state.objects[progress.obj].card.name
        # (the targets it would have: not a gift's or kicker's own when it wasn't promised or kicked)
        had = [s for s, printed in zip(specs, progress.specs, strict=False) if s.optional <= printed.optional]
        words = "; ".join(dict.fromkeys(_question(progress.specs, s) for s in had))
        reason = msg("{name} has no legal choice for each of its targets: {text}", name=CardName(name), text=words)
        # CR 702.11b–d, 702.18a: the hexproof or shroud that keeps a player or permanent one of
        # them could name from being chosen, named and cited first
        shielded = shields_of(g, had, progress.player, source)
        raise IllegalAction(naming_shield(reason, shielded), *shielded, "601.2c", "115.3")


def _question(specs: tuple[TargetSpec, ...], spec: TargetSpec) -> str:
    """The words asked for one instance of a word "target": a group's instances ("up to two target
    creatures", CR 601.2c) are one question, asked in the group's own words for each of them."""
    if spec.group:  # CR 601.2c: "up to two target creatures" is one word "target", asked as such each time
        words = next((s.group_text for s in specs if s.group == spec.group and s.group_text), "")
        if words:
            return words
    return spec.group_text or spec.text()


def _unkicked_target(g: Game, progress: CastProgress, index: int) -> bool:
    """CR 702.33g, 601.2c: a target of the part of a spell that has its effect only if the spell
    was kicked is chosen only if it was kicked; otherwise the spell has no such target. And the
    target of the instruction "if this spell was kicked, instead …" replaces only if it wasn't."""
    if progress.kind != "spell":
        return False
    o = g.state.objects[progress.obj]
    spell = o.card.spell
    if spell is None or progress.specs is not spell.targets:
        return False
    return index in unkicked_only(spell) if o.kicked else index in kicked_only(spell)


def unused_by_original(g: Game, progress: CastProgress, index: int) -> bool:
    """CR 707.10, 707.10c: a copy of a spell copies the number of targets chosen for it (601.2c) —
    new targets may replace the original's, but a "target" the original left unused stays unused."""
    if progress.kind != "copy":
        return False
    kept = g.state.objects[progress.obj].targets  # the original's, copied (not yet replaced)
    return index < len(kept) and kept[index] is None


def divided(o: GameObject) -> DealDividedDamage | DistributeCounters | PreventDivided | None:
    if isinstance(o.ability, ActivatedAbility):
        fx = o.ability.chosen(o.modes)[1]
    elif o.ability is not None:
        fx = o.ability.effects
    else:
        fx = o.card.spell.chosen(o.modes)[1] if o.card.spell else ()
    # CR 702.33g, 614.15: "If this spell was kicked, it deals 10 damage divided … instead" — the
    # instruction the cast uses is known as it is cast (kicked or not)
    fx = tuple((e.other if o.kicked else e.first) if isinstance(e, Instead) and kicked_instead(e) else e for e in fx)
    return next((e for e in fx if isinstance(e, DealDividedDamage | DistributeCounters | PreventDivided)), None)


def ask_division(g: Game, progress: CastProgress, o: GameObject) -> None:
    """CR 601.2d: announce how the damage (or the counters) is divided — at least 1 to each chosen target."""
    from arbiter.mtg.effects import amount_of

    e = divided(o)
    assert e is not None
    chosen = sum(1 for t in progress.targets if t is not None)
    total = amount_of(o, e.amount)
    if chosen == 0:
        return next_step(g, evolve(progress, stage="divided"))
    if total < chosen:
        raise IllegalAction(
            msg("{total} damage can't be divided among {chosen} targets (1 each at least)", total=total, chosen=chosen)
            if not isinstance(e, DistributeCounters)
            else msg(
                "{total} counters can't be distributed among {chosen} targets (1 each at least)",
                total=total,
                chosen=chosen,
            ),
            "601.2d",
        )
    options = tuple(_compositions(total, chosen))
    if len(options) == 1:
        g.set(o, "division", options[0])
        return next_step(g, evolve(progress, stage="divided"))
    st = g.state
    g.set(st, "cast", evolve(progress, stage="divide"))
    prompt = (
        msg("divide {total} damage", total=total)
        if not isinstance(e, DistributeCounters)
        else msg("distribute {total} counters", total=total)
    )
    g.set(st, "pending", Choose(progress.player, "divide", "601.2d", options, prompt))
    return None


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to write ``total`` as ``parts`` positive amounts, in order."""
    if parts == 1:
        return [(total,)]
    return [(first, *rest) for first in range(1, total - parts + 2) for rest in _compositions(total - first, parts - 1)]


def conflicts(specs: tuple[TargetSpec, ...], taken: Sequence[TargetRef | None], i: int, t: TargetRef) -> bool:
    """CR 601.2c, 115.3: ``t`` can't be the ``i``-th target if the same word "target" already chose
    it, or if this is "another target" and an earlier target is ``t``."""
    spec = specs[i]
    another = spec.what is not None and spec.what.other
    for j, earlier in enumerate(taken[:i]):
        if earlier == t and ((spec.group and specs[j].group == spec.group) or another):
            return True
    return False
