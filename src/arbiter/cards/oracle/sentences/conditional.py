"""Instructions with a condition (CR 608.2c), the one parser module of the family
:mod:`arbiter.mtg.effects.conditional`: "If <condition>, <instruction>.", "<instruction> unless
<condition>.", "<instruction> if <condition>." and "Then <instruction>." — the condition is one
:func:`parse_condition` reads, the instruction one the sentence grammar reads. The productions
stand in two tables at two places of the grammar's order: ``if_condition`` and
``then_instruction`` in :mod:`.stack`'s (tried early), the rest here."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.mtg.effects.conditional import IfCondition, OnlyIf, ThenInstruction, with_condition
from arbiter.mtg.effects.hand import Discard, DiscardUnlessOfType
from arbiter.mtg.effects.optional import MayCostThen
from arbiter.mtg.ir.conditions import Condition
from arbiter.mtg.ir.effect import Effect, Then
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.object_conditions import ClashWon, ObjectIs, TargetValueAtMost, Which, YouControlledTarget
from arbiter.mtg.ir.refs import Ref

_SOURCE_STATES = ("~ is tapped", "~ is untapped")


def _condition(text: str, ctx: Ctx | None = None) -> Condition | None:
    """The condition, unless it speaks of "it", "that …" or "~": in an instruction those may mean
    a target or the spell itself, which the conditions read here don't tell apart — except "~ is
    (un)tapped" in an ability of a permanent: its source (CR 113.7, 608.2h)."""
    if text in _SOURCE_STATES and ctx is not None and (ctx.ability or ctx.triggered):
        return resolution_condition(text)
    if text.split(" ")[0] in ("it", "it's", "its", "~", "~'s", "that", "they", "their"):
        return None
    return resolution_condition(text)


def resolution_condition(text: str) -> Condition | None:
    """A condition checked as an instruction is followed: "you win" (of this resolution's clash,
    CR 701.30d), or any condition :func:`parse_condition` reads."""
    if text in ("you win", "you won"):  # ("you won": the clash that triggered "Whenever you clash")
        return ClashWon(text)
    m = re.fullmatch(r"the sacrificed (creature|artifact|permanent) was legendary", text)
    if m is not None:
        # CR 608.2h, 205.4a: the permanent sacrificed to pay the cost, as it last existed (a copy of
        # a legendary creature was legendary, 707.2)
        return ObjectIs(text, Which.SACRIFICED, Filter(f"legendary {m.group(1)}", supertypes=frozenset({"Legendary"})))
    return parse_condition(text)


def _inner(text: str, ctx: Ctx) -> Effect | None:
    from arbiter.cards.oracle.sentences import sentence  # (it imports this module)

    return sentence(text, ctx)


def _if_first(m: re.Match[str], ctx: Ctx) -> Result:
    """ "If you control a Swamp, you gain 2 life." — tried at each comma: the condition is the
    words before it."""
    body = m.group(1)
    start = 0
    while (i := body.find(", ", start)) != -1:
        start = i + 2
        condition = _condition(body[:i], ctx)
        rest = body[i + 2 :]
        if condition is None or not rest[:1].islower():
            continue
        mark = len(ctx.targets)
        inner = _inner(rest[0].upper() + rest[1:] + ".", ctx)
        if inner is None or inner.decides:
            del ctx.targets[mark:]
            continue
        e = with_condition(condition, inner)
        if e.text(tuple(ctx.targets)) == m.string:
            return e
        del ctx.targets[mark:]
    return PASS


def _if_after(m: re.Match[str], ctx: Ctx) -> Result:
    """ "That creature also gains trample until end of turn if you control a creature with power
    4 or greater." — the condition is the words after the last " if "."""
    head, _, tail = m.group(1).rpartition(" if ")
    condition = _condition(tail, ctx)
    if condition is None or " unless " in head:
        return PASS
    also = ""
    if " also " in head:
        also, _, rest = head.partition(" also ")
        head = f"{also} {rest}"
    mark = len(ctx.targets)
    inner = _inner(head + ".", ctx)
    if inner is None or inner.decides:
        del ctx.targets[mark:]
        return PASS
    e = with_condition(condition, inner, after=True, also=also)
    if e.text(tuple(ctx.targets)) != m.string:
        del ctx.targets[mark:]
        return PASS
    return e


