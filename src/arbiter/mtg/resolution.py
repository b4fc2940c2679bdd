"""Resolving the top object of the stack (CR 608): the instructions are followed in order
(608.2c); one that asks a player something pauses the resolution (608.2d, see
:mod:`arbiter.mtg.paused`) until the answer comes; then the spell or ability finishes (608.2n,
608.3)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg import effects
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Action, Choose, Pick
from arbiter.mtg.effects.any_opponent import AnyOpponentMay
from arbiter.mtg.effects.ascend_spell import AscendAsSpell
from arbiter.mtg.effects.conditional import ConditionChecked, IfCondition
from arbiter.mtg.effects.epic import EPIC, Epic
from arbiter.mtg.effects.instead import InsteadAsking, chosen_instruction
from arbiter.mtg.effects.instructions import Instructions, InstructionsAsking
from arbiter.mtg.effects.keywords import EncodeCipher
from arbiter.mtg.effects.library import ShuffleLibrary
from arbiter.mtg.effects.library_and_graveyard import SearchingLibraryAndGraveyard
from arbiter.mtg.effects.named_cards import TARGET_NAME, SearchingForNamed, note_target_names
from arbiter.mtg.effects.resolution import players_of
from arbiter.mtg.effects.returns import ReturnFromGraveyard
from arbiter.mtg.effects.tempting_offer import TemptingOffer
from arbiter.mtg.effects.tokens import CreateToken
from arbiter.mtg.enums import EndStepAction, Zone
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.keywords import bestow as bestow
from arbiter.mtg.keywords.bestow import is_bestowed
from arbiter.mtg.model import (
    ActivatedAbility,
    And,
    Effect,
    MayCostThen,
    MayDo,
    MayPayThen,
    Then,
    TriggeredAbility,
)
from arbiter.mtg.objects import as_enters as as_enters
from arbiter.mtg.objects.last_known import condition_source
from arbiter.mtg.paused import (
    ASKERS,
    At,
    CastingStep,
    ChoosingColor,
    ChoosingManaColor,
    CopyingSpell,
    Exploring,
    ForPlayer,
    MayChoosing,
    Next,
    Offered,
    PayingOrNot,
    Proliferating,
    Resolving,
    TappingOrUntapping,
    act_as,
    act_done,
)
from arbiter.mtg.paused.attack_choice import ChoosingAttacked, asks, followed
from arbiter.mtg.paused.chain_copies import ChainChoosing, ChainPaying
from arbiter.mtg.paused.change_target import ChangingTheTarget, ChoosingNewTargets
from arbiter.mtg.paused.clash import Clashing
from arbiter.mtg.paused.entering import AwaitingEntering, await_entering, entered, entering_asks
from arbiter.mtg.paused.kinship import RevealingKin
from arbiter.mtg.paused.repeat_process import Repeating
from arbiter.mtg.paused.replacement_order import OrderingReplacements
from arbiter.mtg.paused.resolution_choice import ChoosingValue, card_name_answer, names_a_card
from arbiter.mtg.paused.reveal_for_each_target import RevealingForEach
from arbiter.mtg.paused.ripple import RippleRevealing
from arbiter.mtg.paused.tempting_offer import OfferAsking
from arbiter.mtg.paused.top_or_bottom import ChoosingTopOrBottom
from arbiter.mtg.paused.venture import ChoosingDungeon, ChoosingRoom
from arbiter.mtg.paused.ward_costs import PayingWardLife
from arbiter.mtg.paused.word_choice import ChoosingWord
from arbiter.mtg.state import (
    Accepted,
    GameObject,
    ObjectRef,
    PlayerRef,
    PlayPermission,
    SubjectSeen,
    TargetController,
    ThatPlayer,
)
from arbiter.mtg.triggers import condition_holds, mentions
from arbiter.mtg.zones import move, remove_from_zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def resolve_top(g: Game) -> None:
    """CR 608.2: resolve the top object of the stack."""

    st = g.state
    o = st.objects[st.stack[-1]]
    if o.ability is not None:
        ability = o.ability
        modal = isinstance(ability, ActivatedAbility | TriggeredAbility)
        specs, fx = ability.chosen(o.modes) if modal else (ability.targets, ability.effects)
        source = condition_source(g, o) if o.source is not None else None  # CR 603.4, 113.7a
        subject = next((st.objects.get(e.id) for e in o.lki if isinstance(e, SubjectSeen)), None)
        if (
            isinstance(ability, TriggeredAbility)
            and source is not None
            and not condition_holds(g, source, ability, subject, True, _that_player(o))
        ):
            g.log(
                ev.RemovedFromStack(
                    "603.4", o.id, msg("{card}'s triggered ability (its condition is false)", card=CardName(o.label))
                )
            )
            _finish(g, o, resolved=False)
            return
    else:
        spell = o.card.spell
        specs, fx = spell.chosen(o.modes) if spell else ((), ())
    legal = effects.legal_targets_now(g, o, specs)
    if o.ability is None and o.targets and not any(legal) and is_bestowed(o):
        # CR 702.103e, 608.3b: its target illegal, it ceases to be bestowed and resolves as a creature spell
        bestow.cease(g, o, "702.103e")
        g.set(o, "targets", ())
        specs, fx, legal = (), (), []
    if any(t is not None for t in o.targets) and not any(legal):
        # CR 608.2b: every target is illegal — the spell or ability doesn't resolve (one with
        # "up to" targets and none chosen resolves); CR 608.3b: for a permanent spell (an Aura)
        # it is removed from the stack and put into its owner's graveyard
        rule = "608.3b" if o.ability is None and o.card.is_permanent else "608.2b"
        g.log(ev.DidNotResolve(rule, o.id, stack_name(o)))
        _finish(g, o, resolved=False)
        return
    for ok, t in zip(legal, o.targets, strict=False):
        if not ok and t is not None:
            g.log(ev.TargetIllegal("608.2b", o.label, effects.describe_target(g, t)))
    g.log(ev.Resolved("608.2", o.id, stack_name(o)))
    if any(mentions(tuple(fx), kind) for kind in ("its controller", "that's controller", "that player or controller")):
        # CR 608.2h: "its controller" / "that creature's controller" is found as the target last
        # existed on the battlefield (or on the stack: "Counter target spell. Its controller …")
        known = tuple(
            TargetController(i, x.controller)
            for i, t in enumerate(o.targets)
            if isinstance(t, ObjectRef)
            and (x := st.objects.get(t.id)) is not None
            and x.zone in (Zone.BATTLEFIELD, Zone.STACK)
            and (x.zone is Zone.BATTLEFIELD or x.zcc == t.zcc)
        )
        g.set(o, "lki", (*(o.lki or ()), *known))
    if mentions(tuple(fx), TARGET_NAME):
        note_target_names(g, o)  # CR 608.2h: "the same name as that creature" after it's exiled
    if not run_effects(g, o, instructions(g, o), legal, 0):
        return  # paused for a decision (CR 608.2d); the answer takes it from there
    complete(g, o)


# -- the instructions -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class IfYouDid:
    """The "If you do, …" part of a "You may …" whose own instruction needs a decision (CR 608.2e),
    run as the next instruction — or skipped when the player declined."""

    effect: Effect | ForPlayer


Instruction = Effect | IfYouDid | ForPlayer | Offered

# the instructions that ask their questions by being followed as several plain ones (:func:`instructions`)
EXPANDED: tuple[type[Effect], ...] = (
    TemptingOffer,
    InstructionsAsking,
    CreateToken,
    ReturnFromGraveyard,
    AnyOpponentMay,
)


def instructions(g: Game, o: GameObject) -> tuple[Instruction, ...]:
    """The instructions of the resolving object, in order (CR 608.2c)."""
    fx: tuple[Effect, ...]
    if isinstance(o.ability, ActivatedAbility | TriggeredAbility):
        fx = tuple(o.ability.chosen(o.modes)[1])
    elif o.ability is not None:
        fx = tuple(o.ability.effects)
    else:
        spell = o.card.spell
        fx = tuple(spell.chosen(o.modes)[1]) if spell else ()
        if "ascend" in o.card.keywords and not o.card.is_permanent:
            fx = (_ASCEND, *fx)  # CR 702.131a: ascend on an instant or sorcery is a spell ability
        if "cipher" in o.card.keywords and not o.is_token:
            fx = (*fx, _ENCODE)  # CR 702.99a: "If this spell is represented by a card, you may exile it encoded …"
        if EPIC in o.card.keywords and not o.card.is_permanent:
            fx = (*fx, _EPIC)  # CR 702.50a: two spell abilities, after its other instructions
    split: tuple[Instruction, ...] = fx
    if any(_then_decides(e) or _gated(e) for e in fx):
        split = tuple(_split_may(fx))
    if any(isinstance(e, EXPANDED) or _instead_of_several(e) for e in split):
        split = tuple(x for e in split for x in _expanded(g, o, e))
    return split


def _instead_of_several(e: Instruction) -> bool:
    """ "<instructions>. If <condition>, instead <instructions>." where a side is several
    instructions, one asking (Careful Consideration): the side its condition chooses is followed as
    several plain ones, each pausing (CR 614.15, 608.2c). Its condition is one fixed as the spell
    was cast (``sentences/instead._whole_sentence_instead``), so the choice is the same each time
    the list is read."""
    return isinstance(e, InsteadAsking) and isinstance(e.first, InstructionsAsking | Instructions)


_ENCODE = EncodeCipher()
_EPIC = Epic()
_ASCEND = AscendAsSpell()


def _expanded(g: Game, o: GameObject, e: Instruction) -> Iterator[Instruction]:
    """An instruction followed as several plain ones: a tempting offer, or several instructions
    standing as one where one of them asks a question (CR 608.2c: in order, each pausing)."""
    if isinstance(e, TemptingOffer):
        yield from _offer(g, o, e)
    elif isinstance(e, InstructionsAsking):
        yield from e.parts()
    elif isinstance(e, InsteadAsking):
        chosen = chosen_instruction(g, o, e, [True] * len(o.targets))  # CR 614.15
        yield from chosen.parts() if isinstance(chosen, Instructions) else (chosen,)
    elif isinstance(e, AnyOpponentMay):
        yield from _any_may(g, o, e)
    elif isinstance(e, CreateToken | ReturnFromGraveyard):
        yield followed(e)  # CR 508.4: entering attacking, then what each attacks is asked
    else:
        yield e


def _any_may(g: Game, o: GameObject, e: AnyOpponentMay) -> Iterator[Instruction]:
    """CR 608.2d–e, 101.4: "Any opponent / any player may …" — each such player in APNAP order
    decides, until one does it (the list is read again after each answer: one who did ends the
    asking); then the controller's part, "If a player does" only if one did (past a "no" it is
    skipped, 608.2e), "If no one does" only while no one has."""
    accepted = [x.player for x in o.lki if isinstance(x, Accepted)]
    for p in players_of(g, o, Ref("each player" if e.anyone else "each opponent"), []):
        yield Offered(p, e.offer)
        yield IfYouDid(ForPlayer(p, e.offer))
        if p in accepted:
            break
    if not e.if_none:
        yield from (IfYouDid(x) for x in e.then)
    elif not accepted:
        yield from e.then


def _offer(g: Game, o: GameObject, e: TemptingOffer) -> Iterator[Instruction]:
    """A tempting offer as plain instructions (CR 608.2c): the controller's; for each opponent in
    APNAP order (101.4) their decision and, if they accept, the same instructions performed by them;
    the controller's again once for each who accepted (known once they have answered: the list is
    read again after each answer); then, for searches, each player who searched shuffles (701.24a)."""
    yield from e.effects
    accepted = [x.player for x in o.lki if isinstance(x, Accepted)]
    for p in players_of(g, o, Ref("each opponent"), []):
        yield Offered(p, e)
        yield from (IfYouDid(ForPlayer(p, x)) for x in e.effects)
    for _ in accepted:
        yield from e.effects
    if e.searches:
        yield from (ForPlayer(p, ShuffleLibrary()) for p in dict.fromkeys((o.controller, *accepted)))


def past_if_you_did(fx: tuple[Instruction, ...], start: int) -> int:
    """Where to go on when the optional action wasn't done: past its "If you do" parts (CR 608.2e)."""
    while start < len(fx) and isinstance(fx[start], IfYouDid):
        start += 1
    return start


