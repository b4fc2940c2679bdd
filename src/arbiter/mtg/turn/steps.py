"""Turn structure (CR 500–514): steps, their turn-based actions (703), and moving on.

The game's progress through a turn is data in the state: ``step``, ``step_begun`` (its
turn-based actions are done) and ``priority``. :func:`advance` runs the game forward from any
point until some player must decide something.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import sba, triggers
from arbiter.mtg.actions import Choose, DeclareAttackersDecision, DeclareBlockersDecision, Option, Priority
from arbiter.mtg.combat import phase as combat
from arbiter.mtg.damage_kept import damage_kept, keepers
from arbiter.mtg.effects.end_of_combat import LATER_MOMENTS
from arbiter.mtg.effects.until_next_turn import end_at_turn_of
from arbiter.mtg.effects.while_tapped import end_lapsed, held
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.ir.statics.rules import UntapsDuringOthersUntap
from arbiter.mtg.layers import statics
from arbiter.mtg.mana.combat_mana import empty_pools
from arbiter.mtg.mana.pool import EMPTY_POOL
from arbiter.mtg.model import DoesntUntapItself
from arbiter.mtg.objects import control as control
from arbiter.mtg.objects import sagas as sagas
from arbiter.mtg.objects.counters import untap
from arbiter.mtg.objects.phasing import untap_step_phasing
from arbiter.mtg.player_statics import skips_step
from arbiter.mtg.turn import day_night as day_night
from arbiter.mtg.turn import untap_choice as untap_choice
from arbiter.mtg.turn import untap_limits
from arbiter.mtg.turn.extra_phases import after_phase, phase_of
from arbiter.mtg.turn.extra_turns import next_turn_player
from arbiter.mtg.turn.hand_size import maximum_hand_size
from arbiter.mtg.zones import discard, draw, move, remove_from_zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

_PRIORITY = (Priority(0), Priority(1))  # (immutable values: one per player will do)
_NEXT_STEP = dict(zip(list(Step)[:-1], list(Step)[1:], strict=True))  # (Step(step + 1), looked up)


def advance(g: Game) -> None:
    """Run the game until a decision is pending or the game is over."""

    st = g.state
    while not st.over and st.pending is None:
        if not st.started:
            if st.restarting is None:
                return
            from arbiter.mtg.turn.start import first_turn

            first_turn(g)  # CR 727.4: the restarting effect goes on finishing after an answer
            continue
        if not st.step_begun:
            begin_step(g)
            continue
        step = st.step
        if step is Step.UNTAP or (step is Step.CLEANUP and not st.extra_cleanup):
            # CR 502.4 / 514.3: no player receives priority in these steps
            if step is Step.CLEANUP:
                performed = sba.check(g)
                if st.pending is not None or st.over:
                    continue
                triggers.collect(g)
                if performed or st.waiting:
                    # CR 514.3a: SBAs were performed or abilities triggered: players receive priority
                    g.set(st, "extra_cleanup", True)
                    continue
            end_step(g)
            continue
        if step is Step.DECLARE_ATTACKERS and not st.combat_declared:
            g.set(st, "pending", DeclareAttackersDecision(st.active))
            return
        if step is Step.DECLARE_BLOCKERS and not st.combat_declared:
            g.set(st, "pending", DeclareBlockersDecision(1 - st.active))
            return
        # CR 117.5 / 704.3: state-based actions, then triggered abilities, before a player
        # would receive priority; repeated until neither happens
        sba.check(g)
        if st.over or st.pending is not None:
            return
        if triggers.put_next(g):
            continue
        holder = st.priority
        if holder is None:
            holder = st.active  # CR 117.3a
            g.set(st, "priority", holder)
            if st.passes:  # (the decision loop's bookkeeping: a write of the same value is skipped)
                g.set(st, "passes", 0)
        g.set(st, "pending", _PRIORITY[holder])


def begin_step(g: Game) -> None:
    """Start the current step: log it and perform its turn-based actions (CR 703)."""

    st = g.state
    g.set(st, "step_begun", True)
    if st.priority is not None:  # (bookkeeping: a write of the same value is skipped)
        g.set(st, "priority", None)
    step = st.step
    g.log(ev.StepBegan(_STEP_RULES[step], step))
    if step is Step.UNTAP:
        untap_step(g)
    elif step is Step.DRAW:
        draw(g, st.active, "504.1")
    elif step is Step.MAIN1:
        sagas.add_lore_counters(g)  # CR 714.3c
    elif step is Step.DECLARE_ATTACKERS:
        g.set(st, "combat_declared", False)
        if not combat.attack_candidates(g):
            combat.declare_attackers_none(g)
    elif step is Step.DECLARE_BLOCKERS:
        g.set(st, "combat_declared", False)
        if not combat.could_block_anything(g):
            combat.declare_blockers_none(g)
    elif step is Step.FIRST_STRIKE_DAMAGE:
        combat.combat_damage(g, first_strike=True)
    elif step is Step.COMBAT_DAMAGE:
        combat.combat_damage(g, first_strike=False)
    elif step is Step.CLEANUP:
        cleanup(g)


def untap_step(g: Game) -> None:
    """CR 502.3: the active player untaps their permanents. CR 302.6: permanents they control
    have now been under their control continuously since this turn began."""
    untap_step_phasing(g)  # CR 502.1: phasing first
    day_night.settle(g)  # CR 702.145c, f: one phased in bound to the other transforms at once
    day_night.untap_step(g)  # CR 502.2, 731.2: day or night follows the previous turn's spells
    if not untap_choice.ask(g):  # CR 502.3: "you may choose not to untap ~" is decided first
        untap_permanents(g, ())


def untap_permanents(g: Game, kept: tuple[int, ...]) -> None:
    """CR 502.3: the active player's permanents untap, but those ``kept`` tapped by choice — and,
    where an effect limits how many untap, those the active player doesn't choose."""
    would = _would_untap(g, kept)
    final = untap_limits.settle(g, would)
    if final is not None:
        untap_now(g, final)