def if_condition(m: re.Match[str], ctx: Ctx) -> Result:
    """ "If you control a Vampire, each opponent loses 2 life." / "Discard a card unless you
    attacked this turn.": an instruction with a condition checked as it is reached (CR 608.2c)."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (it imports this module)

    unless = m.group("unless") is not None
    words, rest = (m.group("unless"), m.group("head")) if unless else (m.group("cond"), m.group("body"))
    condition = resolution_condition(words)
    if condition is None or condition.text != words or " instead" in rest:
        return None
    also = ""
    if not unless and " also " in rest:  # "If ~ was kicked, that creature also gains hexproof …"
        also, _, tail = rest.partition(" also ")
        rest = f"{also} {tail}"
        also = also if also.startswith("~") else also[0].upper() + also[1:]
    mark = len(ctx.targets)
    inner = plain_sentence((rest if rest.startswith("~") else rest[0].upper() + rest[1:]) + ".", ctx)
    if inner is None or (also and inner.decides):
        del ctx.targets[mark:]
        return None
    return with_condition(condition, inner, unless=unless, also=also)


def then_instruction(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Then <instruction>." — the instruction, after the one before it (CR 608.2c)."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (it imports this module)

    rest = m.group(1)
    inner = plain_sentence(rest if rest.startswith("~") else rest[0].upper() + rest[1:], ctx)
    if inner is None and rest.startswith("earthbend X, where X is "):
        inner = _counted_earthbend(rest, ctx)
    if inner is None or (
        not isinstance(inner, IfCondition | OnlyIf | DiscardUnlessOfType | Discard)
        and not _self_contained(inner)
        and not (isinstance(inner, MayCostThen) and inner.then is None and not inner.unless)
        and not _fight_after_counter(inner, ctx)
    ):
        # (the sentences after an instruction may refer back to it — "that card" after an exile —
        # and read the instruction before them: only instructions nothing refers back to, for now)
        return None
    return ThenInstruction(inner)


def then_wrapped(last: Effect | None) -> tuple[Effect | None, Callable[[Effect], Effect]]:
    """ "Then you may <action>." (CR 608.2c): the optional action inside — what "If you do" and
    "When you do" after it complete (608.2e, 603.12) — and how to put it back in its "Then"."""
    if isinstance(last, ThenInstruction) and isinstance(last.effect, MayCostThen):
        return last.effect, ThenInstruction
    if isinstance(last, Then) and isinstance(last.effect, MayCostThen) and not last.same_subject and not last.comma:
        # "You get {E}, then you may pay one or more {E}. If you do, …" (Aether Refinery; 608.2c)
        return last.effect, lambda e: replace(last, effect=e)
    return last, lambda e: e


def _counted_earthbend(rest: str, ctx: Ctx) -> Effect | None:
    """ "Then earthbend X, where X is twice the number of Foods you control." (Bumi's Feast
    Lecture): earthbend (CR 701.66a) with X counted as the instruction is reached (608.2c, 608.2h,
    107.3c) — only a count of things now, naming nothing of the instruction before."""
    from arbiter.cards.oracle.sentences import sentence  # (it imports this module)
    from arbiter.mtg.effects.earthbend import Earthbend
    from arbiter.mtg.ir.amounts import Counted

    mark = len(ctx.targets)
    e = sentence("E" + rest[1:], ctx)
    if isinstance(e, Counted) and isinstance(e.effect, Earthbend) and (e.count.of or e.count.number) and not (
        e.count.stat or e.count.that_card or e.count.exiled_this_way or e.count.sacrificed or e.count.that_much
    ):  # fmt: skip
        return e
    del ctx.targets[mark:]
    return None


def _fight_after_counter(e: Effect, ctx: Ctx) -> bool:
    """ "Put a +1/+1 counter on target creature you control. Then that creature fights target
    creature you don't control." (CR 701.14a, 608.2c): the fight names the targets themselves, the
    permanent the counter was put on staying where it was."""
    from arbiter.mtg.effects.counters import PutCounters
    from arbiter.mtg.effects.damage import FightEachOther

    if isinstance(e, FightEachOther) and ctx.said:
        # "Choose target creature you control and target creature you don't control. … Then those
        # creatures fight each other.": the fight names the two targets chosen, what came between
        # acting on them where they are
        return {e.first.index, e.second.index} == set(ctx.said.values()) and e.first.kind == e.second.kind == "target"
    return isinstance(e, FightEachOther) and isinstance(ctx.previous, PutCounters)


def _self_contained(e: Effect) -> bool:
    """An instruction that names nothing of the one before it: "Then amass Orcs 1.", "Then scry
    2.", "Then draw a card.", "Then proliferate." (Orcish Bowmasters, CR 701.47a), "Then exile the
    top card of your library." (Mind's Desire: the cards it exiles are remembered for what follows)."""
    from arbiter.mtg.effects.counters import Proliferate
    from arbiter.mtg.effects.earthbend import Earthbend
    from arbiter.mtg.effects.keywords import Amass
    from arbiter.mtg.effects.library import Draw, ExileTopCards, Scry
    from arbiter.mtg.ir.amounts import Counted

    if isinstance(e, Draw):
        return e.who.kind == "you" and isinstance(e.amount, int)
    if isinstance(e, ExileTopCards):
        return e.whose is None and isinstance(e.count, int)
    if isinstance(e, Counted):
        return isinstance(e.effect, Earthbend)  # (its count checked by _counted_earthbend)
    if isinstance(e, Earthbend):  # CR 701.66a: "Then earthbend 2." — its own target land
        return e.to.kind == "target" and isinstance(e.count, int)
    return isinstance(e, Amass | Scry | Proliferate)


