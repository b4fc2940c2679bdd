"""The cast and activation step machine (CR 601.2, 602.2): answering the pending step of the
procedure in progress, or cancelling it (733)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.mtg.actions import Action, Activate, Cancel, Choose, Pay, PayCostDecision, Pick
from arbiter.mtg.casting.announce import after_x, announce_x, ask_mode, modes_done, with_x
from arbiter.mtg.casting.payment import become_cast, convoke, pay_total_cost
from arbiter.mtg.casting.progress import CastProgress
from arbiter.mtg.casting.targets import next_step
from arbiter.mtg.casting.total_cost import offering_reduced
from arbiter.mtg.characteristics import activated
from arbiter.mtg.enums import Zone
from arbiter.mtg.mana import ManaCost
from arbiter.mtg.mana_abilities import activate_mana_ability

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def continue_cast(g: Game, action: Action) -> None:
    """Answer the pending step of the cast or activation in progress."""
    st = g.state
    progress: CastProgress = st.cast
    if isinstance(action, Cancel):
        if progress.kind == "trigger":
            raise IllegalAction("a triggered ability can't be taken back", "603.3d")
        if progress.kind == "copy":
            raise IllegalAction("a copy's targets are chosen as it is put on the stack", "707.10c")
        g.revert_to(progress.mark)
        if st.resolving is not None and st.pending is None:
            from arbiter.mtg.priority import after_cast_during_resolution

            after_cast_during_resolution(g)  # back to the choice of what to cast (608.2g)
        return
    dec = st.pending
    if progress.stage == "offering":
        assert isinstance(dec, Choose)
        if not isinstance(action, Pick) or action.value not in dec.options:
            raise IllegalAction(f"choose a {dec.prompt.split()[2]} to sacrifice for the offering", "702.48b")
        g.set(st, "pending", None)
        progress = replace(progress, stage="targets")
        if action.value:
            victim = st.objects[action.value]
            assert progress.cost is not None
            reduced = offering_reduced(progress.cost, victim.card.mana_cost)
            progress = replace(progress, offering=action.value, cost=reduced)
        announce_x(g, progress, progress.x, st.objects[progress.obj].card.name)
        return
    if progress.stage == "x":
        if not isinstance(action, Pick) or not isinstance(action.value, int) or action.value < 0:
            raise IllegalAction("announce the value of X: a number, 0 or more", "601.2b", "107.3")
        progress = with_x(g, replace(progress, stage="targets"), action.value)
        g.set(st, "pending", None)
        after_x(g, progress)
        return
    if progress.stage == "modes":
        assert isinstance(dec, Choose)
        if not isinstance(action, Pick) or action.value not in dec.options:
            raise IllegalAction(f"choose a mode: one of {', '.join(map(str, dec.options))}", "601.2b", "700.2a")
        spell_obj = st.objects[progress.obj]
        if action.value == 0:
            modes_done(g, progress)
            return
        g.set(spell_obj, "modes", (*spell_obj.modes, action.value - 1))
        g.set(st, "pending", None)
        ask_mode(g, progress)
        return
    if progress.stage == "announce":
        assert isinstance(dec, Choose)
        if not isinstance(action, Pick) or action.value not in dec.options:
            raise IllegalAction(f"announce how to pay: one of {', '.join(dec.options)}", "601.2b")
        answer_hybrid(g, action.value)
        return
    if progress.stage == "choices":
        assert isinstance(dec, Choose)
        if not isinstance(action, Pick) or action.value not in dec.options:
            raise IllegalAction(f'choose one of the options to pay "{dec.prompt}"', "601.2h")
        progress = replace(progress, choices=(*progress.choices, action.value))
        g.set(st, "pending", None)
        next_step(g, progress)
        return
    if progress.stage == "targets":
        assert isinstance(dec, Choose)
        if not isinstance(action, Pick):
            raise IllegalAction("choose a target first", "601.2c")
        if action.value not in dec.options:
            raise IllegalAction(f"{action.value} is not a legal target", "601.2c", "115.1")
        if action.value == 0:
            # no more targets for this word "target": its remaining instances stay unchosen
            group = progress.specs[len(progress.targets)].group
            chosen = list(progress.targets)
            while len(chosen) < len(progress.specs) and progress.specs[len(chosen)].group == group:
                chosen.append(None)
            progress = replace(progress, targets=tuple(chosen))
        else:
            progress = replace(progress, targets=(*progress.targets, action.value))
        g.set(st, "pending", None)
        next_step(g, progress)
        return
    if progress.stage == "divide":
        assert isinstance(dec, Choose)
        if not isinstance(action, Pick) or action.value not in dec.options:
            raise IllegalAction("divide the damage: at least 1 to each target, all of it", "601.2d")
        g.set(st.objects[progress.obj], "division", action.value)
        g.set(st, "pending", None)
        next_step(g, replace(progress, stage="divided"))
        return
    if isinstance(action, Activate):
        o = st.objects.get(action.source)
        abilities = activated(g, o) if o is not None else ()
        if o is None or not 0 <= action.index < len(abilities) or not abilities[action.index].is_mana:
            raise IllegalAction("only mana abilities can be activated while paying a cost", "601.2g")
        if o.controller != progress.player or o.zone is not Zone.BATTLEFIELD:
            raise IllegalAction("you can activate only mana abilities of permanents you control", "605.3a")
        if abilities[action.index].instant_speed:
            raise IllegalAction(
                "an ability activated only as an instant can't be activated while casting or activating: "
                "no one has priority",
                "602.5e",
            )
        activate_mana_ability(g, o, abilities[action.index])
        return
    if isinstance(action, Pick) and isinstance(dec, PayCostDecision):
        convoke(g, progress, action.value)
        return
    if not isinstance(action, Pay):
        raise IllegalAction("the total cost must be paid now", "601.2h")
    pay_total_cost(g, progress)
    become_cast(g, progress)


def answer_hybrid(g: Game, choice: str) -> None:
    st = g.state
    progress: CastProgress = st.cast
    cost = progress.cost
    assert cost is not None
    rest = cost.other[1:]
    colored = list(cost.colored)
    generic = cost.generic
    life = progress.life
    if choice == "life":
        life += 2  # CR 107.4f
    elif choice.isdigit():
        generic += int(choice)
    else:
        colored["WUBRGC".index(choice)] += 1
    new_cost = ManaCost(generic, tuple(colored), cost.x, rest, cost.text)
    g.set(st, "pending", None)
    next_step(g, replace(progress, cost=new_cost, life=life, stage="targets"))