def _would_untap(g: Game, kept: tuple[int, ...]) -> tuple[int, ...]:
    """The tapped permanents that would untap in this untap step (CR 502.3), none yet untapped."""
    st = g.state
    would: list[int] = []
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller != st.active and o.tapped and _untaps_in_others_step(g, o):
            would.append(oid)  # "Untap ~ during each other player's untap step."
        elif o.controller == st.active:
            if o.sick:
                g.set(o, "sick", False)
            if o.skip_untaps:
                g.set(o, "skip_untaps", o.skip_untaps - 1)  # effects keep it from untapping
                continue
            if (
                o.tapped
                and (o.card.statics or st.grant_sources)
                and any(isinstance(s, DoesntUntapItself) and s.holds(o.counter(s.counter)) for s in statics(g, o))
            ):
                continue  # "~ doesn't untap during your untap step." (or an Aura's, on it)
            if o.tapped and (oid in kept or held(g, o)):
                continue  # chosen not to untap; or "for as long as ~ remains tapped" (611.2b)
            if o.tapped:
                would.append(oid)
    return tuple(would)


def untap_now(g: Game, ids: tuple[int, ...]) -> None:
    """CR 502.3: the permanents determined to untap untap (all at once)."""
    st = g.state
    untapped = [oid for oid in ids if untap(g, st.objects[oid], "502.3")]
    if untapped:
        g.log(ev.Untapped("502.3", st.players[st.active].name, len(untapped), tuple(untapped)))
    end_lapsed(g)  # CR 611.2b: what lasted "for as long as ~ remains tapped" ends with it


def _untaps_in_others_step(g: Game, o: GameObject) -> bool:
    """CR 502.3: "Untap ~ during each other player's untap step." — a static of the permanent, its
    own or granted ("Enchanted land has "Untap this land during each other player's untap step."",
    Urban Burgeoning: 613.1f, an ability the land has like its printed ones)."""
    if not (o.card.statics or g.state.grant_sources):
        return False
    return any(isinstance(s, UntapsDuringOthersUntap) for s in statics(g, o))


def cleanup(g: Game) -> None:
    """CR 514.1: discard to maximum hand size; then 514.2."""
    st = g.state
    hand = st.players[st.active].hand
    most = maximum_hand_size(g, st.active) if hand else None
    if most is not None and len(hand) > most:
        prompt = msg("discard down to {size}", size=most)
        g.set(st, "pending", Choose(st.active, "discard", "514.1", hand, prompt))
        return
    end_of_turn_cleanup(g)


