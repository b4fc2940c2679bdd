"""Sentences in which an object becomes a land type or a creature type (CR 205.3, 305.7, 608.2d):
"Target land becomes an Island until end of turn.", "Target land becomes a Swamp.", "Target land
becomes an Island in addition to its other types.", "Target land becomes a Plains or an Island
until end of turn.", "Target land you control becomes the basic land type of your choice until
end of turn.", "Until end of turn, target land you control becomes the basic land type of your
choice in addition to its other types.", "~ becomes the creature type of your choice until end of
turn."."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.grammar import Pass
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, ci_phrase, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.type_choice import BASIC_LAND_TYPES, BecomeChosenType, BecomeLandTypes
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.model import Ref
from arbiter.mtg.objects.creature_types import CREATURE_TYPES

_BASIC = "|".join(BASIC_LAND_TYPES)


def _land(who: str, ctx: Ctx) -> Ref | None:
    """A target land on the battlefield (CR 205.3d: only a land has land types)."""
    ref = ctx.target(ci_phrase(who))
    if ref is None or ref.kind != "target":
        return None
    spec = ctx.targets[ref.index]
    if spec.zone is not Zone.BATTLEFIELD or spec.what is None or spec.what.types != frozenset({CardType.LAND}):
        return None
    return ref


def _land_types(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 305.7: "<target land> becomes an Island / a Plains or an Island / the basic land type of
    your choice [in addition to its other types][ until end of turn]."."""
    if m.group("pre") and m.group("post"):
        return PASS
    ref = _land(m.group("who"), ctx)
    if ref is None:
        return None
    add, until_eot = bool(m.group("add")), bool(m.group("pre") or m.group("post"))
    if m.group("choice"):
        if not until_eot:
            return None  # (a lasting chosen type: not yet)
        return BecomeChosenType(ref, BASIC_LAND_TYPES, True, add, True, m.string)
    if m.group("two"):
        return BecomeChosenType(ref, (m.group("one"), m.group("two")), True, add, until_eot, m.string)
    return BecomeLandTypes(ref, (m.group("one"),), add, until_eot, m.string)


def _creature_type(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 205.3m, 205.1b: "<creature> becomes the creature type of your choice [in addition to its
    other types] until end of turn." — the new creature type replaces the old ones unless added."""
    who = m.group("who")
    ref = Ref("this") if who == "~" else ctx.target(ci_phrase(who))
    if ref is None or (who == "~" and not ctx.ability):
        return None
    if targeted(ref) and ctx.targets[ref.index].zone is not Zone.BATTLEFIELD:
        return None
    return BecomeChosenType(ref, CREATURE_TYPES, False, bool(m.group("add")), True, m.string)


def choose_type_then_becomes(effects: list[Effect], sentences: list[str], i: int, ctx: Ctx) -> int | Pass | None:
    """ "Choose a creature type other than Wall. Target creature becomes that type until end of
    turn." — two sentences, one instruction: the type is chosen as the ability resolves (CR 608.2d),
    any creature type but the one named (205.3m), and it replaces the target's creature types
    until end of turn (205.1b, 613.1d)."""
    m = re.fullmatch(r"Choose a creature type other than ([A-Z][a-z]+)\.", sentences[i].strip())
    if m is None or m.group(1) not in CREATURE_TYPES or i + 1 >= len(sentences):
        return PASS
    then = re.fullmatch(rf"({_TGT}) becomes that type until end of turn\.", sentences[i + 1].strip(), re.I)
    if then is None:
        return None
    mark = len(ctx.targets)
    ref = ctx.target(ci_phrase(then.group(1)))
    if ref is None or not targeted(ref) or ctx.targets[ref.index].zone is not Zone.BATTLEFIELD:
        del ctx.targets[mark:]
        return None
    options = tuple(t for t in CREATURE_TYPES if t != m.group(1))
    words = f"{sentences[i].strip()} {sentences[i + 1].strip()}"
    effects.append(BecomeChosenType(ref, options, False, False, True, words))
    return 2


PRODUCTIONS: tuple[Production, ...] = (
    rule(
        rf"(?P<pre>Until end of turn, )?(?P<who>{_TGT}) becomes "
        rf"(?:an? (?P<one>{_BASIC})(?: or an? (?P<two>{_BASIC}))?|(?P<choice>the basic land type of your choice))"
        r"(?P<add> in addition to its other types)?(?P<post> until end of turn)?\.",
        _land_types,
        re.I,
    ),
    rule(
        rf"(?P<who>~|{_TGT}) becomes the creature type of your choice(?P<add> in addition to its other types)? "
        r"until end of turn\.",
        _creature_type,
        re.I,
    ),
)
