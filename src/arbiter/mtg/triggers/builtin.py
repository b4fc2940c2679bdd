"""Triggered abilities built into keywords and rules rather than printed on a card: prowess,
extort, exalted, flanking, provoke, ward, suspend, madness, and the delayed triggers effects
create (CR 603.7). A waiting trigger names one by a negative marker instead of an index into
its source's printed abilities; :func:`ability_of` turns either into the ability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.effects.dead_returns import ReturnDeadCard
from arbiter.mtg.effects.end_of_combat import AtEndOfCombat
from arbiter.mtg.effects.end_step_returns import ReturnExiledCard
from arbiter.mtg.effects.keywords import CastCipherCopy, CastForMadness, CastForMiracle
from arbiter.mtg.effects.siege import ExileThenCastTransformed
from arbiter.mtg.effects.ward import CounterUnlessWardCost, ward_cost
from arbiter.mtg.effects.warp import ExileWarped
from arbiter.mtg.effects.with_counters import EntersWithGivenCounters
from arbiter.mtg.enums import CardType, EndStepAction, Zone
from arbiter.mtg.ir.refs import objects
from arbiter.mtg.layers import abilities, has_keyword, keywords, subtypes
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import (
    CastSuspended,
    CounterUnlessPays,
    Draw,
    ExileIt,
    ExtortDrain,
    Keyword,
    MayDo,
    MayPayThen,
    ModifyPT,
    ProvokeEffect,
    Ref,
    RemoveCountersFrom,
    ReturnThisToBattlefield,
    ReturnToHand,
    SacrificeIt,
    TargetSpec,
    TriggeredAbility,
)
from arbiter.mtg.state import GameObject, ObjectRef, WaitingTrigger
from arbiter.mtg.triggers.granted import granted_ability
from arbiter.mtg.triggers.matching import Waiting

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.effect import Effect


PROWESS = -1  # the ability index standing for an object's prowess trigger
PROWESS_ABILITY = TriggeredAbility(
    "cast noncreature", (ModifyPT(1, 1, Ref("this")),), trigger_text="Whenever you cast a noncreature spell"
)


DELAYED_DRAW = -8  # "Draw a card at the beginning of the next turn's upkeep." (CR 603.7)
DELAYED_DRAW_ABILITY = TriggeredAbility(
    "delayed", (Draw(1, Ref("you")),), trigger_text="At the beginning of the next turn's upkeep"
)

DELAYED_UNLESS_PAID = -7  # a delayed trigger a player may pay to stop (CR 603.7, 116.2c), from its entry
DELAYED_UNLESS_PAID_ABILITY = TriggeredAbility(
    "delayed", (), trigger_text="At the beginning of that step (unless it was paid for)"
)  # (how it is named while it waits; the ability put on the stack is the entry's, with its target)


EXALTED = -5
EXALTED_ABILITY = TriggeredAbility(
    "attacks alone", (ModifyPT(1, 1, Ref("subject")),), trigger_text="Whenever a creature you control attacks alone"
)


FLANKING = -6
FLANKING_ABILITY = TriggeredAbility(
    "becomes blocked",
    (ModifyPT(-1, -1, Ref("subject")),),
    trigger_text="Whenever ~ becomes blocked by a creature without flanking",
)


EXTORT = -4
EXTORT_ABILITY = TriggeredAbility(
    "cast",
    (MayPayThen(ManaCost(0, other=("W/B",), text="{W/B}"), ExtortDrain()),),
    trigger_text="Whenever you cast a spell",
)


DELAYED = -2  # a delayed "when that card is put into your graveyard this turn" trigger (CR 603.7)
DELAYED_ABILITY = TriggeredAbility(  # (its usual ability; the one put on the stack is its entry's)
    "delayed", (ReturnThisToBattlefield(),), trigger_text="When that card is put into your graveyard this turn"
)


DECAYED = -19
# CR 702.147a: decayed's triggered ability — "When this creature attacks, sacrifice it at end of
# combat." (the subject: the attacking creature, so the delayed trigger sacrifices that object only)
DECAYED_ABILITY = TriggeredAbility(
    "attacks", (AtEndOfCombat(SacrificeIt(Ref("subject"))),), trigger_text="When this creature attacks"
)


PROVOKE = -3
_DEFENDERS = objects("creature defending player controls", frozenset({CardType.CREATURE}), "opponent")
PROVOKE_ABILITY = TriggeredAbility(
    "attacks",
    (MayDo(ProvokeEffect(Ref("target", 0))),),
    (TargetSpec("creature defending player controls", _DEFENDERS),),
    trigger_text="Whenever ~ attacks",
)


SUSPEND_UPKEEP = -9  # CR 702.62a: suspend's second ability
SUSPEND_UPKEEP_ABILITY = TriggeredAbility(
    "upkeep",
    (RemoveCountersFrom("time", 1, Ref("this")),),
    condition="~ is suspended",
    trigger_text="At the beginning of your upkeep",
)

SUSPEND_CAST = -10  # CR 702.62a: suspend's third ability
SUSPEND_CAST_ABILITY = TriggeredAbility(
    "last time counter",
    (CastSuspended(),),
    condition="it's exiled",
    trigger_text="When the last time counter is removed from ~",
)


MADNESS = -15  # CR 702.35a: madness's triggered ability, about the card exiled as it was discarded
MADNESS_ABILITY = TriggeredAbility("madness", (CastForMadness(),), trigger_text="When this card is exiled this way")

CIPHER = -21  # CR 702.99a: the ability a creature has while a card is encoded on it (the subject: that card)
CIPHER_ABILITY = TriggeredAbility(
    "cipher", (CastCipherCopy(),), trigger_text="Whenever this creature deals combat damage to a player"
)

MIRACLE = -20  # CR 702.94a: miracle's triggered ability, about the card revealed as it was drawn
MIRACLE_ABILITY = TriggeredAbility("miracle", (CastForMiracle(),), trigger_text="When you reveal this card this way")


SIEGE = -24  # CR 310.11b: the intrinsic triggered ability of every Siege
SIEGE_ABILITY = TriggeredAbility(
    "last defense counter",
    (ExileThenCastTransformed(),),
    trigger_text="When the last defense counter is removed from this permanent",
)

CLEANUP_SACRIFICE = -22  # CR 603.7, 514.3a: "… sacrifices it at the beginning of the next cleanup step"
CLEANUP_SACRIFICE_ABILITY = TriggeredAbility(
    "delayed",
    (SacrificeIt(Ref("it_subject"), Ref("it_subject's controller")),),
    trigger_text="At the beginning of the next cleanup step",
)


# "at the beginning of the next end step" (CR 603.7): what happens to "it" (the subject)
END_STEP_ABILITIES = {
    -11: (EndStepAction.SACRIFICE, TriggeredAbility("delayed", (SacrificeIt(Ref("subject")),),
                                        trigger_text="At the beginning of the next end step")),
    -12: (EndStepAction.EXILE, TriggeredAbility("delayed", (ExileIt(Ref("subject")),),
                                    trigger_text="At the beginning of the next end step")),
    -13: (EndStepAction.RETURN, TriggeredAbility("delayed", (ReturnToHand(Ref("subject")),),
                                     trigger_text="At the beginning of the next end step")),
    -14: (EndStepAction.REBOUND, TriggeredAbility("delayed", (CastSuspended("rebound"),),
                                      trigger_text="At the beginning of your next upkeep")),
    -16: (EndStepAction.WARP, TriggeredAbility("delayed", (ExileWarped(Ref("subject")),),
                                   trigger_text="At the beginning of the next end step")),  # CR 702.185a
    -17: (EndStepAction.RETURN_OWNERS, TriggeredAbility("delayed", (ReturnExiledCard(Ref("subject"), False),),
                                            trigger_text="At the beginning of the next end step")),  # CR 603.7a
    -18: (EndStepAction.RETURN_YOURS, TriggeredAbility("delayed", (ReturnExiledCard(Ref("subject"), True),),
                                           trigger_text="At the beginning of the next end step")),
    -23: (EndStepAction.RETURN_OWNERS_COUNTER, TriggeredAbility(
        "delayed", (EntersWithGivenCounters(ReturnExiledCard(Ref("subject"), False), (("+1/+1", 1),)),),
        trigger_text="At the beginning of the next end step")),  # CR 603.7a, 122.6
    -25: (EndStepAction.RETURN_DEAD_TO_HAND, TriggeredAbility("delayed", (ReturnDeadCard(Ref("subject"), False),),
                                                 trigger_text="At the beginning of the next end step")),  # CR 603.7a
    -26: (EndStepAction.RETURN_DEAD_OWNERS, TriggeredAbility("delayed", (ReturnDeadCard(Ref("subject"), True),),
                                                trigger_text="At the beginning of the next end step")),
}  # fmt: skip
END_STEP_INDEX = {what: index for index, (what, _) in END_STEP_ABILITIES.items()}

# the triggered abilities built into keywords and effects, by their negative marker index
BUILT_IN = {
    **{index: ability for index, (_, ability) in END_STEP_ABILITIES.items()},
    PROWESS: PROWESS_ABILITY,
    PROVOKE: PROVOKE_ABILITY,
    DECAYED: DECAYED_ABILITY,
    EXTORT: EXTORT_ABILITY,
    EXALTED: EXALTED_ABILITY,
    FLANKING: FLANKING_ABILITY,
    DELAYED: DELAYED_ABILITY,
    DELAYED_UNLESS_PAID: DELAYED_UNLESS_PAID_ABILITY,
    DELAYED_DRAW: DELAYED_DRAW_ABILITY,
    SUSPEND_UPKEEP: SUSPEND_UPKEEP_ABILITY,
    SUSPEND_CAST: SUSPEND_CAST_ABILITY,
    MADNESS: MADNESS_ABILITY,
    MIRACLE: MIRACLE_ABILITY,
    CIPHER: CIPHER_ABILITY,
    CLEANUP_SACRIFICE: CLEANUP_SACRIFICE_ABILITY,
    SIEGE: SIEGE_ABILITY,
}

WARD_OFFSET = -1000  # index - spell id: a ward trigger aimed at that spell or ability
WARD_INSTANCE = 1_000_000  # a permanent's k-th ward ability: WARD_OFFSET - (k * WARD_INSTANCE + spell id)


def ward_index(stack_id: int, instance: int) -> int:
    """The marker of the ``instance``-th ward ability of a permanent, triggered by ``stack_id``."""
    return WARD_OFFSET - (instance * WARD_INSTANCE + stack_id)


def ability_of(source: GameObject, index: int, g: Game | None = None) -> TriggeredAbility:
    """The triggered ability a waiting trigger stands for: a built-in one by its marker, a ward
    trigger (702.21a), a granted one that triggered (613.1f, by the game's table: ``g`` is
    needed), or one printed on its source. A ward trigger's cost is that of the ward ability that
    triggered — one the permanent has now, printed or granted (613.1f), when ``g`` is given; the
    printed one otherwise."""
    if index == DELAYED and g is not None:  # CR 603.7a: the delayed ability its entry holds
        fired = next((d for d in g.state.delayed if d.fired and d.object == source.id), None)
        if fired is not None:
            return fired.ability
    built_in = BUILT_IN.get(index)
    if built_in is not None:
        return built_in
    if index <= WARD_OFFSET:
        instance = (WARD_OFFSET - index) // WARD_INSTANCE
        now = ward_keywords(g, source) if g is not None and source.zone is Zone.BATTLEFIELD else ()
        keyword = now[instance] if instance < len(now) else ward_keyword_of_card(source)
        # CR 702.21a: "counter that spell or ability" — the ward ability has no target; "that
        # spell or ability" is the one whose targeting triggered it (603.2), known from its event
        return TriggeredAbility(
            "ward",
            (ward_effect(keyword),),
            (),
            trigger_text="Whenever ~ becomes the target of a spell or ability an opponent controls",
        )
    if g is not None and (granted := granted_ability(g, index)) is not None:
        return granted  # CR 613.1f, 113.7a: a granted ability that triggered
    return source.card.triggered[index]


def siege_defeated(g: Game, o: GameObject, kind: str) -> list[Waiting]:
    """CR 310.11b: a Siege's "When the last defense counter is removed from this permanent" —
    the subject is the permanent itself, so the ability exiles only that object (400.7)."""
    if kind != "defense" or "Siege" not in subtypes(g, o):
        return []
    return [WaitingTrigger(o.id, SIEGE, o.controller, (o.id, o.zcc))]


def ward_effect(keyword: str) -> Effect:
    """CR 702.21a: "counter that spell or ability unless that player pays [cost]" — {N} mana, or a
    cost that isn't mana ("Ward—Pay 3 life.", "Ward—Discard a card.", "Ward—Sacrifice a …").
    "That spell or ability" isn't a target: the trigger event names it (603.2)."""
    target = Ref("that spell or ability")
    if keyword.startswith("ward—"):
        cost = ward_cost(keyword.removeprefix("ward—"))
        if cost is not None:
            return CounterUnlessWardCost(target, cost)
    amount = int(keyword[6:-1]) if keyword[6:-1].isdigit() else 0
    return CounterUnlessPays(target, ManaCost(amount, text=f"{{{amount}}}"))