def _split_may(fx: tuple[Effect, ...]) -> Iterator[Instruction]:
    """A "You may …. If you do, <a decision>." becomes two instructions, so the second can pause
    the resolution like any other (CR 608.2d)."""
    for e in fx:
        if isinstance(e, MayDo | MayCostThen) and e.then is not None and asks(e.then):
            yield replace(e, then=None)
            yield from _if_you_did(e.then)
        elif isinstance(e, MayPayThen) and asks(e.effect):
            yield e  # (the payment doesn't perform a deciding "If you do, …": the next instruction does)
            yield from _if_you_did(e.effect)
        elif _gated(e):
            assert isinstance(e, IfCondition)
            yield ConditionChecked(e.condition)  # CR 608.2c: checked once, then each part may pause
            yield from _if_you_did(e.effect)
        else:
            yield e


def _gated(e: Effect) -> bool:
    """ "If <condition>, <several instructions, one asking>." (Statute of Denial's "draw a card,
    then discard a card"): split so each can pause, behind one check of the condition."""
    return isinstance(e, IfCondition) and not e.unless and isinstance(e.effect, InstructionsAsking)


def _if_you_did(then: Effect) -> Iterator[IfYouDid]:
    """The "If you do, …" part; several instructions one by one (each may pause, CR 608.2c–d)."""
    if isinstance(then, InstructionsAsking):
        yield from (IfYouDid(x) for x in then.parts())
    else:
        yield IfYouDid(followed(then))  # (CR 508.4: tokens entering attacking, then what each attacks)


