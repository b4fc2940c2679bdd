"""Activating activated abilities (CR 602.2, 602.5, 606.3); mana abilities go to
:mod:`arbiter.mtg.mana.abilities` (605)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg.abilities.limits import record_once_each_turn, restriction_error, sorcery_rules, where_error
from arbiter.mtg.actions import Choose, Priority
from arbiter.mtg.casting.announce import after_x, announce_x, max_x, with_x, x_options
from arbiter.mtg.casting.modes_chosen import no_mode_error
from arbiter.mtg.casting.progress import CastProgress, evolve
from arbiter.mtg.casting.timing import sorcery_timing_ok, split_second
from arbiter.mtg.costs.ability_total import ability_total, x_listing_credit
from arbiter.mtg.costs.parts import counters_x
from arbiter.mtg.costs.paying import cost_error, summoning_sick_error
from arbiter.mtg.enums import Zone
from arbiter.mtg.layers import activated
from arbiter.mtg.mana.abilities import activate_mana
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import ActivatedAbility
from arbiter.mtg.state import BlockedAttacker, GameObject, SourceSeen

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def activate(g: Game, source: int, index: int, x: int | None = None) -> None:
    """CR 602.2: activate an ability at priority; a mana ability is judged and activated by
    :func:`arbiter.mtg.mana.abilities.activate_mana` (605.3a)."""
    st = g.state
    dec = st.pending
    assert isinstance(dec, Priority)
    player = dec.player
    o = st.objects.get(source)
    if o is None:
        raise IllegalAction(msg("there is no object with id {source}", source=source), "602.2")
    abilities = activated(g, o)
    if not 0 <= index < len(abilities):
        raise IllegalAction(
            msg("{card} has no activated ability number {index}", card=CardName(o.label), index=index + 1), "602.1"
        )
    ability = abilities[index]
    if ability.is_mana:
        activate_mana(g, player, source, index, x)  # (an X only where its cost removes X counters, 107.3a)
        return
    # CR 602.2, 113.6: where from and by whom; CR 602.1b, 602.5: restrictions on when
    error = where_error(o, ability, player) or restriction_error(g, o, ability, index, player)
    error = error or no_mode_error(g, o, ability, player)  # CR 700.2a
    error = error or summoning_sick_error(g, o, ability)  # CR 602.5a: before targets (602.2a)
    # CR 118.3, 602.2b: a cost that can't be paid (its mana aside: mana abilities come at 601.2g)
    error = error or cost_error(g, o, ability, player)
    if error is not None:
        raise error
    if st.stack and split_second(g):
        raise IllegalAction(
            msg("a spell with split second is on the stack: only mana abilities can be activated"), "702.61a"
        )
    mark = g.journal.mark()
    if ability.sorcery_speed and not sorcery_timing_ok(g, player):
        # CR 602.5d; and the keyword's own rule when a keyword makes it sorcery-speed (702.53a, …)
        raise IllegalAction(
            msg(
                "{card}'s ability can be activated only as a sorcery: your main phase, empty stack",
                card=CardName(o.label),
            ),
            "602.5d",
            *sorcery_rules(ability),
        )
    if ability.loyalty:
        # CR 606.3: main phase, empty stack, own turn, one loyalty ability per permanent per turn
        if not sorcery_timing_ok(g, player):
            raise IllegalAction(
                msg("a loyalty ability can be activated only in your main phase with an empty stack"), "606.3"
            )
        if (-1, st.turn) in o.used:
            raise IllegalAction(
                msg("a loyalty ability of {card} has already been activated this turn", card=CardName(o.label)),
                "606.3",
            )
        g.set(o, "used", (*o.used, (-1, st.turn)))
    record_once_each_turn(g, o, ability, index)  # CR 602.5b
    _put_on_stack(g, o, ability, player, mark, x)


def _put_on_stack(g: Game, o: GameObject, ability: ActivatedAbility, player: int, mark: int, x: int | None) -> None:
    """CR 602.2a: the ability is created on the stack; then its announcements, targets and cost
    (602.2b, as 601.2b–i)."""
    st = g.state
    ab = g.create(o.card, player, Zone.STACK)
    g.set(ab, "source", o.id)
    g.set(ab, "ability", ability)
    g.set(ab, "controller", player)
    if o.blocking:
        # last known information for "each creature it's blocking" (CR 608.2h)
        g.set(ab, "lki", tuple(BlockedAttacker(a, st.objects[a].zcc) for a in o.blocking))
    # last known information of who controlled the source ("~'s controller", 608.2h), and which
    # object it was: "this" is no new object the source became (CR 400.7)
    g.set(ab, "lki", (*ab.lki, SourceSeen(o.controller, o.zcc, o.zone is Zone.BATTLEFIELD)))
    total = ability_total(g, o, player, ability, ability.mana_cost)  # CR 601.2f: the total cost, then locked in
    progress = CastProgress("ability", ab.id, player, mark, "targets", ability.targets, (), total)
    if total is not None and total.x:
        # (for listing X's values: what a reduction will take from X's mana, 601.2f)
        progress = evolve(progress, x_credit=x_listing_credit(g, o, player, ability, total))
    g.set(st, "pending", None)
    kind = counters_x(ability.costs)
    if kind:
        _announce_counters_x(g, progress, o, x, kind)
        return
    announce_x(g, progress, x, o.card.name)


def _announce_counters_x(g: Game, progress: CastProgress, o: GameObject, x: int | None, kind: str) -> None:
    """CR 107.3a, 601.2b / 602.2b: [−X] or "Remove X <kind> counters from ~" — the value of X is
    announced (asked for when not given; at most the counters the permanent has, and the mana the
    player could pay for an {X} too, 118.3); the cost then removes X such counters (606.4)."""
    st = g.state
    if progress.cost is None:
        progress = evolve(progress, cost=ManaCost(0, text=""))  # (no mana to pay: X is only counters)
    if x is None:
        g.set(st, "cast", evolve(progress, stage="x"))
        top = o.counter(kind)
        if progress.cost is not None and progress.cost.x:
            top = min(top, max_x(g, progress.player, progress.cost, progress.x_credit))
        options = x_options(g, progress, top, o.id)  # CR 601.2c: the targets X allows
        g.set(st, "pending", Choose(progress.player, "x", "107.3", options, msg("choose the value of X")))
        return
    after_x(g, with_x(g, progress, x))