def is_ward(kw: str) -> bool:
    """ "ward {N}" or a ward whose cost the engine can pay (CR 702.21a)."""
    if kw.startswith("ward {") and kw.endswith("}") and kw[6:-1].isdigit():
        return True
    return kw.startswith("ward—") and ward_cost(kw.removeprefix("ward—")) is not None


def ward_amount(g: Game, o: GameObject) -> int | None:
    """The N of "ward {N}" among the permanent's keywords now (CR 702.21a), or None."""
    for kw in keywords(g, o):
        if kw.startswith("ward {") and kw.endswith("}") and kw[6:-1].isdigit():
            return int(kw[6:-1])
    return None


def ward_keywords(g: Game, o: GameObject) -> tuple[str, ...]:
    """The permanent's ward abilities now, printed and granted, one for each instance (CR 702.21a:
    each is a triggered ability of its own), in a fixed order."""
    return tuple(sorted(a.name for a in abilities(g, o) if isinstance(a, Keyword) and is_ward(a.name)))


def has_ward(g: Game, o: GameObject) -> bool:
    """Whether the permanent has ward now, with any cost (CR 702.21a)."""
    return any(is_ward(kw) for kw in keywords(g, o))


def ward_keyword_of_card(o: GameObject) -> str:
    """The printed ward keyword ("ward {0}" if none)."""
    return next((kw for kw in o.card.keywords if is_ward(kw)), "ward {0}")