def _then_decides(e: Effect) -> bool:
    """ "You may …. If you do, <an instruction that asks a question of its own>." (CR 608.2d)."""
    if isinstance(e, MayPayThen):
        return asks(e.effect) and e.otherwise is None
    return isinstance(e, MayDo | MayCostThen) and e.then is not None and asks(e.then)


def run_effects(g: Game, o: GameObject, fx: tuple[Instruction, ...], legal: list[bool], start: int) -> bool:
    """CR 608.2c: follow the instructions in order from ``start``; one that needs a player's
    decision (608.2d) pauses the resolution (its progress is data in the state). False when
    paused, or when the rest of the resolution doesn't happen."""
    i = start
    while True:
        if entering_asks(g):
            # CR 614.12, 608.2c: a permanent the last instruction put onto the battlefield asks its
            # "as ~ enters" questions first — the next instruction sees it as it entered, and the
            # resolution completes only after it has entered, even when that instruction was the
            # last (608.2n: the spell goes to its owner's graveyard as the final part)
            await_entering(g, At(o.id, i - 1, tuple(legal)))
            return False
        if i >= len(fx):
            return True
        x = fx[i]
        e = x.effect if isinstance(x, Then | And | IfYouDid) else x  # (the second part of "…, then …")
        at = At(o.id, i, tuple(legal))
        if isinstance(e, ForPlayer):
            at = act_as(g, at, e.player)  # "you" in it is that player
            e = e.effect.effect if isinstance(e.effect, Then | And) else e.effect
        ask = ASKERS.get(e)
        if ask is None:
            assert not isinstance(e, Offered)  # (a question: it has its asker)
            effects.perform(g, o, (e,), legal)
            act_done(g, at)
            i += 1
            continue
        step = ask(g, at, e)
        if step is Next.PAUSED:
            return False  # (another player's instruction: given back when it's done, ``go_on``)
        act_done(g, at)
        if step is Next.STOPPED:
            return False
        i = past_if_you_did(fx, i + 1) if step is Next.NOT_DONE else i + 1


