"""Following the instructions of a resolving spell or ability (CR 608.2b–c, 608.2h, 609.3).

``perform`` follows them in the order written: a counted number is counted now (608.2h), an
instruction for a group of targets applies to each chosen target, and each instruction is run by
the handler registered for its class (:mod:`.registry`). Also here: which targets are still legal
(608.2b), what a reference means now (``resolve_ref``), and the small lookups the families share.

CR 609.3: an effect does as much as it can; parts that refer to illegal targets or to objects
that are gone simply do nothing, the rest still happens."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg import targets as tg
from arbiter.mtg.amounts import count_now
from arbiter.mtg.effects.registry import HANDLERS
from arbiter.mtg.enums import ChoiceKey, Zone
from arbiter.mtg.ir.abilities import ActivatedAbility, TriggeredAbility
from arbiter.mtg.ir.amounts import Count, Counted
from arbiter.mtg.ir.effect import And, Then
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.layers import count_of
from arbiter.mtg.lki import CouldNotSacrifice, MovedTarget
from arbiter.mtg.state import (
    ObjectRef,
    PlayerRef,
    SourceSeen,
    SubjectSeen,
    TargetController,
    ThatMuch,
    ThatPlayer,
    TurnEffect,
)

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.effect import Effect
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.resolved import Change
    from arbiter.mtg.state import GameObject, TargetRef


def legal_targets_now(g: Game, o: GameObject, specs: tuple[TargetSpec, ...]) -> list[bool]:
    """CR 608.2b: which of the chosen targets are still legal ("with mana value X": the X
    announced for it, 107.3a)."""
    source = o.source if o.source is not None else o.id
    if specs and any(s.x_bound for s in specs):
        from arbiter.mtg.casting.x_targets import with_x_bounds

        specs = with_x_bounds(specs, o.x)
    from arbiter.mtg.objects.last_known import reading_source

    with reading_source(g, o):  # CR 113.7a, 608.2h: a source that has left, as it last existed
        return [
            t is not None
            and tg.still_legal(g, spec, t, o.controller, source)
            and tg.owner_link_holds(g, specs, o.targets, i)  # CR 115.1: "… from their graveyard"
            for i, (spec, t) in enumerate(zip(specs, o.targets, strict=False))
        ]


describe_target = tg.describe


def resolve_ref(g: Game, o: GameObject, ref: Ref, legal: list[bool]) -> TargetRef | None:
    if ref.kind in ("target", "that", "it"):
        if ref.index >= len(o.targets) or not legal[ref.index]:
            return None  # CR 608.2b: an illegal target is unaffected
        if ref.kind != "target" and o.lki:
            for x in o.lki:  # CR 400.7j: the new object an earlier instruction moved it to be
                if isinstance(x, MovedTarget) and x.target == ref.index and x.during == o.zcc:
                    return ObjectRef(x.id, x.zcc)
        return o.targets[ref.index]
    if ref.kind in ("enchanted", "enchanted permanent", "equipped"):
        return attached_host(g, o)
    if ref.kind in ("subject", "it_subject", "subject permanent", "that spell", "that spell or ability"):
        # the object the trigger event was about (exalted's attacker), if it's still that object
        for x in o.lki or ():
            if isinstance(x, SubjectSeen):
                obj = g.state.objects.get(x.id)
                return ObjectRef(x.id, x.zcc) if obj is not None and obj.zcc == x.zcc else None
        return None
    if ref.kind in ("this", "it_self"):
        source = o.source if o.source is not None else o.id
        obj = g.state.objects.get(source)
        seen = next((x for x in o.lki if isinstance(x, SourceSeen)), None) if o.source is not None else None
        if obj is None or (seen is not None and seen.zcc != obj.zcc):
            return None  # CR 400.7: the source became a new object, which the ability doesn't know
        return ObjectRef(source, obj.zcc)
    if ref.kind == "that player":
        # the player the trigger event was about (dealt the damage, whose upkeep it is)
        return next((PlayerRef(x.index) for x in o.lki if isinstance(x, ThatPlayer)), None)
    if ref.kind in ("its owner", "that player, its owner"):
        # CR 108.3: the owner of that target (the card's owner wherever it has gone since)
        t = o.targets[ref.index] if ref.index < len(o.targets) else None
        owned = g.state.objects.get(t.id) if isinstance(t, ObjectRef) else None
        return PlayerRef(owned.owner) if owned is not None else None
    if ref.kind in ("its controller", "that's controller"):
        # CR 608.2h: the controller of that target as it last existed on the battlefield
        known = [x.controller for x in o.lki if isinstance(x, TargetController) and x.target == ref.index]
        return PlayerRef(known[0]) if known else None
    if ref.kind == "that player or controller":
        # CR 115.1, 608.2h: the player chosen (unaffected if now illegal, 608.2b), or the
        # planeswalker's controller as it last existed on the battlefield
        chosen = o.targets[ref.index] if ref.index < len(o.targets) else None
        if isinstance(chosen, PlayerRef):
            return chosen if legal[ref.index] else None
        return resolve_ref(g, o, Ref("that's controller", ref.index), legal)
    if ref.kind in ("subject's controller", "it_subject's controller", "subject land's controller"):
        return _subject_controller(g, o)
    if ref.kind == "~'s controller":
        return PlayerRef(source_controller(g, o))
    if ref.kind == "defending player":
        return PlayerRef(1 - o.controller)  # CR 506.2: in a two-player game, the attacker's opponent
    if ref.kind == "each opponent attacking that player":
        return None  # a group of players (:func:`players_of`), never one player
    if ref.kind == "gift player":
        from arbiter.mtg.effects.gift import gift_player

        promised = gift_player(g, o)  # CR 702.174a: the opponent chosen as the spell was cast
        return PlayerRef(promised) if promised is not None else None
    if ref.kind == "chosen player":
        from arbiter.mtg.objects.chosen import chosen_for

        # CR 614.12: the player chosen as the source entered; if it has left, as it last existed (608.2h)
        picked = chosen_for(g, o.source, ChoiceKey.PLAYER)
        return PlayerRef(picked) if isinstance(picked, int) else None
    return PlayerRef(o.controller)


def _subject_controller(g: Game, o: GameObject) -> PlayerRef | None:
    """CR 608.2h: the controller of the trigger's creature ("its controller", "that creature's
    controller") — now, if it is still the same permanent (a control change after the trigger
    counts); else as it last existed on the battlefield, looked up now or kept as it triggered."""
    from arbiter.mtg.triggers.subject_controller import subject_controller

    seen = next((x for x in o.lki if isinstance(x, SubjectSeen)), None)
    known = subject_controller(g, (seen.id, seen.zcc)) if seen is not None and seen.zcc >= 0 else None
    if known is not None:
        return PlayerRef(known.controller)
    return next((PlayerRef(x.controller) for x in o.lki if isinstance(x, TargetController) and x.target < 0), None)


def attached_host(g: Game, o: GameObject) -> TargetRef | None:
    """ "enchanted creature", "equipped creature": the permanent the source Aura or Equipment is
    attached to now. CR 608.2h: if the source has left the battlefield since the ability was put on
    the stack ("{R}: Return this Aura to its owner's hand" in response to its pump), the effect uses
    the source's last known information — the permanent it was attached to as it left."""
    src = g.state.objects.get(o.source) if o.source is not None else None
    if src is None:
        return None
    seen = next((x for x in o.lki if isinstance(x, SourceSeen)), None)
    host_zcc: int | None = None
    if src.zone is Zone.BATTLEFIELD and (seen is None or seen.zcc == src.zcc):
        host_id = src.attached_to
    elif src.zone is not Zone.BATTLEFIELD and seen is not None and src.zcc - seen.zcc in (0, 1) and src.left_attached:
        host_id, host_zcc = src.left_attached
    else:
        return None  # CR 400.7: a new object the source became is attached to nothing the ability knows
    host = g.state.objects.get(host_id) if host_id is not None else None
    if host is None or host.zone is not Zone.BATTLEFIELD or host_zcc not in (None, host.zcc):
        return None
    return ObjectRef(host.id, host.zcc)