def discard_to_hand_size(g: Game, card: Option) -> None:
    """CR 514.1: one chosen card is discarded; ask again until the hand is small enough."""
    assert isinstance(card, int)  # one of the options: cards in hand

    st = g.state
    g.set(st, "pending", None)
    discard(g, st.objects[card], "514.1")
    cleanup(g)


def end_of_turn_cleanup(g: Game) -> None:
    """CR 514.2: damage wears off and "until end of turn" effects end, simultaneously."""
    st = g.state
    by = keepers(g)  # "Damage isn't removed from creatures your opponents control during cleanup steps."
    # CR 514.2: damage on phased-out permanents wears off too
    for oid in (*st.battlefield, *(r.obj for r in st.phased_out)) if st.phased_out else st.battlefield:
        o = st.objects[oid]
        if o.damage and not damage_kept(g, o, by):
            g.set(o, "damage", 0)
        if o.deathtouched:
            g.set(o, "deathtouched", False)
    if st.boosts:
        g.set(st, "boosts", ())
    if st.delayed:
        # "this turn" delayed triggers end with the turn (514.2); those waiting for a later moment
        # ("the next end step" created in an end step, "your next main phase") stay (603.7b)
        g.set(st, "delayed", tuple(d for d in st.delayed if d.at in LATER_MOMENTS and not d.fired))
    if st.may_play:
        g.set(st, "may_play", tuple(m for m in st.may_play if m.last > st.turn))
    if st.effects:
        g.set(st, "effects", ())
        control.refresh(g)  # CR 613.1b: "until end of turn" control-changing effects end
    g.log(ev.DamageRemoved("514.2"))


def end_step(g: Game) -> None:
    """End the current step: mana empties (CR 106.4), combat ends (511.3); go to the next."""

    st = g.state
    empty_pools(g, st.step)  # CR 106.4 (mana kept until end of combat stays in it, 702.189a)
    for p in st.players:
        if p.restricted:
            g.set(p, "restricted", ())  # CR 106.4, 106.6: restricted mana empties too
    if st.step is Step.END_OF_COMBAT:
        combat.remove_all_from_combat(g)
    _reset_priority(g)
    g.set(st, "step_begun", False)
    step = st.step
    if step is Step.CLEANUP:
        if st.extra_cleanup:
            # CR 514.3a: another cleanup step follows
            g.set(st, "extra_cleanup", False)
            return
        added = after_phase(g, None) if st.additional is not None else None  # CR 500.8
        if added is not None:
            g.set(st, "step", added)
            return
        _next_turn(g)
        return
    nxt = _NEXT_STEP[step]  # CR 500.1: the steps in order
    if nxt is Step.DECLARE_BLOCKERS and not combat.any_attackers(g):
        g.log(ev.StepSkipped("508.8", Step.DECLARE_BLOCKERS))
        g.log(ev.StepSkipped("508.8", Step.COMBAT_DAMAGE))
        nxt = Step.END_OF_COMBAT
    if nxt is Step.FIRST_STRIKE_DAMAGE and not combat.any_first_strike(g):
        nxt = Step.COMBAT_DAMAGE
    if nxt is Step.DRAW and st.turn == 1:
        g.log(ev.StepSkipped("103.8a", Step.DRAW))  # the starting player skips their first draw
        nxt = Step.MAIN1
    elif nxt is Step.DRAW and skips_step(g, st.active, "draw"):
        g.log(ev.StepSkipped("614.10", Step.DRAW))  # "Skip your draw step." (CR 614.1b)
        nxt = Step.MAIN1
    elif nxt is Step.DRAW and st.active in st.skip_draws:
        # CR 614.10a: "you skip your next draw step" — satisfied by the first draw step it skips
        i = st.skip_draws.index(st.active)
        g.set(st, "skip_draws", st.skip_draws[:i] + st.skip_draws[i + 1 :])
        g.log(ev.StepSkipped("614.10a", Step.DRAW))
        nxt = Step.MAIN1
    if st.additional is not None and phase_of(nxt) != phase_of(step):
        after = after_phase(g, nxt)  # CR 500.8: the phases added after the one that ends come first
        if after is None:  # (the last of the phases added after the ending phase: the turn ends)
            _next_turn(g)
            return
        nxt = after
    g.set(st, "step", nxt)