def _mana_value(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Destroy target creature if it has mana value 2 or less.": the one target the instruction
    names, its mana value (CR 202.3) checked as it resolves (608.2c) — a condition about that
    target (:class:`~arbiter.mtg.ir.object_conditions.ObjectIs`)."""
    mark = len(ctx.targets)
    inner = _inner(m.group(1) + ".", ctx)
    if inner is None or inner.decides or len(ctx.targets) != mark + 1 or not targeted(Ref("target", mark)):
        del ctx.targets[mark:]
        return None
    limit = int(m.group(2))
    what = Filter(f"mana value {limit} or less", max_value=limit)
    condition = ObjectIs(f"it has mana value {limit} or less", Which.TARGET, what, mark)
    return with_condition(condition, inner, after=True)


def _mana_value_at_most(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Exile target nonland permanent if its mana value is less than or equal to the number of
    colors of mana spent to cast ~.": the one target's mana value (CR 202.3) against a count, both
    taken as the instruction is reached (608.2c, 608.2h)."""
    from arbiter.cards.oracle.amounts import parse_count

    count = parse_count(m.group(2))
    if count is None or count.stat or count.text != m.group(2):
        return None
    mark = len(ctx.targets)
    inner = _inner(m.group(1) + ".", ctx)
    if inner is None or inner.decides or len(ctx.targets) != mark + 1 or not targeted(Ref("target", mark)):
        del ctx.targets[mark:]
        return None
    condition = TargetValueAtMost(f"its mana value is less than or equal to {count.text}", mark, count)
    return with_condition(condition, inner, after=True)


def condition_for(text: str) -> Condition | None:
    """A condition an instruction's "if …" may have (see :func:`_condition`)."""
    return _condition(text)


# tried before the verb families: their target phrases would read the words after "target"
FIRST: tuple[Production, ...] = (
    rule(r"(.+ target [a-z]+) if it has mana value (\d+) or less\.", _mana_value),
    rule(r"(.+ target [a-z ]+) if its mana value is less than or equal to (.+)\.", _mana_value_at_most),
)


def if_you_controlled(m: re.Match[str], ctx: Ctx) -> Result:
    """ "If you controlled that permanent, draw a card." after an instruction about the target (CR
    608.2h: its controller as it last existed on the battlefield)."""
    ref = ctx.target(m.group(1))
    if ref is None or ref.kind not in ("it", "that") or not ctx.targets:
        return None
    mark = len(ctx.targets)
    inner = _inner(m.group(2)[0].upper() + m.group(2)[1:] + ".", ctx)
    if inner is None or inner.decides or len(ctx.targets) != mark:
        del ctx.targets[mark:]
        return None
    condition = YouControlledTarget(f"you controlled {m.group(1)}", Ref("its controller", ref.index))
    return with_condition(condition, inner)


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"If (.+)\.", _if_first),
    rule(r"(.+ if .+)\.", _if_after),
)
