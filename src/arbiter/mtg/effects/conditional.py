"""Instructions followed only if a condition is true as the spell or ability resolves (CR 608.2c):
"If you control a Vampire, each opponent loses 2 life.", "Discard a card unless you attacked this
turn.", "That creature also gains trample until end of turn if you control a creature with power 4
or greater." (Temur Battle Rage). The condition is checked when the instruction is reached, not
before (608.2c: the instructions are followed in order); if it doesn't hold, the instruction does
nothing — and "Then …", a sentence that follows the one before.

One family: :class:`IfCondition` and :class:`OnlyIf` are the same instruction with a condition,
rendered by one function (:func:`conditional_text`) and checked by one (:func:`condition_now`).
They differ only in whether the instruction inside may ask a question as it resolves
(``decides``, a property of the class): :class:`OnlyIf` holds one that doesn't, so it may sit
where no question can be asked (after "If you do," or in a mana ability)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.condition_check import holds
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.conditions import AllOf, SourceIs
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.objects.resolving_source import resolving_source

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


def conditional_text(
    condition: Condition, inner: str, *, unless: bool = False, after: bool = False, also: str = ""
) -> str:
    """The sentence of an instruction with a condition: "If <condition>, <instruction>",
    "<instruction> unless <condition>." or "<instruction> if <condition>." (``after``); ``also``:
    the subject the printed "also" follows ("That creature also gains trample …")."""
    if also and inner.startswith(also + " "):
        inner = f"{also} also {inner[len(also) + 1 :]}"
    if unless:
        return f"{inner.removesuffix('.')} unless {condition.text}."
    if after:
        return f"{inner.removesuffix('.')} if {condition.text}."
    return f"If {condition.text}, {inner[:1].lower()}{inner[1:]}"


@dataclass(frozen=True, slots=True)
class IfCondition(Effect):
    """ "If <condition>, <instruction>." / "<instruction> unless <condition>." (``unless``). It
    may ask a question (the instruction's, asked only when the condition allows it)."""

    decides = True

    condition: Condition
    effect: Effect
    unless: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return conditional_text(self.condition, self.effect.text(specs), unless=self.unless)


@dataclass(frozen=True, slots=True)
class OnlyIf(Effect):
    """``effect`` — an instruction that asks nothing — if ``condition`` holds as it would be
    followed (CR 608.2c). ``after``: the condition is written after the instruction ("… if you
    control …"), else before it ("If you control …, …"); ``also``: the instruction says "also"
    after its subject ("That creature also gains trample …")."""

    effect: Effect
    condition: Condition
    after: bool = False
    also: str = ""  # the subject "also" follows, when the sentence has it

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return conditional_text(self.condition, self.effect.text(specs), after=self.after, also=self.also)


def with_condition(
    condition: Condition, inner: Effect, *, unless: bool = False, after: bool = False, also: str = ""
) -> IfCondition | OnlyIf:
    """The instruction ``inner`` with a condition (CR 608.2c), as the member of the family that
    fits: :class:`OnlyIf` when ``inner`` asks nothing (so it may stand where no question can be
    asked), else :class:`IfCondition` ("unless" is only written before a condition that
    :class:`IfCondition` holds)."""
    if unless or inner.decides:
        if after or also:
            raise ValueError("a condition written after an instruction that asks a question isn't read")
        return IfCondition(condition, inner, unless)
    return OnlyIf(inner, condition, after=after, also=also)


def condition_now(g: Game, o: GameObject, e: IfCondition | OnlyIf, legal: list[bool] | None = None) -> bool:
    """Whether the instruction is followed: the condition (or, for "unless", its opposite) is
    checked now, for the resolving object's controller and source (CR 608.2c)."""
    unless = e.unless if isinstance(e, IfCondition) else False
    return holds_for(g, o, e.condition, legal) != unless


def holds_for(g: Game, o: GameObject, c: Condition, legal: list[bool] | None = None) -> bool:
    """Is ``c`` true now for the resolving ``o`` (CR 608.2c)? A condition about one of its own
    objects (:class:`~arbiter.mtg.ir.object_conditions.ObjectIs`) is read from ``o``; any other
    for its controller and source."""
    from arbiter.mtg.ir.object_conditions import ClashWon, ObjectIs, TargetValueAtMost, YouControlledTarget
    from arbiter.mtg.lki import ClashResult

    if isinstance(c, ClashWon):  # CR 701.30d: this resolution's clash
        return any(isinstance(x, ClashResult) and x.won for x in o.lki)
    if isinstance(c, YouControlledTarget):  # CR 608.2h: as the target last existed on the battlefield
        from arbiter.mtg.effects.resolution import player_of

        return player_of(g, o, c.controller, [True] * len(o.targets) if legal is None else legal) == o.controller
    if isinstance(c, AllOf) and any(isinstance(p, ObjectIs) for p in c.parts):
        return all(holds_for(g, o, p, legal) for p in c.parts)  # (each part read where it is known)
    if isinstance(c, ObjectIs | TargetValueAtMost):
        from arbiter.mtg.effects.object_checks import object_is, value_at_most

        judged = [True] * len(o.targets) if legal is None else legal
        return object_is(g, o, c, judged) if isinstance(c, ObjectIs) else value_at_most(g, o, c, judged)
    source = resolving_source(g, o)
    if isinstance(c, SourceIs) and c.state in ("tapped", "untapped") and source is not None and o.source is not None:
        was = _left_tapped(o, source)
        if was is not None:
            return was == (c.state == "tapped")
    return holds(g, c, o.controller, source)


def _left_tapped(o: GameObject, source: GameObject) -> bool | None:
    """CR 608.2h: whether the ability's source was tapped as it last existed on the battlefield,
    once it has left it (also when the card has come back since: a new object, 400.7) — None
    while it is still the permanent the ability came from."""
    from arbiter.mtg.lki import SourceSeen
    from arbiter.mtg.zones import LEFT_TAPPED

    seen = next((x for x in o.lki if isinstance(x, SourceSeen)), None)
    if seen is None or not seen.on_battlefield:
        return None
    if source.zone is Zone.BATTLEFIELD and source.zcc == seen.zcc:
        return None
    return LEFT_TAPPED in source.left_marks


@dataclass(frozen=True, slots=True)
class ConditionChecked(Effect):
    """The check of "If <condition>, <instructions that ask>." made once, as the first of them is
    reached (CR 608.2c): the resolution follows them one by one, each pausing as it asks, only if
    it held (``resolution._split_may``; the same skipping as "If you do, …", 608.2e). Never printed:
    the sentence is the :class:`IfCondition` it was split from."""

    decides = True

    condition: Condition

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class ThenInstruction(Effect):
    """ "Then <instruction>." — a sentence of its own that follows the one before it (CR 608.2c:
    the instructions are followed in the order written; "then" says nothing more)."""

    decides = True

    effect: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        return f"Then {inner if inner.startswith('~') else inner[0].lower() + inner[1:]}"


def _follow(g: Game, o: GameObject, e: IfCondition | OnlyIf, legal: list[bool]) -> None:
    """CR 608.2c: checked now, for the controller of the spell or ability and its source; the
    instruction is followed as any other (counted amounts, groups of targets)."""
    if condition_now(g, o, e, legal):
        perform(g, o, (e.effect,), legal)


@handles(IfCondition)
def _if_condition(g: Game, o: GameObject, e: IfCondition, legal: list[bool]) -> None:
    """Followed as part of another instruction (no question pending): the same check."""
    _follow(g, o, e, legal)


@handles(OnlyIf)
def _only_if(g: Game, o: GameObject, e: OnlyIf, legal: list[bool]) -> None:
    _follow(g, o, e, legal)


@handles(ThenInstruction)
def _then(g: Game, o: GameObject, e: ThenInstruction, legal: list[bool]) -> None:
    perform(g, o, (e.effect,), legal)