def note_moved_target(g: Game, o: GameObject, ref: Ref, moved: GameObject) -> None:
    """CR 400.7j: ``o``'s instruction moved its target ``ref`` to a public zone, where it is
    ``moved`` now; the instructions after it ("it", "that creature") find that new object."""
    if ref.kind == "target" and moved.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE):
        g.set(o, "lki", (*o.lki, MovedTarget(ref.index, moved.id, moved.zcc, o.zcc)))


def source_controller(g: Game, o: GameObject) -> int:
    """ "~'s controller": the source's controller now if it's still the same permanent, else as it
    last existed on the battlefield when the ability was activated (CR 608.2h) — not necessarily
    the ability's controller (an opponent may activate "Only your opponents may …", 602.5)."""
    known = [x for x in o.lki if isinstance(x, SourceSeen)]
    source = g.state.objects.get(o.source) if o.source is not None else None
    if source is not None and source.zone is Zone.BATTLEFIELD and (not known or source.zcc == known[0].zcc):
        return source.controller
    return known[0].controller if known else o.controller


def perform(g: Game, o: GameObject, fx: tuple[Effect, ...], legal: list[bool]) -> None:
    """CR 608.2c: follow the instructions in the order written."""
    for effect in fx:
        if isinstance(effect, And | Then):
            effect = effect.effect
        if isinstance(effect, Counted):
            effect = effect.times(counted_now(g, o, effect.count, legal))  # CR 608.2h: counted now
        group = group_ref(effect)
        if group is not None:
            # "… up to two target creatures": the instruction applies to each chosen target
            name, ref = group
            for i in group_indices(o, ref.index):
                perform(g, o, (replace(effect, **{name: Ref("target", i)}),), legal)
            continue
        dispatch(g, o, effect, legal)