def go_on(g: Game, at: At, step: Next) -> None:
    """After the instruction at ``at`` (or the answer to its question): follow the rest; when the
    resolution finishes, complete it (608.2n) and give the active player priority (117.3b)."""
    if step is Next.PAUSED:
        return
    act_done(g, at)  # an instruction another player performed is done
    if step is Next.STOPPED:
        return
    st = g.state
    o = at.object(g)
    fx = instructions(g, o)
    start = past_if_you_did(fx, at.index + 1) if step is Next.NOT_DONE else at.index + 1
    if run_effects(g, o, fx, list(at.legal), start):
        complete(g, o)
        g.set(st, "priority", st.active)  # CR 117.3b
        g.set(st, "passes", 0)


# -- answers ----------------------------------------------------------------------------------


def _take_paused(g: Game) -> Resolving:
    """The paused resolution being answered; the pause itself is cleared."""
    st = g.state
    paused = st.resolving
    assert paused is not None, "no resolution is paused"
    g.set(st, "resolving", None)
    g.set(st, "pending", None)
    return paused


def answer_paused(g: Game, dec: Choose, action: Action) -> None:
    """CR 608.2d: the answer to a question a resolving spell or ability asked; the paused
    record (not the question's wording) decides what it does."""
    if isinstance(action, Pick) and action.value not in dec.options and names_a_card(g):
        action = Pick(card_name_answer(g, action.value))  # CR 201.4: any card's name, not only one offered
    elif not isinstance(action, Pick) or action.value not in dec.options:
        if dec.options == ("yes", "no"):
            raise IllegalAction(msg("answer yes or no"), "608.2c")
        raise IllegalAction(msg("choose one of the options: {prompt}", prompt=dec.prompt), dec.rule)
    paused = _take_paused(g)
    step = paused.step
    # (a copy's targets answer the cast in progress; a payment is answered by ``Pay``)
    # (and a permanent's "as enters" answers are taken by ``as_enters.answer``, then ``after_entering``)
    assert not isinstance(step, CopyingSpell | PayingOrNot | ChainPaying | AwaitingEntering)
    value = action.value  # one of the options the paused record offered: narrowed to their type
    worded = (
        Exploring | MayChoosing | ChainChoosing | TappingOrUntapping | ChoosingColor | ChoosingManaColor
        | PayingWardLife | OfferAsking | ChoosingTopOrBottom | ChoosingValue | ChoosingWord
        | Repeating | Clashing | RippleRevealing | RevealingKin
        | ChoosingDungeon | ChoosingRoom
    )  # fmt: skip
    if isinstance(step, worded):
        assert isinstance(value, str)  # words: "yes", "tap", a color…
        go_on(g, paused.at, step.answer(g, paused.at, value))
    elif isinstance(step, Proliferating):
        assert isinstance(value, int | PlayerRef | ObjectRef)  # a permanent or player (0: no more)
        go_on(g, paused.at, step.answer(g, paused.at, value))
    elif isinstance(step, ChoosingAttacked | ChangingTheTarget | ChoosingNewTargets):
        # the player or planeswalker attacked (508.4); a spell's new target (115.7a)
        assert isinstance(value, PlayerRef | ObjectRef)
        go_on(g, paused.at, step.answer(g, paused.at, value))
    elif isinstance(step, SearchingLibraryAndGraveyard | OrderingReplacements | SearchingForNamed | RevealingForEach):
        # a card, 0 (none), or "graveyard" (701.23a: only it searched) or "all" (every card offered
        # found); an effect's source, or what the effect is when its source names another one too
        # ("shield counter", 616.1e)
        assert isinstance(value, int | str)
        go_on(g, paused.at, step.answer(g, paused.at, value))
    else:
        assert isinstance(value, int)  # objects' ids (0: none)
        go_on(g, paused.at, step.answer(g, paused.at, value))