def ward_amount_of_card(o: GameObject) -> int:
    """The N of the printed "ward {N}" (0 if none)."""
    for kw in o.card.keywords:
        if kw.startswith("ward {") and kw[6:-1].isdigit():
            return int(kw[6:-1])
    return 0


def instances(g: Game, o: GameObject, name: str) -> int:
    """How many instances of the keyword ``name`` the object has (each triggers, 702.83b…)."""
    return sum(1 for a in abilities(g, o) if isinstance(a, Keyword) and a.name == name)


def ward(g: Game, stack_id: int, only: int | None = None) -> list[Waiting]:
    """CR 702.21a: a permanent with ward that becomes the target of a spell or ability an
    opponent controls triggers, to counter it unless that player pays — once per spell or
    ability, however many of its targets the permanent is (a modal spell naming it for two modes
    makes it a target once, 115.1, 601.2i); ``only``: the one permanent that just became a target
    (a target changed to it, 115.7)."""
    st = g.state
    obj = st.objects.get(stack_id)
    if obj is None or obj.zone is not Zone.STACK:
        return []
    out: list[Waiting] = []
    seen: set[int] = set()
    for t in obj.targets:
        if isinstance(t, ObjectRef) and only in (None, t.id) and t.id not in seen:
            seen.add(t.id)
            perm = st.objects.get(t.id)
            opposing = perm is not None and perm.zone is Zone.BATTLEFIELD and perm.controller != obj.controller
            if opposing and perm is not None:
                for k in range(len(ward_keywords(g, perm))):  # each instance triggers (702.21a)
                    # the spell or ability is the event's subject: "that spell or ability" (603.2)
                    that = (obj.id, obj.zcc)
                    out.append(WaitingTrigger(perm.id, ward_index(stack_id, k), perm.controller, that))
    return out