def counted_now(g: Game, o: GameObject, c: Count, legal: list[bool]) -> int:
    """A count as the instruction is performed (CR 608.2h); "… target player controls" is read for
    that player (none: nothing is counted)."""
    if c.of is not None and c.of.player is not None:
        player = player_of(g, o, c.of.player, legal)
        return 0 if player is None else count_of(g, c.of, player)
    return count_now(g, o, c)


def dispatch(g: Game, o: GameObject, effect: Effect, legal: list[bool]) -> None:
    """Run one instruction by the handler registered for its class."""
    handler = HANDLERS.get(type(effect))
    if handler is None:  # pragma: no cover - the compiler marks what the engine cannot run
        raise NotImplementedError(type(effect).__name__)
    handler(g, o, effect, legal)


def printed_specs_of(o: GameObject) -> tuple[TargetSpec, ...]:
    """The target words of the spell or ability ``o`` is, for the modes chosen, as printed (the
    words an instruction's text names its targets by)."""
    if isinstance(o.ability, ActivatedAbility | TriggeredAbility):
        return o.ability.chosen(o.modes)[0]
    if o.ability is not None:
        return tuple(o.ability.targets)
    spell = o.card.spell
    return spell.chosen(o.modes)[0] if spell else ()


def specs_of(o: GameObject) -> tuple[TargetSpec, ...]:
    """The target requirements of the spell or ability ``o`` is (for the modes chosen, and the X
    announced for it: "X target …", "… with mana value X", CR 601.2c, 107.3a)."""
    specs = printed_specs_of(o)
    if specs and (specs[-1].x_count or any(s.x_bound for s in specs)):
        from arbiter.mtg.casting.x_targets import specs_for_x

        return specs_for_x(specs, o.x)
    return specs


def group_ref(effect: Effect) -> tuple[str, Ref] | None:
    """The field of ``effect`` that names a group of targets, if any (divided damage handles
    its group itself)."""
    if effect.own_group:
        return None
    for name in effect.__dataclass_fields__:
        value = getattr(effect, name)
        if isinstance(value, Ref) and value.kind in ("targets", "them"):  # ("them": the same group again)
            return name, value
    return None


