"""The base of all effects (CR 609) and the combinators that join them into sentences: "… and …"
(:class:`And`), "…, then …" (:class:`Then`), rendered in order (CR 608.2c: the instructions are
followed in the order written)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.selectors import Each, Refs

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class Effect:
    """Base of all effects. ``decides``: the effect asks a player something as it resolves, so the
    resolution pauses for it (priority.run_effects) — it can't be nested inside "you may" or
    "if you do" yet."""

    decides: ClassVar[bool] = False
    # the fields holding the instruction's number, which "for each …" multiplies (CR 608.2h)
    scaled: ClassVar[tuple[str, ...]] = ()
    # it handles a group of targets itself (divided damage, 601.2d) instead of once per target
    own_group: ClassVar[bool] = False
    # the instruction acts on the ability's own source without naming it by a reference ("Transform
    # ~.", "Put ~ on top of its owner's library."): two equal triggered abilities of different
    # sources then differ, and their controller orders them (CR 603.3b, 113.7)
    on_source: ClassVar[bool] = False
    # the source can become an Aura by this instruction (a Licid, CR 613.1d): its "Enchanted
    # creature …" statics then affect another object, as a printed Aura's do
    makes_aura: ClassVar[bool] = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class And(Effect):
    """Marks the next effect as joined to the previous sentence: "… and you gain 3 life."."""

    effect: Effect
    same_subject: bool = False  # "Target player draws two cards and loses 2 life." (subject not repeated)
    # the words standing for the shared subject in the second effect's own text ("~", "it"):
    # "~ gets +1/+0 until end of turn and can't be blocked this turn."
    subject: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.same_subject:
            return _second_verb(self.effect, specs, self.subject)
        return self.effect.text(specs)


def _second_verb(effect: Effect, specs: tuple[TargetSpec, ...], subject: str = "") -> str:
    """The second verb of a sentence whose subject isn't repeated ("… draws two cards and loses 2
    life.", "… sacrifices it, then draws two cards.")."""
    t = effect.text(specs)
    who = getattr(effect, "who", None)
    if not subject:
        subject = who.text(specs) if isinstance(who, Ref) else ""
    t = t[len(subject) + 1 :] if t.lower().startswith(subject.lower() + " ") else t
    if who is not None and who.kind == "you" and t.startswith("Draw"):
        t = "draw" + t[4:]
    return t


def shift_targets(effect: Effect, offset: int) -> Effect:
    """The effect with its target references moved by ``offset`` (modes put side by side)."""
    if not offset:
        return effect
    changes: dict[str, object] = {}
    for name in effect.__dataclass_fields__:
        value = getattr(effect, name)
        if isinstance(value, Effect):
            changes[name] = shift_targets(value, offset)
        else:
            moved = _shift_selector(value, offset)
            if moved is not value:
                changes[name] = moved
    return replace(effect, **changes) if changes else effect


def _shift_selector(value: object, offset: int) -> object:
    """A reference, or a selector holding references, with its target indices moved."""
    if isinstance(value, Ref):
        return _shift_ref(value, offset)
    if isinstance(value, Refs):
        return Refs(tuple(_shift_ref(r, offset) for r in value.parts))
    if isinstance(value, Each) and value.controller is not None:
        return replace(value, controller=_shift_ref(value.controller, offset))
    from arbiter.mtg.ir.amounts import Count  # (it imports this module)

    if isinstance(value, Count) and value.of is not None and value.of.player is not None:
        # "… for each tapped creature target player controls"
        return replace(value, of=replace(value.of, player=_shift_ref(value.of.player, offset)))
    return value


def _shift_ref(ref: Ref, offset: int) -> Ref:
    return Ref(ref.kind, ref.index + offset, ref.said) if ref.kind in ("target", "targets", "that", "it") else ref


def render_effects(effects: tuple[Effect, ...], specs: tuple[TargetSpec, ...]) -> list[str]:
    out: list[str] = []
    for e in effects:
        t = e.text(specs)
        if not t:
            continue  # an instruction printed inside the next one ("… of your choice …", CR 608.2d)
        if isinstance(e, And) and out:
            out[-1] = out[-1].removesuffix(".") + " and " + t[0].lower() + t[1:]
        elif isinstance(e, Then) and out:
            joint = ", " if e.comma else ", then "
            out[-1] = out[-1].removesuffix(".") + joint + t[0].lower() + t[1:]
        else:
            out.append(t)
    return out


@dataclass(frozen=True, slots=True)
class Then(Effect):
    """ "<effect>, then <effect>." — the second part of one sentence ("Draw a card, then discard a
    card."); ``comma``: a middle item of a series ("You gain 7 life, draw seven cards, then …")."""

    effect: Effect
    same_subject: bool = False  # "~'s controller sacrifices it, then draws two cards." (subject not repeated)
    comma: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return _second_verb(self.effect, specs) if self.same_subject else self.effect.text(specs)
