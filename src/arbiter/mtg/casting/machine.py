"""The cast and activation step machine (CR 601.2, 602.2): answering the pending step of the
procedure in progress — one answer function per stage, in a table — or cancelling it (733)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import msg
from arbiter.mtg import targets as tg
from arbiter.mtg.actions import Action, Activate, Cancel, Choose, Decision, Pay, PayCostDecision, Pick
from arbiter.mtg.casting.announce import after_x, announce_x, ask_mode, modes_done, with_x
from arbiter.mtg.casting.assist import answer_assist, answer_assisting
from arbiter.mtg.casting.cost_options import answer_cost_options
from arbiter.mtg.casting.emerge import answer_emerge
from arbiter.mtg.casting.payment import become_cast, convoke, pay_total_cost
from arbiter.mtg.casting.progress import CastProgress, Stage, evolve
from arbiter.mtg.casting.resolution_costs import answer_alternative, answer_buyback, answer_kicker
from arbiter.mtg.casting.reveal_or_pay import answer_reveal_or_pay
from arbiter.mtg.casting.shield_reason import naming_shield
from arbiter.mtg.casting.split_half import answer_half
from arbiter.mtg.casting.targets import conflicts, next_step
from arbiter.mtg.casting.total_cost import offering_reduced
from arbiter.mtg.keywords.splice import answer_splice
from arbiter.mtg.mana.abilities import activate_mana, finish_mana_payment
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.state import GameObject, ObjectRef, PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def continue_cast(g: Game, action: Action) -> None:
    """Answer the pending step of the cast or activation in progress."""
    st = g.state
    progress = st.cast
    assert progress is not None
    dec = st.pending
    if isinstance(action, Cancel):
        if dec is not None and dec.player != progress.player:  # (a player helping to pay: 702.132a)
            raise IllegalAction(msg("only the player casting the spell can take it back"), "601.2", "733.1")
        _cancel(g, progress)
        return
    assert isinstance(dec, Decision)
    _ANSWERS.get(progress.stage, _answer_payment)(g, progress, dec, action)


def _cancel(g: Game, progress: CastProgress) -> None:
    """CR 733: back to the moment before the procedure began, mana abilities activated meanwhile
    included (733.1); a mana ability paid for with other mana abilities returns to the procedure
    it was activated during."""
    st = g.state
    if progress.kind == "trigger":
        raise IllegalAction(msg("a triggered ability can't be taken back"), "603.3d")
    if progress.kind == "copy":
        raise IllegalAction(msg("a copy's targets are chosen as it is put on the stack"), "707.10c")
    g.revert_to(progress.mark)
    if st.resolving is not None and st.pending is None:
        from arbiter.mtg.turn.priority import after_cast_during_resolution

        after_cast_during_resolution(g)  # back to the choice of what to cast (608.2g)


def _picked(dec: Decision, action: Action) -> bool:
    """Whether ``action`` picks one of the options the pending choice offers."""
    return isinstance(action, Pick) and isinstance(dec, Choose) and action.value in dec.options


def _answer_offering(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 702.48b: the permanent sacrificed for the offering (0: none), chosen at 601.2b."""
    st = g.state
    if not isinstance(action, Pick) or not _picked(dec, action):
        prompt = dec.prompt if isinstance(dec, Choose) else ""
        raise IllegalAction(msg("choose a {split} to sacrifice for the offering", split=prompt.split()[2]), "702.48b")
    g.set(st, "pending", None)
    progress = evolve(progress, stage="targets")
    if action.value:
        assert isinstance(action.value, int)  # one of the options: permanents' ids
        victim = st.objects[action.value]
        assert progress.cost is not None
        reduced = offering_reduced(progress.cost, victim.card.mana_cost)
        progress = evolve(progress, offering=action.value, cost=reduced)
    announce_x(g, progress, progress.x, st.objects[progress.obj].card.name)