def group_indices(o: GameObject, first: int) -> list[int]:
    """The chosen targets of the group whose first instance is ``first`` (601.2c)."""
    specs = specs_of(o)
    if first >= len(specs):
        return []  # ("X target …" with X = 0: no instance was chosen, 601.2c)
    group = specs[first].group
    return [
        i for i in range(first, len(specs))
        if specs[i].group == group and i < len(o.targets) and o.targets[i] is not None
    ]  # fmt: skip


def permanent_of(g: Game, o: GameObject, ref: Ref, legal: list[bool]) -> GameObject | None:
    to = resolve_ref(g, o, ref, legal)
    if not isinstance(to, ObjectRef):
        return None
    target = g.state.objects.get(to.id)
    if target is None or target.zcc != to.zcc:
        return None  # CR 400.7: it left; a new object is not affected
    return target


def player_of(g: Game, o: GameObject, ref: Ref, legal: list[bool]) -> int | None:
    to = resolve_ref(g, o, ref, legal)
    return to.index if isinstance(to, PlayerRef) else None


def amount_of(o: GameObject, amount: int | str) -> int:
    """A number in an effect: fixed, X (CR 107.3: the value announced for the spell), or "that
    much" (the amount of the event that triggered the ability, kept as it triggered, 603.2)."""
    if amount == "that much":
        return next((x.amount for x in o.lki if isinstance(x, ThatMuch)), 0)
    return o.x if amount == "X" else int(amount)


def players_of(g: Game, o: GameObject, ref: Ref, legal: list[bool]) -> list[int]:
    """The players a player word means: "each opponent" / "each player" in APNAP order (CR
    101.4), or the one player ("you", a target, "that player")."""
    st = g.state
    if ref.kind in ("each opponent", "each player", "each other player"):
        order = [st.active, 1 - st.active]
        return order if ref.kind == "each player" else [p for p in order if p != o.controller]
    if ref.kind == "each opponent attacking that player":
        return opponents_attacking(g, o)
    if ref.kind == "each other opponent":  # CR 102.2, 603.2: not the opponent the trigger was about
        that = next((x.index for x in o.lki if isinstance(x, ThatPlayer)), None)
        return [p for p in (st.active, 1 - st.active) if p not in (o.controller, that)]
    if ref.kind == "each player who doesn't have max speed":  # CR 702.179e, 608.2c: speed below 4 now
        from arbiter.mtg.speed import has_max_speed

        return [p for p in (st.active, 1 - st.active) if not has_max_speed(st, p)]
    if ref.kind == "each player who can't":  # CR 608.2c: as the sacrifice before was followed
        could_not = {x.player for x in o.lki if isinstance(x, CouldNotSacrifice)}
        return [p for p in (st.active, 1 - st.active) if p in could_not]
    who = player_of(g, o, ref, legal)
    return [] if who is None else [who]


def opponents_attacking(g: Game, o: GameObject) -> list[int]:
    """ "each opponent attacking that player": the opponents of the controller who control a
    creature attacking the trigger's player (not a planeswalker they control), found as the
    instruction is followed (CR 506.2: an attacking player's creatures attack; 506.4: one removed
    from combat attacks no longer; 608.2c), in APNAP order (101.4). The controller is never among
    them (102.2: you are not your own opponent)."""
    st = g.state
    that = next((x.index for x in o.lki if isinstance(x, ThatPlayer)), None)
    if that is None:
        return []
    attackers = {
        c.controller
        for c in (st.objects[i] for i in st.battlefield)
        if isinstance(c.attacking, PlayerRef) and c.attacking.index == that
    }
    return [p for p in (st.active, 1 - st.active) if p != o.controller and p in attackers]


def turn_effect(g: Game, t: GameObject, change: Change, rule: str, what: str) -> None:
    """An effect until end of turn (CR 611.2a, 514.2) making ``change`` on ``t``, logged under ``rule``."""
    effect = TurnEffect(t.id, t.zcc, change, g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, effect))
    g.log(ev.EffectCreated(rule, t.label, what))
