"""CR 115.7b: "Change a target of target spell or ability to ~." (Spellskite) — one target of that
spell or ability may be changed to the source, only to a legal target (115.7a: checked as the
final set of targets, 115.7e — the source must fit that target's words, can't be protected from
it, and can't already be another target that must differ). With several targets that could be
changed, the controller chooses which as the instruction is followed (608.2d, asked in
:mod:`arbiter.mtg.paused.change_target`); with none, nothing changes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import targets as tg
from arbiter.mtg.effects.resolution import permanent_of, specs_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.state import ObjectRef, TargetRef
from arbiter.mtg.targets import object_can_be_target

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ChangeATargetToSource(Effect):
    """ "Change a target of target spell or ability to ~." — ``of``: the spell or ability."""

    decides = True

    of: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Change a target of {self.of.text(specs)} to ~."


def changeable(g: Game, o: GameObject, e: ChangeATargetToSource, legal: list[bool]) -> tuple[int, ...]:
    """The indices of the targets of the spell or ability that could be changed to the source."""
    st = g.state
    t = permanent_of(g, o, e.of, legal)
    source = st.objects.get(o.source) if o.source is not None else None
    if t is None or t.zone is not Zone.STACK or source is None or source.zone is not Zone.BATTLEFIELD:
        return ()
    specs = specs_of(t)
    if len(specs) != len(t.targets):
        return ()  # (targets the engine lays out otherwise: not changed)
    origin = t.source if t.ability is not None else t.id
    new = ObjectRef(source.id, source.zcc)
    return tuple(
        i
        for i, (spec, old) in enumerate(zip(specs, t.targets, strict=True))
        if old is not None
        and old != new
        and object_can_be_target(g, spec, source, t.controller, origin)
        and not _must_differ(specs, t.targets, i, new)
    )


def _must_differ(specs: tuple[TargetSpec, ...], targets: tuple[object, ...], i: int, new: TargetRef) -> bool:
    """CR 115.3, 601.2c, 115.7e: the new target is already another target that must be a different
    object — of the same word "target" (one group), or an "other"/"another" target after it."""
    for j, other in enumerate(targets):
        if j == i or other != new:
            continue
        if specs[i].group and specs[i].group == specs[j].group:
            return True
        later = specs[max(i, j)]
        if later.what is not None and later.what.other:
            return True
    return False


def change_to_source(g: Game, o: GameObject, e: ChangeATargetToSource, legal: list[bool], index: int) -> None:
    """CR 115.7b: the ``index``-th target becomes the source (if it still can)."""
    st = g.state
    if index not in changeable(g, o, e, legal):
        return
    t = permanent_of(g, o, e.of, legal)
    source = st.objects.get(o.source) if o.source is not None else None
    assert t is not None and source is not None
    targets = list(t.targets)
    targets[index] = ObjectRef(source.id, source.zcc)
    g.set(t, "targets", tuple(targets))
    g.log(ev.TargetChanged("115.7b", t.id, t.label, source.id, source.label))


@dataclass(frozen=True, slots=True)
class ChangeTheTarget(Effect):
    """ "Change the target of target spell with a single target." (Misdirection): that spell's one
    target becomes another legal target its controller's spell could have — the player changing it
    chooses which; with none, the target is unchanged (CR 115.7a, 115.7e)."""

    decides = True

    of: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Change the target of {self.of.text(specs)}."


def new_targets(g: Game, o: GameObject, e: ChangeTheTarget, legal: list[bool]) -> tuple[int, tuple[TargetRef, ...]]:
    """The index of the target spell's one target and the other legal targets it could become
    (CR 115.7a: legal for that spell, as its controller would choose; 115.3, 115.7e: not one the
    spell must not target twice; 115.5: not the spell itself)."""
    t = permanent_of(g, o, e.of, legal)
    if t is None or t.zone is not Zone.STACK:
        return -1, ()
    specs = specs_of(t)
    chosen = [i for i, x in enumerate(t.targets) if x is not None]
    if len(chosen) != 1 or chosen[0] >= len(specs):
        return -1, ()
    i = chosen[0]
    old = t.targets[i]
    origin = t.source if t.ability is not None else t.id
    options = tuple(
        x
        for x in tg.options(g, specs[i], t.controller, origin)
        if x != old and not (isinstance(x, ObjectRef) and x.id == t.id) and not _must_differ(specs, t.targets, i, x)
    )
    return i, options


def change_the_target(g: Game, o: GameObject, e: ChangeTheTarget, legal: list[bool], new: TargetRef) -> None:
    """CR 115.7a: the target spell's one target becomes ``new`` (if it still can)."""
    index, options = new_targets(g, o, e, legal)
    if new not in options:
        return
    t = permanent_of(g, o, e.of, legal)
    assert t is not None
    targets = list(t.targets)
    targets[index] = new
    g.set(t, "targets", tuple(targets))
    _log_changed(g, "115.7a", t, new)