def _answer_x(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 601.2b, 107.3: the value of X is announced."""
    if not isinstance(action, Pick) or type(action.value) is not int or action.value < 0:
        raise IllegalAction(msg("announce the value of X: a number, 0 or more"), "601.2b", "107.3")
    progress = with_x(g, evolve(progress, stage="targets"), action.value)
    g.set(g.state, "pending", None)
    after_x(g, progress)


def _answer_mode(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 601.2b, 700.2a (603.3c, 700.2b for a triggered ability): one more mode, or 0 for no more."""
    st = g.state
    spell_obj = st.objects[progress.obj]
    if not isinstance(action, Pick) or not _picked(dec, action):
        options = dec.options if isinstance(dec, Choose) else ()
        # CR 700.2a / 601.2b for a spell or an activated ability; 700.2b / 603.3c for a triggered one
        rules = ("700.2b", "603.3c") if progress.kind == "trigger" else ("700.2a", "601.2c")
        if isinstance(action, Pick) and _unchosen_mode(spell_obj, action.value):
            # a mode is offered only if its targets can all be chosen
            reason = msg("mode {action} can't be chosen: it has no legal target", action=action.value)
            raise IllegalAction(reason, *rules)
        rules = ("603.3c", "700.2b") if progress.kind == "trigger" else ("601.2b", "700.2a")
        raise IllegalAction(msg("choose a mode: one of {map}", map=", ".join(map(str, options))), *rules)
    if action.value == 0:
        modes_done(g, progress)
        return
    assert isinstance(action.value, int)  # one of the options: mode numbers
    g.set(spell_obj, "modes", (*spell_obj.modes, action.value - 1))
    g.set(st, "pending", None)
    ask_mode(g, progress)


def _unchosen_mode(o: GameObject, value: object) -> bool:
    """Whether ``value`` numbers a mode of ``o`` (1-based) not chosen yet."""
    modal = o.ability if o.ability is not None else o.card.spell
    count = len(modal.modes) if modal is not None else 0
    return type(value) is int and 0 < value <= count and value - 1 not in o.modes


def _answer_announce(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 601.2b: how a hybrid or Phyrexian symbol will be paid."""
    if not isinstance(action, Pick) or not _picked(dec, action):
        options = dec.options if isinstance(dec, Choose) else ()
        raise IllegalAction(msg("announce how to pay: one of {map}", map=", ".join(map(str, options))), "601.2b")
    assert isinstance(action.value, str)  # one of the options: how to pay
    answer_hybrid(g, action.value)


def _answer_choices(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 601.2h: an object chosen to pay a part of the cost ("sacrifice a creature", crew)."""
    if not isinstance(action, Pick) or not _picked(dec, action):
        prompt = dec.prompt if isinstance(dec, Choose) else ""
        raise IllegalAction(msg('choose one of the options to pay "{prompt}"', prompt=prompt), "601.2h")
    assert isinstance(action.value, int)  # one of the options: objects' ids
    progress = evolve(progress, choices=(*progress.choices, action.value))
    g.set(g.state, "pending", None)
    next_step(g, progress)


def _answer_target(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 601.2c: the next target (0: no more for an "up to" target word)."""
    if not isinstance(action, Pick):
        raise IllegalAction(msg("choose a target first"), "601.2c")
    if not _picked(dec, action):
        spec = progress.specs[len(progress.targets)]
        source = g.state.objects[progress.obj].source
        rules = tg.refusal_rules(g, spec, action.value, progress.player, source if source is not None else progress.obj)
        picked = action.value
        if picked == 0:  # CR 601.2c, 603.3d: "target" isn't "up to": a legal target must be chosen
            raise IllegalAction(msg("a target must be chosen: this one isn't optional"), *rules)
        if isinstance(picked, ObjectRef | PlayerRef) and conflicts(
            progress.specs, progress.targets, len(progress.targets), picked
        ):
            rules = ("115.3", *rules)  # CR 115.3: not twice for one instance of the word "target"
        if isinstance(picked, ObjectRef) and picked.id == progress.obj:
            rules = ("115.5", *rules)  # CR 115.5: a spell or ability on the stack can't target itself
        if progress.kind == "trigger":
            rules = ("603.3d", *rules)  # CR 603.3d: a triggered ability's targets, chosen as 601.2c says
        reason = msg("{action} is not a legal target", action=tg.describe_choice(g, action.value))
        raise IllegalAction(naming_shield(reason, rules), *rules)  # CR 702.11b–d, 702.18a named
    if action.value == 0:
        # no more targets for this word "target": its remaining instances stay unchosen
        group = progress.specs[len(progress.targets)].group
        chosen = list(progress.targets)
        while len(chosen) < len(progress.specs) and progress.specs[len(chosen)].group == group:
            chosen.append(None)
        progress = evolve(progress, targets=tuple(chosen))
    else:
        assert isinstance(action.value, PlayerRef | ObjectRef)  # one of the options: targets
        progress = evolve(progress, targets=(*progress.targets, action.value))
    g.set(g.state, "pending", None)
    next_step(g, progress)


def _answer_divide(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 601.2d: how the damage is divided among the targets."""
    st = g.state
    if not isinstance(action, Pick) or not _picked(dec, action):
        raise IllegalAction(msg("divide the damage: at least 1 to each target, all of it"), "601.2d")
    g.set(st.objects[progress.obj], "division", action.value)
    g.set(st, "pending", None)
    next_step(g, evolve(progress, stage="divided"))


def _answer_payment(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 601.2g–h: activate mana abilities (605.3a), tap or exile for convoke, improvise or delve,
    or pay the total cost."""
    if isinstance(action, Activate):
        activate_mana(g, progress.player, action.source, action.index, action.x)
        return
    if isinstance(action, Pick) and isinstance(dec, PayCostDecision):
        convoke(g, progress, action.value)
        return
    if not isinstance(action, Pay):
        raise IllegalAction(msg("the total cost must be paid now"), "601.2h")
    if progress.kind == "mana ability":
        if action.spend:  # (what pays a mana ability's own cost is never asked about afterwards)
            raise IllegalAction(msg("the mana paying a mana ability's own cost isn't chosen: answer pay"), "605.3b")
        finish_mana_payment(g, progress)
        return
    pay_total_cost(g, progress, action.spend)  # CR 601.2h: with the mana the player chose, if named
    become_cast(g, progress)


def _answer_harmonize(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 702.180b: the creature to tap for harmonize (0: none), chosen at 601.2b."""
    from arbiter.mtg.casting.harmonize import answer_creature

    progress = answer_creature(g, progress, dec, action)
    announce_x(g, progress, progress.x, g.state.objects[progress.obj].card.name)


_ANSWERS: dict[Stage, Callable[[Game, CastProgress, Decision, Action], None]] = {
    "offering": _answer_offering,
    "harmonize": _answer_harmonize,
    "emerge": answer_emerge,
    "reveal": answer_reveal_or_pay,
    "costs": answer_cost_options,
    "half": answer_half,
    "kicker": answer_kicker,
    "buyback": answer_buyback,
    "alternative": answer_alternative,
    "splice": answer_splice,
    "x": _answer_x,
    "modes": _answer_mode,
    "announce": _answer_announce,
    "choices": _answer_choices,
    "targets": _answer_target,
    "divide": _answer_divide,
    "pay": _answer_payment,
    "assist": answer_assist,
    "assisting": answer_assisting,
}


def answer_hybrid(g: Game, choice: str) -> None:
    """CR 601.2b, 107.4e–f: one hybrid or Phyrexian symbol becomes the mana (or 2 life) announced."""
    st = g.state
    progress = st.cast
    assert progress is not None
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
    next_step(g, evolve(progress, cost=new_cost, life=life, stage="targets"))