def extort(g: Game, spell: GameObject) -> list[Waiting]:
    """CR 702.101a–b: each instance of extort triggers for each spell its controller casts."""
    st = g.state
    found: list[Waiting] = []
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller == spell.controller and has_keyword(g, o, "extort"):
            found.extend([WaitingTrigger(o.id, EXTORT, o.controller, None)] * instances(g, o, "extort"))
    return found


def prowess(g: Game, spell: GameObject) -> list[Waiting]:
    """CR 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1"."""
    st = g.state
    if spell.card.is_creature:
        return []
    found: list[Waiting] = []
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller == spell.controller and has_keyword(g, o, "prowess"):
            found.append(WaitingTrigger(o.id, PROWESS, o.controller, None))
    return found


def exalted(g: Game, lone: GameObject) -> list[Waiting]:
    """CR 702.83a–b: each instance of exalted triggers when a creature its controller controls
    attacks alone; the subject is that creature."""
    st = g.state
    found: list[Waiting] = []
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller == lone.controller and has_keyword(g, o, "exalted"):
            found.extend(
                [WaitingTrigger(o.id, EXALTED, o.controller, (lone.id, lone.zcc))] * instances(g, o, "exalted")
            )
    return found


def flanking(g: Game, blocker: GameObject | None, attacker: GameObject | None) -> list[Waiting]:
    """CR 702.25a–b: one trigger per instance of flanking, for each blocker without flanking."""
    if attacker is None or blocker is None or not has_keyword(g, attacker, "flanking"):
        return []
    if has_keyword(g, blocker, "flanking"):
        return []
    n = instances(g, attacker, "flanking")
    return [WaitingTrigger(attacker.id, FLANKING, attacker.controller, (blocker.id, blocker.zcc))] * n