def _next_turn(g: Game) -> None:
    """The turn ends; the next begins (CR 500.7: an extra turn comes first)."""
    st = g.state
    player, skip_untap = next_turn_player(g)
    begin_turn(g, player)
    if skip_untap:  # CR 614.10: "Skip the untap step of that turn."
        g.log(ev.StepSkipped("614.10", Step.UNTAP))
        g.set(st, "step", Step.UPKEEP)


def _reset_priority(g: Game) -> None:
    """As a step ends, no one holds priority and no one has passed (CR 117.3a: the active player
    receives it in the next step) — the decision loop's bookkeeping, written only if it differs."""
    st = g.state
    if st.priority is not None:
        g.set(st, "priority", None)
    if st.passes:
        g.set(st, "passes", 0)
    if st.pending is not None:
        g.set(st, "pending", None)


def end_the_turn(g: Game) -> None:
    """CR 724.1: an effect ends the turn — waiting triggered abilities cease to exist (724.1a),
    every object on the stack is exiled, the resolving one included (724.1b), state-based
    actions are checked (724.1c), the step ends — combat too — and the game goes straight to
    the cleanup step (724.1d); end step triggers don't happen (724.1e)."""
    st = g.state
    triggers.collect(g)
    if st.waiting:
        g.set(st, "waiting", ())
    for oid in reversed(st.stack):
        o = st.objects[oid]
        if o.ability is not None:
            remove_from_zone(g, o)
            g.journal.dict_del(st.objects, o.id)
        else:
            move(g, o, Zone.EXILE, "724.1b", "is exiled and put")
    g.set(st, "resolving", None)
    g.set(st, "cast", None)
    sba.check(g)
    for p in st.players:
        if p.pool != EMPTY_POOL:
            g.log(ev.ManaEmptied("106.4", p.name, p.pool))
            g.set(p, "pool", EMPTY_POOL)
        if p.restricted:
            g.set(p, "restricted", ())  # CR 106.4, 106.6: restricted mana empties too
    combat.remove_all_from_combat(g)
    if st.additional is not None:
        g.set(st, "additional", None)  # CR 724.1d: the phases added to the turn are skipped with the rest
    turn = msg("{player}'s turn", player=st.players[st.active].name)
    g.log(ev.EffectCreated("724.1d", turn, msg("ends: the game goes to the cleanup step")))
    g.set(st, "priority", None)
    g.set(st, "passes", 0)
    g.set(st, "step_begun", False)
    g.set(st, "pending", None)
    g.set(st, "extra_cleanup", False)
    g.set(st, "step", Step.CLEANUP)


def begin_turn(g: Game, player: int) -> None:
    """CR 500.1: a new turn begins with its untap step."""
    st = g.state
    g.set(st, "turn", st.turn + 1)
    g.set(st, "active", player)
    if st.additional is not None:
        g.set(st, "additional", None)  # (phases added to a turn that ended early, 724.1)
    g.set(st, "step", Step.UNTAP)
    g.set(st, "step_begun", False)
    g.set(st, "priority", None)
    for p in st.players:
        if p.lands_played:
            g.set(p, "lands_played", 0)
        if p.spells_cast:
            g.set(p, "spells_cast", 0)
        if p.cards_drawn:
            g.set(p, "cards_drawn", 0)
    g.log(ev.TurnBegan("500.1", st.turn, st.players[player].name))
    if st.lasting:
        end_at_turn_of(g, player)  # CR 500.4: "until your next turn" ends


def require_priority(g: Game, player: int) -> None:
    st = g.state
    if not isinstance(st.pending, Priority) or st.pending.player != player:
        raise IllegalAction(msg("{players} does not have priority", players=st.players[player].name), "117.1")


_STEP_RULES = {
    Step.UNTAP: "502.1",
    Step.UPKEEP: "503.1",
    Step.DRAW: "504.1",
    Step.MAIN1: "505.1",
    Step.BEGINNING_OF_COMBAT: "507.1",
    Step.DECLARE_ATTACKERS: "508.1",
    Step.DECLARE_BLOCKERS: "509.1",
    Step.FIRST_STRIKE_DAMAGE: "510.4",
    Step.COMBAT_DAMAGE: "510.1",
    Step.END_OF_COMBAT: "511.1",
    Step.MAIN2: "505.1",
    Step.END: "513.1",
    Step.CLEANUP: "514.1",
}