@dataclass(frozen=True, slots=True)
class ChooseNewTargets(Effect):
    """ "You may choose new targets for target spell [or ability]." (Redirect, Deflecting Swat):
    the player may leave any of its targets unchanged, even illegal ones; each new one must be
    legal and must not make an unchanged one illegal (CR 115.7d, 115.7e)."""

    decides = True

    of: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"You may choose new targets for {self.of.text(specs)}."


def target_choices(
    g: Game,
    o: GameObject,
    e: ChooseNewTargets,
    legal: list[bool],
    index: int,
    before: tuple[TargetRef | None, ...] = (),
) -> tuple[TargetRef, ...]:
    """The choices for the ``index``-th target of the target spell or ability: the target it has
    (kept) first, then each other legal target that doesn't clash with its other targets as they
    now are (CR 115.7d; 115.3: one word "target" doesn't choose an object twice, "another" differs).
    ``before``: the targets as they were before any was changed — a kept card "from their graveyard"
    whose player has been changed since is no choice (115.7d)."""
    t = permanent_of(g, o, e.of, legal)
    if t is None or t.zone is not Zone.STACK or index >= len(t.targets) or t.targets[index] is None:
        return ()
    specs = specs_of(t)
    if index >= len(specs):
        return ()
    old = t.targets[index]
    assert old is not None
    origin = t.source if t.ability is not None else t.id
    others = tuple(
        x
        for x in tg.options(g, specs[index], t.controller, origin)
        if x != old
        and not (isinstance(x, ObjectRef) and x.id == t.id)
        and not _must_differ(specs, t.targets, index, x)
        and tg.owner_link_holds(g, specs, t.targets, index, x)  # CR 115.1: "… from their graveyard"
    )
    if before and not tg.owner_link_holds(g, specs, t.targets, index) and tg.owner_link_holds(g, specs, before, index):
        return others  # CR 115.7d: kept, it would become illegal (its player was changed, 115.1)
    return (old, *others) if others else ()


def set_new_target(
    g: Game,
    o: GameObject,
    e: ChooseNewTargets,
    legal: list[bool],
    index: int,
    new: TargetRef,
    before: tuple[TargetRef | None, ...] = (),
) -> None:
    """CR 115.7d: the ``index``-th target becomes ``new`` (kept if it is the same)."""
    if new not in target_choices(g, o, e, legal, index, before):
        return
    t = permanent_of(g, o, e.of, legal)
    assert t is not None
    if t.targets[index] == new:
        return
    targets = list(t.targets)
    targets[index] = new
    g.set(t, "targets", tuple(targets))
    _log_changed(g, "115.7d", t, new)


def _log_changed(g: Game, rule: str, t: GameObject, new: TargetRef) -> None:
    """The spell's target became ``new`` (an object, or a player by name)."""
    if isinstance(new, ObjectRef):
        g.log(ev.TargetChanged(rule, t.id, t.label, new.id, g.state.objects[new.id].label))
    else:
        g.log(ev.TargetChanged(rule, t.id, t.label, -1, g.state.players[new.index].name))


def keep_links(
    g: Game, o: GameObject, e: ChooseNewTargets, legal: list[bool], before: tuple[TargetRef | None, ...]
) -> None:
    """CR 115.7d–e: judged on the final set, the new targets must not make an unchanged one illegal —
    a card kept "from their graveyard" when the player was changed to another (115.1): then none of
    the targets is changed (they are set back as they were)."""
    t = permanent_of(g, o, e.of, legal)
    if t is None or t.targets == before:
        return
    specs = specs_of(t)
    for i, card in enumerate(t.targets):
        broken = not tg.owner_link_holds(g, specs, t.targets, i)
        if broken and i < len(before) and card == before[i] and tg.owner_link_holds(g, specs, before, i):
            g.set(t, "targets", before)
            why = msg("keeps its targets: a card kept would no longer be in the new player's graveyard")
            g.log(ev.EffectCreated("115.7d", t.label, why))
            return