def after_entering(g: Game) -> None:
    """CR 614.12: the permanent an instruction put onto the battlefield has entered with its
    answers — the resolution waiting for it follows its next instruction (608.2c)."""
    at = entered(g)
    if at is not None:
        go_on(g, at, Next.GO_ON)


def continue_resolution(g: Game, paid: bool) -> None:
    """Answer an "unless … pays" or "you may pay" decision (CR 608.2c, 117.1d) and go on."""
    paused = _take_paused(g)
    assert isinstance(paused.step, PayingOrNot | ChainPaying)
    go_on(g, paused.at, paused.step.answer(g, paused.at, paid))


def after_cast_during_resolution(g: Game) -> None:
    """A spell cast during the resolution is on the stack (or its casting was cancelled): the
    resolution goes on — perhaps offering another (CR 608.2g)."""
    st = g.state
    paused = st.resolving
    assert paused is not None and isinstance(paused.step, CastingStep)
    step = paused.step.after_cast(g, paused.at)
    if step is Next.PAUSED:
        return
    g.set(st, "resolving", None)
    g.set(st, "pending", None)
    go_on(g, paused.at, step)


# -- finishing --------------------------------------------------------------------------------


def complete(g: Game, o: GameObject) -> None:
    """The last part of resolving: a permanent spell enters (608.3), an instant or sorcery goes
    to the graveyard and an ability ceases to exist (608.2n)."""
    if o.ability is None and o.card.is_permanent:
        controller = o.controller
        if o.card.is_aura and o.targets:
            # CR 608.3c: an Aura spell enters attached to the object it was targeting
            target = o.targets[0]
            move(g, o, Zone.BATTLEFIELD, "608.3c", "enters")
            g.set(o, "controller", controller)
            if isinstance(target, ObjectRef):
                g.set(o, "attached_to", target.id)
            elif isinstance(target, PlayerRef):
                g.set(o, "enchanted_player", target.index)  # CR 303.4a, 702.5a: "Enchant player"
            return
        if as_enters.asks(o) or as_enters.asks_counter_order(g, o):
            # CR 614.12: its choices first; 616.1: the order of counter replacements on its counters
            as_enters.begin(g, o, as_enters.RESOLVING)
            return
        # CR 608.3a: a permanent spell becomes a permanent under its controller's control
        move(g, o, Zone.BATTLEFIELD, "608.3a", "enters")
        g.set(o, "controller", controller)
        return
    _finish(g, o, resolved=True)


def _that_player(o: GameObject) -> int | None:
    """The player the trigger event of the ability ``o`` was about ("that player"), if any."""
    return next((x.index for x in o.lki if isinstance(x, ThatPlayer)), None)


def _finish(g: Game, o: GameObject, resolved: bool) -> None:
    """CR 608.2n: an instant or sorcery goes to its owner's graveyard; an ability ceases to exist."""

    st = g.state
    if o.ability is not None:
        remove_from_zone(g, o)
        g.journal.dict_del(st.objects, o.id)
        return
    if o.zone is not Zone.STACK:
        return  # it left the stack as it resolved ("Shuffle ~ into its owner's library.")
    if resolved and o.front is not None and o.front.layout == "adventure" and not o.flashback:
        # CR 715.3d: instead of its owner's graveyard, it goes to exile; its controller may cast
        # the card (not the Adventure) for as long as it remains exiled
        from arbiter.mtg.casting import ADVENTURE_EXILE

        caster = o.controller
        move(g, o, Zone.EXILE, "715.3d", "goes on an adventure: it is put")
        g.set(st, "may_play", (*st.may_play, PlayPermission(o.id, o.zcc, caster, ADVENTURE_EXILE)))
        return
    if resolved and "buyback" in o.marks:
        move(g, o, Zone.HAND, "702.27a", "is bought back: it is put")  # instead of the graveyard
        return
    if resolved and "cast from hand" in o.marks and "rebound" in o.card.keywords and not o.flashback:
        # CR 702.88a: exiled as it resolves; at the beginning of its owner's next upkeep, they may
        # cast it from exile without paying its mana cost
        from arbiter.mtg.effects.delayed import at_next_end_step

        caster = o.controller
        move(g, o, Zone.EXILE, "702.88a", "rebounds: it is exiled")
        at_next_end_step(g, o, caster, EndStepAction.REBOUND)
        return
    move(g, o, Zone.GRAVEYARD, "608.2n" if resolved else "608.2b", "is put")


def stack_name(o: GameObject) -> str:
    """How the log names an object on the stack as it resolves (CR 608.2): a spell by its name, an
    ability by its source's — "Gruul Turf's triggered ability", not "Gruul Turf", which is the
    permanent (CR 113.7a: the ability exists on the stack independently of its source)."""
    if isinstance(o.ability, TriggeredAbility):
        return msg("{card}'s triggered ability", card=CardName(o.label))
    if o.ability is not None:
        return msg("{card}'s ability", card=CardName(o.label))
    return o.label
